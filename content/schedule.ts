/**
 * The booking form's fixed words and limits, and how the statutory holidays fall. Everything the
 * clinic changes as it runs (hours, rooms, service lengths, notice, how far ahead, the grid,
 * closures, optometrists and their shifts) is data the admins edit at /brampton/admin/schedule.
 */

/** Every time is computed and shown in the clinics' own zone. */
export const CLINIC_TIME_ZONE = "America/Toronto";

/** The booking form's services, in the spec's order and words. */
export const SERVICE_TYPES = ["Comprehensive Eye Exam", "Contact Lens Fitting", "Dry Eye Treatment", "LASIK Consultation"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
/** Each service's key in the message catalogues (the stored value stays the English name). */
export const SERVICE_KEYS = {
  "Comprehensive Eye Exam": "exam",
  "Contact Lens Fitting": "contacts",
  "Dry Eye Treatment": "dryEye",
  "LASIK Consultation": "lasik",
} as const satisfies Record<ServiceType, string>;
export const isServiceType = (v: string): v is ServiceType => (SERVICE_TYPES as readonly string[]).includes(v);

/** People in one family request. */
export const MAX_FAMILY_MEMBERS = 5;
/** Frames a patient can ask to have ready at the visit. */
export const MAX_HELD_FRAMES = 4;

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** The n-th given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return iso(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** Easter Sunday (Gregorian; the anonymous algorithm). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * Ontario's nine public holidays under the Employment Standards Act, with the weekday a
 * clinic closes instead when one falls on a weekend (Saturday → Monday for Canada Day's
 * rule, Christmas and Boxing Day roll to the next free weekday).
 */
export function ontarioHolidays(year: number): { date: string; name: string }[] {
  const goodFriday = easter(year);
  goodFriday.setUTCDate(goodFriday.getUTCDate() - 2);
  // Victoria Day: the Monday before May 25.
  const may24 = new Date(Date.UTC(year, 4, 24)).getUTCDay();
  const victoria = iso(year, 5, 24 - ((may24 + 6) % 7));
  const observed = (m: number, d: number, taken: Set<string>) => {
    const date = new Date(Date.UTC(year, m - 1, d));
    while (date.getUTCDay() === 0 || date.getUTCDay() === 6 || taken.has(date.toISOString().slice(0, 10))) date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10);
  };
  const days = [
    { date: iso(year, 1, 1), name: "New Year's Day" },
    { date: nthWeekday(year, 2, 1, 3), name: "Family Day" },
    { date: goodFriday.toISOString().slice(0, 10), name: "Good Friday" },
    { date: victoria, name: "Victoria Day" },
    { date: iso(year, 7, 1), name: "Canada Day" },
    { date: nthWeekday(year, 9, 1, 1), name: "Labour Day" },
    { date: nthWeekday(year, 10, 1, 2), name: "Thanksgiving Day" },
    { date: iso(year, 12, 25), name: "Christmas Day" },
    { date: iso(year, 12, 26), name: "Boxing Day" },
  ];
  // A weekend holiday adds its weekday substitute (the clinics are open on Saturdays).
  const taken = new Set(days.map((d) => d.date));
  const substitutes: { date: string; name: string }[] = [];
  for (const h of days) {
    const weekday = new Date(`${h.date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) continue;
    const [, m, d] = h.date.split("-").map(Number);
    const sub = observed(m, d, taken);
    taken.add(sub);
    substitutes.push({ date: sub, name: `${h.name} (observed)` });
  }
  return [...days, ...substitutes].sort((a, b) => a.date.localeCompare(b.date));
}
