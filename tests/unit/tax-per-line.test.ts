import { describe, expect, it } from "vitest";
import { TAX_LABELS } from "@/content/tax";
import { ONTARIO, cartTotals as totalsAt, lineTax, taxLines, type CartLine } from "@/lib/cart/lines";

const cartTotals = (lines: Parameters<typeof totalsAt>[0]) => totalsAt(lines, ONTARIO);
const lineTaxRate = (l: Parameters<typeof lineTax>[0]) => lineTax(l, ONTARIO).rate;
const H13 = "HST 13%";
const ZERO = "HST 0% (prescription eyewear)";
import type { EnteredPrescription, LensChoice, PrescriptionChoice } from "@/lib/lenses/key";

// Issue 33: prescription eyewear is zero-rated; frames alone, readers and everything else keep 13% HST.

const entered: EnteredPrescription = {
  source: "entered",
  right: { sph: -2, cyl: null, axis: null, add: 2 },
  left: { sph: -2.25, cyl: null, axis: null, add: 2 },
  pd: { single: 63 },
  date: "2026-05-01",
  prescribedBy: "Dr. Anita Rao, OD",
  patientName: "Pat Singh",
};
const rxLens = (type: "single-vision" | "progressive", prescription: PrescriptionChoice = entered): LensChoice => ({
  type,
  prescription,
  material: "standard-150",
  coatings: [],
});
const reading: LensChoice = { type: "reading", readingPower: 1.5, material: "standard-150", coatings: [] };
const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: "p1", name: "Frame", price: 129.99, sale_price: null, quantity: 1, selectedColor: "Black", selectedSize: "57", brand: "Ray-Ban", ...over,
});

/** What one 13% on the whole subtotal gave before tax went per line. */
const old13 = (lines: CartLine[]) => {
  const subtotalCents = lines.reduce((s, l) => s + Math.round(((l.sale_price ?? l.price) + (l.lensPrice ?? 0)) * 100) * l.quantity, 0);
  const taxCents = Math.round(subtotalCents * 0.13);
  return { subtotal: subtotalCents / 100, tax: taxCents / 100, total: (subtotalCents + taxCents) / 100 };
};

describe("tax per line", () => {
  it("zero-rates glasses whose lenses take a prescription, any of the four ways to give it", () => {
    const sources: PrescriptionChoice[] = [
      entered,
      { source: "upload", uploadId: "00000000-0000-4000-8000-000000000001", fileName: "rx.pdf" },
      { source: "later" },
      { source: "exam", clinic: "steeles", examMonth: "2026-03", name: "Pat Singh", birthDate: "1980-05-14" },
    ];
    for (const type of ["single-vision", "progressive"] as const) {
      for (const rx of sources) expect(lineTaxRate({ lens: rxLens(type, rx) })).toBe(0);
    }
  });

  it("keeps 13% on a frame only and on readers", () => {
    expect(lineTaxRate({})).toBe(ONTARIO.rate);
    expect(lineTaxRate({ lens: reading })).toBe(0.13);
    const t = cartTotals([line({ lens: reading, lensPrice: 0, quantity: 2 })]);
    expect(t.taxes).toEqual([{ rate: 0.13, label: H13, base: 259.98, amount: 33.8 }]); // 3379.74 cents → 33.80
    expect(t.total).toBe(293.78);
  });

  it("a frame only plus a progressive pair: tax only on the frame, each rate rounded once", () => {
    const frame = line(); // $129.99 frame only
    const pair = line({ id: "p2", price: 199, lens: rxLens("progressive"), lensPrice: 200 }); // $399 pair
    const t = cartTotals([frame, pair]);
    expect(t.subtotal).toBe(528.99);
    // 12999 × 0.13 = 1689.87 cents → $16.90 on the frame; nothing on the pair.
    expect(t.taxes).toEqual([
      { rate: 0.13, label: H13, base: 129.99, amount: 16.9 },
      { rate: 0, label: ZERO, base: 399, amount: 0 },
    ]);
    expect(t.tax).toBe(16.9);
    expect(t.total).toBe(545.89);
    // One 13% on everything would have charged $68.77.
    expect(old13([frame, pair]).tax).toBe(68.77);
  });

  it("rounds per rate group, not per line", () => {
    // Three 13% lines of $0.05: 1.95 cents rounded once is 2 cents (per line it would be 3 × 1 = 3).
    const lines = [line({ price: 0.05 }), line({ id: "p2", price: 0.05 }), line({ id: "p3", price: 0.05 })];
    expect(cartTotals(lines).tax).toBe(0.02);
    expect(taxLines([{ rate: 0.13, label: H13, cents: 5 }, { rate: 0.13, label: H13, cents: 5 }, { rate: "0.130", label: H13, cents: 5 }, { rate: "0.000", label: ZERO, cents: 500 }])).toEqual([
      { rate: 0.13, label: H13, base: 0.15, amount: 0.02 },
      { rate: 0, label: ZERO, base: 5, amount: 0 },
    ]);
  });

  it("lists 13% first then 0%, and only the rates present", () => {
    expect(cartTotals([line({ lens: rxLens("single-vision"), lensPrice: 0 })]).taxes).toEqual([{ rate: 0, label: ZERO, base: 129.99, amount: 0 }]);
    expect(cartTotals([line({ lens: rxLens("single-vision"), lensPrice: 0 }), line({ id: "p2" })]).taxes.map((t) => t.rate)).toEqual([0.13, 0]);
  });

  it("a cart without prescription eyewear totals exactly as one 13% on the subtotal did", () => {
    const carts: CartLine[][] = [
      [line()],
      [line({ price: 189, quantity: 3 })],
      [line({ price: 200, sale_price: 159.99 }), line({ id: "p2", price: 0.1, quantity: 3 })],
      [line({ price: 99.99, quantity: 7 }), line({ id: "p2", lens: reading, lensPrice: 0 })],
      [line({ price: 12.34, quantity: 5 }), line({ id: "p2", price: 0.01, quantity: 99 })],
    ];
    for (const lines of carts) {
      const t = cartTotals(lines);
      expect({ subtotal: t.subtotal, tax: t.tax, total: t.total }).toEqual(old13(lines));
      expect(t.taxes).toEqual([{ rate: 0.13, label: H13, base: t.subtotal, amount: t.tax }]);
    }
  });

  it("labels each rate with the words the pages use", () => {
    expect(lineTax({}, ONTARIO).label).toBe("HST 13%");
    expect(lineTax({ lens: rxLens("progressive") }, ONTARIO).label).toBe("HST 0% (prescription eyewear)");
    expect(TAX_LABELS.charged("GST", "5")).toBe("GST 5%");
    expect(TAX_LABELS.zeroRated("GST")).toBe("GST 0% (prescription eyewear)");
  });
});
