/** A checkout as the browser sends it to placeOrderAction: one shopper, `items` of product ids and quantities. */
export function benchOrder(email: string, lastName: string, items: { productId: string; quantity: number }[]) {
  return {
    email,
    firstName: "Bench",
    lastName,
    phone: "905-555-0199",
    address: "1 Main St",
    city: "Brampton",
    province: "ON",
    postalCode: "L6Y 0P8",
    sameAsShipping: true,
    nameOnCard: `Bench ${lastName}`,
    cardLast4: "4242",
    items: items.map((i) => ({ ...i, color: "Black", size: "57" })),
  };
}
