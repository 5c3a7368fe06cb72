import type { Locale } from "@/content/i18n/locales";
import { CLINIC_TIME_ZONE } from "@/content/schedule";

/**
 * Made on first use, not when the module loads: building an Intl.DateTimeFormat for a named
 * zone is slow (the booking page's hydration spent ~100 ms at 4× CPU making these four).
 * Every language's dates and times are Brampton time; only the words and order change.
 */
function formatter(locales: Record<Locale, string>, options: Intl.DateTimeFormatOptions): (locale: Locale) => Intl.DateTimeFormat {
  const made: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
  return (locale) => (made[locale] ??= new Intl.DateTimeFormat(locales[locale], { timeZone: CLINIC_TIME_ZONE, ...options }));
}

const DATES = { en: "en-CA", pa: "pa-IN", hi: "hi-IN" } as const;
const TIMES = { en: "en-US", pa: "pa-IN", hi: "hi-IN" } as const;
const dayFmt = formatter(DATES, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
const shortDayFmt = formatter(DATES, { weekday: "short", month: "short", day: "numeric" });
const timeFmt = formatter(TIMES, { hour: "numeric", minute: "2-digit" });
// EDT/EST is what Brampton's clocks and calendars say, in every language.
const zoneFmt = formatter({ en: "en-US", pa: "en-US", hi: "en-US" }, { timeZoneName: "short" });

/** "9:00 AM" in Brampton. */
export const formatTime = (d: Date, locale: Locale = "en") => timeFmt(locale).format(d);
/** "Monday, March 15, 2027". */
export const formatDay = (d: Date, locale: Locale = "en") => dayFmt(locale).format(d);
/** "Mon, Mar 15", for a calendar day given as YYYY-MM-DD. */
export const formatShortDay = (date: string, locale: Locale = "en") => shortDayFmt(locale).format(new Date(`${date}T12:00:00Z`));
/** "EDT" or "EST" at that moment. */
export const zoneAbbreviation = (d: Date) => zoneFmt("en").formatToParts(d).find((p) => p.type === "timeZoneName")?.value ?? "ET";

/** "Monday, March 15, 2027, 9:00 AM – 10:00 AM EDT". */
export function formatAppointment(start: Date, end: Date, locale: Locale = "en"): string {
  return `${formatDay(start, locale)}, ${formatTime(start, locale)} – ${formatTime(end, locale)} ${zoneAbbreviation(start)}`;
}
