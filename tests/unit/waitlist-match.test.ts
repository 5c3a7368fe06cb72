import { describe, expect, it } from "vitest";
import { mergeWindows } from "@/lib/waitlist/windows";
import { askedBy, inTimesOfDay, suits, type FreedTime, type WaitingEntry } from "@/lib/waitlist/match";

// Brampton is UTC-5 in winter: 15:30Z is 10:30 AM there.
const at = (iso: string) => new Date(iso);
const TIME: FreedTime = { clinic: "goreway", start: at("2027-01-12T15:30:00Z"), serviceType: "Comprehensive Eye Exam", optometrists: [{ id: "opt-1", languages: ["en", "pa"] }] };
let n = 0;
const entry = (over: Partial<WaitingEntry> = {}): WaitingEntry => ({
  id: `e${++n}`,
  createdAt: new Date(Date.UTC(2027, 0, 1, 0, n)),
  serviceType: "Comprehensive Eye Exam",
  clinic: "goreway",
  optometrist: null,
  language: null,
  earliest: "2027-01-10",
  latest: "2027-01-20",
  times: ["mornings"],
  ...over,
});

describe("the waitlist's times of day (in Brampton's time)", () => {
  it("Mornings start before noon, Afternoons from noon to 5 PM, Evenings from 5 PM; none asked is any time", () => {
    expect(inTimesOfDay(at("2027-01-12T16:59:00Z"), ["mornings"])).toBe(true); // 11:59 AM
    expect(inTimesOfDay(at("2027-01-12T17:00:00Z"), ["mornings"])).toBe(false); // noon
    expect(inTimesOfDay(at("2027-01-12T17:00:00Z"), ["afternoons"])).toBe(true);
    expect(inTimesOfDay(at("2027-01-12T21:59:00Z"), ["afternoons"])).toBe(true); // 4:59 PM
    expect(inTimesOfDay(at("2027-01-12T22:00:00Z"), ["afternoons"])).toBe(false); // 5 PM
    expect(inTimesOfDay(at("2027-01-12T22:00:00Z"), ["evenings"])).toBe(true);
    expect(inTimesOfDay(at("2027-01-12T22:00:00Z"), [])).toBe(true);
  });
  it("Saturdays is any time on a Saturday in Brampton, even when it is already Sunday in UTC", () => {
    expect(inTimesOfDay(at("2027-01-16T14:00:00Z"), ["saturdays"])).toBe(true); // Sat 9 AM
    expect(inTimesOfDay(at("2027-01-17T01:00:00Z"), ["saturdays"])).toBe(true); // Sat 8 PM
    expect(inTimesOfDay(at("2027-01-17T15:00:00Z"), ["saturdays"])).toBe(false); // Sunday
  });
  it("follows daylight saving time (UTC-4 in summer)", () => {
    expect(inTimesOfDay(at("2027-07-13T15:30:00Z"), ["mornings"])).toBe(true); // 11:30 AM
    expect(inTimesOfDay(at("2027-07-13T16:30:00Z"), ["mornings"])).toBe(false); // 12:30 PM
  });
});

