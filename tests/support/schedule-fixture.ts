/**
 * The schedule exactly as supabase/migrations/20261202000100_schedule.sql seeds it (clinics,
 * rooms, weekly hours, staff, shifts, rules, service lengths), as the pure engine reads it,
 * plus small builders that return a changed copy for one test. Nothing here is shared state:
 * every call builds fresh objects.
 */
import { seedClinics } from "./clinics";
import type { BookingRules, Closure, DayHours, ScheduleClinic, ScheduleData, Shift, StaffMember, Week } from "@/lib/schedule/types";

export const EXAM = "Comprehensive Eye Exam";
export const CONTACTS = "Contact Lens Fitting";
export const DRY_EYE = "Dry Eye Treatment";
export const LASIK = "LASIK Consultation";

export const SANDHU = "5b0a51b6-1d3e-4c6b-9f10-000000000001";
export const QURESHI = "5b0a51b6-1d3e-4c6b-9f10-000000000002";
export const ORTIZ = "5b0a51b6-1d3e-4c6b-9f10-000000000003";
export const CHEN = "5b0a51b6-1d3e-4c6b-9f10-000000000004";

/** Which seeded person a staff id is, for readable expectations. */
export const WHO: Record<string, string> = { [SANDHU]: "Sandhu", [QURESHI]: "Qureshi", [ORTIZ]: "Ortiz", [CHEN]: "Chen" };

const h = (open: number, close: number): DayHours => ({ open, close });
// Steeles: Mon–Fri 9:00–19:00, Sat 9:00–17:00; Goreway: Mon–Fri 11:00–18:00, Sat 11:00–17:00; both closed Sunday.
const STEELES_HOURS = (): Week => [null, h(540, 1140), h(540, 1140), h(540, 1140), h(540, 1140), h(540, 1140), h(540, 1020)];
const GOREWAY_HOURS = (): Week => [null, h(660, 1080), h(660, 1080), h(660, 1080), h(660, 1080), h(660, 1080), h(660, 1020)];

function seedStaff(): StaffMember[] {
  return [
    {
      id: SANDHU,
      name: "Harleen Sandhu",
      title: "Dr. Harleen Sandhu, OD",
      role: "optometrist",
      registrationNumber: "OD-10432",
      languages: ["en", "pa", "hi"],
      services: [EXAM, CONTACTS, DRY_EYE, LASIK],
      bio: "Founded Brightview in 2009. Special interests in ocular disease, glaucoma co-management and multilingual family care; sees patients at both clinics.",
      active: true,
      position: 1,
    },
    {
      id: QURESHI,
      name: "Amira Qureshi",
      title: "Dr. Amira Qureshi, OD",
      role: "optometrist",
      registrationNumber: "OD-11587",
      languages: ["en", "ur", "hi"],
      services: [EXAM, CONTACTS, DRY_EYE],
      bio: "Dry eye and specialty contact lenses, including scleral lenses, and first eye exams for children.",
      active: true,
      position: 2,
    },
    {
      id: ORTIZ,
      name: "Marcus Bell",
      title: "Dr. Marcus Bell, OD",
      role: "optometrist",
      registrationNumber: "OD-12290",
      languages: ["en", "es"],
      services: [EXAM, CONTACTS, DRY_EYE, LASIK],
      bio: "Leads the contact lens, dry eye and myopia control programs, and co-manages LASIK.",
      active: true,
      position: 3,
    },
    {
      id: CHEN,
      name: "Priya Nair",
      title: "Priya Nair, RO",
      role: "optician",
      registrationNumber: "RO-20981",
      languages: ["en"],
      services: [],
      bio: "Licensed optician: fits progressives and specialty lenses and runs the frame styling appointments.",
      active: true,
      position: 4,
    },
  ];
}

// The seed's rota (who works where on each weekday); each shift spans that clinic's hours that day.
const ROTA: [string, string, number][] = [
  [SANDHU, "steeles", 1], [SANDHU, "goreway", 2], [SANDHU, "steeles", 3], [SANDHU, "goreway", 4], [SANDHU, "steeles", 5], [SANDHU, "goreway", 6],
  [QURESHI, "goreway", 1], [QURESHI, "steeles", 2], [QURESHI, "goreway", 3], [QURESHI, "steeles", 4], [QURESHI, "goreway", 5], [QURESHI, "steeles", 6],
  [ORTIZ, "steeles", 1], [ORTIZ, "steeles", 2], [ORTIZ, "steeles", 3], [ORTIZ, "steeles", 4], [ORTIZ, "steeles", 5], [ORTIZ, "steeles", 6],
];

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

