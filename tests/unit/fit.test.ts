import { describe, expect, it } from "vitest";
import {
  END_PIECES_MM,
  FIT_TOLERANCE_MM,
  NARROW_BELOW_MM,
  WIDE_ABOVE_MM,
  fitDistance,
  fitsWithin,
  fitToParam,
  frameSizeFor,
  frameSizeOf,
  frameWidth,
  matchFrames,
  templePrint,
  type Measured,
} from "@/lib/catalog/fit";
import { fitFromParam, fitSchema } from "@/lib/validations/fit";

const frame = (lens: number | null, bridge: number | null, temple: number | null): Measured => ({ lens_width: lens, bridge_width: bridge, temple_length: temple });

describe("frame width and size word", () => {
  it("adds both lenses, the bridge and the two end pieces", () => {
    expect(END_PIECES_MM).toBe(12);
    expect(frameWidth(frame(52, 18, 140))).toBe(52 * 2 + 18 + 12);
    expect(frameWidth(frame(57, 18, null))).toBe(144);
  });

  it("is unknown without lens or bridge", () => {
    expect(frameWidth(frame(null, 18, 140))).toBeNull();
    expect(frameWidth(frame(52, null, 140))).toBeNull();
    expect(frameSizeOf(frame(null, null, null))).toBeNull();
  });

  it("narrow below 130 mm, wide above 140 mm, medium from 130 to 140 inclusive", () => {
    expect([NARROW_BELOW_MM, WIDE_ABOVE_MM]).toEqual([130, 140]);
    expect(frameSizeFor(100)).toBe("narrow");
    expect(frameSizeFor(129)).toBe("narrow");
    expect(frameSizeFor(130)).toBe("medium");
    expect(frameSizeFor(135)).toBe("medium");
    expect(frameSizeFor(140)).toBe("medium");
    expect(frameSizeFor(141)).toBe("wide");
    // 48×2 + 21 + 12 = 129; 49×2 + 20 + 12 = 130; 55×2 + 18 + 12 = 140; 55×2 + 19 + 12 = 141.
    expect([frame(48, 21, 140), frame(49, 20, 145), frame(55, 18, 145), frame(55, 19, 145)].map(frameSizeOf)).toEqual(["narrow", "medium", "medium", "wide"]);
  });
});

describe("temple print", () => {
  it("lens-bridge-temple, as printed inside the arm", () => {
    expect(templePrint(frame(57, 18, 145))).toBe("57-18-145");
    expect(fitToParam({ lens: 57, bridge: 18, temple: 145 })).toBe("57-18-145");
  });

  it("nothing when a number is not known (no guessed or misplaced numbers)", () => {
    expect(templePrint(frame(57, null, 145))).toBeNull();
    expect(templePrint(frame(null, null, null))).toBeNull();
  });
});

