import { describe, expect, it } from "vitest";
import { bucketByDay, chartGeometry, labelDay, summarise } from "@/lib/analytics/chart";
import { formatPrice } from "@/lib/format";

const calls = { one: "call", many: "calls" };

describe("30-day chart buckets", () => {
  const now = new Date("2026-11-23T15:00:00Z");

  it("has one point per day, oldest first, ending today in Toronto", () => {
    const points = bucketByDay([], now);
    expect(points).toHaveLength(30);
    expect(points[29].day).toBe("2026-11-23");
    expect(points[0].day).toBe("2026-10-25");
    expect(new Set(points.map((p) => p.day)).size).toBe(30);
  });

  it("takes today from Toronto's calendar, not UTC's", () => {
    // 02:00 UTC on Nov 24 is still 21:00 on Nov 23 in Toronto.
    expect(bucketByDay([], new Date("2026-11-24T02:00:00Z"))[29].day).toBe("2026-11-23");
  });

  it("counts rows on their Toronto day and adds up values", () => {
    const points = bucketByDay(
      [
        { at: "2026-11-23T04:30:00Z", value: 100 }, // 23:30 on Nov 22 in Toronto
        { at: "2026-11-23T05:30:00Z", value: 50.25 },
        { at: new Date("2026-11-23T14:00:00Z"), value: 10 },
        { at: "2026-11-23T14:30:00Z", value: null },
        { at: "2026-09-01T12:00:00Z", value: 999 }, // older than 30 days
        { at: "2026-10-25T03:59:00Z", value: 5 }, // 23:59 on Oct 24 in Toronto: one day too old
      ],
      now,
    );
    expect(points.find((p) => p.day === "2026-11-22")).toMatchObject({ count: 1, value: 100 });
    expect(points.find((p) => p.day === "2026-11-23")).toMatchObject({ count: 3, value: 60.25 });
    expect(points.reduce((s, p) => s + p.count, 0)).toBe(4);
  });

  it("crosses the end of daylight saving time without losing or doubling a day", () => {
    // Toronto falls back from EDT (UTC-4) to EST (UTC-5) at 06:00 UTC on 2026-11-01.
    const points = bucketByDay(
      [
        { at: "2026-11-01T03:30:00Z" }, // Oct 31, 23:30 EDT
        { at: "2026-11-01T04:30:00Z" }, // Nov 1, 00:30 EDT
        { at: "2026-11-02T04:30:00Z" }, // Nov 1, 23:30 EST
        { at: "2026-11-02T05:30:00Z" }, // Nov 2, 00:30 EST
      ],
      now,
    );
    expect(points.filter((p) => p.day.startsWith("2026-11-0") || p.day === "2026-10-31").map((p) => [p.day, p.count])).toEqual([
      ["2026-10-31", 1],
      ["2026-11-01", 2],
      ["2026-11-02", 1],
      ["2026-11-03", 0],
      ["2026-11-04", 0],
      ["2026-11-05", 0],
      ["2026-11-06", 0],
      ["2026-11-07", 0],
      ["2026-11-08", 0],
      ["2026-11-09", 0],
    ]);
  });
});

describe("chart summary", () => {
  const now = new Date("2026-11-23T15:00:00Z");

  it("gives the total and the busiest day", () => {
    const points = bucketByDay([{ at: "2026-11-20T15:00:00Z" }, { at: "2026-11-20T16:00:00Z" }, { at: "2026-11-21T15:00:00Z" }], now);
    expect(summarise(points, calls)).toBe("Last 30 days: 3 calls; busiest day Nov 20 (2).");
  });

  it("uses the singular for one, and says so when there are none", () => {
    expect(summarise(bucketByDay([{ at: "2026-11-21T15:00:00Z" }], now), calls)).toBe("Last 30 days: 1 call; busiest day Nov 21 (1).");
    expect(summarise(bucketByDay([], now), calls)).toBe("Last 30 days: no calls.");
  });

  it("adds the value in all for orders, and picks the earliest of tied days", () => {
    const points = bucketByDay(
      [
        { at: "2026-11-10T15:00:00Z", value: 100 },
        { at: "2026-11-12T15:00:00Z", value: 24.5 },
      ],
      now,
    );
    expect(summarise(points, { one: "order", many: "orders" }, formatPrice)).toBe("Last 30 days: 2 orders, $124.50 in all; busiest day Nov 10 (1).");
  });

  it("labels days without shifting them a day", () => {
    expect(labelDay("2026-11-01")).toBe("Nov 1");
    expect(labelDay("2026-12-31")).toBe("Dec 31");
  });
});

