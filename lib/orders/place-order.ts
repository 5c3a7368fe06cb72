import { loadClinics } from "@/lib/clinics/load";
import { LENS_COPY } from "@/content/lens-copy";
import { FULFILMENT_COPY } from "@/content/fulfilment";
import { cartTotals, lineTax } from "@/lib/cart/lines";
import { fullAddress } from "@/lib/clinics/format";
import { placeOfSupply } from "@/lib/tax/place";
import { loadTaxRates } from "@/lib/tax/rates";
import type { LensChoice } from "@/lib/lenses/choice";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { formatPrice } from "@/lib/format";
import { enqueueMail } from "@/lib/mail/outbox";
import { patientOf } from "@/lib/patients/link";
import { system, type Db, type Tx } from "@/lib/db/types";
import type { PlaceOrderInput } from "@/lib/validations/checkout";
import { orderConfirmationEmail, orderNoticeEmail } from "./email";
import { addressLine } from "./fulfilment";
import { resolveLineOptions } from "./line-options";
import { OrderRefused, nextSteps, pricedLens, storeLens, type PricedProduct } from "./order-lens";

export { OrderRefused };

export type PlacedOrder = { orderNumber: string; total: number; productIds: string[] };
export type PlaceOrderResult = { ok: true; order: PlacedOrder } | { ok: false; error: string };

type Priced = PricedProduct & {
  id: string;
  brand_name: string | null;
  unit_price: number;
  /** What the line's colour and size are checked against (line-options.ts). */
  colors: unknown;
  lens_width: number | null;
};

/**
 * Takes stock for one product atomically: the UPDATE only matches while enough units
 * remain, so concurrent orders for the last unit cannot both succeed.
 */
async function takeStock(tx: Tx, productId: string, quantity: number): Promise<Priced> {
  const [row] = await tx.query<Priced>(
    `update public.products p set stock_quantity = p.stock_quantity - $2, updated_at = now()
     where p.id = $1 and p.is_active and p.stock_quantity >= $2
     returning p.id, p.name, coalesce(p.sale_price, p.price) as unit_price, p.colors, p.lens_width, p.gender, p.is_polarized,
       (select b.name from public.brands b where b.id = p.brand_id) as brand_name`,
    [productId, quantity],
  );
  if (row) return row;
  const [p] = await tx.query<{ name: string; stock_quantity: number; is_active: boolean }>(
    "select name, stock_quantity, is_active from public.products where id = $1",
    [productId],
  );
  if (!p || !p.is_active) throw new OrderRefused("A product in your cart is no longer available. Please remove it and try again.");
  if (p.stock_quantity === 0) throw new OrderRefused(`${p.name} is out of stock`);
  throw new OrderRefused(`Only ${p.stock_quantity} left of ${p.name}`);
}

/**
 * Places an order: a named system operation (visitors have no insert rights on orders).
 * In one transaction it takes stock, prices every line from the database, checks each line's
 * colour and size against the product (line-options.ts), stores the order and its items and
 * queues the confirmation e-mail. Any failure or refusal writes nothing.
 *
 * Each line keeps its tax rate and label at the place of supply (the delivery address's province,
 * or the pickup clinic's): 0 for glasses made to a prescription that corrects something
 * (zero-rated), the province's HST or GST for everything else; the tax is rounded once per label
 * (cartTotals). The rate is the one in force today (public.tax_rates).
 *
 * Why `db.run(system, …)` rather than a SECURITY DEFINER SQL function: the pricing, tax
 * rounding and e-mail text live once, in TypeScript, shared with the cart (cartTotals) and
 * the mail port (enqueueMail), and both database backends run the same code. The system
 * role is reachable only from server code; the server action validates its input with
 * placeOrderSchema (no prices, no card number) before calling this.
 */
