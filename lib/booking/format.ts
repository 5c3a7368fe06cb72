import { CLINIC_TIME_ZONE } from "@/content/schedule";

const dayFmt = new Intl.DateTimeFormat("en-CA", { timeZone: CLINIC_TIME_ZONE, weekday: "long", month: "long", day: "numeric", year: "numeric" });
const shortDayFmt = new Intl.DateTimeFormat("en-CA", { timeZone: CLINIC_TIME_ZONE, weekday: "short", month: "short", day: "numeric" });
const timeFmt = new Intl.DateTimeFormat("en-US", { timeZone: CLINIC_TIME_ZONE, hour: "numeric", minute: "2-digit" });
const zoneFmt = new Intl.DateTimeFormat("en-US", { timeZone: CLINIC_TIME_ZONE, timeZoneName: "short" });

/** "9:00 AM" in Brampton. */
export const formatTime = (d: Date) => timeFmt.format(d);
/** "Monday, March 15, 2027". */
export const formatDay = (d: Date) => dayFmt.format(d);
/** "Mon, Mar 15", for a calendar day given as YYYY-MM-DD. */
export const formatShortDay = (date: string) => shortDayFmt.format(new Date(`${date}T12:00:00Z`));
/** "EDT" or "EST" at that moment. */
export const zoneAbbreviation = (d: Date) => zoneFmt.formatToParts(d).find((p) => p.type === "timeZoneName")?.value ?? "ET";

/** "Monday, March 15, 2027, 9:00 AM – 10:00 AM EDT". */
export function formatAppointment(start: Date, end: Date): string {
  return `${formatDay(start)}, ${formatTime(start)} – ${formatTime(end)} ${zoneAbbreviation(start)}`;
}
