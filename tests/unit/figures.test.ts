import { describe, expect, it } from "vitest";
import { FIGURE_KEYS, FIGURES } from "@/content/figures";
import { DEFINITIONS, share, type FigureValues } from "@/lib/figures/definitions";
import { changeText, detailText, valueText } from "@/lib/figures/present";
import { addMonths, addYears, change, dayCount, lastYear, periodRange } from "@/lib/figures/range";
import { customRange, figureChoiceSchema } from "@/lib/validations/figures";

const values = (over: Partial<FigureValues> = {}): FigureValues => ({
  exams: 4,
  newPatients: 3,
  patientsSeen: 4,
  noShows: 1,
  lateCancellations: 1,
  visitsBooked: 8,
  bookedMinutes: 120,
  bookedVisits: 6,
  shiftMinutes: 2400,
  capturePatients: 4,
  captureSameDay: 1,
  capture30: 2,
  money: { total: 71000, examFees: 19000, eyewear: 52000, insurers: 39500, patients: 31500, rows: 7 },
  eyewearOrders: 3,
  eyewearOrderRevenue: 52000,
  buyers: 2,
  multipleBuyers: 1,
  recall: 1,
  offered: 2,
  refilled: 1,
  recoveredMinutes: 30,
  active: 5,
  activeAhead: 1,
  ...over,
});

describe("the figures' periods (Brampton's calendar days)", () => {
  it("names this month so far, last month whole and the 12 months ending today", () => {
    expect(periodRange("this-month", "2026-12-07")).toEqual({ from: "2026-12-01", to: "2026-12-07" });
    expect(periodRange("last-month", "2026-12-07")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(periodRange("last-month", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(periodRange("last-month", "2024-03-31")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(periodRange("last-12-months", "2026-12-07")).toEqual({ from: "2025-12-08", to: "2026-12-07" });
    expect(dayCount(periodRange("last-12-months", "2026-12-07"))).toBe(365);
  });

  it("compares with the same days a year before, 29 February becoming the 28th", () => {
    expect(lastYear({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2025-03-01", to: "2025-03-31" });
    expect(lastYear({ from: "2024-02-01", to: "2024-02-29" })).toEqual({ from: "2023-02-01", to: "2023-02-28" });
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
  });

  it("takes a From/To of real days in order, at most three years; anything else is the page's message", () => {
    expect(customRange("2025-03-01", "2025-03-31")).toEqual({ from: "2025-03-01", to: "2025-03-31" });
    for (const [from, to] of [["2025-03-31", "2025-03-01"], ["2025-02-30", "2025-03-01"], ["2020-01-01", "2025-01-01"], [undefined, "2025-01-01"], ["2025-01-01\u0000", "2025-02-01"]]) {
      expect(customRange(from, to), `${from}..${to}`).toEqual({ error: "Choose a From date on or before the To date, no more than three years apart." });
    }
  });

  it("reads the address: an unknown period, a clinic that is no id or an optometrist that is no uuid falls back", () => {
    expect(figureChoiceSchema.parse({ period: "forever", clinic: "<script>", optometrist: "1 or 1=1" })).toEqual({ period: "this-month", from: undefined, to: undefined, clinic: undefined, optometrist: undefined });
    expect(figureChoiceSchema.parse({ period: ["last-month", "custom"], clinic: "steeles" })).toMatchObject({ period: "last-month", clinic: "steeles" });
    expect(figureChoiceSchema.parse({ from: "x".repeat(10_000) }).from).toBeUndefined();
  });
});

describe("the figures' definitions", () => {
  it("every figure has words, a slug of its own, and a count of rows", () => {
    const slugs = FIGURE_KEYS.map((k) => FIGURES[k].slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const k of FIGURE_KEYS) {
      expect(FIGURES[k].definition.length, k).toBeGreaterThan(20);
      expect(Number.isInteger(DEFINITIONS[k].rowCount(values())), k).toBe(true);
    }
  });

  it("divides as the issue defines, and says nothing rather than dividing by zero", () => {
    const v = values();
    expect(DEFINITIONS.noShowRate.value(v)).toBe(1 / 5);
    expect(DEFINITIONS.lateCancellations.value(v)).toBe(1 / 8);
    expect(DEFINITIONS.chairTime.value(v)).toBe(120 / 2400);
    expect(DEFINITIONS.captureSameDay.value(v)).toBe(0.25);
    expect(DEFINITIONS.capture30.value(v)).toBe(0.5);
    expect(DEFINITIONS.revenuePerExam.value(v)).toBe(17750);
    expect(DEFINITIONS.averageSale.value(v)).toBe(17333);
    expect(DEFINITIONS.multiplePairs.value(v)).toBe(0.5);
    expect(DEFINITIONS.waitlist.value(v)).toBe(0.5);
    const empty = values({ exams: 0, noShows: 0, visitsBooked: 0, shiftMinutes: 0, capturePatients: 0, eyewearOrders: 0, buyers: 0, offered: 0 });
    for (const k of ["noShowRate", "lateCancellations", "chairTime", "capture30", "revenuePerExam", "averageSale", "multiplePairs", "waitlist"] as const) {
      expect(DEFINITIONS[k].value(empty), k).toBeNull();
    }
    expect(share(1, 0)).toBeNull();
  });

  it("writes values, their parts and the change as the page shows them", () => {
    const now = values();
    const before = values({ exams: 5, noShows: 0, money: { ...now.money, total: 50000 } });
    expect(valueText("exams", now)).toBe("4");
    expect(valueText("noShowRate", now)).toBe("20%");
    expect(valueText("revenuePerExam", now)).toBe("$177.50");
    expect(detailText("revenuePerExam", now)).toBe("Exam fees $190.00 · Eyewear $520.00 · Insurers $395.00 · Patients $315.00");
    expect(detailText("capture30", now)).toBe("2 of 4 patients");
    expect(changeText("exams", now, before)).toBe("−20%");
    expect(changeText("noShowRate", now, before)).toBe("+20 pts");
    expect(changeText("revenuePerExam", now, values({ exams: 0 }))).toBe("—");
    expect(change(10, 0)).toBeNull();
    expect(change(12, 10)).toBe("+20%");
  });
});
