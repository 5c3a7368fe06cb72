import { FULFILMENT_COPY, FULFILMENTS, type Fulfilment } from "@/content/fulfilment";
import { INSURANCE_COPY, INSURANCE_PLANS, INSURANCE_RELATIONSHIPS } from "@/content/insurance-plans";
import { lensChoiceSchema } from "@/lib/validations/lenses";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

export const PROVINCES = ["ON", "BC", "AB", "QC", "NS", "NB", "MB", "SK", "PE", "NL"] as const;
export const REQUIRED_MESSAGE = "Please fill in all required fields";
export const EMPTY_CART_MESSAGE = "Your cart is empty";

/** A required field; `label` is the form's, for the text rule's message. */
const required = (label: string, max: number) => z.string().check(...plainText(label), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(max));
/** The card fields never leave the browser (only the last four digits do): no text rule, digits are read from them. */
const requiredCard = (max: number) => z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(max));

export const contactStep = z.object({
  email: z.string().check(...plainText("Email"), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(254), z.email("Please enter a valid email address")),
  firstName: required("First name", 80),
  lastName: required("Last name", 80),
  phone: required("Phone", 30),
});

const address = {
  address: required("Address", 200),
  city: required("City", 80),
  province: z.enum(PROVINCES, { message: REQUIRED_MESSAGE }),
  postalCode: required("Postal code", 12),
};
export const shippingStep = z.object(address);
/** "Pick up at a clinic": one of the clinics' ids (the server checks it names a clinic). */
const clinicId = z.string().check(z.regex(/^[a-z][a-z0-9-]{1,39}$/, FULFILMENT_COPY.chooseClinic));
export const pickupStep = z.object({ pickupClinic: clinicId });

export const billingAddress = z.object({
  billingAddress: required("Billing address", 200),
  billingCity: required("Billing city", 80),
  billingProvince: z.enum(PROVINCES, { message: REQUIRED_MESSAGE }),
  billingPostalCode: required("Billing postal code", 12),
});

/** Step 3 as the browser checks it. Card number and CVV are validated here and never sent. */
export const paymentStep = z.object({
  cardNumber: requiredCard(23),
  expiryDate: requiredCard(7),
  cvv: requiredCard(4),
  nameOnCard: required("Name on card", 120),
});

const RELATIONSHIP_IDS = Object.keys(INSURANCE_RELATIONSHIPS) as [keyof typeof INSURANCE_RELATIONSHIPS, ...(keyof typeof INSURANCE_RELATIONSHIPS)[]];
const insuranceText = (label: string, max: number) =>
  z.string().check(...plainText(label), z.maxLength(max, INSURANCE_COPY.tooLong(label, max)));

/**
 * The optional "Insurance" section, for direct billing. Given at all, it needs the insurer (one
 * of the plans the insurance page lists) and the member ID; the plan number and the relationship
 * may stay empty. The form checks it on the payment step, the server in placeOrderSchema.
 */
export const insuranceSchema = z.strictObject({
  insurer: z.enum(INSURANCE_PLANS, { message: INSURANCE_COPY.insurerRequired }),
  policyNumber: insuranceText(INSURANCE_COPY.policyNumber, 40),
  memberId: insuranceText(INSURANCE_COPY.memberId, 40).check(z.minLength(1, INSURANCE_COPY.memberIdRequired)),
  relationship: z.union([z.enum(RELATIONSHIP_IDS), z.literal("")], { message: INSURANCE_COPY.relationship }),
});
export type InsuranceInput = z.infer<typeof insuranceSchema>;
export type InsuranceFields = { insurer: string; policyNumber: string; memberId: string; relationship: string };

/** The section as sent: nothing when every field is empty, else all four fields. */
export function insuranceOf(form: Partial<InsuranceFields>): InsuranceFields | undefined {
  const fields = { insurer: form.insurer ?? "", policyNumber: form.policyNumber ?? "", memberId: form.memberId ?? "", relationship: form.relationship ?? "" };
  return Object.values(fields).some((v) => v.trim() !== "") ? fields : undefined;
}

/** The whole form, as the checkout page holds it. */
export type CheckoutForm = z.input<typeof contactStep> &
  z.input<typeof shippingStep> &
  z.input<typeof paymentStep> &
  Partial<z.input<typeof billingAddress>> &
  Partial<InsuranceFields> & { sameAsShipping: boolean; paymentMethod: "card"; fulfilment: Fulfilment; pickupClinic: string };

