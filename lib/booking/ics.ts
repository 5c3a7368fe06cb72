/**
 * RFC 5545 calendar files for appointments: exact start and end in the clinic's zone (with
 * its VTIMEZONE, so any calendar shows the right hour), and the matching CANCEL.
 */
import { zonedDate, zonedMinutes } from "./zoned-time";

export type IcsEvent = {
  /** One per person's appointment, kept for its life: a CANCEL names the same UID. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  /** Raised each time the event changes; a CANCEL carries a higher one than the booking. */
  sequence?: number;
};

export type IcsCalendar = { method: "PUBLISH" | "CANCEL"; timeZone: string; events: IcsEvent[]; stamp?: Date };

/** Escapes text values: backslash, semicolon, comma and newlines. */
export function escapeIcs(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds lines longer than 75 octets, as the standard requires. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, "utf8") > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += ch;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const stampOf = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** Local wall time in the zone, as DATE-TIME without a Z: 20270315T090000. */
export function localStamp(instant: Date, timeZone: string): string {
  const minutes = zonedMinutes(instant, timeZone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${zonedDate(instant, timeZone).replace(/-/g, "")}T${hh}${mm}00`;
}

/** Eastern time's rules since 2007 (the clinics' zone), as calendars expect them. */
const VTIMEZONE: Record<string, string[]> = {
  "America/Toronto": [
    "BEGIN:VTIMEZONE",
    "TZID:America/Toronto",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "TZNAME:EDT",
    "DTSTART:20070311T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "TZNAME:EST",
    "DTSTART:20071104T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ],
};

export function buildIcs(c: IcsCalendar): string {
  const zone = VTIMEZONE[c.timeZone];
  if (!zone) throw new Error(`No VTIMEZONE for ${c.timeZone}`);
  const stamp = stampOf(c.stamp ?? new Date());
  const events = c.events.flatMap((e) => [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${c.timeZone}:${localStamp(e.start, c.timeZone)}`,
    `DTEND;TZID=${c.timeZone}:${localStamp(e.end, c.timeZone)}`,
    `SUMMARY:${escapeIcs(e.summary)}`,
    `DESCRIPTION:${escapeIcs(e.description)}`,
    `LOCATION:${escapeIcs(e.location)}`,
    ...(e.url ? [`URL:${e.url}`] : []),
    `STATUS:${c.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ]);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Brightview Eye Care//Booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${c.method}`,
    ...zone,
    ...events,
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
