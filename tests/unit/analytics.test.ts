import { describe, expect, it } from "vitest";
import { bucketByDay, summarise } from "@/lib/analytics/chart";
import { csvCell, toCsv } from "@/lib/analytics/csv";
import { canMove, nextStatuses } from "@/lib/validations/analytics";

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(toCsv(["Name", "Message"], [["Ann, Lee", 'She said "hi"\nthen left']])).toBe('Name,Message\r\n"Ann, Lee","She said ""hi""\nthen left"\r\n');
    expect(csvCell(null)).toBe("");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(true)).toBe("true");
  });

  it.each([
    ["=HYPERLINK(\"http://evil\")", "\"'=HYPERLINK(\"\"http://evil\"\")\""],
    ["+1 905 555 0142", "'+1 905 555 0142"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
  ])("neutralises the formula %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves ordinary values alone", () => {
    expect(csvCell("905-555-0142")).toBe("905-555-0142");
    expect(csvCell("ORD-26112300001")).toBe("ORD-26112300001");
  });
});

describe("30-day charts", () => {
  const now = new Date("2026-11-23T15:00:00Z");
  it("has one point per day, oldest first, ending today in Toronto", () => {
    const points = bucketByDay([], now);
    expect(points).toHaveLength(30);
    expect(points[29].day).toBe("2026-11-23");
    expect(points[0].day).toBe("2026-10-25");
  });

  it("counts rows on their Toronto day and adds up values", () => {
    const points = bucketByDay(
      [
        { at: "2026-11-23T04:30:00Z", value: 100 }, // 23:30 on Nov 22 in Toronto
        { at: "2026-11-23T05:30:00Z", value: 50.25 },
        { at: "2026-11-23T14:00:00Z", value: 10 },
        { at: "2026-09-01T12:00:00Z", value: 999 }, // older than 30 days
      ],
      now,
    );
    expect(points.find((p) => p.day === "2026-11-22")).toMatchObject({ count: 1, value: 100 });
    expect(points.find((p) => p.day === "2026-11-23")).toMatchObject({ count: 2, value: 60.25 });
    expect(points.reduce((s, p) => s + p.count, 0)).toBe(3);
  });

  it("says the same in words", () => {
    const points = bucketByDay([{ at: "2026-11-20T15:00:00Z" }, { at: "2026-11-20T16:00:00Z" }, { at: "2026-11-21T15:00:00Z" }], now);
    expect(summarise(points, { one: "call", many: "calls" })).toBe("Last 30 days: 3 calls; busiest day Nov 20 (2).");
    expect(summarise(bucketByDay([], now), { one: "call", many: "calls" })).toBe("Last 30 days: no calls.");
  });
});

describe("order workflow", () => {
  it("moves forward one step at a time, or cancels before delivery", () => {
    expect(nextStatuses("pending")).toEqual(["confirmed", "cancelled"]);
    expect(canMove("confirmed", "ready")).toBe(true);
    expect(canMove("ready", "delivered")).toBe(true);
    expect(canMove("pending", "delivered")).toBe(false);
    expect(canMove("delivered", "pending")).toBe(false);
    expect(canMove("delivered", "cancelled")).toBe(false);
    expect(canMove("cancelled", "confirmed")).toBe(false);
    expect(canMove("shipped", "delivered")).toBe(false);
  });
});
