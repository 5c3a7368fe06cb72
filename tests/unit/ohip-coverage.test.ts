import { describe, expect, it } from "vitest";
import { coverageHint, ohipNextCovered } from "@/lib/booking/coverage";

// OHIP since 1 September 2023 (docs/ohip.md): the day the next routine exam is covered.
describe("the day OHIP covers the next routine exam", () => {
  const on = "2026-12-07";
  it("every 18 months from 65, every 12 with an eligible condition", () => {
    expect(ohipNextCovered({ dateOfBirth: "1956-03-14", conditions: [], lastExam: "2025-09-14" }, on)).toBe("2027-03-14");
    expect(ohipNextCovered({ dateOfBirth: "1956-03-14", conditions: ["diabetes"], lastExam: "2025-09-14" }, on)).toBe("2026-09-14");
  });
  it("every 12 months under 20; 20 to 64 only with an eligible condition", () => {
    expect(ohipNextCovered({ dateOfBirth: "2012-01-01", conditions: [], lastExam: "2026-08-31" }, on)).toBe("2027-08-31");
    expect(ohipNextCovered({ dateOfBirth: "1980-01-01", conditions: ["glaucoma"], lastExam: "2026-05-02" }, on)).toBe("2027-05-02");
    expect(ohipNextCovered({ dateOfBirth: "1980-01-01", conditions: [], lastExam: "2026-05-02" }, on)).toBeNull();
  });
  it("holds a month-end within the month, and says nothing without an exam or a birth date", () => {
    expect(ohipNextCovered({ dateOfBirth: "1950-01-01", conditions: [], lastExam: "2025-08-31" }, on)).toBe("2027-02-28");
    expect(ohipNextCovered({ dateOfBirth: "1950-01-01", conditions: [], lastExam: null }, on)).toBeNull();
    expect(ohipNextCovered({ dateOfBirth: null, conditions: [], lastExam: "2026-01-01" }, on)).toBeNull();
  });
  it("the form's hint for a patient born 70 years ago is the 65-and-over one", () => {
    expect(coverageHint("1956-12-01", "Comprehensive Eye Exam", on)).toEqual({ kind: "over65" });
  });
});
