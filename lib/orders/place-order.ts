import { loadClinics } from "@/lib/clinics/load";
import type { ClinicName } from "@/lib/clinics/types";
import { LENS_COPY } from "@/content/lens-copy";
import { cartTotals } from "@/lib/cart/lines";
import { checkLensChoice, examMonthWords, needsPrescription, type LensChoice } from "@/lib/lenses/choice";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { formatPrice } from "@/lib/format";
import { enqueueMail } from "@/lib/mail/outbox";
import { system, type Db, type Tx } from "@/lib/db/types";
import type { PlaceOrderInput } from "@/lib/validations/checkout";
import { orderConfirmationEmail, orderNoticeEmail } from "./email";
import { resolveLineOptions } from "./line-options";

export type PlacedOrder = { orderNumber: string; total: number; productIds: string[] };
export type PlaceOrderResult = { ok: true; order: PlacedOrder } | { ok: false; error: string };

/** A refusal the customer should read (which product is short, or lacks the colour asked for), as opposed to a crash. */
export class OrderRefused extends Error {}

type Priced = {
  id: string;
  name: string;
  brand_name: string | null;
  unit_price: number;
  /** What the line's colour and size are checked against (line-options.ts). */
  colors: unknown;
  lens_width: number | null;
  /** What the lens rules read: kids' frames never get 1.50, polarized ones no light-responsive lenses. */
  gender: string;
  is_polarized: boolean;
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

type PricedLens = { choice: LensChoice; price: number; summary: string };

/** A line's lenses checked against every rule for this frame, priced from the lens catalogue. */
function pricedLens(choice: LensChoice, quantity: number, p: Priced, today: string): PricedLens {
  if (needsPrescription(choice) && quantity !== 1) throw new OrderRefused(`${p.name}: ${LENS_COPY.quantityOne}`);
  const check = checkLensChoice(choice, { name: p.name, kids: p.gender === "kids", polarized: p.is_polarized }, today);
  if (!check.ok) throw new OrderRefused(check.error);
  return { choice, price: check.price, summary: check.summary };
}

/**
 * Stores a line's lenses and prescription in order_lens. An upload is claimed by this order
 * only while it is unclaimed and younger than a day (older ones are being removed).
 */
async function storeLens(tx: Tx, orderId: string, itemId: string, lens: PricedLens) {
  const { choice } = lens;
  const rx = choice.type === "reading" ? null : choice.prescription;
  let uploadId: string | null = null;
  if (rx?.source === "upload") {
    const [claimed] = await tx.query<{ id: string }>(
      `update public.prescription_uploads set order_id = $2
       where id = $1 and order_id is null and created_at > now() - interval '24 hours' returning id`,
      [rx.uploadId, orderId],
    );
    if (!claimed) throw new OrderRefused(LENS_COPY.uploadGone);
    uploadId = claimed.id;
  }
  // Only what staff read: the grid (without its source tag) or the exam's details.
  const stored = rx?.source === "entered" ? { right: rx.right, left: rx.left, pd: rx.pd, date: rx.date }
    : rx?.source === "exam" ? { clinic: rx.clinic, examMonth: rx.examMonth, name: rx.name, birthDate: rx.birthDate }
    : null;
  await tx.query(
    `insert into public.order_lens (order_item_id, order_id, lens_type, material, coatings, reading_power, lens_price,
       summary, prescription_source, prescription, upload_id)
     values ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9, $10::jsonb, $11)`,
    [
      itemId, orderId, choice.type, choice.material, choice.coatings,
      choice.type === "reading" ? choice.readingPower : null, lens.price, lens.summary,
      rx?.source ?? null, stored ? JSON.stringify(stored) : null, uploadId,
    ],
  );
}

/** The confirmation's "what happens next" for prescriptions sent later or read from the clinic's file. */
function nextSteps(choices: (LensChoice | undefined)[], orderNumber: string, clinics: readonly ClinicName[]): string[] {
  const steps = new Set<string>();
  for (const c of choices) {
    if (!needsPrescription(c)) continue;
    const rx = c.prescription;
    if (rx.source === "later") steps.add(LENS_COPY.mail.later(orderNumber));
    if (rx.source === "exam") {
      steps.add(LENS_COPY.mail.exam(clinics.find((c) => c.id === rx.clinic)!.shortName, examMonthWords(rx.examMonth)));
    }
  }
  return [...steps];
}

/**
 * Places an order: a named system operation (visitors have no insert rights on orders).
 * In one transaction it takes stock, prices every line from the database, checks each line's
 * colour and size against the product (line-options.ts), stores the order and its items and
 * queues the confirmation e-mail. Any failure or refusal writes nothing.
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
      const lines = input.items.map((l) => {
        const p = priced.get(l.productId)!;
        const options = resolveLineOptions(p, l.color, l.size);
        if (!options.ok) throw new OrderRefused(options.error);
        const lens = l.lens ? pricedLens(l.lens as LensChoice, l.quantity, p, today) : null;
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
        };
      });
      const totals = cartTotals(lines.map((l) => ({ price: l.unitPrice, sale_price: null, quantity: l.quantity })));
      const shipping = {
        address: input.address,
        city: input.city,
        province: input.province,
        postalCode: input.postalCode,
      };
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
           subtotal, tax, shipping, total_amount, payment_method, card_last4)
         values ($1, lower($2), $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, 0, $10, 'card', $11)
         returning id, order_number`,
        [
          userId,
          input.email,
          input.firstName,
          input.lastName,
          input.phone,
          JSON.stringify(shipping),
          JSON.stringify(billing),
          totals.subtotal,
          totals.tax,
          totals.total,
          input.cardLast4,
        ],
      );
      for (const l of lines) {
        const [item] = await tx.query<{ id: string }>(
          `insert into public.order_items (order_id, product_id, product_name, brand_name, unit_price, quantity,
             color_name, color_value, size, line_total)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          [row.id, l.productId, l.name, l.brand, l.unitPrice, l.quantity, l.color || null, l.colorValue, l.size, (Math.round(l.unitPrice * 100) * l.quantity) / 100],
        );
        if (l.lens) await storeLens(tx, row.id, item.id, l.lens);
      }
      await enqueueMail(
        tx,
        orderConfirmationEmail({
          orderNumber: row.order_number,
          to: input.email,
          firstName: input.firstName,
          lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, color: l.color, size: l.size, lineTotal: formatPrice(l.unitPrice * l.quantity), lenses: l.lens?.summary })),
          nextSteps: nextSteps(lines.map((l) => l.lens?.choice), row.order_number, clinics),
          subtotal: formatPrice(totals.subtotal),
          tax: formatPrice(totals.tax),
          total: formatPrice(totals.total),
          cardLast4: input.cardLast4,
        }),
      );
      if (opts.clinicInbox) {
        const oneLine = (a: typeof shipping) => `${a.address}, ${a.city}, ${a.province} ${a.postalCode}`;
        await enqueueMail(
          tx,
          orderNoticeEmail({
            orderNumber: row.order_number,
            to: opts.clinicInbox,
            customer: { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone },
            shipping: oneLine(shipping),
            billing: oneLine(billing),
            lines: lines.map((l) => ({
              name: l.name, brand: l.brand, quantity: l.quantity, color: l.color, size: l.size,
              lineTotal: formatPrice(l.unitPrice * l.quantity), lenses: l.lens?.summary,
            })),
            subtotal: formatPrice(totals.subtotal),
            tax: formatPrice(totals.tax),
            total: formatPrice(totals.total),
            cardLast4: input.cardLast4,
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
