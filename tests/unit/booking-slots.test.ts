import { describe, expect, it } from "vitest";
import { ontarioHolidays } from "@/content/schedule";
import { availableDays, clockMinutes, findSlot, nearestSlots, slotsOn, type Busy, type ScheduleQuery } from "@/lib/booking/slots";
import { zonedDate, zonedMinutes } from "@/lib/booking/zoned-time";

const TZ = "America/Toronto";
// Monday 1 March 2027, 7:00 AM in Brampton.
const NOW = new Date("2027-03-01T12:00:00Z");
const q = (over: Partial<ScheduleQuery> = {}): ScheduleQuery => ({ clinics: ["steeles"], durations: [60], now: NOW, busy: [], closures: [], ...over });
const local = (d: Date) => {
  const m = zonedMinutes(d, TZ);
  return `${zonedDate(d, TZ)} ${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};
const times = (slots: { start: Date }[]) => slots.map((s) => local(s.start).slice(11));

describe("opening hours and holidays", () => {
  it("reads the clinics' hours as written in content", () => {
    expect(clockMinutes("9:00 AM")).toBe(540);
    expect(clockMinutes("7:00 PM")).toBe(1140);
    expect(clockMinutes("12:00 AM")).toBe(0);
    expect(clockMinutes("12:30 PM")).toBe(750);
  });

  it("knows Ontario's public holidays, with weekday substitutes for weekend ones", () => {
    const y2027 = ontarioHolidays(2027).map((h) => h.date);
    expect(y2027).toEqual([
      "2027-01-01", "2027-02-15", "2027-03-26", "2027-05-24", "2027-07-01", "2027-09-06", "2027-10-11",
      "2027-12-25", "2027-12-26", "2027-12-27", "2027-12-28",
    ]);
    const y2026 = ontarioHolidays(2026).map((h) => h.date);
    expect(y2026).toContain("2026-04-03"); // Good Friday
    expect(y2026).toContain("2026-05-18"); // Victoria Day, the Monday before 25 May
    expect(y2026).toContain("2026-10-12"); // Thanksgiving
    expect(ontarioHolidays(2028).map((h) => h.date)).toContain("2028-04-14");
  });
});

describe("free times", () => {
  it("offers every 15 minutes from opening until the service no longer fits before closing", () => {
    const steeles = times(slotsOn(q(), "2027-03-02"));
    expect(steeles[0]).toBe("09:00");
    expect(steeles.at(-1)).toBe("18:00");
    expect(steeles).toHaveLength(37);
    expect(new Set(steeles.map((t) => t.slice(3)))).toEqual(new Set(["00", "15", "30", "45"]));
    const lasik = times(slotsOn(q({ durations: [120] }), "2027-03-02"));
    expect(lasik.at(-1)).toBe("17:00");
    const goreway = times(slotsOn(q({ clinics: ["goreway"] }), "2027-03-06")); // Saturday 11–5
    expect([goreway[0], goreway.at(-1)]).toEqual(["11:00", "16:00"]);
  });

  it("offers nothing on Sundays, holidays or days an admin closed", () => {
    expect(slotsOn(q(), "2027-03-07")).toEqual([]);
    expect(slotsOn(q(), "2027-03-26")).toEqual([]); // Good Friday
    expect(slotsOn(q({ closures: [{ clinic: "steeles", date: "2027-03-03" }] }), "2027-03-03")).toEqual([]);
    expect(slotsOn(q({ clinics: ["goreway"], closures: [{ clinic: "steeles", date: "2027-03-03" }] }), "2027-03-03")).not.toEqual([]);
  });

  it("starts no sooner than 2 hours from now and no later than 60 days ahead", () => {
    const now = new Date("2027-03-02T15:05:00Z"); // 10:05 AM
    expect(times(slotsOn(q({ now }), "2027-03-02"))[0]).toBe("12:15");
    expect(slotsOn(q(), "2027-04-30")).not.toEqual([]); // 60 days after 1 March
    expect(slotsOn(q(), "2027-05-01")).toEqual([]);
    expect(slotsOn(q(), "2027-02-27")).toEqual([]);
    const days = availableDays(q());
    expect(days[0].date).toBe("2027-03-01");
    expect(times([days[0].earliest])).toEqual(["09:00"]);
    expect(days.at(-1)!.date <= "2027-04-30").toBe(true);
    expect(days.some((d) => d.date === "2027-03-26")).toBe(false);
  });

  it("keeps a time while any room is free, and drops it when every room is taken", () => {
    const busy = (room: number, from: string, to: string): Busy => ({ clinic: "steeles", room, start: new Date(from), end: new Date(to) });
    const oneRoom = times(slotsOn(q({ busy: [busy(1, "2027-03-02T15:00:00Z", "2027-03-02T16:00:00Z")] }), "2027-03-02"));
    expect(oneRoom).toContain("10:00");
    const both = q({ busy: [busy(1, "2027-03-02T15:00:00Z", "2027-03-02T16:00:00Z"), busy(2, "2027-03-02T15:00:00Z", "2027-03-02T16:00:00Z")] });
    const t = times(slotsOn(both, "2027-03-02"));
    expect(t).toContain("09:00"); // ends as the busy hour begins
    for (const gone of ["09:15", "09:30", "09:45", "10:00", "10:45"]) expect(t).not.toContain(gone);
    expect(t).toContain("11:00");
    // The free room is the one offered.
    expect(slotsOn(q({ busy: [busy(1, "2027-03-02T14:00:00Z", "2027-03-02T15:00:00Z")] }), "2027-03-02")[0].parts[0].room).toBe(2);
  });

  it("with either clinic, lists the earliest times first and says whose each is", () => {
    const slots = slotsOn(q({ clinics: ["steeles", "goreway"] }), "2027-03-02");
    expect(slots[0].clinic).toBe("steeles");
    expect(local(slots[0].start)).toBe("2027-03-02 09:00");
    const eleven = slots.filter((s) => local(s.start).endsWith("11:00")).map((s) => s.clinic);
    expect(eleven).toEqual(["steeles", "goreway"]);
    for (let i = 1; i < slots.length; i++) expect(slots[i].start.getTime()).toBeGreaterThanOrEqual(slots[i - 1].start.getTime());
  });

  it("finds an exact offered start and none that is off the grid or taken", () => {
    expect(findSlot(q(), "steeles", new Date("2027-03-02T14:15:00Z"))).not.toBeNull();
    expect(findSlot(q(), "steeles", new Date("2027-03-02T14:10:00Z"))).toBeNull();
    expect(findSlot(q(), "goreway", new Date("2027-03-02T14:15:00Z"))).toBeNull(); // Goreway opens at 11
    const near = nearestSlots(q({ clinics: ["goreway"] }), new Date("2027-03-02T18:00:00Z"), 3);
    expect(times(near)).toEqual(["12:45", "13:00", "13:15"]);
  });
});

describe("daylight saving time", () => {
  it("keeps opening at 9:00 local on both sides of the spring and fall changes", () => {
    expect(slotsOn(q(), "2027-03-12")[0].start.toISOString()).toBe("2027-03-12T14:00:00.000Z"); // EST
    expect(slotsOn(q(), "2027-03-15")[0].start.toISOString()).toBe("2027-03-15T13:00:00.000Z"); // EDT
    const fall = q({ now: new Date("2027-10-20T12:00:00Z") });
    expect(slotsOn(fall, "2027-11-05")[0].start.toISOString()).toBe("2027-11-05T13:00:00.000Z");
    expect(slotsOn(fall, "2027-11-08")[0].start.toISOString()).toBe("2027-11-08T14:00:00.000Z");
  });

  it("on the change nights themselves, never offers a skipped wall time, a duplicate or a wrong length", () => {
    const night = { 0: { open: "12:00 AM", close: "4:00 AM" }, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null } as const;
    const spring = slotsOn(q({ clinicOverrides: { steeles: { hours: night, rooms: 1 } } }), "2027-03-14");
    expect(times(spring)).toEqual(["00:00", "00:15", "00:30", "00:45", "01:00", "01:15", "01:30", "01:45", "03:00"]);
    for (const s of spring) expect(s.end.getTime() - s.start.getTime()).toBe(3_600_000);
    expect(spring.at(-1)!.end.toISOString()).toBe("2027-03-14T08:00:00.000Z"); // 4:00 AM EDT

    const fall = slotsOn(q({ now: new Date("2027-10-20T12:00:00Z"), clinicOverrides: { steeles: { hours: night, rooms: 1 } } }), "2027-11-07");
    const starts = fall.map((s) => s.start.getTime());
    expect(new Set(starts).size).toBe(starts.length);
    for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThan(starts[i - 1]);
    for (const s of fall) expect(s.end.getTime() - s.start.getTime()).toBe(3_600_000);
    expect(fall.at(-1)!.end.getTime()).toBeLessThanOrEqual(new Date("2027-11-07T09:00:00Z").getTime()); // 4:00 AM EST
  });
});

describe("a family booked back to back", () => {
  it("finds times where everyone fits in turn at one clinic, around existing bookings", () => {
    const busy: Busy[] = [{ clinic: "goreway", room: 1, start: new Date("2027-03-02T18:00:00Z"), end: new Date("2027-03-02T19:00:00Z") }]; // 1–2 PM
    const family = slotsOn(q({ clinics: ["goreway"], durations: [60, 60, 60], busy }), "2027-03-02");
    expect(times(family)).toEqual(["14:00", "14:15", "14:30", "14:45", "15:00"]);
    const first = family[0];
    expect(first.parts.map((p) => local(p.start).slice(11))).toEqual(["14:00", "15:00", "16:00"]);
    expect(first.end.getTime() - first.start.getTime()).toBe(3 * 3_600_000);
  });

  it("uses a second room when the first is taken for one of the family", () => {
    const busy: Busy[] = [{ clinic: "steeles", room: 1, start: new Date("2027-03-02T15:00:00Z"), end: new Date("2027-03-02T16:00:00Z") }];
    const [first] = slotsOn(q({ durations: [60, 60], busy }), "2027-03-02");
    expect(first.parts.map((p) => [local(p.start).slice(11), p.room])).toEqual([["09:00", 1], ["10:00", 2]]);
  });
});
