import { BRAND } from "@/content/brand";
import { fullAddress } from "@/lib/clinics/format";
import { telHref } from "@/content/clinics";
import { weekRows } from "@/lib/schedule/hours-text";
import type { ScheduleClinic } from "@/lib/schedule/types";
import { ORDER_STATUS_MAIL_COPY as COPY } from "@/content/order-mail";
import type { MailMessage } from "@/lib/mail/types";
import { INSURANCE_COPY, relationshipWords } from "@/content/insurance-plans";
import { FULFILMENT_COPY } from "@/content/fulfilment";

/** One rate's tax as the e-mails list it: "HST 13%: $16.90", "HST 0% (prescription eyewear): $0.00". */
export type MailTaxLine = { label: string; amount: string };
type Insurance = { insurer: string; policyNumber: string; memberId: string; relationship: string };

type Confirmation = {
  orderNumber: string;
  to: string;
  firstName: string;
  /** Colour and size as stored on the line: the product's own, never the browser's. */
  lines: { name: string; quantity: number; color: string; size: string; lineTotal: string; lenses?: string }[];
  /** What happens next for prescriptions still to come or to be read from the clinic's file. */
  nextSteps?: string[];
  subtotal: string;
  taxes: MailTaxLine[];
  total: string;
  cardLast4: string;
  /** Picked up at a clinic (issue 45): where, in place of the delivery's shipping and timing. */
  pickup?: { name: string; address: string };
};

/** "Black, size 53", or just the size for a frame without colours. */
const options = (l: { color: string; size: string }) => [l.color, l.size ? `size ${l.size}` : ""].filter(Boolean).join(", ");

const taxText = (taxes: readonly MailTaxLine[]) => taxes.map((t) => `${t.label}: ${t.amount}`).join("\n");

