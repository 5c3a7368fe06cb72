import { describe, expect, it } from "vitest";
import { FULFILMENT_COPY } from "@/content/fulfilment";
import { cartTotals, lineTax, type CartLine } from "@/lib/cart/lines";
import { isPlano, type EnteredPrescription, type LensChoice } from "@/lib/lenses/key";
import { placeOfSupply, type TaxRateRow } from "@/lib/tax/place";
import { placeOrderSchema, stepIssues, type CheckoutForm } from "@/lib/validations/checkout";

// Issue 45: tax follows the place of supply; plano lenses are taxed; an order may be picked up.

const RATES: TaxRateRow[] = [
  { province: "ON", kind: "HST", rate: 0.13, effectiveFrom: "2010-07-01" },
  { province: "NS", kind: "HST", rate: 0.15, effectiveFrom: "2010-07-01" },
  { province: "NS", kind: "HST", rate: 0.14, effectiveFrom: "2025-04-01" },
  { province: "NB", kind: "HST", rate: 0.15, effectiveFrom: "2016-07-01" },
  { province: "AB", kind: "GST", rate: 0.05, effectiveFrom: "2008-01-01" },
];
const at = (province: string, day = "2026-11-29") => placeOfSupply(RATES, province, day)!;

const eye = (sph: number | null, cyl: number | null = null, add: number | null = null) => ({ sph, cyl, axis: cyl ? 90 : null, add });
const entered = (right: EnteredPrescription["right"], left: EnteredPrescription["left"]): EnteredPrescription => ({
  source: "entered", right, left, pd: { single: 63 }, date: "2026-05-01", prescribedBy: "Dr. Anita Rao, OD", patientName: "Pat Singh",
});
const pair = (type: "single-vision" | "progressive", rx: EnteredPrescription): LensChoice => ({ type, prescription: rx, material: "standard-150", coatings: [] });
const plano = pair("single-vision", entered(eye(0, 0), eye(0)));
const progressive = pair("progressive", entered(eye(-2, null, 2), eye(-2.25, null, 2)));
const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: "p1", name: "Frame", price: 200, sale_price: null, quantity: 1, selectedColor: "Black", selectedSize: "52", brand: "Ray-Ban", ...over,
});

describe("place of supply", () => {
  it("takes the rate in force on the day: Nova Scotia's 15% became 14% on 1 April 2025", () => {
    expect(at("NS", "2025-03-31")).toEqual({ province: "NS", kind: "HST", rate: 0.15 });
    expect(at("NS", "2025-04-01")).toEqual({ province: "NS", kind: "HST", rate: 0.14 });
    expect(placeOfSupply(RATES, "ZZ", "2026-01-01")).toBeNull();
    expect(placeOfSupply(RATES, "ON", "2009-01-01")).toBeNull();
  });

  it("charges a frame alone GST 5% in Alberta, HST 14% in Nova Scotia, HST 13% in Ontario", () => {
    const frame = [line()];
    expect(cartTotals(frame, at("AB")).taxes).toEqual([{ rate: 0.05, label: "GST 5%", base: 200, amount: 10 }]);
    expect(cartTotals(frame, at("NS")).taxes).toEqual([{ rate: 0.14, label: "HST 14%", base: 200, amount: 28 }]);
    expect(cartTotals(frame, at("NB")).total).toBe(230);
    expect(cartTotals(frame, at("ON")).taxes[0].label).toBe("HST 13%");
  });

  it("zero-rates a progressive pair wherever it goes, naming the tax it is zero-rated under", () => {
    expect(lineTax({ lens: progressive }, at("AB"))).toEqual({ rate: 0, label: "GST 0% (prescription eyewear)" });
    expect(lineTax({ lens: progressive }, at("NS"))).toEqual({ rate: 0, label: "HST 0% (prescription eyewear)" });
  });

  it("taxes a plano pair (no correction in either eye), with the reason in its label", () => {
    expect(isPlano(plano)).toBe(true);
    expect(isPlano(progressive)).toBe(false);
    expect(isPlano(pair("single-vision", entered(eye(0, -0.5), eye(0))))).toBe(false); // a cylinder corrects astigmatism
    expect(isPlano(pair("single-vision", { ...entered(eye(0), eye(0)), right: eye(0.25) }))).toBe(false);
    expect(lineTax({ lens: plano }, at("ON"))).toEqual({ rate: 0.13, label: "HST 13% (plano lenses: no correction)" });
    const t = cartTotals([line({ lens: plano, lensPrice: 100 }), line({ id: "p2", lens: progressive, lensPrice: 300 })], at("ON"));
    expect(t.taxes.map((x) => [x.label, x.base, x.amount])).toEqual([
      ["HST 13% (plano lenses: no correction)", 300, 39],
      ["HST 0% (prescription eyewear)", 500, 0],
    ]);
  });
});

describe("pickup at a clinic", () => {
  const form = (over: Partial<CheckoutForm>): CheckoutForm => ({
    email: "pat@example.com", firstName: "Pat", lastName: "Singh", phone: "905-555-0100",
    address: "", city: "", province: "ON", postalCode: "", paymentMethod: "card", cardNumber: "", expiryDate: "", cvv: "", nameOnCard: "",
    sameAsShipping: true, fulfilment: "pickup", pickupClinic: "", ...over,
  });

  it("asks for the clinic instead of an address", () => {
    expect(stepIssues(2, form({}))).toEqual([{ field: "pickupClinic", message: FULFILMENT_COPY.chooseClinic }]);
    expect(stepIssues(2, form({ pickupClinic: "goreway" }))).toEqual([]);
    expect(stepIssues(2, form({ fulfilment: "delivery", pickupClinic: "goreway" })).map((i) => i.field)).toEqual(["address", "city", "postalCode"]);
  });

  it("the server takes a pickup without an address, and refuses a delivery without one or a pickup without a clinic", () => {
    const base = {
      email: "pat@example.com", firstName: "Pat", lastName: "Singh", phone: "905-555-0100", sameAsShipping: true, nameOnCard: "Pat Singh", cardLast4: "4242",
      items: [{ productId: "00000000-0000-4000-8003-000000000004", quantity: 1, color: "", size: "" }],
    };
    expect(placeOrderSchema.safeParse({ ...base, fulfilment: "pickup", pickupClinic: "goreway" }).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...base, fulfilment: "pickup" }).error?.issues[0].message).toBe(FULFILMENT_COPY.chooseClinic);
    expect(placeOrderSchema.safeParse({ ...base, fulfilment: "pickup", pickupClinic: "../etc" }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...base, fulfilment: "delivery" }).error?.issues[0].message).toBe("Please fill in all required fields");
    expect(placeOrderSchema.safeParse({ ...base, address: "1 Main St", city: "Calgary", province: "AB", postalCode: "T2P 1J9" }).success).toBe(true);
  });
});
