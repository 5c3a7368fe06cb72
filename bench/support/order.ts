/** One order line: a product with a colour and size it really has (the server refuses any other). */
export type BenchLine = { productId: string; quantity: number; color: string; size: string };

/**
 * Seeded frames (supabase/seed.sql) the benches order, with their first colour and their one size
 * (the lens width, as the product page offers it).
 */
export const SEEDED_LINES: Record<string, Omit<BenchLine, "quantity">> = {
  "00000000-0000-4000-8003-000000000003": { productId: "00000000-0000-4000-8003-000000000003", color: "Black", size: "51" },
  "00000000-0000-4000-8003-000000000004": { productId: "00000000-0000-4000-8003-000000000004", color: "Black", size: "53" },
  "00000000-0000-4000-8003-000000000010": { productId: "00000000-0000-4000-8003-000000000010", color: "Black", size: "52" },
};

/** A checkout as the browser sends it to placeOrderAction: one shopper, its lines. */
export function benchOrder(email: string, lastName: string, items: BenchLine[]) {
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
    items,
  };
}