describe("which entries a freed time suits", () => {
  it("matches service, clinic or either, optometrist or any, a spoken language, the date range and the time of day", () => {
    expect(suits(entry(), TIME)).toBe(true);
    expect(suits(entry({ clinic: null }), TIME)).toBe(true);
    expect(suits(entry({ clinic: "steeles" }), TIME)).toBe(false);
    expect(suits(entry({ serviceType: "Dry Eye Treatment" }), TIME)).toBe(false);
    expect(suits(entry({ optometrist: "opt-1" }), TIME)).toBe(true);
    expect(suits(entry({ optometrist: "opt-2" }), TIME)).toBe(false);
    expect(suits(entry({ language: "pa" }), TIME)).toBe(true);
    expect(suits(entry({ language: "ta" }), TIME)).toBe(false);
    // The asked optometrist must be the one who speaks the asked language.
    const two = { ...TIME, optometrists: [{ id: "opt-1", languages: ["en"] }, { id: "opt-2", languages: ["hi"] }] };
    expect(suits(entry({ language: "hi" }), two)).toBe(true);
    expect(suits(entry({ optometrist: "opt-1", language: "hi" }), two)).toBe(false);
    expect(suits(entry({ optometrist: "opt-2", language: "hi" }), two)).toBe(true);
    expect(suits(entry({ earliest: "2027-01-12", latest: "2027-01-12" }), TIME)).toBe(true);
    expect(suits(entry({ earliest: "2027-01-13" }), TIME)).toBe(false);
    expect(suits(entry({ latest: "2027-01-11" }), TIME)).toBe(false);
    expect(suits(entry({ times: ["afternoons"] }), TIME)).toBe(false);
  });
});

describe("who is asked, and when", () => {
  const entries = [entry(), entry({ times: ["afternoons"] }), entry(), entry(), entry(), entry({ clinic: null }), entry()];
  const matching = entries.filter((e) => e.times[0] !== "afternoons");
  const since = at("2027-01-05T15:00:00Z");
  const minutes = (m: number) => new Date(since.getTime() + m * 60_000);

  it("asks three at a time in the order they joined, the next three after each 15-minute hold", () => {
    expect(askedBy(entries, TIME, minutes(0), since).map((e) => e.id)).toEqual(matching.slice(0, 3).map((e) => e.id));
    expect(askedBy(entries, TIME, minutes(14), since)).toHaveLength(3);
    expect(askedBy(entries, TIME, minutes(15), since).map((e) => e.id)).toEqual(matching.slice(0, 6).map((e) => e.id));
    expect(askedBy(entries, TIME, minutes(30), since)).toHaveLength(matching.length);
  });
  it("asks every match at once when the time is less than 24 hours away", () => {
    const soon = { ...TIME, start: new Date(since.getTime() + 23 * 3_600_000) };
    expect(askedBy(entries.map((e) => ({ ...e, earliest: "2027-01-01" })), soon, since, since)).toHaveLength(matching.length);
  });
  it("follows the Owner's batch size and hold", () => {
    expect(askedBy(entries, TIME, minutes(10), since, { size: 2, holdMinutes: 10 })).toHaveLength(4);
  });
});

describe("freed windows", () => {
  const w = (clinic: string | null, from: string, to: string, reason = "shift") => ({ clinic, from: at(from), to: at(to), reason });
  it("merges overlapping and touching windows of one clinic, keeping the earliest one's reason, and keeps clinics apart", () => {
    const merged = mergeWindows([
      w("goreway", "2027-01-12T15:00:00Z", "2027-01-12T16:00:00Z", "cancelled"),
      w("goreway", "2027-01-12T15:30:00Z", "2027-01-12T17:00:00Z"),
      w("goreway", "2027-01-12T17:00:00Z", "2027-01-12T18:00:00Z"),
      w("goreway", "2027-01-13T15:00:00Z", "2027-01-13T16:00:00Z", "moved"),
      w("steeles", "2027-01-12T15:30:00Z", "2027-01-12T16:00:00Z"),
      w(null, "2027-01-12T15:00:00Z", "2027-01-12T16:00:00Z", "closure"),
    ]);
    expect(merged).toEqual([
      w("goreway", "2027-01-12T15:00:00Z", "2027-01-12T18:00:00Z", "cancelled"),
      w("goreway", "2027-01-13T15:00:00Z", "2027-01-13T16:00:00Z", "moved"),
      w("steeles", "2027-01-12T15:30:00Z", "2027-01-12T16:00:00Z"),
      w(null, "2027-01-12T15:00:00Z", "2027-01-12T16:00:00Z", "closure"),
    ]);
    expect(mergeWindows([])).toEqual([]);
  });
});
