import { describe, expect, it } from "vitest";
import { formatCount, formatPrice } from "@/lib/format";

describe("formatCount", () => {
  it("writes whole numbers as en-CA does, without Intl", () => {
    const intl = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 0 });
    for (const n of [0, 5, 10, 999, 1000, 2000, 12_345, 999_999, 1_000_000, 1_234_567_890]) {
      expect(formatCount(n)).toBe(intl.format(n));
    }
  });

  it("rounds the counters' in-between values", () => {
    expect(formatCount(1999.6)).toBe("2,000");
    expect(formatCount(0.4)).toBe("0");
  });
});

describe("formatPrice", () => {
  it("keeps two decimals and the dollar sign", () => {
    expect(formatPrice(1234.5)).toBe("$1,234.50");
    expect(formatPrice(0)).toBe("$0.00");
  });
});