export async function placeOrder(
  db: Db,
  input: PlaceOrderInput,
  userId: string | null,
  opts: { clinicInbox?: string } = {},
): Promise<PlaceOrderResult> {
  try {
    const order = await db.run(system, async (tx) => {
      // One stock update per product (lines may differ only by colour), in id order so
      // concurrent orders lock rows in the same order and never deadlock.
      const perProduct = new Map<string, number>();
      for (const l of input.items) perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) + l.quantity);
      const priced = new Map<string, Priced>();
      for (const id of [...perProduct.keys()].sort()) priced.set(id, await takeStock(tx, id, perProduct.get(id)!));

      // Colour and size as the product has them, read in this transaction: a line asking for
      // anything else refuses the whole order (rolling back the stock just taken).
      const today = todayInToronto();
      const clinics = await loadClinics(tx);
      // Where the order is supplied: the pickup clinic's province, or the delivery address's.
      const pickup = input.fulfilment === "pickup" ? clinics.find((c) => c.id === input.pickupClinic) : undefined;
      if (input.fulfilment === "pickup" && !pickup) throw new OrderRefused(FULFILMENT_COPY.chooseClinic);
      const place = placeOfSupply(await loadTaxRates(tx), pickup?.province ?? input.province ?? "", today);
      if (!place) throw new OrderRefused("We cannot deliver to that province yet. Please call us.");
      const lines = input.items.map((l) => {
        const p = priced.get(l.productId)!;
        const options = resolveLineOptions(p, l.color, l.size);
        if (!options.ok) throw new OrderRefused(options.error);
        const lens = l.lens ? pricedLens(l.lens as LensChoice, l.quantity, p, today) : null;
        const tax = lineTax({ lens: lens?.choice }, place);
        const rx = lens && lens.choice.type !== "reading" ? lens.choice.prescription : null;
        // An exam's clinic is an id the browser sent: it must name one of the clinics.
        if (rx?.source === "exam" && !clinics.some((c) => c.id === rx.clinic)) throw new OrderRefused(LENS_COPY.examClinicRequired);
        return {
          productId: l.productId,
          quantity: l.quantity,
          color: options.colour?.name ?? "",
          colorValue: options.colour?.value ?? null,
          size: options.size,
          name: p.name,
          brand: p.brand_name,
          // The pair's price: the frame's from the database, the lenses' from the lens catalogue.
          unitPrice: Number(p.unit_price) + (lens?.price ?? 0),
          lens,
          // 0 for glasses made to a prescription (zero-rated), the place of supply's rate for everything else.
          taxRate: tax.rate,
          taxLabel: tax.label,
        };
      });
      const totals = cartTotals(lines.map((l) => ({ price: l.unitPrice, sale_price: null, quantity: l.quantity, lens: l.lens?.choice })), place);
      const taxes = totals.taxes.map((t) => ({ label: t.label, amount: formatPrice(t.amount) }));
      const shipping = pickup
        ? null
        : { address: input.address ?? "", city: input.city ?? "", province: input.province ?? "", postalCode: input.postalCode ?? "" };
      const billing = input.sameAsShipping || !input.billing
        ? shipping
        : {
            address: input.billing.billingAddress,
            city: input.billing.billingCity,
            province: input.billing.billingProvince,
            postalCode: input.billing.billingPostalCode,
          };
      const [row] = await tx.query<{ id: string; order_number: string }>(
        `insert into public.orders (user_id, email, first_name, last_name, phone, shipping_address, billing_address,
           subtotal, tax, shipping, total_amount, payment_method, card_last4, insurance, fulfilment, pickup_clinic, tax_province)
         values ($1, lower($2), $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, 0, $10, 'card', $11, $12::jsonb, $13, $14, $15)
         returning id, order_number`,
        [
          userId,
          input.email,
          input.firstName,
          input.lastName,
          input.phone,
          shipping && JSON.stringify(shipping),
          billing && JSON.stringify(billing),
          totals.subtotal,
          totals.tax,
          totals.total,
          input.cardLast4,
          input.insurance ? JSON.stringify(input.insurance) : null,
          pickup ? "pickup" : "delivery",
          pickup?.id ?? null,
          place.province,
        ],
      );
      for (const l of lines) {
        const [item] = await tx.query<{ id: string }>(
          `insert into public.order_items (order_id, product_id, product_name, brand_name, unit_price, quantity,
             color_name, color_value, size, line_total, tax_rate, tax_label)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
          [row.id, l.productId, l.name, l.brand, l.unitPrice, l.quantity, l.color || null, l.colorValue, l.size, (Math.round(l.unitPrice * 100) * l.quantity) / 100, l.taxRate, l.taxLabel],
        );
        if (l.lens) await storeLens(tx, row.id, item.id, l.lens);
      }
      const patientId = await patientOf(tx, "order", row.id);
      await enqueueMail(tx, {
        patientId,
        ...orderConfirmationEmail({
          orderNumber: row.order_number,
          to: input.email,
          firstName: input.firstName,
          lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, color: l.color, size: l.size, lineTotal: formatPrice(l.unitPrice * l.quantity), lenses: l.lens?.summary })),
          nextSteps: nextSteps(lines.map((l) => l.lens?.choice), row.order_number, clinics),
          subtotal: formatPrice(totals.subtotal),
          taxes,
          total: formatPrice(totals.total),
          cardLast4: input.cardLast4,
          pickup: pickup ? { name: pickup.name, address: fullAddress(pickup) } : undefined,
        }),
      });
      if (opts.clinicInbox) {
        await enqueueMail(
          tx,
          orderNoticeEmail({
            orderNumber: row.order_number,
            to: opts.clinicInbox,
            customer: { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone },
            shipping: pickup ? FULFILMENT_COPY.pickupAt(`${pickup.name}, ${fullAddress(pickup)}`) : addressLine(shipping),
            billing: addressLine(billing),
            lines: lines.map((l) => ({
              name: l.name, brand: l.brand, quantity: l.quantity, color: l.color, size: l.size,
              lineTotal: formatPrice(l.unitPrice * l.quantity), lenses: l.lens?.summary,
            })),
            subtotal: formatPrice(totals.subtotal),
            taxes,
            total: formatPrice(totals.total),
            cardLast4: input.cardLast4,
            insurance: input.insurance,
          }),
        );
      }
      return { orderNumber: row.order_number, total: totals.total, productIds: [...perProduct.keys()] };
    });
    return { ok: true, order };
  } catch (err) {
    if (err instanceof OrderRefused) return { ok: false, error: err.message };
    throw err;
  }
}

export type OrderConfirmation = { orderNumber: string; maskedEmail: string };

/** "pat.singh@example.com" → "p•••h@example.com": enough to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local.at(-1)}`;
  return `${shown}${email.slice(at)}`;
}

/**
 * For the success page: whether an order number exists, and its masked e-mail. A system
 * read (visitors cannot select orders) that returns nothing else, so anyone holding the
 * URL learns no names, addresses or amounts.
 */
export async function findOrderConfirmation(db: Db, orderNumber: string): Promise<OrderConfirmation | null> {
  if (!/^ORD-\d{6,20}$/.test(orderNumber)) return null;
  const [row] = await db.run(system, (tx) =>
    tx.query<{ order_number: string; email: string }>(
      "select order_number, email from public.orders where order_number = $1",
      [orderNumber],
    ),
  );
  return row ? { orderNumber: row.order_number, maskedEmail: maskEmail(row.email) } : null;
}
