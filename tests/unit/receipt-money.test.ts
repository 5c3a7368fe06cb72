import { describe, expect, it } from "vitest";
import { lineItems, type StoredLine } from "@/lib/receipts/lines";
import { lineWithTax, paymentRefusal, paymentSums, RECEIPT_NUMBER, receiptNumber, refundFigures, refundRefusal } from "@/lib/receipts/money";

describe("receipt numbers", () => {
  it("are R-YYYY-NNNNNN, six digits, per year", () => {
    expect(receiptNumber(2026, 1)).toBe("R-2026-000001");
    expect(receiptNumber(2026, 42)).toBe("R-2026-000042");
    expect(receiptNumber(2027, 999_999)).toBe("R-2027-999999");
    expect(RECEIPT_NUMBER.test(receiptNumber(2026, 7))).toBe(true);
  });
  it("refuse a sequence or a year they cannot write", () => {
    for (const [y, s] of [[2026, 0], [2026, 1_000_000], [2026, 1.5], [1999, 1], [2026, -1]]) expect(() => receiptNumber(y, s)).toThrow(RangeError);
  });
  it("are matched exactly", () => {
    for (const bad of ["R-2026-00001", "R-26-000001", "r-2026-000001", "R-2026-000001x", " R-2026-000001", "R-2026-000001/../x"]) expect(RECEIPT_NUMBER.test(bad)).toBe(false);
  });
});

describe("payments and balances", () => {
  const p = (amount: number, method = "debit", kind: "payment" | "refund" = "payment") => ({ kind, amount, method });
  it("keep a running balance in cents", () => {
    expect(paymentSums(424.92, [])).toMatchObject({ paid: 0, balance: 424.92, settled: false });
    expect(paymentSums(424.92, [p(100.1), p(0.2)])).toMatchObject({ paid: 100.3, balance: 324.62, settled: false });
    expect(paymentSums(424.92, [p(100.1), p(324.82)])).toMatchObject({ paid: 424.92, balance: 0, settled: true });
  });
  it("split what the insurer paid from what the patient paid", () => {
    expect(paymentSums(300, [p(200, "insurer-direct"), p(100, "credit-card")])).toMatchObject({ insurerShare: 200, patientShare: 100, settled: true });
  });
  it("count a refund against what was paid", () => {
    expect(paymentSums(113, [p(113), p(113, "debit", "refund")])).toMatchObject({ paid: 0, balance: 113 });
  });
  it("refuse a payment larger than the balance, or any once settled", () => {
    expect(paymentRefusal(100, [p(60)], 40)).toBeNull();
    expect(paymentRefusal(100, [p(60)], 40.01)).toBe("too-much");
    expect(paymentRefusal(100, [p(60), p(40)], 0.01)).toBe("nothing-owed");
    // Floating point never lets a cent through: 0.1 + 0.2 paid of 0.30.
    expect(paymentRefusal(0.3, [p(0.1)], 0.2)).toBeNull();
  });
});

describe("a line's priced items", () => {
  const base: StoredLine = {
    product_name: "Wayfarer", brand_name: "Ray-Ban", sku: "RB-1", color_name: "Black", size: "52", quantity: 1,
    unit_price: "519.99", line_total: "519.99", tax_rate: "0", tax_label: "HST 0% (prescription eyewear)", lens_type: "progressive", material: "high-index-167",
    coatings: ["anti-reflective", "blue-light"], lens_price: "370", reading_power: null, prescription_source: "entered",
    prescription: { right: { sph: -2.25, cyl: -0.75, axis: 90, add: 2 }, left: { sph: -2, cyl: null, axis: null, add: 2 }, pd: { single: 63 }, date: "2026-05-01" },
    rx_issued_on: "2026-05-01", rx_prescribed_by: "Dr. Ann Lee", rx_patient_name: "Pat Singh",
  };
  it("prices the frame, the lenses, the material and each coating separately, adding up to the line", () => {
    const line = lineItems(base);
    expect(line.items.map((i) => [i.label, i.amount])).toEqual([
      ["Ray-Ban Wayfarer", 149.99],
      ["Progressive lenses", 200],
      ["High-index 1.67 material", 80],
      ["Anti-reflective coating", 40],
      ["Blue-light filtering coating", 50],
    ]);
    expect(line.items.reduce((s, i) => s + Math.round(i.amount * 100), 0)).toBe(51999);
    expect(line.items[0].detail).toBe("Colour Black · Size 52 · SKU RB-1");
    expect(line.taxRate).toBe(0);
    expect(line.prescription).toEqual({
      issuedOn: "2026-05-01", prescribedBy: "Dr. Ann Lee", registration: null, patientName: "Pat Singh",
      right: { sph: "-2.25", cyl: "-0.75", axis: "90", add: "+2.00" }, left: { sph: "-2.00", cyl: "", axis: "", add: "+2.00" }, pd: "63",
    });
  });
  it("gives the lens type the difference when the catalogue has moved since the sale", () => {
    const line = lineItems({ ...base, lens_price: "400", unit_price: "549.99" });
    expect(line.items[1]).toEqual({ label: "Progressive lenses", amount: 230 });
  });
  it("keeps a frame-only line to its frame, times its quantity, without a prescription", () => {
    const line = lineItems({ ...base, quantity: 2, unit_price: "129.99", line_total: "259.98", tax_rate: "0.13", lens_type: null, material: null, coatings: null, lens_price: null, prescription_source: null, prescription: null, rx_issued_on: null, rx_prescribed_by: null, rx_patient_name: null });
    expect(line.items).toEqual([{ label: "Ray-Ban Wayfarer", detail: "Colour Black · Size 52 · SKU RB-1 · × 2", amount: 259.98 }]);
    expect(line.prescription).toBeUndefined();
    expect(line.heading).toBe("Ray-Ban Wayfarer, frame only");
  });
});

describe("refunds (issue 45)", () => {
  const order = { total: 545.77, tax: 16.77, paid: 545.77 };
  it("by line: each line's price with its own tax, rounded once per line", () => {
    expect(lineWithTax(129, 0.13)).toEqual({ tax: 16.77, total: 145.77 });
    expect(lineWithTax(399, 0)).toEqual({ tax: 0, total: 399 });
    expect(refundFigures(order, { lines: [{ id: "a", lineTotal: 129, rate: 0.13 }, { id: "b", lineTotal: 399, rate: 0 }] })).toEqual({ amount: 544.77, tax: 16.77 });
    expect(refundFigures(order, { lines: [{ id: "a", lineTotal: 0.05, rate: 0.05 }] })).toEqual({ amount: 0.05, tax: 0 }); // 0.25 cents rounds to 0
  });
  it("by amount: the order's share of tax in what was paid; nothing named: everything paid", () => {
    expect(refundFigures(order, { amount: 100 })).toEqual({ amount: 100, tax: 3.07 }); // 10000 × 1677 / 54577 = 307.3 cents
    expect(refundFigures({ ...order, paid: 200 }, null)).toEqual({ amount: 200, tax: 6.15 });
    expect(refundFigures({ total: 0, tax: 0, paid: 0 }, null)).toEqual({ amount: 0, tax: 0 });
  });
  it("refuses a refund of nothing or of more than was paid, to the cent", () => {
    expect(refundRefusal(0, 10)).toBe("nothing-paid");
    expect(refundRefusal(100, 100.01)).toBe("too-much");
    expect(refundRefusal(100, 0)).toBe("too-much");
    expect(refundRefusal(0.3, 0.1 + 0.2)).toBeNull();
  });
});
