import { describe, expect, it } from "vitest";
import { DEFAULT_RECALL_RULES } from "@/content/recall";
import { addMonths, ageOn, nextExamDue } from "@/lib/recall/due";
import { recallNoticesSchema } from "@/lib/validations/recall";

const person = (dateOfBirth: string | null, over: { conditions?: ["diabetes"] | []; contactLens?: boolean } = {}) => ({
  dateOfBirth,
  conditions: over.conditions ?? [],
  contactLens: over.contactLens ?? false,
});

describe("the next exam's due date (issue 43)", () => {
  it("a child seen today is due one year on; an adult of 40 two years on, or one with diabetes", () => {
    expect(nextExamDue(person("2016-05-01"), "2026-11-29")).toBe("2027-11-29");
    expect(nextExamDue(person("1986-01-15"), "2026-11-29")).toBe("2028-11-29");
    expect(nextExamDue(person("1986-01-15", { conditions: ["diabetes"] }), "2026-11-29")).toBe("2027-11-29");
  });

  it("the Owner's rules count: 20 to 64 at 36 months gives the next adult 36", () => {
    expect(nextExamDue(person("1986-01-15"), "2026-11-29", { ...DEFAULT_RECALL_RULES, adult: 36 })).toBe("2029-11-29");
  });

  it("65 and over is every 18 months since September 2023, 12 with an eligible condition; contact lenses yearly; the shortest rule wins", () => {
    expect(nextExamDue(person("1950-03-01"), "2026-11-29")).toBe("2028-05-29");
    expect(nextExamDue(person("1956-11-29", { conditions: ["diabetes"] }), "2026-11-29")).toBe("2027-11-29");
    expect(nextExamDue(person("1950-03-01", { contactLens: true }), "2026-11-29")).toBe("2027-11-29");
    // A condition counts at every age: under 20 the shortest of the two rules wins.
    expect(nextExamDue(person("2016-05-01", { conditions: ["diabetes"] }), "2026-11-29", { ...DEFAULT_RECALL_RULES, condition: 6 })).toBe("2027-05-29");
    expect(nextExamDue(person("1986-01-15", { contactLens: true }), "2026-11-29")).toBe("2027-11-29");
    expect(nextExamDue(person("1986-01-15", { contactLens: true }), "2026-11-29", { ...DEFAULT_RECALL_RULES, contactLens: 6 })).toBe("2027-05-29");
  });

  it("age is taken on the visit's date: the day before the 20th birthday is still under 20", () => {
    expect(ageOn("2006-11-30", "2026-11-29")).toBe(19);
    expect(ageOn("2006-11-29", "2026-11-29")).toBe(20);
    expect(nextExamDue(person("2006-11-30"), "2026-11-29")).toBe("2027-11-29");
    expect(nextExamDue(person("2006-11-29"), "2026-11-29")).toBe("2028-11-29");
    expect(ageOn("1961-11-30", "2026-11-29")).toBe(64);
  });

  it("keeps a month-end date within the month, leap years included", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2027-02-28", 12)).toBe("2028-02-28");
    expect(addMonths("2028-02-29", 12)).toBe("2029-02-28");
    expect(addMonths("2026-12-15", 24)).toBe("2028-12-15");
  });

  it("without a known date of birth the adult rule applies", () => {
    expect(nextExamDue(person(null), "2026-11-29")).toBe("2028-11-29");
  });
});

describe("Recall messages' days", () => {
  const parse = (first: string, second: string, last: string) => recallNoticesSchema.safeParse({ first, second, last });
  it("takes whole days around the due date, in order", () => {
    expect(parse("-30", "0", "30")).toMatchObject({ success: true, data: { first: -30, second: 0, last: 30 } });
    expect(parse(" -7 ", "−2", "14")).toMatchObject({ success: true, data: { first: -7, second: -2, last: 14 } });
  });
  it("refuses a first notice after the due date, days out of range, fractions, and notices out of order, with the form's words", () => {
    expect(parse("5", "10", "30").error?.issues[0].message).toBe("Enter a whole number of days from -180 to 0");
    expect(parse("-30", "0", "181").error?.issues[0].message).toBe("Enter a whole number of days from 0 to 180");
    expect(parse("-30", "1.5", "30").error?.issues[0].message).toBe("Enter a whole number of days from -90 to 90");
    expect(parse("-30", "-30", "30").error?.issues[0].message).toBe("Each notice must come after the one before it");
    expect(parse("-30", "40", "30").error?.issues[0].message).toBe("Each notice must come after the one before it");
  });
});