export const STEP_SCHEMAS = [contactStep, shippingStep, paymentStep] as const;
/** Step 3 when billing differs from shipping. */
const paymentWithBilling = z.extend(paymentStep, billingAddress.shape);

export type StepIssue = { field: keyof CheckoutForm; message: string };

/** Every problem with a step's fields (first message per field); empty when it may advance. */
export function stepIssues(step: 1 | 2 | 3, form: CheckoutForm): StepIssue[] {
  const pickup = form.fulfilment === "pickup";
  // A pickup has no delivery address, and then no "same as shipping" billing address to copy.
  const schema = step === 2 && pickup ? pickupStep : step === 3 && !form.sameAsShipping && !pickup ? paymentWithBilling : STEP_SCHEMAS[step - 1];
  const issues = [...(schema.safeParse(form).error?.issues ?? [])];
  const insurance = step === 3 ? insuranceOf(form) : undefined;
  if (insurance) issues.push(...(insuranceSchema.safeParse(insurance).error?.issues ?? []));
  if (issues.length === 0) return [];
  const seen = new Map<string, string>();
  for (const i of issues) if (!seen.has(String(i.path[0]))) seen.set(String(i.path[0]), i.message);
  return [...seen].map(([field, message]) => ({ field: field as keyof CheckoutForm, message }));
}

/** Which fields of a step stop it from advancing; empty when the step may advance. */
export function missingFields(step: 1 | 2 | 3, form: CheckoutForm): string[] {
  return stepIssues(step, form).map((i) => i.field);
}

/** The toast for a step that cannot advance: the spec's message whenever a field is empty. */
export function stepMessage(issues: readonly StepIssue[]): string | null {
  if (issues.length === 0) return null;
  return issues.some((i) => i.message === REQUIRED_MESSAGE) ? REQUIRED_MESSAGE : issues[0].message;
}

export const orderLineSchema = z.object({
  productId: z.uuid(),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(99)),
  color: z.string().check(...plainText("Colour"), z.maxLength(40)),
  size: z.string().check(...plainText("Size"), z.maxLength(12)),
  /** The frame's lenses; absent for "Frame only". Prices are never sent. */
  lens: z.optional(lensChoiceSchema),
});

/**
 * What the server accepts to place an order: no card number, no CVV, no prices. The card
 * is represented by at most its last four digits; every price comes from the database.
 */
export const placeOrderSchema = z
  .strictObject({
    ...contactStep.shape,
    /** Absent from older browsers' orders: a delivery. */
    fulfilment: z.optional(z.enum(FULFILMENTS, { message: REQUIRED_MESSAGE })),
    pickupClinic: z.optional(clinicId),
    // The delivery address: required for a delivery, not sent for a pickup.
    address: z.optional(address.address),
    city: z.optional(address.city),
    province: z.optional(address.province),
    postalCode: z.optional(address.postalCode),
    sameAsShipping: z.boolean(),
    billing: z.optional(billingAddress),
    nameOnCard: required("Name on card", 120),
    cardLast4: z.string().check(z.regex(/^\d{4}$/, "Please enter a valid card number")),
    /** For direct billing; absent when the shopper leaves the section empty. */
    insurance: z.optional(insuranceSchema),
    items: z.array(orderLineSchema).check(z.minLength(1, EMPTY_CART_MESSAGE), z.maxLength(50)),
  })
  .check(
    z.refine((d) => d.fulfilment !== "pickup" || d.pickupClinic !== undefined, { message: FULFILMENT_COPY.chooseClinic, path: ["pickupClinic"] }),
    z.refine((d) => d.fulfilment === "pickup" || (d.address !== undefined && d.city !== undefined && d.province !== undefined && d.postalCode !== undefined), {
      message: REQUIRED_MESSAGE,
      path: ["address"],
    }),
    z.refine((d) => d.sameAsShipping || d.billing, { message: REQUIRED_MESSAGE, path: ["billing"] }),
  );

export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** The last four digits of a card number as typed (spaces and dashes ignored). */
export function lastFour(cardNumber: string): string {
  return cardNumber.replace(/\D/g, "").slice(-4);
}
