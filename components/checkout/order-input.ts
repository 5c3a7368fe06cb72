import type { CartLine } from "@/lib/cart/lines";
import { insuranceOf, lastFour, type CheckoutForm, type PlaceOrderInput } from "@/lib/validations/checkout";

/**
 * What the checkout sends to place the order: no card number, no CVV, no price and no tax
 * (the server reads every price from the database and computes the tax per line itself).
 */
export function orderInput(v: CheckoutForm, lines: readonly CartLine[]): PlaceOrderInput {
  const insurance = insuranceOf(v);
  return {
    email: v.email, firstName: v.firstName, lastName: v.lastName, phone: v.phone,
    ...(v.fulfilment === "pickup"
      ? { fulfilment: "pickup" as const, pickupClinic: v.pickupClinic }
      : { fulfilment: "delivery" as const, address: v.address, city: v.city, province: v.province, postalCode: v.postalCode }),
    // A pickup sends no billing address: the card is not charged online, and there is no shipping address to copy.
    sameAsShipping: v.sameAsShipping || v.fulfilment === "pickup",
    billing: v.sameAsShipping || v.fulfilment === "pickup" ? undefined : {
      billingAddress: v.billingAddress ?? "", billingCity: v.billingCity ?? "",
      billingProvince: v.billingProvince ?? "ON", billingPostalCode: v.billingPostalCode ?? "",
    },
    nameOnCard: v.nameOnCard,
    // Only the last four digits leave the browser; the full number and CVV never do.
    cardLast4: lastFour(v.cardNumber),
    // Checked against insuranceSchema on the server; sent only when the section is filled in.
    ...(insurance ? { insurance: insurance as PlaceOrderInput["insurance"] } : {}),
    items: lines.map((l) => ({ productId: l.id, quantity: l.quantity, color: l.selectedColor, size: l.selectedSize, ...(l.lens ? { lens: l.lens } : {}) })),
  };
}
