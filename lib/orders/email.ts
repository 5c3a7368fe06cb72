import { BRAND, telHref } from "@/content/clinics";
import type { MailMessage } from "@/lib/mail/types";

type Confirmation = {
  orderNumber: string;
  to: string;
  firstName: string;
  lines: { name: string; quantity: number; color: string; lineTotal: string }[];
  subtotal: string;
  tax: string;
  total: string;
  cardLast4: string;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function orderConfirmationEmail(o: Confirmation): MailMessage {
  const items = o.lines.map((l) => `  ${l.quantity} × ${l.name}${l.color ? ` (${l.color})` : ""} — ${l.lineTotal}`).join("\n");
  const text = `Hi ${o.firstName},

Thank you for your order with ${BRAND.name}. Your order number is ${o.orderNumber}.

${items}

Subtotal: ${o.subtotal}
Tax (13% HST): ${o.tax}
Shipping: Free
Total: ${o.total}

Payment: your card ending in ${o.cardLast4} has not been charged online. Our team will call you to take payment before your order ships.
Estimated delivery: 5-7 business days after payment.

Questions? Call ${BRAND.phone} or reply to ${BRAND.contactEmail}.

${BRAND.name}`;
  const html = `<p>Hi ${escape(o.firstName)},</p>
<p>Thank you for your order with ${escape(BRAND.name)}. Your order number is <strong>${escape(o.orderNumber)}</strong>.</p>
<ul>${o.lines.map((l) => `<li>${l.quantity} × ${escape(l.name)}${l.color ? ` (${escape(l.color)})` : ""} — ${escape(l.lineTotal)}</li>`).join("")}</ul>
<p>Subtotal: ${escape(o.subtotal)}<br>Tax (13% HST): ${escape(o.tax)}<br>Shipping: Free<br><strong>Total: ${escape(o.total)}</strong></p>
<p>Your card ending in ${escape(o.cardLast4)} has not been charged online. Our team will call you to take payment before your order ships. Estimated delivery: 5-7 business days after payment.</p>
<p>Questions? Call <a href="${telHref(BRAND.phone)}">${escape(BRAND.phone)}</a>.</p>`;
  return { kind: "order-confirmation", to: o.to, subject: `Your ${BRAND.name} order ${o.orderNumber}`, text, html };
}
