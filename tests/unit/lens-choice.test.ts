import { describe, expect, it } from "vitest";
import { PRESCRIPTION_MESSAGES as M } from "@/content/lenses";
import { LENS_COPY } from "@/content/lens-copy";
import { checkCart } from "@/lib/cart/availability";
import { ONTARIO, addLine, cartTotals, setLineQuantity, type CartLine } from "@/lib/cart/lines";
import { checkLensChoice, lensKey, lensSummary, type EnteredPrescription, type LensChoice } from "@/lib/lenses/choice";
import { emptyDraft, parseNumber, readDraft, type LensDraft } from "@/lib/lenses/draft";
import { lensChoiceSchema } from "@/lib/validations/lenses";

const TODAY = "2026-11-26";
const frame = { name: "Aria", kids: false, polarized: false };
const entered = (over: Partial<Omit<EnteredPrescription, "source">> = {}): EnteredPrescription => ({
  source: "entered",
  right: { sph: -2, cyl: -0.75, axis: 90, add: 2 },
  left: { sph: -2.25, cyl: null, axis: null, add: 2 },
  pd: { single: 63 },
  date: "2026-05-01",
  prescribedBy: "Dr. Anita Rao, OD",
  patientName: "Pat Singh",
  ...over,
});
const progressive = (over: Partial<LensChoice> = {}): LensChoice =>
  ({ type: "progressive", prescription: entered(), material: "high-index-167", coatings: ["anti-reflective"], ...over }) as LensChoice;

describe("a line's lens summary", () => {
  it("reads as the issue writes it, and never holds the prescription's numbers", () => {
    expect(lensSummary(progressive())).toBe("Progressive · High-index 1.67 · Anti-reflective · prescription entered");
    expect(lensSummary({ type: "single-vision", prescription: { source: "upload", uploadId: "x", fileName: "rx.png" }, material: "standard-150", coatings: [] })).toBe(
      "Single vision · Standard 1.50 · prescription uploaded",
    );
    expect(lensSummary({ type: "reading", readingPower: 1.5, material: "standard-150", coatings: [] })).toBe("Reading +1.50");
    expect(lensSummary(progressive())).not.toMatch(/2\.25|63/);
    expect(lensSummary(undefined)).toBe("Frame only");
  });

  it("keys the same lenses alike whatever the coatings' order, and other lenses apart", () => {
    const a = progressive({ coatings: ["anti-reflective", "blue-light"] });
    const b = progressive({ coatings: ["blue-light", "anti-reflective"] });
    expect(lensKey(a)).toBe(lensKey(b));
    expect(lensKey(a)).not.toBe(lensKey(progressive()));
    expect(lensKey(undefined)).toBe("");
  });
});