/** A shift block (no date range unless given). */
export function shift(staffId: string, clinicId: string, weekday: number, starts: number, ends: number, over: Partial<Shift> = {}): Shift {
  return { id: nextId("shift"), staffId, clinicId, weekday, starts, ends, firstDate: null, lastDate: null, ...over };
}

function seedShifts(clinics: ScheduleClinic[]): Shift[] {
  return ROTA.map(([staffId, clinicId, weekday]) => {
    const hours = clinics.find((c) => c.id === clinicId)!.hours[weekday]!;
    return shift(staffId, clinicId, weekday, hours.open, hours.close, { id: `seed-${WHO[staffId].toLowerCase()}-${clinicId}-${weekday}` });
  });
}

export const SEED_RULES = (): BookingRules => ({
  leadMinutes: 120,
  texts: { quietFrom: 1260, quietUntil: 480 },
  horizonDays: 60,
  stepMinutes: 15,
  waitlist: { batchSize: 3, holdMinutes: 15 },
  serviceMinutes: { [EXAM]: 60, [CONTACTS]: 60, [DRY_EYE]: 45, [LASIK]: 120 },
});

export type FixtureOverrides = Partial<Omit<ScheduleData, "rules">> & { rules?: Partial<BookingRules> };

/** The migration's seed; `over` replaces whole parts (rules are merged field by field). */
export function scheduleFixture(over: FixtureOverrides = {}): ScheduleData {
  const clinics: ScheduleClinic[] = [
    { ...seedClinics()[0], hours: STEELES_HOURS() },
    { ...seedClinics()[1], hours: GOREWAY_HOURS() },
  ];
  const { rules, ...rest } = over;
  return {
    clinics,
    staff: seedStaff(),
    shifts: seedShifts(clinics),
    closures: [],
    holidayOpenings: [],
    ...rest,
    rules: { ...SEED_RULES(), ...rules },
  };
}

/** A closure for every clinic by default; give clinicId, staffId, or opens/closes for special hours. */
export function closure(firstDate: string, lastDate: string = firstDate, over: Partial<Closure> = {}): Closure {
  return { id: nextId("closure"), clinicId: null, staffId: null, firstDate, lastDate, opens: null, closes: null, note: "", ...over };
}

/** A copy with one clinic's hours on one weekday changed (its shifts are left as they are). */
export function withHours(data: ScheduleData, clinicId: string, weekday: number, hours: DayHours): ScheduleData {
  return {
    ...data,
    clinics: data.clinics.map((c) => {
      if (c.id !== clinicId) return c;
      const week = [...c.hours] as Week;
      week[weekday] = hours;
      return { ...c, hours: week };
    }),
  };
}

export function withRooms(data: ScheduleData, clinicId: string, rooms: number): ScheduleData {
  return { ...data, clinics: data.clinics.map((c) => (c.id === clinicId ? { ...c, rooms } : c)) };
}

export function withRules(data: ScheduleData, rules: Partial<BookingRules>): ScheduleData {
  return { ...data, rules: { ...data.rules, ...rules } };
}

export function withClosures(data: ScheduleData, ...closures: Closure[]): ScheduleData {
  return { ...data, closures: [...data.closures, ...closures] };
}

export function withShifts(data: ScheduleData, ...shifts: Shift[]): ScheduleData {
  return { ...data, shifts: [...data.shifts, ...shifts] };
}

/** A copy where one person's shifts at a clinic on a weekday become these blocks (none: they stop working then). */
export function replaceShifts(data: ScheduleData, staffId: string, clinicId: string, weekday: number, blocks: [number, number][]): ScheduleData {
  const kept = data.shifts.filter((s) => !(s.staffId === staffId && s.clinicId === clinicId && s.weekday === weekday));
  return { ...data, shifts: [...kept, ...blocks.map(([starts, ends]) => shift(staffId, clinicId, weekday, starts, ends))] };
}

export function withStaff(data: ScheduleData, staffId: string, over: Partial<StaffMember>): ScheduleData {
  return { ...data, staff: data.staff.map((s) => (s.id === staffId ? { ...s, ...over } : s)) };
}
