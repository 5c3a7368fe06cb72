import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  assignOptometrist,
  availableDays,
  bookingWindow,
  eligibleOptometrists,
  findSlot,
  nearestSlots,
  slotsOn,
  type Busy,
  type ScheduleQuery,
  type Slot,
} from "@/lib/booking/slots";
import { zonedDate, zonedInstant, zonedMinutes } from "@/lib/booking/zoned-time";
import type { StaffMember } from "@/lib/schedule/types";
import {
  CHEN,
  closure,
  DRY_EYE,
  EXAM,
  LASIK,
  ORTIZ,
  QURESHI,
  replaceShifts,
  SANDHU,
  scheduleFixture,
  shift,
  WHO,
  withClosures,
  withHours,
  withRooms,
  withRules,
  withShifts,
  withStaff,
} from "@/tests/support/schedule-fixture";

const TZ = "America/Toronto";
// Monday 1 March 2027, 7:00 AM in Brampton (EST). 2 March is a Tuesday; 26 March is Good Friday.
const NOW = new Date("2027-03-01T12:00:00Z");
const q = (over: Partial<ScheduleQuery> = {}): ScheduleQuery => ({
  data: scheduleFixture(),
  clinics: ["steeles"],
  service: EXAM,
  people: 1,
  now: NOW,
  busy: [],
  ...over,
});
const hhmm = (d: Date) => {
  const m = zonedMinutes(d, TZ);
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};
const local = (d: Date) => `${zonedDate(d, TZ)} ${hhmm(d)}`;
const times = (slots: { start: Date }[]) => slots.map((s) => hhmm(s.start));
/** Who sees each person of each slot ("Ortiz", or "Ortiz+Qureshi" for a family). */
const who = (slots: Slot[]) => slots.map((s) => s.parts.map((p) => WHO[p.optometrist]).join("+"));
const at = (date: string, clock: string) => {
  const [hh, mm] = clock.split(":").map(Number);
  return zonedInstant(date, hh * 60 + mm, TZ)!;
};
const busy = (clinic: string, room: number, date: string, from: string, to: string, optometrist: string | null = null): Busy => ({
  clinic,
  room,
  start: at(date, from),
  end: at(date, to),
  optometrist,
});
/** "HH:MM" every `step` minutes from `from` to `to` inclusive. */
const grid = (from: string, to: string, step = 15) => {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const out: string[] = [];
  for (let m = toMin(from); m <= toMin(to); m += step) out.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  return out;
};

