import type { PlaceOrderInput } from "@/lib/validations/checkout";

/** A checkout's customer details (everything but the lines), as the checkout form sends them. */
export const ORDER_CUSTOMER: Omit<PlaceOrderInput, "items"> = {
  email: "pat@example.com",
  firstName: "Pat",
  lastName: "Singh",
  phone: "905-555-0111",
  address: "1 Main St",
  city: "Brampton",
  province: "ON",
  postalCode: "L6Y 0P8",
  sameAsShipping: true,
  nameOnCard: "Pat Singh",
  cardLast4: "4242",
};