describe("the server's lens rules", () => {
  it("prices progressive, high-index 1.67 and anti-reflective at $320", () => {
    expect(checkLensChoice(progressive(), frame, TODAY)).toMatchObject({ ok: true, price: 320 });
  });

  it("refuses 1.50 with SPH -7.00, and 1.59 too; 1.67 is taken", () => {
    const strong = entered({ right: { sph: -7, cyl: null, axis: null, add: 2 } });
    for (const material of ["standard-150", "polycarbonate-159"] as const) {
      expect(checkLensChoice(progressive({ prescription: strong, material }), frame, TODAY)).toEqual({ ok: false, error: `Aria: ${M.materialPower}` });
    }
    expect(checkLensChoice(progressive({ prescription: strong }), frame, TODAY).ok).toBe(true);
  });

  it("refuses progressive without ADD and an Axis without CYL, naming the field", () => {
    const noAdd = checkLensChoice(progressive({ prescription: entered({ left: { sph: -1, cyl: null, axis: null, add: null } }) }), frame, TODAY);
    expect(noAdd).toEqual({ ok: false, error: `Aria: Left eye (OS) ADD: ${M.addRequired}` });
    const axis = checkLensChoice(progressive({ prescription: entered({ left: { sph: -1, cyl: null, axis: 90, add: 2 } }) }), frame, TODAY);
    expect(axis).toEqual({ ok: false, error: `Aria: Left eye (OS) Axis: ${M.axisWithoutCyl}` });
  });

  it("keeps 1.50 off kids' frames and light-responsive off polarized ones, and takes a coating once", () => {
    const readers: LensChoice = { type: "reading", readingPower: 1.5, material: "standard-150", coatings: [] };
    expect(checkLensChoice(readers, { ...frame, kids: true }, TODAY)).toEqual({ ok: false, error: `Aria: ${M.materialKids}` });
    expect(checkLensChoice({ ...readers, material: "polycarbonate-159" }, { ...frame, kids: true }, TODAY).ok).toBe(true);
    expect(checkLensChoice({ ...readers, coatings: ["light-responsive"] }, { ...frame, polarized: true }, TODAY)).toEqual({ ok: false, error: `Aria: ${M.coatingPolarized}` });
    expect(checkLensChoice({ ...readers, coatings: ["light-responsive"] }, frame, TODAY)).toMatchObject({ ok: true, price: 100 });
    expect(checkLensChoice({ ...readers, coatings: ["blue-light", "blue-light"] }, frame, TODAY)).toEqual({ ok: false, error: `Aria: ${LENS_COPY.coatingTwice}` });
  });

  it("takes readers only from +0.75 to +3.50 in 0.25 steps", () => {
    for (const readingPower of [0.5, 3.75, 1.1]) {
      expect(checkLensChoice({ type: "reading", readingPower, material: "standard-150", coatings: [] }, frame, TODAY).ok, String(readingPower)).toBe(false);
    }
  });

  it("checks an exam lookup's month and date of birth", () => {
    const exam = (over: object) => progressive({ prescription: { source: "exam", clinic: "steeles", examMonth: "2026-03", name: "Pat Singh", birthDate: "1980-05-14", ...over } });
    expect(checkLensChoice(exam({}), frame, TODAY).ok).toBe(true);
    expect(checkLensChoice(exam({ examMonth: "2026-12" }), frame, TODAY).ok).toBe(false);
    expect(checkLensChoice(exam({ birthDate: "2027-01-01" }), frame, TODAY).ok).toBe(false);
    expect(checkLensChoice(exam({ birthDate: "1980-02-30" }), frame, TODAY).ok).toBe(false);
  });

  it("parses only the shapes the page sends (no prices, no unknown keys, no unknown coatings)", () => {
    expect(lensChoiceSchema.safeParse(progressive()).success).toBe(true);
    expect(lensChoiceSchema.safeParse({ ...progressive(), lensPrice: 0 }).success).toBe(false);
    expect(lensChoiceSchema.safeParse({ ...progressive(), coatings: ["gold-plated"] }).success).toBe(false);
    expect(lensChoiceSchema.safeParse({ ...progressive(), material: "glass" }).success).toBe(false);
    expect(lensChoiceSchema.safeParse({ type: "frame-only" }).success).toBe(false);
  });
});

describe("the cart with lenses", () => {
  const line = (over: Partial<CartLine> = {}): CartLine => ({
    id: "p1", name: "Aria", price: 100, sale_price: null, quantity: 1, selectedColor: "Black", selectedSize: "52", brand: "B", ...over,
  });

  it("keeps the same frame with other lenses as another line, and a prescription line at one pair", () => {
    let lines = addLine([], line());
    lines = addLine(lines, line({ lens: progressive(), lensPrice: 320 }));
    lines = addLine(lines, line({ lens: progressive(), lensPrice: 320 }));
    expect(lines).toHaveLength(2);
    expect(lines[1].quantity).toBe(1);
    expect(setLineQuantity(lines, lines[1], 4)[1].quantity).toBe(1);
    const readers = line({ lens: { type: "reading", readingPower: 2, material: "standard-150", coatings: [] }, lensPrice: 0 });
    expect(setLineQuantity([readers], readers, 3)[0].quantity).toBe(3);
  });

  it("adds what the lenses cost to the pair and the totals (the prescription pair zero-rated)", () => {
    expect(cartTotals([line({ lens: progressive(), lensPrice: 320 }), line({ sale_price: 80 })], ONTARIO)).toEqual({
      subtotal: 500,
      taxes: [{ rate: 0.13, label: "HST 13%", base: 80, amount: 10.4 }, { rate: 0, label: "HST 0% (prescription eyewear)", base: 420, amount: 0 }],
      tax: 10.4,
      taxKnown: true,
      shipping: 0,
      total: 510.4,
    });
  });

  it("corrects a lens price edited in the browser, as prices changed", () => {
    const tampered = line({ lens: progressive(), lensPrice: 1 });
    const check = checkCart([tampered], [{ id: "p1", price: 100, sale_price: null, stock_quantity: 5 }]);
    expect(check.pricesChanged).toBe(true);
    expect(check.lines[0].lensPrice).toBe(320);
    const honest = checkCart([line({ lens: progressive(), lensPrice: 320 })], [{ id: "p1", price: 100, sale_price: null, stock_quantity: 5 }]);
    expect(honest.pricesChanged).toBe(false);
    const stray = checkCart([line({ lensPrice: 50 })], [{ id: "p1", price: 100, sale_price: null, stock_quantity: 5 }]);
    expect(stray.lines[0].lensPrice).toBeUndefined();
  });
});