describe("the fixture mirrors the migration's seed", () => {
  const sql = readFileSync(path.resolve(import.meta.dirname, "../../supabase/migrations/20261202000100_schedule.sql"), "utf8");

  it("has the seeded staff (ids, names, roles, languages, services, positions)", () => {
    const rows = [...sql.matchAll(/\('(5b0a51b6-[0-9a-f-]+)', '([^']+)', '([^']+)', '(optometrist|optician)', '([^']*)', '\{([^}]*)\}',\s*'\{([^}]*)\}',\s*'[^']*', (\d+)\)/g)].map(
      (m) => ({ id: m[1], name: m[2], title: m[3], role: m[4], registrationNumber: m[5], languages: m[6].split(","), services: m[7] ? m[7].split(",").map((s) => s.replace(/"/g, "")) : [], position: Number(m[8]) }),
    );
    expect(rows).toHaveLength(4);
    expect(scheduleFixture().staff.map(({ id, name, title, role, registrationNumber, languages, services, position }) => ({ id, name, title, role, registrationNumber, languages, services, position }))).toEqual(rows);
  });

  it("has the seeded rota, each shift spanning its clinic's hours, and the seeded rules", () => {
    const rota = [...sql.matchAll(/\('(5b0a51b6-[0-9a-f-]+)', '(steeles|goreway)', (\d)\)/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`).sort();
    expect(rota).toHaveLength(18);
    const data = scheduleFixture();
    expect(data.shifts.map((s) => `${s.staffId} ${s.clinicId} ${s.weekday}`).sort()).toEqual(rota);
    for (const s of data.shifts) {
      const hours = data.clinics.find((c) => c.id === s.clinicId)!.hours[s.weekday]!;
      expect([s.starts, s.ends, s.firstDate, s.lastDate]).toEqual([hours.open, hours.close, null, null]);
    }
    expect(sql).toContain("('steeles', 2, 1), ('goreway', 1, 2)");
    expect(data.clinics.map((c) => [c.id, c.rooms, c.position])).toEqual([["steeles", 2, 1], ["goreway", 1, 2]]);
    expect(data.clinics[0].hours).toEqual([null, ...Array(5).fill({ open: 540, close: 1140 }), { open: 540, close: 1020 }]);
    expect(data.clinics[1].hours).toEqual([null, ...Array(5).fill({ open: 660, close: 1080 }), { open: 660, close: 1020 }]);
    expect(data.rules).toEqual({
      leadMinutes: 120,
      horizonDays: 60,
      stepMinutes: 15,
      waitlist: { batchSize: 3, holdMinutes: 15 },
      texts: { quietFrom: 1260, quietUntil: 480 },
      serviceMinutes: { "Comprehensive Eye Exam": 60, "Contact Lens Fitting": 60, "Dry Eye Treatment": 45, "LASIK Consultation": 120 },
    });
  });
});

describe("the grid", () => {
  it("offers every 15 minutes from opening until the service no longer fits before closing", () => {
    const steeles = times(slotsOn(q(), "2027-03-02"));
    expect(steeles).toEqual(grid("09:00", "18:00"));
    expect(steeles).toHaveLength(37);
    expect(times(slotsOn(q({ service: LASIK }), "2027-03-02")).at(-1)).toBe("17:00");
    expect(times(slotsOn(q({ service: DRY_EYE }), "2027-03-02")).at(-1)).toBe("18:15");
    // Goreway on Saturday, 11 to 5.
    expect(times(slotsOn(q({ clinics: ["goreway"] }), "2027-03-06"))).toEqual(grid("11:00", "16:00"));
    // Steeles on Saturday, 9 to 5.
    expect(times(slotsOn(q(), "2027-03-06"))).toEqual(grid("09:00", "16:00"));
  });

  it("each slot lasts the service's length from the rules, and a new length moves the last start", () => {
    for (const s of slotsOn(q({ service: DRY_EYE }), "2027-03-02")) expect(s.end.getTime() - s.start.getTime()).toBe(45 * 60_000);
    const longer = q({ data: withRules(scheduleFixture(), { serviceMinutes: { [EXAM]: 90 } }) });
    expect(times(slotsOn(longer, "2027-03-02")).at(-1)).toBe("17:30");
    // A service with no length is never offered.
    expect(slotsOn(q({ data: withRules(scheduleFixture(), { serviceMinutes: { [EXAM]: 60 } }), service: LASIK }), "2027-03-02")).toEqual([]);
  });

  it("steps by the rules' step", () => {
    const thirty = times(slotsOn(q({ data: withRules(scheduleFixture(), { stepMinutes: 30 }) }), "2027-03-02"));
    expect(thirty).toEqual(grid("09:00", "18:00", 30));
    expect(thirty).toHaveLength(19);
    const hourly = times(slotsOn(q({ clinics: ["goreway"], data: withRules(scheduleFixture(), { stepMinutes: 60 }) }), "2027-03-02"));
    expect(hourly).toEqual(["11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
  });

  it("starts on the step from the hour when a clinic opens off the grid", () => {
    const data = withRules(withHours(scheduleFixture(), "steeles", 2, { open: 550, close: 1140 }), { stepMinutes: 30 });
    expect(times(slotsOn(q({ data }), "2027-03-02")).slice(0, 2)).toEqual(["09:30", "10:00"]);
  });
});

describe("closed days", () => {
  it("offers nothing on Sundays, holidays or days an admin closed, at that clinic only", () => {
    expect(slotsOn(q(), "2027-03-07")).toEqual([]); // Sunday
    expect(slotsOn(q({ clinics: ["steeles", "goreway"] }), "2027-03-26")).toEqual([]); // Good Friday
    expect(slotsOn(q({ clinics: ["steeles", "goreway"], now: new Date("2027-12-01T12:00:00Z") }), "2027-12-27")).toEqual([]); // Christmas (observed)
    const data = withClosures(scheduleFixture(), closure("2027-03-03", "2027-03-03", { clinicId: "steeles" }));
    expect(slotsOn(q({ data }), "2027-03-03")).toEqual([]);
    expect(times(slotsOn(q({ data, clinics: ["goreway"] }), "2027-03-03"))).toEqual(grid("11:00", "17:00"));
  });

  it("a closure over several days closes each of them, for one clinic", () => {
    const data = withClosures(scheduleFixture(), closure("2027-03-02", "2027-03-04", { clinicId: "steeles", note: "Flooring" }));
    for (const date of ["2027-03-02", "2027-03-03", "2027-03-04"]) {
      expect(slotsOn(q({ data }), date)).toEqual([]);
      expect(slotsOn(q({ data, clinics: ["goreway"] }), date).length).toBeGreaterThan(0);
    }
    expect(times(slotsOn(q({ data }), "2027-03-05"))).toEqual(grid("09:00", "18:00"));
    expect(availableDays(q({ data }), 4).map((d) => d.date)).toEqual(["2027-03-01", "2027-03-05", "2027-03-06", "2027-03-08"]);
  });

  it("a closure for every clinic (clinicId null) closes both", () => {
    const data = withClosures(scheduleFixture(), closure("2027-03-08", "2027-03-10", { note: "Renovation" }));
    const both = q({ data, clinics: ["steeles", "goreway"] });
    for (const date of ["2027-03-08", "2027-03-09", "2027-03-10"]) expect(slotsOn(both, date)).toEqual([]);
    expect(slotsOn(both, "2027-03-11").map((s) => s.clinic)).toContain("goreway");
    expect(availableDays(both).some((d) => d.date >= "2027-03-08" && d.date <= "2027-03-10")).toBe(false);
  });

  it("opens on a holiday the clinic chose to open, with its weekday hours and shifts", () => {
    const data = { ...scheduleFixture(), holidayOpenings: [{ clinicId: "steeles", date: "2027-03-26" }] };
    const slots = slotsOn(q({ data, clinics: ["steeles", "goreway"] }), "2027-03-26");
    expect(times(slots)).toEqual(grid("09:00", "18:00"));
    expect(new Set(slots.map((s) => s.clinic))).toEqual(new Set(["steeles"]));
    // Friday at Steeles: Sandhu (position 1) and Ortiz.
    expect(new Set(who(slots))).toEqual(new Set(["Sandhu"]));
  });
});

describe("special hours", () => {
  it("narrow the day to the special hours", () => {
    const data = withClosures(scheduleFixture(), closure("2027-03-02", "2027-03-02", { clinicId: "steeles", opens: 600, closes: 900, note: "Staff training" }));
    expect(times(slotsOn(q({ data }), "2027-03-02"))).toEqual(grid("10:00", "14:00"));
    expect(times(slotsOn(q({ data }), "2027-03-03"))).toEqual(grid("09:00", "18:00"));
    expect(times(slotsOn(q({ data, clinics: ["goreway"] }), "2027-03-02"))).toEqual(grid("11:00", "17:00"));
  });

  it("longer special hours do not outrun the shifts", () => {
    const data = withClosures(scheduleFixture(), closure("2027-03-02", "2027-03-02", { clinicId: "steeles", opens: 480, closes: 1200 }));
    expect(times(slotsOn(q({ data }), "2027-03-02"))).toEqual(grid("09:00", "18:00"));
  });

  it("a closure wins over special hours on the same day", () => {
    const data = withClosures(
      scheduleFixture(),
      closure("2027-03-01", "2027-03-05", { clinicId: "steeles", opens: 600, closes: 900 }),
      closure("2027-03-03", "2027-03-03", { clinicId: "steeles" }),
    );
    expect(slotsOn(q({ data }), "2027-03-03")).toEqual([]);
    expect(times(slotsOn(q({ data }), "2027-03-04"))).toEqual(grid("10:00", "14:00"));
  });
});

describe("notice and horizon", () => {
  it("starts no sooner than 2 hours from now and no later than 60 days ahead", () => {
    const now = new Date("2027-03-02T15:05:00Z"); // 10:05 AM
    expect(times(slotsOn(q({ now }), "2027-03-02"))[0]).toBe("12:15");
    expect(slotsOn(q(), "2027-04-30")).not.toEqual([]); // 60 days after 1 March
    expect(slotsOn(q(), "2027-05-01")).toEqual([]);
    expect(slotsOn(q(), "2027-02-27")).toEqual([]);
    const days = availableDays(q());
    expect(days[0].date).toBe("2027-03-01");
    expect(times([days[0].earliest])).toEqual(["09:00"]);
    expect(days.at(-1)!.date).toBe("2027-04-30");
    expect(days.some((d) => d.date === "2027-03-26" || d.date === "2027-03-07")).toBe(false);
    expect(bookingWindow(NOW, scheduleFixture().rules)).toEqual({ first: "2027-03-01", last: "2027-04-30", earliest: new Date("2027-03-01T14:00:00Z") });
  });

  it("moves the window when the rules change", () => {
    const rules = (r: Parameters<typeof withRules>[1]) => q({ data: withRules(scheduleFixture(), r) });
    expect(times(slotsOn(rules({ leadMinutes: 180 }), "2027-03-01"))[0]).toBe("10:00");
    expect(times(slotsOn(rules({ leadMinutes: 0 }), "2027-03-01"))[0]).toBe("09:00");
    const dayAhead = rules({ leadMinutes: 24 * 60 });
    expect(slotsOn(dayAhead, "2027-03-01")).toEqual([]);
    expect(availableDays(dayAhead)[0].date).toBe("2027-03-02");
    expect(times([availableDays(dayAhead)[0].earliest])).toEqual(["09:00"]);
    const short = rules({ horizonDays: 10 });
    expect(slotsOn(short, "2027-03-11")).not.toEqual([]);
    expect(slotsOn(short, "2027-03-12")).toEqual([]);
    expect(availableDays(short).at(-1)!.date).toBe("2027-03-11");
    const long = rules({ horizonDays: 90 });
    expect(slotsOn(long, "2027-05-28")).not.toEqual([]); // Friday, 88 days ahead
  });
});

describe("rooms", () => {
  it("keeps a time while any room is free, and drops it when every room is taken", () => {
    const oneRoom = times(slotsOn(q({ busy: [busy("steeles", 1, "2027-03-02", "10:00", "11:00")] }), "2027-03-02"));
    expect(oneRoom).toEqual(grid("09:00", "18:00"));
    const both = q({ busy: [busy("steeles", 1, "2027-03-02", "10:00", "11:00"), busy("steeles", 2, "2027-03-02", "10:00", "11:00")] });
    const t = times(slotsOn(both, "2027-03-02"));
    expect(t).toEqual(["09:00", ...grid("11:00", "18:00")]); // 9:00 ends as the busy hour begins
    // The free room is the one offered.
    expect(slotsOn(q({ busy: [busy("steeles", 1, "2027-03-02", "09:00", "10:00")] }), "2027-03-02")[0].parts[0].room).toBe(2);
    expect(slotsOn(q(), "2027-03-02")[0].parts[0].room).toBe(1);
  });

  it("Goreway has one room: one booking there takes the hour", () => {
    const t = times(slotsOn(q({ clinics: ["goreway"], busy: [busy("goreway", 1, "2027-03-02", "13:00", "14:00", SANDHU)] }), "2027-03-02"));
    expect(t).toEqual([...grid("11:00", "12:00"), ...grid("14:00", "17:00")]);
    // A second room (and a second optometrist there) would keep 13:00.
    const data = withShifts(withRooms(scheduleFixture(), "goreway", 2), shift(ORTIZ, "goreway", 2, 660, 1080));
    const two = slotsOn(q({ data, clinics: ["goreway"], busy: [busy("goreway", 1, "2027-03-02", "13:00", "14:00", SANDHU)] }), "2027-03-02");
    const one = two.find((s) => hhmm(s.start) === "13:00")!;
    expect([one.parts[0].room, WHO[one.parts[0].optometrist]]).toEqual([2, "Ortiz"]);
  });

  it("a second room without a second optometrist offers nothing more", () => {
    const data = withRooms(scheduleFixture(), "goreway", 2);
    const t = times(slotsOn(q({ data, clinics: ["goreway"], busy: [busy("goreway", 1, "2027-03-02", "13:00", "14:00", SANDHU)] }), "2027-03-02"));
    expect(t).toEqual([...grid("11:00", "12:00"), ...grid("14:00", "17:00")]);
  });
});

describe("optometrists", () => {
  it("never double-books an optometrist who is busy at the other clinic", () => {
    // Monday at Steeles: Sandhu and Ortiz. Ortiz is busy there 10–11, Sandhu at Goreway 10–11.
    const busyBoth = [busy("steeles", 1, "2027-03-01", "10:00", "11:00", ORTIZ), busy("goreway", 1, "2027-03-01", "10:00", "11:00", SANDHU)];
    const t = times(slotsOn(q({ busy: busyBoth }), "2027-03-01"));
    expect(t).toEqual(["09:00", ...grid("11:00", "18:00")]); // room 2 is free, but nobody to see the patient
    const onlyOrtiz = slotsOn(q({ busy: busyBoth.slice(0, 1) }), "2027-03-01").find((s) => hhmm(s.start) === "10:00")!;
    expect([onlyOrtiz.parts[0].room, WHO[onlyOrtiz.parts[0].optometrist]]).toEqual([2, "Sandhu"]);
  });

  it("lists only active optometrists who perform the service, in stable order", () => {
    const data = scheduleFixture();
    expect(eligibleOptometrists(data, EXAM).map((s) => WHO[s.id])).toEqual(["Sandhu", "Qureshi", "Ortiz"]);
    expect(eligibleOptometrists(data, LASIK).map((s) => WHO[s.id])).toEqual(["Sandhu", "Ortiz"]);
    expect(eligibleOptometrists(data, EXAM, { language: "hi" }).map((s) => WHO[s.id])).toEqual(["Sandhu", "Qureshi"]);
    expect(eligibleOptometrists(data, EXAM, { optometrist: CHEN })).toEqual([]);
    expect(eligibleOptometrists(withStaff(data, SANDHU, { active: false }), EXAM).map((s) => WHO[s.id])).toEqual(["Qureshi", "Ortiz"]);
  });

  it("a person's time off all day removes only their times", () => {
    const data = withClosures(scheduleFixture(), closure("2027-03-01", "2027-03-01", { staffId: QURESHI, note: "Conference" }));
    // Goreway on Monday is Qureshi's alone.
    expect(slotsOn(q({ data, clinics: ["goreway"] }), "2027-03-01")).toEqual([]);
    expect(times(slotsOn(q({ data, clinics: ["goreway"] }), "2027-03-03"))).toEqual(grid("11:00", "17:00"));
    expect(times(slotsOn(q({ data }), "2027-03-01"))).toEqual(grid("09:00", "18:00"));
    // Tuesday at Steeles she is off too: every time goes to Ortiz, and none while he is busy.
    const tuesday = withClosures(scheduleFixture(), closure("2027-03-02", "2027-03-02", { staffId: QURESHI }));
    const slots = slotsOn(q({ data: tuesday, busy: [busy("steeles", 1, "2027-03-02", "10:00", "11:00", ORTIZ)] }), "2027-03-02");
    expect(times(slots)).toEqual([...grid("09:00", "09:00"), ...grid("11:00", "18:00")]);
    expect(new Set(who(slots))).toEqual(new Set(["Ortiz"]));
  });

  it("a person's time off with hours leaves them only those hours", () => {
    const data = withClosures(scheduleFixture(), closure("2027-03-01", "2027-03-01", { staffId: QURESHI, opens: 720, closes: 900 }));
    expect(times(slotsOn(q({ data, clinics: ["goreway"] }), "2027-03-01"))).toEqual(grid("12:00", "14:00"));
  });

  it("a lunch break (two blocks) leaves a gap", () => {
    const data = replaceShifts(scheduleFixture(), SANDHU, "goreway", 2, [[660, 720], [780, 1080]]);
    expect(times(slotsOn(q({ data, clinics: ["goreway"] }), "2027-03-02"))).toEqual(["11:00", ...grid("13:00", "17:00")]);
    // At Steeles a colleague covers one's lunch: Ortiz 9–12 and 13–19, Qureshi all day.
    const steeles = replaceShifts(scheduleFixture(), ORTIZ, "steeles", 2, [[540, 720], [780, 1140]]);
    const slots = slotsOn(q({ data: steeles, busy: [busy("steeles", 1, "2027-03-02", "09:00", "18:00", QURESHI)] }), "2027-03-02");
    expect(times(slots)).toEqual([...grid("09:00", "11:00"), ...grid("13:00", "18:00")]);
  });

  it("a shift with first and last dates applies only within them", () => {
    // Ortiz covers Goreway on Mondays 8 and 15 March (besides Qureshi).
    const data = withShifts(scheduleFixture(), shift(ORTIZ, "goreway", 1, 660, 1080, { firstDate: "2027-03-08", lastDate: "2027-03-15" }));
    const spanish = q({ data, clinics: ["goreway"], language: "es" });
    expect(slotsOn(spanish, "2027-03-01")).toEqual([]);
    expect(times(slotsOn(spanish, "2027-03-08"))).toEqual(grid("11:00", "17:00"));
    expect(times(slotsOn(spanish, "2027-03-15"))).toEqual(grid("11:00", "17:00"));
    expect(slotsOn(spanish, "2027-03-22")).toEqual([]);
    expect(availableDays(spanish).map((d) => d.date)).toEqual(["2027-03-08", "2027-03-15"]);
    // An open-ended start: from 22 March on.
    const from = withShifts(scheduleFixture(), shift(ORTIZ, "goreway", 1, 660, 1080, { firstDate: "2027-03-22" }));
    expect(availableDays(q({ data: from, clinics: ["goreway"], language: "es" }), 2).map((d) => d.date)).toEqual(["2027-03-22", "2027-03-29"]);
  });

  it("an optometrist working at both clinics at once is offered at both until one is taken", () => {
    const data = withShifts(scheduleFixture(), shift(ORTIZ, "goreway", 1, 660, 1080, { firstDate: "2027-03-08", lastDate: "2027-03-08" }));
    const spanish = { data, clinics: ["steeles", "goreway"], language: "es" };
    expect(slotsOn(q(spanish), "2027-03-08").filter((s) => hhmm(s.start) === "11:00").map((s) => s.clinic)).toEqual(["steeles", "goreway"]);
    const taken = slotsOn(q({ ...spanish, busy: [busy("goreway", 1, "2027-03-08", "11:00", "12:00", ORTIZ)] }), "2027-03-08");
    expect(taken.filter((s) => ["11:00", "11:15", "11:45"].includes(hhmm(s.start)))).toEqual([]);
    expect(taken.filter((s) => hhmm(s.start) === "12:00").map((s) => s.clinic)).toEqual(["steeles", "goreway"]);
  });

  it("a chosen optometrist narrows the times to their shifts and their free hours", () => {
    const sandhu = { optometrist: SANDHU };
    expect(slotsOn(q(sandhu), "2027-03-02")).toEqual([]); // Tuesday he is at Goreway
    const goreway = slotsOn(q({ ...sandhu, clinics: ["goreway"] }), "2027-03-02");
    expect(times(goreway)).toEqual(grid("11:00", "17:00"));
    expect(new Set(who(goreway))).toEqual(new Set(["Sandhu"]));
    // Monday at Steeles, busy 10–11: the room and Ortiz are free, but he is not.
    const monday = slotsOn(q({ ...sandhu, busy: [busy("steeles", 1, "2027-03-01", "10:00", "11:00", SANDHU)] }), "2027-03-01");
    expect(times(monday)).toEqual(["09:00", ...grid("11:00", "18:00")]);
    expect(new Set(who(monday))).toEqual(new Set(["Sandhu"]));
    expect(availableDays(q(sandhu), 6).map((d) => d.date)).toEqual(["2027-03-01", "2027-03-03", "2027-03-05", "2027-03-08", "2027-03-10", "2027-03-12"]);
  });

  it("a language narrows the times to those who speak it", () => {
    const es = slotsOn(q({ language: "es" }), "2027-03-02");
    expect(times(es)).toEqual(grid("09:00", "18:00"));
    expect(new Set(who(es))).toEqual(new Set(["Ortiz"]));
    expect(availableDays(q({ language: "es", clinics: ["goreway"] }))).toEqual([]);
    const pa = q({ language: "pa", clinics: ["steeles", "goreway"] });
    const tuesday = slotsOn(pa, "2027-03-02");
    expect(new Set(tuesday.map((s) => s.clinic))).toEqual(new Set(["goreway"]));
    expect(new Set(who(tuesday))).toEqual(new Set(["Sandhu"]));
    expect(availableDays(q({ language: "pa" }), 5).map((d) => d.date)).toEqual(["2027-03-01", "2027-03-03", "2027-03-05", "2027-03-08", "2027-03-10"]);
    expect(availableDays(q({ language: "fr", clinics: ["steeles", "goreway"] }))).toEqual([]);
  });

  it("never assigns LASIK to an optometrist who does not perform it (Qureshi)", () => {
    const steeles = slotsOn(q({ service: LASIK }), "2027-03-02"); // Tuesday: Qureshi and Ortiz
    expect(times(steeles)).toEqual(grid("09:00", "17:00"));
    expect(new Set(who(steeles))).toEqual(new Set(["Ortiz"]));
    // With Ortiz busy 9–11 the exam still has Qureshi, LASIK has nobody.
    const morning = [busy("steeles", 1, "2027-03-02", "09:00", "11:00", ORTIZ)];
    expect(times(slotsOn(q({ service: LASIK, busy: morning }), "2027-03-02"))[0]).toBe("11:00");
    expect(times(slotsOn(q({ busy: morning }), "2027-03-02"))[0]).toBe("09:00");
    // Goreway on Mondays, Wednesdays and Fridays is Qureshi's alone.
    expect(availableDays(q({ service: LASIK, clinics: ["goreway"] }), 6).map((d) => d.date)).toEqual([
      "2027-03-02", "2027-03-04", "2027-03-06", "2027-03-09", "2027-03-11", "2027-03-13",
    ]);
    const all = availableDays(q({ service: LASIK, clinics: ["steeles", "goreway"] }));
    expect(all.flatMap((d) => d.times).some((s) => s.parts.some((p) => p.optometrist === QURESHI))).toBe(false);
  });

  it("never assigns an optician, even one with shifts and services", () => {
    const data = withShifts(withStaff(scheduleFixture(), CHEN, { services: [EXAM] }), shift(CHEN, "goreway", 1, 660, 1080), shift(CHEN, "steeles", 2, 540, 1140));
    const off = withClosures(data, closure("2027-03-01", "2027-03-01", { staffId: QURESHI }));
    expect(slotsOn(q({ data: off, clinics: ["goreway"] }), "2027-03-01")).toEqual([]);
    expect(slotsOn(q({ data, optometrist: CHEN, clinics: ["steeles", "goreway"] }), "2027-03-02")).toEqual([]);
    const days = availableDays(q({ data, clinics: ["steeles", "goreway"] }));
    expect(days.length).toBeGreaterThan(40);
    expect(days.flatMap((d) => d.times).some((s) => s.parts.some((p) => p.optometrist === CHEN))).toBe(false);
  });

  it("never assigns an inactive optometrist", () => {
    const data = withStaff(scheduleFixture(), QURESHI, { active: false });
    expect(slotsOn(q({ data, clinics: ["goreway"] }), "2027-03-01")).toEqual([]);
    expect(new Set(who(slotsOn(q({ data }), "2027-03-02")))).toEqual(new Set(["Ortiz"]));
  });
});

describe("assignment (\"First available\")", () => {
  const staff = scheduleFixture().staff.filter((s) => s.role === "optometrist");
  const pick = (candidates: StaffMember[], day: Record<string, number>, week: Record<string, number> = {}) =>
    assignOptometrist(candidates, (id, scope) => (scope === "day" ? day : week)[id] ?? 0);
  const name = (s: StaffMember | null) => (s ? WHO[s.id] : null);

  it("picks the fewest that day, then that week, then the stable order", () => {
    expect(pick([], {})).toBeNull();
    expect(name(pick(staff, {}))).toBe("Sandhu");
    expect(name(pick([...staff].reverse(), {}))).toBe("Sandhu");
    expect(name(pick(staff, { [SANDHU]: 1 }))).toBe("Qureshi");
    expect(name(pick(staff, { [SANDHU]: 2, [QURESHI]: 1, [ORTIZ]: 1 }, { [QURESHI]: 5, [ORTIZ]: 4 }))).toBe("Ortiz");
    expect(name(pick(staff, {}, { [SANDHU]: 3, [QURESHI]: 3, [ORTIZ]: 3 }))).toBe("Sandhu");
    expect(name(pick(staff, {}, { [SANDHU]: 1 }))).toBe("Qureshi");
    // The day comes before the week.
    expect(name(pick(staff, { [QURESHI]: 1 }, { [SANDHU]: 9, [QURESHI]: 1 }))).toBe("Ortiz");
    expect(name(pick(staff.slice(0, 2), { [QURESHI]: 1 }, { [SANDHU]: 9, [QURESHI]: 1 }))).toBe("Sandhu");
  });

  it("breaks a tie in position by name, then id, and leaves its input alone", () => {
    const a = { ...staff[2], id: "b-id", name: "Zed", position: 1 };
    const b = { ...staff[2], id: "a-id", name: "Abe", position: 1 };
    const c = { ...staff[2], id: "0-id", name: "Abe", position: 1 };
    const list = [a, b, c];
    expect(pick(list, {})!.id).toBe("0-id");
    expect(pick([a, b], {})!.id).toBe("a-id");
    expect(list.map((s) => s.id)).toEqual(["b-id", "a-id", "0-id"]);
  });

  it("in the engine: Tuesday at Steeles goes to Qureshi (position) unless she has more that day or week", () => {
    const tue = (b: Busy[]) => slotsOn(q({ busy: b }), "2027-03-02");
    const atTime = (slots: Slot[], t: string) => who(slots.filter((s) => hhmm(s.start) === t));
    expect(atTime(tue([]), "09:00")).toEqual(["Qureshi"]);
    // One of hers that day (9–10): Ortiz for every other time too.
    const hers = tue([busy("steeles", 1, "2027-03-02", "09:00", "10:00", QURESHI)]);
    expect(atTime(hers, "09:00")).toEqual(["Ortiz"]);
    expect(atTime(hers, "15:00")).toEqual(["Ortiz"]);
    // One of hers earlier that week (Monday at Goreway): Ortiz.
    expect(atTime(tue([busy("goreway", 1, "2027-03-01", "11:00", "12:00", QURESHI)]), "09:00")).toEqual(["Ortiz"]);
    // Later that week counts too (Saturday), the week before does not.
    expect(atTime(tue([busy("steeles", 1, "2027-03-06", "11:00", "12:00", QURESHI)]), "09:00")).toEqual(["Ortiz"]);
    expect(atTime(tue([busy("steeles", 1, "2027-02-27", "11:00", "12:00", QURESHI)]), "09:00")).toEqual(["Qureshi"]);
    // The day comes before the week: two of hers on Monday, one of his on Tuesday afternoon.
    const dayFirst = tue([
      busy("goreway", 1, "2027-03-01", "11:00", "12:00", QURESHI),
      busy("goreway", 1, "2027-03-01", "12:00", "13:00", QURESHI),
      busy("steeles", 2, "2027-03-02", "16:00", "17:00", ORTIZ),
    ]);
    expect(atTime(dayFirst, "09:00")).toEqual(["Qureshi"]);
    // A room booked with nobody named counts for nobody.
    expect(atTime(tue([busy("steeles", 2, "2027-03-02", "15:00", "16:00")]), "09:00")).toEqual(["Qureshi"]);
  });
});

describe("either clinic, exact starts and nearest times", () => {
  it("with either clinic, lists the earliest times first and says whose each is", () => {
    const slots = slotsOn(q({ clinics: ["steeles", "goreway"] }), "2027-03-02");
    expect(slots[0].clinic).toBe("steeles");
    expect(local(slots[0].start)).toBe("2027-03-02 09:00");
    const eleven = slots.filter((s) => hhmm(s.start) === "11:00");
    expect(eleven.map((s) => s.clinic)).toEqual(["steeles", "goreway"]);
    expect(who(eleven)).toEqual(["Qureshi", "Sandhu"]);
    expect(slots).toHaveLength(37 + 25);
    for (let i = 1; i < slots.length; i++) expect(slots[i].start.getTime()).toBeGreaterThanOrEqual(slots[i - 1].start.getTime());
    // The asked order decides a tie.
    expect(slotsOn(q({ clinics: ["goreway", "steeles"] }), "2027-03-02").filter((s) => hhmm(s.start) === "11:00").map((s) => s.clinic)).toEqual(["goreway", "steeles"]);
  });

  it("finds an exact offered start, with its assignment, and none that is off the grid or taken", () => {
    const found = findSlot(q(), "steeles", new Date("2027-03-02T14:15:00Z"))!;
    expect([local(found.start), local(found.end), found.parts[0].room, WHO[found.parts[0].optometrist]]).toEqual(["2027-03-02 09:15", "2027-03-02 10:15", 1, "Qureshi"]);
    expect(findSlot(q(), "steeles", new Date("2027-03-02T14:10:00Z"))).toBeNull();
    expect(findSlot(q(), "goreway", new Date("2027-03-02T14:15:00Z"))).toBeNull(); // Goreway opens at 11
    expect(findSlot(q({ clinics: ["goreway"] }), "steeles", new Date("2027-03-02T14:15:00Z"))).not.toBeNull();
    expect(findSlot(q({ busy: [busy("steeles", 1, "2027-03-02", "09:00", "10:00", QURESHI), busy("steeles", 2, "2027-03-02", "09:30", "10:30", ORTIZ)] }), "steeles", at("2027-03-02", "09:15"))).toBeNull();
    expect(findSlot(q({ now: new Date("2027-03-02T14:00:00Z") }), "steeles", at("2027-03-02", "10:45"))).toBeNull(); // under two hours' notice
    expect(findSlot(q({ language: "es" }), "steeles", at("2027-03-02", "09:15"))!.parts[0].optometrist).toBe(ORTIZ);
  });

  it("offers the times nearest a wanted start", () => {
    const near = nearestSlots(q({ clinics: ["goreway"] }), new Date("2027-03-02T18:00:00Z"), 3);
    expect(times(near)).toEqual(["12:45", "13:00", "13:15"]);
    // 1 PM was just taken: the nearest either side, the earlier first on a tie.
    const taken = nearestSlots(q({ clinics: ["goreway"], busy: [busy("goreway", 1, "2027-03-02", "13:00", "14:00", SANDHU)] }), at("2027-03-02", "13:00"), 3);
    expect(times(taken)).toEqual(["11:45", "12:00", "14:00"]);
    expect(nearestSlots(q(), at("2027-03-02", "12:00"))).toHaveLength(6);
  });

  it("on a day with too few times, fills up from other days", () => {
    // Goreway on Tuesday 2 March is taken but for 11:00 (12–6 booked).
    const full = [busy("goreway", 1, "2027-03-02", "12:00", "18:00", SANDHU)];
    const near = nearestSlots(q({ clinics: ["goreway"], busy: full }), at("2027-03-02", "12:00"), 3);
    expect(near).toHaveLength(3);
    expect(local(near.find((s) => zonedDate(s.start, TZ) === "2027-03-02")!.start)).toBe("2027-03-02 11:00");
  });
});

describe("daylight saving time", () => {
  it("keeps opening at 9:00 local on both sides of the spring and fall changes", () => {
    expect(slotsOn(q(), "2027-03-12")[0].start.toISOString()).toBe("2027-03-12T14:00:00.000Z"); // EST
    expect(slotsOn(q(), "2027-03-15")[0].start.toISOString()).toBe("2027-03-15T13:00:00.000Z"); // EDT
    const fall = q({ now: new Date("2027-10-20T12:00:00Z") });
    expect(slotsOn(fall, "2027-11-05")[0].start.toISOString()).toBe("2027-11-05T13:00:00.000Z");
    expect(slotsOn(fall, "2027-11-08")[0].start.toISOString()).toBe("2027-11-08T14:00:00.000Z");
    expect(times(slotsOn(fall, "2027-11-08"))).toEqual(grid("09:00", "18:00"));
  });

  it("on the change nights themselves, never offers a skipped wall time, a duplicate or a wrong length", () => {
    // Steeles open midnight to 4 AM on Sundays, one room, Ortiz on shift.
    const night = withShifts(withRooms(withHours(scheduleFixture(), "steeles", 0, { open: 0, close: 240 }), "steeles", 1), shift(ORTIZ, "steeles", 0, 0, 240));
    const spring = slotsOn(q({ data: night }), "2027-03-14");
    expect(times(spring)).toEqual(["00:00", "00:15", "00:30", "00:45", "01:00", "01:15", "01:30", "01:45", "03:00"]);
    for (const s of spring) expect(s.end.getTime() - s.start.getTime()).toBe(3_600_000);
    expect(spring.at(-1)!.end.toISOString()).toBe("2027-03-14T08:00:00.000Z"); // 4:00 AM EDT

    const fall = slotsOn(q({ data: night, now: new Date("2027-10-20T12:00:00Z") }), "2027-11-07");
    const starts = fall.map((s) => s.start.getTime());
    expect(new Set(starts).size).toBe(starts.length);
    for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThan(starts[i - 1]);
    for (const s of fall) expect(s.end.getTime() - s.start.getTime()).toBe(3_600_000);
    expect(fall[0].start.toISOString()).toBe("2027-11-07T04:00:00.000Z"); // midnight EDT
    expect(fall.at(-1)!.end.toISOString()).toBe("2027-11-07T09:00:00.000Z"); // 4:00 AM EST
    expect(times(fall)).toEqual(grid("00:00", "03:00"));
  });

  it("a booking across the spring change blocks the real hour it takes", () => {
    const night = withShifts(withRooms(withHours(scheduleFixture(), "steeles", 0, { open: 0, close: 240 }), "steeles", 1), shift(ORTIZ, "steeles", 0, 0, 240));
    // 1:30 AM EST to 3:30 AM EDT is one real hour.
    const b: Busy = { clinic: "steeles", room: 1, start: new Date("2027-03-14T06:30:00Z"), end: new Date("2027-03-14T07:30:00Z"), optometrist: ORTIZ };
    expect(times(slotsOn(q({ data: night, busy: [b] }), "2027-03-14"))).toEqual(["00:00", "00:15", "00:30"]);
  });
});

describe("a family booked back to back", () => {
  it("finds times where everyone fits in turn at one clinic, around existing bookings", () => {
    const family = slotsOn(q({ clinics: ["goreway"], people: 3, busy: [busy("goreway", 1, "2027-03-02", "13:00", "14:00", SANDHU)] }), "2027-03-02");
    expect(times(family)).toEqual(["14:00", "14:15", "14:30", "14:45", "15:00"]);
    const first = family[0];
    expect(first.parts.map((p) => [hhmm(p.start), hhmm(p.end), p.room, WHO[p.optometrist]])).toEqual([
      ["14:00", "15:00", 1, "Sandhu"],
      ["15:00", "16:00", 1, "Sandhu"],
      ["16:00", "17:00", 1, "Sandhu"],
    ]);
    expect([first.start.getTime(), first.end.getTime()]).toEqual([first.parts[0].start.getTime(), first.parts[2].end.getTime()]);
    expect(first.end.getTime() - first.start.getTime()).toBe(3 * 3_600_000);
  });

  it("the whole family must fit before closing", () => {
    expect(times(slotsOn(q({ people: 2 }), "2027-03-02")).at(-1)).toBe("17:00");
    expect(times(slotsOn(q({ people: 2, service: LASIK }), "2027-03-02")).at(-1)).toBe("15:00");
    expect(times(slotsOn(q({ people: 5, clinics: ["goreway"] }), "2027-03-06"))).toEqual(grid("11:00", "12:00")); // Saturday 11–5
    expect(slotsOn(q({ people: 5, clinics: ["goreway"], service: LASIK }), "2027-03-06")).toEqual([]);
  });

  it("uses a second room when the first is taken for one of the family", () => {
    const [first] = slotsOn(q({ people: 2, busy: [busy("steeles", 1, "2027-03-02", "10:00", "11:00")] }), "2027-03-02");
    expect(first.parts.map((p) => [hhmm(p.start), p.room])).toEqual([["09:00", 1], ["10:00", 2]]);
  });

  it("uses a second optometrist when the first is taken for one of the family", () => {
    // Qureshi 9–10 in room 1, Ortiz 10–11 in room 2.
    const b = [busy("steeles", 1, "2027-03-02", "09:00", "10:00", QURESHI), busy("steeles", 2, "2027-03-02", "10:00", "11:00", ORTIZ)];
    const [first] = slotsOn(q({ people: 2, busy: b }), "2027-03-02");
    expect(first.parts.map((p) => [hhmm(p.start), p.room, WHO[p.optometrist]])).toEqual([
      ["09:00", 2, "Ortiz"],
      ["10:00", 1, "Qureshi"],
    ]);
  });

  it("offers no family time when one of them has nobody free", () => {
    // Goreway: Sandhu is booked 12–1, so 11:00 for two (11–12, 12–1) is out.
    const slots = slotsOn(q({ clinics: ["goreway"], people: 2, busy: [busy("goreway", 1, "2027-03-02", "12:00", "13:00", SANDHU)] }), "2027-03-02");
    expect(times(slots)).toEqual(grid("13:00", "16:00"));
    // A chosen optometrist sees the whole family.
    const chosen = slotsOn(q({ people: 3, optometrist: ORTIZ }), "2027-03-02");
    expect(times(chosen)).toEqual(grid("09:00", "16:00"));
    expect(new Set(who(chosen))).toEqual(new Set(["Ortiz+Ortiz+Ortiz"]));
  });
});