describe("match my current glasses", () => {
  const wanted = { lens: 52, bridge: 18, temple: 140 };

  it("tolerances are ±2 lens, ±1 bridge, ±5 temple, bounds included", () => {
    expect(FIT_TOLERANCE_MM).toEqual({ lens: 2, bridge: 1, temple: 5 });
    expect(fitsWithin(frame(52, 18, 140), wanted)).toBe(true);
    for (const [l, b, t] of [[50, 18, 140], [54, 18, 140], [52, 17, 140], [52, 19, 140], [52, 18, 135], [52, 18, 145], [50, 17, 135], [54, 19, 145]]) {
      expect(fitsWithin(frame(l, b, t), wanted), `${l}-${b}-${t}`).toBe(true);
    }
  });

  it("one millimetre over any tolerance is out", () => {
    for (const [l, b, t] of [[49, 18, 140], [55, 18, 140], [52, 16, 140], [52, 20, 140], [52, 18, 134], [52, 18, 146]]) {
      expect(fitsWithin(frame(l, b, t), wanted), `${l}-${b}-${t}`).toBe(false);
    }
  });

  it("a frame lacking any number never matches", () => {
    expect(fitsWithin(frame(52, 18, null), wanted)).toBe(false);
    expect(fitsWithin(frame(null, 18, 140), wanted)).toBe(false);
    expect(fitDistance(frame(52, null, 140), wanted)).toBeNull();
  });

  it("distance weighs each millimetre by its tolerance: 2 mm lens = 1 mm bridge = 5 mm temple", () => {
    expect(fitDistance(frame(52, 18, 140), wanted)).toBe(0);
    expect(fitDistance(frame(54, 18, 140), wanted)).toBe(10);
    expect(fitDistance(frame(52, 19, 140), wanted)).toBe(10);
    expect(fitDistance(frame(52, 18, 135), wanted)).toBe(10);
    expect(fitDistance(frame(51, 17, 142), wanted)).toBe(5 + 10 + 4);
    expect(fitDistance(frame(50, 19, 145), wanted)).toBe(30);
  });

  it("lists matches closest first, ties newest first then by id, whatever the input order", () => {
    const p = (id: string, created: string, lens: number, bridge: number, temple: number) => ({ id, created_at: created, ...frame(lens, bridge, temple) });
    const exact = p("a", "2026-01-01T00:00:00Z", 52, 18, 140);
    const lensOff = p("b", "2026-01-05T00:00:00Z", 53, 18, 140); // 5
    const templeOffNew = p("c", "2026-02-01T00:00:00Z", 52, 18, 145); // 10, newer
    const bridgeOffOld = p("d", "2025-12-01T00:00:00Z", 52, 19, 140); // 10, older
    const sameTimeLowId = p("e1", "2025-12-01T00:00:00Z", 54, 18, 140); // 10, as old as d
    const tooFar = p("f", "2026-03-01T00:00:00Z", 55, 18, 140);
    const unknown = p("g", "2026-03-01T00:00:00Z", 52, 18, 140);
    unknown.temple_length = null;
    const products = [tooFar, sameTimeLowId, bridgeOffOld, unknown, templeOffNew, lensOff, exact];
    const expected = ["a", "b", "c", "e1", "d"];
    expect(matchFrames(products, wanted).map((x) => x.id)).toEqual(expected);
    expect(matchFrames([...products].reverse(), wanted).map((x) => x.id)).toEqual(expected);
    expect(matchFrames([], wanted)).toEqual([]);
  });
});

describe("the match form's numbers", () => {
  const message = (input: Record<string, unknown>) => {
    const r = fitSchema.safeParse({ lens: "52", bridge: "18", temple: "140", ...input });
    return r.success ? null : r.error.issues[0].message;
  };

  it("reads typed strings as whole millimetres", () => {
    expect(fitSchema.parse({ lens: " 52 ", bridge: "18", temple: 140 })).toEqual({ lens: 52, bridge: 18, temple: 140 });
  });

  it("says what is wrong, field by field", () => {
    expect(message({ lens: "" })).toBe("Please enter the lens width");
    expect(message({ bridge: undefined })).toBe("Please enter the bridge width");
    expect(message({ temple: "abc" })).toBe("Temple length must be a whole number of millimetres");
    expect(message({ lens: "52.5" })).toBe("Lens width must be a whole number of millimetres");
    expect(message({ lens: "29" })).toBe("Lens width must be between 30 and 80 mm");
    expect(message({ bridge: "31" })).toBe("Bridge width must be between 10 and 30 mm");
    expect(message({ temple: "99" })).toBe("Temple length must be between 100 and 160 mm");
    expect(message({ temple: "Infinity" })).not.toBeNull();
    expect(message({ lens: ["52"] })).not.toBeNull();
  });

  it("accepts the limits themselves", () => {
    expect(message({ lens: "30", bridge: "10", temple: "100" })).toBeNull();
    expect(message({ lens: "80", bridge: "30", temple: "160" })).toBeNull();
  });

  it("reads a URL's fit leniently: anything but three valid numbers is no fit", () => {
    expect(fitFromParam("52-18-140")).toEqual({ lens: 52, bridge: 18, temple: 140 });
    for (const bad of ["", "52-18", "52-18-140-1", "52_18_140", "5-18-140", "52-18-999", "a-b-c", undefined, 52, ["52-18-140"]]) {
      expect(fitFromParam(bad), String(bad)).toBeUndefined();
    }
  });
});