describe("chart geometry", () => {
  const now = new Date("2026-11-23T15:00:00Z");
  const points = bucketByDay(
    [
      ...Array.from({ length: 4 }, () => ({ at: "2026-11-23T15:00:00Z", value: 50 })),
      { at: "2026-11-22T15:00:00Z", value: 400 },
    ],
    now,
  );

  it("draws 30 bars inside the box, the busiest full height, quiet days as a stub", () => {
    const g = chartGeometry(points, { width: 600, height: 96, gap: 4 });
    expect(g.bars).toHaveLength(30);
    const last = g.bars[29];
    expect(last.x + last.width).toBeCloseTo(600, 1);
    expect(last).toMatchObject({ height: 96, y: 0, quiet: false });
    expect(g.bars[28].height).toBeCloseTo(24, 1); // 1 of 4
    expect(g.bars[28].y + g.bars[28].height).toBeCloseTo(96, 1);
    expect(g.bars[0]).toMatchObject({ height: 2, y: 94, quiet: true });
    expect(last.title).toBe("Nov 23: 4");
    expect(g.line).toBeNull();
  });

  it("keeps a day with one row visible next to a very busy day", () => {
    const busy = bucketByDay([...Array.from({ length: 500 }, () => ({ at: "2026-11-23T15:00:00Z" })), { at: "2026-11-22T15:00:00Z" }], now);
    expect(chartGeometry(busy, { width: 600, height: 96 }).bars[28]).toMatchObject({ height: 4, quiet: false });
  });

  it("draws the value line on its own scale, for orders", () => {
    const g = chartGeometry(points, { width: 600, height: 96, gap: 4, withValue: true, money: formatPrice });
    const ys = g.line!.split(" ").map((p) => Number(p.split(",")[1]));
    expect(ys).toHaveLength(30);
    expect(ys[28]).toBeCloseTo(1, 1); // $400, the biggest day, at the top
    expect(ys[29]).toBeCloseTo(95 - 0.5 * 94, 1); // $200 is half way
    expect(ys[0]).toBe(95);
    expect(g.bars[28].title).toBe("Nov 22: 1, $400.00");
    expect(chartGeometry(bucketByDay([], now), { width: 600, height: 96, withValue: true }).line).toBeNull();
  });
});

describe("fillDays", () => {
  const now = new Date("2026-11-24T15:00:00Z");
  it("places the database's per-day totals on the 30 clinic days, zero elsewhere, and ignores days outside", async () => {
    const { fillDays } = await import("@/lib/analytics/chart");
    const points = fillDays(
      [
        { day: "2026-11-24", count: 3, value: 10.1 },
        { day: "2026-11-20", count: 2, value: 0.2 },
        { day: "2026-10-01", count: 99, value: 5 },
      ],
      now,
    );
    expect(points).toHaveLength(30);
    expect(points.at(-1)).toEqual({ day: "2026-11-24", count: 3, value: 10.1 });
    expect(points.find((p) => p.day === "2026-11-20")).toEqual({ day: "2026-11-20", count: 2, value: 0.2 });
    expect(points.reduce((s, p) => s + p.count, 0)).toBe(5);
    expect(fillDays([{ day: "2026-11-23", count: 4, value: null }], now).at(-2)).toEqual({ day: "2026-11-23", count: 4, value: 0 });
  });
});
