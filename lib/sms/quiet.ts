import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { addDays, zonedDate, zonedInstant, zonedMinutes } from "@/lib/booking/zoned-time";

export type QuietHours = { quietFrom: number; quietUntil: number };

/**
 * Whether `now` falls in the quiet hours (Brampton time, the window may cross midnight), and when
 * they end. Equal ends mean no quiet hours at all.
 */
export function quietAt(hours: QuietHours, now: Date): { quiet: false } | { quiet: true; endsAt: Date } {
  const { quietFrom: from, quietUntil: until } = hours;
  if (from === until) return { quiet: false };
  const minute = zonedMinutes(now, CLINIC_TIME_ZONE);
  const crosses = from > until;
  const quiet = crosses ? minute >= from || minute < until : minute >= from && minute < until;
  if (!quiet) return { quiet: false };
  const today = zonedDate(now, CLINIC_TIME_ZONE);
  // Ends today when the window started before midnight and we are past it, or it never crosses.
  const day = crosses && minute >= from ? addDays(today, 1) : today;
  return { quiet: true, endsAt: zonedInstant(day, until, CLINIC_TIME_ZONE)! };
}