describe("the product page's lens section", () => {
  const draft = (over: Partial<LensDraft>): LensDraft => ({ ...emptyDraft(), ...over });
  const eye = (sph: string, cyl = "", axis = "", add = "") => ({ sph, cyl, axis, add });

  it("reads prescription numbers as people write them", () => {
    expect(parseNumber("-2.25")).toBe(-2.25);
    expect(parseNumber("+1.5")).toBe(1.5);
    expect(parseNumber("−0.75")).toBe(-0.75);
    expect(parseNumber("PL")).toBe(0);
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("1e3")).toBeNaN();
  });

  it("turns off 1.50 and 1.59 as soon as SPH -7.00 is typed, choosing 1.67 for the shopper", () => {
    const state = readDraft("single-vision", draft({ source: "entered", right: eye("-7.00") }), frame, TODAY);
    expect(state.materials.filter((m) => !m.allowed).map((m) => m.id)).toEqual(["standard-150", "polycarbonate-159"]);
    expect(state.material).toBe("high-index-167");
    expect(state.price).toBe(80);
    expect(state.choice).toBeNull();
  });

  it("answers a missing Axis beside that field and builds the choice once all is well", () => {
    const base = { source: "entered" as const, left: eye("-1.00"), pd: "63", date: "2026-05-01", prescribedBy: " Dr. Anita Rao, OD ", patientName: "Pat Singh" };
    const missing = readDraft("single-vision", draft({ ...base, right: eye("-1.00", "-0.75") }), frame, TODAY);
    expect(missing.errors).toEqual({ "right.axis": M.axisRequired });
    const ok = readDraft("single-vision", draft({ ...base, right: eye("-1.00", "-0.75", "90") }), frame, TODAY);
    expect(ok.errors).toEqual({});
    expect(ok.choice).toMatchObject({ type: "single-vision", material: "standard-150", prescription: { source: "entered", right: { sph: -1, cyl: -0.75, axis: 90 }, prescribedBy: "Dr. Anita Rao, OD", patientName: "Pat Singh" } });
    const unnamed = readDraft("single-vision", draft({ ...base, right: eye("-1.00"), prescribedBy: "", patientName: "  " }), frame, TODAY);
    expect(unnamed.errors).toEqual({ prescribedBy: M.prescribedByRequired, patientName: M.patientNameRequired });
    expect(unnamed.choice).toBeNull();
  });

  it("asks for a source, a reading power or an upload before anything goes in the cart", () => {
    expect(readDraft("progressive", draft({}), frame, TODAY).errors).toEqual({ source: LENS_COPY.sourceRequired });
    expect(readDraft("reading", draft({}), frame, TODAY).errors).toEqual({ readingPower: M.readingPower });
    expect(readDraft("single-vision", draft({ source: "upload" }), frame, TODAY).errors).toEqual({ upload: LENS_COPY.uploadMissing });
    expect(readDraft("single-vision", draft({ source: "later" }), frame, TODAY).choice).toMatchObject({ prescription: { source: "later" } });
    expect(readDraft("reading", draft({ readingPower: "1.50" }), frame, TODAY).choice).toEqual({ type: "reading", readingPower: 1.5, material: "standard-150", coatings: [] });
  });

  it("never offers a kids' frame 1.50, even for readers", () => {
    const state = readDraft("reading", draft({ readingPower: "1.00" }), { ...frame, kids: true }, TODAY);
    expect(state.material).toBe("polycarbonate-159");
    expect(state.materials[0]).toEqual({ id: "standard-150", allowed: false, reason: "kids" });
  });
});
