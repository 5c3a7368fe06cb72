import { CLINIC_TIME_ZONE } from "@/content/schedule";

/**
 * Made on first use, not when the module loads: building an Intl.DateTimeFormat for a named
 * zone is slow (the booking page's hydration spent ~100 ms at 4× CPU making these four).
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, { timeZone: CLINIC_TIME_ZONE, ...options }));
}

const dayFmt = formatter("en-CA", { weekday: "long", month: "long", day: "numeric", year: "numeric" });
const shortDayFmt = formatter("en-CA", { weekday: "short", month: "short", day: "numeric" });
const timeFmt = formatter("en-US", { hour: "numeric", minute: "2-digit" });
const zoneFmt = formatter("en-US", { timeZoneName: "short" });

/** "9:00 AM" in Brampton. */
export const formatTime = (d: Date) => timeFmt().format(d);
/** "Monday, March 15, 2027". */
export const formatDay = (d: Date) => dayFmt().format(d);
/** "Mon, Mar 15", for a calendar day given as YYYY-MM-DD. */
export const formatShortDay = (date: string) => shortDayFmt().format(new Date(`${date}T12:00:00Z`));
/** "EDT" or "EST" at that moment. */
export const zoneAbbreviation = (d: Date) => zoneFmt().formatToParts(d).find((p) => p.type === "timeZoneName")?.value ?? "ET";

/** "Monday, March 15, 2027, 9:00 AM – 10:00 AM EDT". */
export function formatAppointment(start: Date, end: Date): string {
  return `${formatDay(start)}, ${formatTime(start)} – ${formatTime(end)} ${zoneAbbreviation(start)}`;
}