/** The clinic's notice names the plan for direct billing. */
function insuranceText(i: Insurance | undefined): string {
  if (!i) return "";
  const relationship = i.relationship ? relationshipWords(i.relationship) : "";
  const rows = [
    [INSURANCE_COPY.insurer, i.insurer],
    [INSURANCE_COPY.policyNumber, i.policyNumber],
    [INSURANCE_COPY.memberId, i.memberId],
    [INSURANCE_COPY.relationship, relationship],
  ].filter(([, v]) => v);
  return `\n\n${INSURANCE_COPY.adminHeading}:\n${rows.map(([k, v]) => `  ${k}: ${v}`).join("\n")}`;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function orderConfirmationEmail(o: Confirmation): MailMessage {
  const items = o.lines
    .map((l) => `  ${l.quantity} × ${l.name}${options(l) ? ` (${options(l)})` : ""} — ${l.lineTotal}${l.lenses ? `\n      Lenses: ${l.lenses}` : ""}`)
    .join("\n");
  const next = o.nextSteps?.length ? `\n${o.nextSteps.join("\n\n")}\n` : "";
  const where = o.pickup ? `${FULFILMENT_COPY.pickupAt(o.pickup.name)}: ${o.pickup.address}` : "Shipping: Free";
  const payment = o.pickup
    ? FULFILMENT_COPY.pickupNext(o.pickup.name)
    : `Payment: your card ending in ${o.cardLast4} has not been charged online. Our team will call you to take payment before your order ships.
Estimated delivery: 5-7 business days after payment.`;
  const text = `Hi ${o.firstName},

Thank you for your order with ${BRAND.name}. Your order number is ${o.orderNumber}.

${items}
${next}
Subtotal: ${o.subtotal}
${taxText(o.taxes)}
${where}
Total: ${o.total}

${payment}

Questions? Call ${BRAND.phone} or reply to ${BRAND.contactEmail}.

${BRAND.name}`;
  const html = `<p>Hi ${escape(o.firstName)},</p>
<p>Thank you for your order with ${escape(BRAND.name)}. Your order number is <strong>${escape(o.orderNumber)}</strong>.</p>
<ul>${o.lines.map((l) => `<li>${l.quantity} × ${escape(l.name)}${options(l) ? ` (${escape(options(l))})` : ""} — ${escape(l.lineTotal)}${l.lenses ? `<br>Lenses: ${escape(l.lenses)}` : ""}</li>`).join("")}</ul>
${(o.nextSteps ?? []).map((p) => `<p>${escape(p)}</p>`).join("\n")}
<p>Subtotal: ${escape(o.subtotal)}<br>${o.taxes.map((t) => `${escape(t.label)}: ${escape(t.amount)}`).join("<br>")}<br>${escape(where)}<br><strong>Total: ${escape(o.total)}</strong></p>
<p>${o.pickup ? escape(payment) : `Your card ending in ${escape(o.cardLast4)} has not been charged online. Our team will call you to take payment before your order ships. Estimated delivery: 5-7 business days after payment.`}</p>
<p>Questions? Call <a href="${telHref(BRAND.phone)}">${escape(BRAND.phone)}</a>.</p>`;
  return { kind: "order-confirmation", to: o.to, subject: `Your ${BRAND.name} order ${o.orderNumber}`, text, html };
}

type Notice = {
  orderNumber: string;
  to: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  shipping: string;
  billing: string;
  /** Colour and size as stored on the line: the product's own, never the browser's. */
  lines: { name: string; brand: string | null; quantity: number; color: string; size: string; lineTotal: string; lenses?: string }[];
  subtotal: string;
  taxes: MailTaxLine[];
  total: string;
  cardLast4: string;
  /** For direct billing, when the shopper gave it. */
  insurance?: Insurance;
};

/**
 * The clinic's copy: payment is taken by phone, so the team needs the customer's number
 * and the order at hand. Never the card number (it never reaches the server).
 */
export function orderNoticeEmail(o: Notice): MailMessage {
  const items = o.lines
    .map((l) => `  ${l.quantity} × ${l.brand ? `${l.brand} ` : ""}${l.name}${l.color ? `, ${l.color}` : ""}${l.size ? `, size ${l.size}` : ""} — ${l.lineTotal}${l.lenses ? `\n      Lenses: ${l.lenses}` : ""}`)
    .join("\n");
  const text = `New web order ${o.orderNumber} — payment pending.

Customer: ${o.customer.firstName} ${o.customer.lastName}
Phone: ${o.customer.phone}
E-mail: ${o.customer.email}

Ship to: ${o.shipping}
Bill to: ${o.billing}

${items}

Subtotal: ${o.subtotal}
${taxText(o.taxes)}
Total to collect: ${o.total}${insuranceText(o.insurance)}
Card on file ends in ${o.cardLast4}; call the customer to take payment before shipping.`;
  return { kind: "order-notice", to: o.to, subject: `New order ${o.orderNumber}: ${o.total} to collect from ${o.customer.firstName} ${o.customer.lastName}`, text };
}

/** The order statuses a customer is told about by e-mail, and each e-mail's kind in the outbox. */
export const STATUS_MAIL_KINDS = { ready: "order-ready", delivered: "order-delivered", cancelled: "order-cancelled" } as const;
export type MailedStatus = keyof typeof STATUS_MAIL_KINDS;

export function isMailedStatus(status: string): status is MailedStatus {
  return Object.hasOwn(STATUS_MAIL_KINDS, status);
}

type StatusChange = {
  status: MailedStatus;
  orderNumber: string;
  to: string;
  firstName: string;
  /** The payment status when it changed (a cancellation says whether a refund follows). */
  paymentStatus: string;
  total: string;
  /** Where a ready order can be picked up: the order's clinic when it has one, else every clinic. */
  pickupAt: ScheduleClinic[];
};

/** Paragraphs of the message's body (plain text); the HTML part escapes the same words. */
function statusParagraphs(o: StatusChange): string[] {
  if (o.status === "ready") {
    const where = o.pickupAt.length === 1 ? COPY.ready.whereOne(o.pickupAt[0].shortName) : COPY.ready.whereAny;
    const clinics = o.pickupAt.map((c) =>
      [c.name, fullAddress(c), `${COPY.ready.phone}: ${c.phone}`, ...weekRows(c.hours, "en-CA", "Closed").map((h) => `${h.label}: ${h.value}`)].join("\n"),
    );
    return [COPY.ready.lead(o.orderNumber), where, ...clinics];
  }
  if (o.status === "delivered") return [COPY.delivered.lead(o.orderNumber), COPY.delivered.thanks];
  const payment =
    o.paymentStatus === "paid" ? COPY.cancelled.paid(o.total) : o.paymentStatus === "refunded" ? COPY.cancelled.refunded : COPY.cancelled.unpaid;
  return [COPY.cancelled.lead(o.orderNumber), payment];
}

/** The short note a customer gets when the clinic marks their order ready or delivered, or cancels it. */
export function orderStatusEmail(o: StatusChange): MailMessage {
  const body = statusParagraphs(o);
  const text = [COPY.greeting(o.firstName), ...body, COPY.questions(BRAND.phone, BRAND.contactEmail), COPY.signOff].join("\n\n");
  const phoneLink = `<a href="${telHref(BRAND.phone)}">${escape(BRAND.phone)}</a>`;
  const mailLink = `<a href="mailto:${escape(BRAND.contactEmail)}">${escape(BRAND.contactEmail)}</a>`;
  const html = [COPY.greeting(o.firstName), ...body]
    .map((p) => `<p>${escape(p).replaceAll("\n", "<br>")}</p>`)
    .concat(`<p>${COPY.questions(phoneLink, mailLink)}</p>`)
    .join("\n");
  return { kind: STATUS_MAIL_KINDS[o.status], to: o.to, subject: COPY[o.status].subject(o.orderNumber), text, html };
}
