import { describe, expect, it } from "vitest";
import { INSURANCE_COPY, INSURANCE_PLANS } from "@/content/insurance-plans";
import {
  PROVINCES,
  REQUIRED_MESSAGE,
  lastFour,
  missingFields,
  placeOrderSchema,
  stepIssues,
  stepMessage,
  type CheckoutForm,
} from "@/lib/validations/checkout";

const empty: CheckoutForm = {
  email: "", firstName: "", lastName: "", phone: "",
  address: "", city: "", province: "ON", postalCode: "",
  paymentMethod: "card", cardNumber: "", expiryDate: "", cvv: "", nameOnCard: "",
  sameAsShipping: true, billingAddress: "", billingCity: "", billingProvince: "ON", billingPostalCode: "",
  fulfilment: "delivery", pickupClinic: "",
};
const filled: CheckoutForm = {
  ...empty,
  email: "pat@example.com", firstName: "Pat", lastName: "Singh", phone: "905-555-0111",
  address: "1 Main St", city: "Brampton", postalCode: "L6Y 0P8",
  cardNumber: "4242 4242 4242 4242", expiryDate: "12/29", cvv: "123", nameOnCard: "Pat Singh",
};
const item = { productId: "00000000-0000-4000-8003-000000000001", quantity: 1, color: "Black", size: "57" };
const order = {
  email: "pat@example.com", firstName: "Pat", lastName: "Singh", phone: "905-555-0111",
  address: "1 Main St", city: "Brampton", province: "ON", postalCode: "L6Y 0P8",
  sameAsShipping: true, nameOnCard: "Pat Singh", cardLast4: "4242", items: [item],
};

describe("checkout steps", () => {
  it("step 1 needs email, first name, last name and phone", () => {
    expect(missingFields(1, empty)).toEqual(["email", "firstName", "lastName", "phone"]);
    expect(stepMessage(stepIssues(1, empty))).toBe(REQUIRED_MESSAGE);
    expect(missingFields(1, filled)).toEqual([]);
  });

  it("step 2 needs address, city, province and postal code; province defaults to ON", () => {
    expect(missingFields(2, empty)).toEqual(["address", "city", "postalCode"]);
    expect(missingFields(2, { ...filled, province: "" as never })).toEqual(["province"]);
    expect(stepMessage(stepIssues(2, { ...filled, province: "XX" as never }))).toBe(REQUIRED_MESSAGE);
    expect(PROVINCES).toEqual(["ON", "BC", "AB", "QC", "NS", "NB", "MB", "SK", "PE", "NL"]);
  });

  it("step 3 needs the card fields, and billing fields only when billing differs", () => {
    expect(missingFields(3, empty)).toEqual(["cardNumber", "expiryDate", "cvv", "nameOnCard"]);
    expect(missingFields(3, filled)).toEqual([]);
    expect(missingFields(3, { ...filled, sameAsShipping: false })).toEqual(["billingAddress", "billingCity", "billingPostalCode"]);
    expect(
      missingFields(3, { ...filled, sameAsShipping: false, billingAddress: "9 King St", billingCity: "Toronto", billingPostalCode: "M5H 2N2" }),
    ).toEqual([]);
  });

  it("blank-only input counts as missing", () => {
    expect(missingFields(1, { ...filled, firstName: "   " })).toEqual(["firstName"]);
  });

  it("a typed but malformed e-mail gets its own message, not the missing-fields one", () => {
    const issues = stepIssues(1, { ...filled, email: "pat-at-example" });
    expect(issues).toEqual([{ field: "email", message: "Please enter a valid email address" }]);
    expect(stepMessage(issues)).toBe("Please enter a valid email address");
    expect(stepMessage(stepIssues(1, { ...filled, email: "pat-at-example", phone: "" }))).toBe(REQUIRED_MESSAGE);
  });

  it("keeps only the card's last four digits", () => {
    expect(lastFour("4242 4242 4242 1234")).toBe("1234");
    expect(lastFour("4111-1111-1111-9876")).toBe("9876");
  });
});

describe("the order the server accepts", () => {
  it("takes no card number, no CVV and no prices", () => {
    expect(placeOrderSchema.safeParse(order).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...order, cardNumber: "4242424242424242" }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...order, cvv: "123" }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...order, total: 1 }).success).toBe(false);
    const parsed = placeOrderSchema.parse({ ...order, items: [{ ...item, price: 0.01, sale_price: 0.01 }] });
    expect(parsed.items[0]).toEqual(item);
  });

  it("needs four digits, a billing address when billing differs, and at least one line", () => {
    expect(placeOrderSchema.safeParse({ ...order, cardLast4: "42424" }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...order, sameAsShipping: false }).success).toBe(false);
    expect(
      placeOrderSchema.safeParse({
        ...order,
        sameAsShipping: false,
        billing: { billingAddress: "9 King St", billingCity: "Toronto", billingProvince: "ON", billingPostalCode: "M5H 2N2" },
      }).success,
    ).toBe(true);
    expect(placeOrderSchema.safeParse({ ...order, items: [] }).error?.issues[0].message).toBe("Your cart is empty");
    expect(placeOrderSchema.safeParse({ ...order, items: [{ ...item, quantity: 0 }] }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...order, items: [{ ...item, productId: "not-a-uuid" }] }).success).toBe(false);
  });
});

describe("the optional Insurance section (issue 33)", () => {
  const insured = { insurer: "Sun Life Financial", policyNumber: "", memberId: "A-1", relationship: "" };
  it("is optional: empty, the payment step advances and nothing is sent", () => {
    expect(missingFields(3, { ...filled, insurer: "", policyNumber: "", memberId: "", relationship: "" })).toEqual([]);
    expect(placeOrderSchema.safeParse(order).success).toBe(true);
  });

  it("once anything is filled in, needs the insurer and the member ID", () => {
    expect(stepIssues(3, { ...filled, policyNumber: "P-9" })).toEqual([
      { field: "insurer", message: INSURANCE_COPY.insurerRequired },
      { field: "memberId", message: INSURANCE_COPY.memberIdRequired },
    ]);
    expect(stepIssues(3, { ...filled, ...insured })).toEqual([]);
    expect(stepIssues(3, { ...filled, ...insured, relationship: "spouse" })).toEqual([]);
    expect(stepIssues(3, { ...filled, ...insured, memberId: "A\u202E1" })[0].field).toBe("memberId");
    expect(placeOrderSchema.safeParse({ ...order, insurance: insured }).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...order, insurance: { ...insured, insurer: "Acme" } }).success).toBe(false);
  });

  it("offers the plans the insurance page lists", () => {
    expect(INSURANCE_PLANS).toContain("Green Shield Canada");
    expect(INSURANCE_PLANS).toContain("Sun Life Financial");
  });
});
