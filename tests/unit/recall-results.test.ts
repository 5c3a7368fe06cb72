import { describe, expect, it } from "vitest";
import { addMonthsTo, monthTotals, rate, resultsRange } from "@/lib/recall/results";

describe("recall results' months", () => {
  it("counts months across years and month ends", () => {
    expect(addMonthsTo("2026-11", 1)).toBe("2026-12");
    expect(addMonthsTo("2026-12", 1)).toBe("2027-01");
    expect(addMonthsTo("2026-01", -11)).toBe("2025-02");
  });
  it("defaults to the twelve months ending this one; refuses a range turned round or over 24 months", () => {
    expect(resultsRange(undefined, undefined, "2026-11-29")).toEqual({ from: "2025-12", to: "2026-11" });
    expect(resultsRange("2026-01", "2026-03", "2026-11-29")).toEqual({ from: "2026-01", to: "2026-03" });
    expect(resultsRange("2026-05", "2026-03")).toBeNull();
    expect(resultsRange("2024-01", "2025-12")).toEqual({ from: "2024-01", to: "2025-12" });
    expect(resultsRange("2024-01", "2026-01")).toBeNull();
  });
  it("totals every month of the range, zeros included, and prints rates of the due", () => {
    const rows = [
      { month: "2026-02-01", clinic_id: "steeles", optometrist: "Dr. A", due: 10, contacted: 8, booked: 4, seen: 3 },
      { month: "2026-02-01", clinic_id: "goreway", optometrist: null, due: 5, contacted: 1, booked: 0, seen: 1 },
      { month: "2027-01-01", clinic_id: "goreway", optometrist: null, due: 9, contacted: 9, booked: 9, seen: 9 },
    ];
    expect(monthTotals(rows, { from: "2026-01", to: "2026-03" })).toEqual([
      { month: "2026-01", due: 0, contacted: 0, booked: 0, seen: 0 },
      { month: "2026-02", due: 15, contacted: 9, booked: 4, seen: 4 },
      { month: "2026-03", due: 0, contacted: 0, booked: 0, seen: 0 },
    ]);
    expect(rate(4, 15)).toBe("27%");
    expect(rate(0, 0)).toBe("—");
  });
});
