import { describe, expect, it } from "vitest";
import { formatPhone, toE164 } from "@/lib/sms/phone";
import { MAX_SMS_SEGMENTS, fitsInSegments, smsSegments } from "@/lib/sms/segments";

describe("smsSegments: GSM-7", () => {
  it.each([
    [160, 1],
    [161, 2],
    [306, 2],
    [307, 3],
  ])("%i characters take %i segment(s)", (length, segments) => {
    expect(smsSegments("a".repeat(length))).toEqual({ encoding: "GSM-7", units: length, segments });
  });

  it("counts an extension character as two units", () => {
    expect(smsSegments("€")).toEqual({ encoding: "GSM-7", units: 2, segments: 1 });
    expect(smsSegments("{a}")).toMatchObject({ encoding: "GSM-7", units: 5 });
    // 159 + 2 units: over one segment although only 160 characters.
    expect(smsSegments(`${"a".repeat(159)}^`)).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
  });

  it("never splits an extension character's escape across segments", () => {
    // 306 units, but the € cannot end the first 153-unit segment with one unit free.
    expect(smsSegments(`${"a".repeat(152)}€${"a".repeat(152)}`)).toEqual({ encoding: "GSM-7", units: 306, segments: 3 });
  });

  it("keeps accented letters of the GSM table in GSM-7", () => {
    expect(smsSegments("Brightview Eye Care: é è ñ ü Ä £ @ ¿").encoding).toBe("GSM-7");
  });

  it("an empty text takes no segment", () => {
    expect(smsSegments("")).toEqual({ encoding: "GSM-7", units: 0, segments: 0 });
  });
});

describe("smsSegments: UCS-2", () => {
  it.each([
    ["Gurmukhi", "ਕ"],
    ["Devanagari", "क"],
  ])("a single %s letter switches the whole text to UCS-2", (_script, letter) => {
    const text = `${"a".repeat(100)}${letter}`;
    expect(smsSegments(text)).toEqual({ encoding: "UCS-2", units: 101, segments: 2 });
  });

  it.each([
    [70, 1],
    [71, 2],
    [134, 2],
    [135, 3],
  ])("%i units take %i segment(s)", (length, segments) => {
    expect(smsSegments("ਸ".repeat(length))).toEqual({ encoding: "UCS-2", units: length, segments });
  });

  it("counts an emoji (a surrogate pair) as two units", () => {
    expect(smsSegments("👓")).toEqual({ encoding: "UCS-2", units: 2, segments: 1 });
    expect(smsSegments(`${"a".repeat(69)}👓`)).toEqual({ encoding: "UCS-2", units: 71, segments: 2 });
  });

  it("never splits a surrogate pair across segments", () => {
    expect(smsSegments(`${"ਕ".repeat(66)}👓${"ਕ".repeat(66)}`)).toEqual({ encoding: "UCS-2", units: 134, segments: 3 });
  });

  it("an extension character in a UCS-2 text is one unit", () => {
    expect(smsSegments("€ਕ")).toEqual({ encoding: "UCS-2", units: 2, segments: 1 });
  });
});

describe("fitsInSegments", () => {
  it("allows two segments by default", () => {
    expect(MAX_SMS_SEGMENTS).toBe(2);
    expect(fitsInSegments("a".repeat(306))).toBe(true);
    expect(fitsInSegments("a".repeat(307))).toBe(false);
    expect(fitsInSegments("ਕ".repeat(134))).toBe(true);
    expect(fitsInSegments("ਕ".repeat(135))).toBe(false);
    expect(fitsInSegments("a".repeat(161), 1)).toBe(false);
  });
});

describe("toE164", () => {
  it.each(["905-555-0163", "(905) 555 0163", "+1 905 555 0163", "1-905-555-0163", "905.555.0163", " 9055550163 ", "९०५-५५५-०१६३", "੯੦੫-੫੫੫-੦੧੬੩"])(
    "reads %j as +19055550163",
    (raw) => {
      expect(toE164(raw)).toBe("+19055550163");
    },
  );

  it("accepts every fictitious 905-555-01xx demo number", () => {
    for (let n = 100; n <= 199; n++) expect(toE164(`905-555-0${n}`)).toBe(`+19055550${n}`);
  });

  it("keeps a valid number from another country", () => {
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
  });

  it.each(["abc", "", "12", "905\u0000555", "x".repeat(500), "9".repeat(500), "905-555-0163 ext 5", "9055550163abc", "416 123 4567", "+1\u202e9055550163", "1-800-FLOWERS"])(
    "refuses %j",
    (raw) => {
      expect(toE164(raw)).toBeNull();
    },
  );

  it("never throws on odd input", () => {
    for (const raw of ["+", "++1", "()", "-", "\uFFFF", "\uD800", "+0000000000", "+1 905 555 0163 0"]) {
      expect(() => toE164(raw)).not.toThrow();
    }
  });
});

describe("formatPhone", () => {
  it("shows a +1 number as 905-555-0163", () => {
    expect(formatPhone("+19055550163")).toBe("905-555-0163");
  });

  it("shows another country's number in the international format", () => {
    expect(formatPhone("+442079460958")).toBe("+44 20 7946 0958");
  });

  it("returns what it cannot read as it came", () => {
    expect(formatPhone("unknown")).toBe("unknown");
  });
});
