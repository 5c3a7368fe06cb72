import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CheckCircle2 } from "@/components/ui/icons";
import { buttonClass } from "@/components/ui/button";
import { BRAND } from "@/content/brand";
import { telHref } from "@/content/clinics";
import { getDb } from "@/lib/db";
import { findOrderConfirmation } from "@/lib/orders/place-order";

export const metadata: Metadata = { title: "Order Confirmed", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ order?: string | string[] }> };

export default async function OrderSuccessPage({ searchParams }: Props) {
  const raw = (await searchParams).order;
  const candidate = typeof raw === "string" ? raw : undefined;
  // Show a number only if it is a real order; the page reveals nothing else about it.
  const order = candidate ? await findOrderConfirmation(await getDb(), candidate) : null;

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24">
      <CheckCircle2 aria-hidden className="mx-auto size-16 text-brand-600 dark:text-brand-300" />
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink">Order Confirmed</h1>
      <p className="mt-4 text-lg text-ink-muted">Thank you for shopping with {BRAND.name}.</p>
      {order ? (
        <div className="mx-auto mt-6 max-w-md rounded-2xl border border-line bg-surface p-5">
          <p className="text-sm text-ink-muted">Your order number</p>
          <p data-testid="order-number" className="mt-1 font-mono text-2xl font-semibold tracking-wide text-ink">{order.orderNumber}</p>
          <p className="mt-3 text-sm text-ink-muted">
            A confirmation e-mail with your order details is on its way to <span className="font-medium text-ink">{order.maskedEmail}</span>.
          </p>
        </div>
      ) : (
        <p className="mt-4 text-ink-muted">
          A confirmation e-mail with your order number and details is sent to the address you gave at checkout.
        </p>
      )}
      <p className="mx-auto mt-6 max-w-lg text-ink-muted">
        Your card has not been charged online: the payment is recorded as pending, and our team will contact you to take
        payment before your order ships.
      </p>
      <p className="mt-3 font-medium text-ink">Estimated delivery: 5-7 business days.</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link href="/brampton/shop" className={buttonClass("primary", "lg")}>Continue Shopping</Link>
        <Link href="/" className={buttonClass("outline", "lg")}>Back to Home</Link>
      </div>
      <p className="mt-10 text-sm text-ink-muted">
        Questions about your order? Call{" "}
        <a href={telHref(BRAND.phone)} data-call-location="order-success" className="font-medium text-brand-700 underline dark:text-brand-300">{BRAND.phone}</a>{" "}
        or e-mail <a href={`mailto:${BRAND.contactEmail}`} className="font-medium text-brand-700 underline dark:text-brand-300">{BRAND.contactEmail}</a>.
      </p>
    </div>
  );
}
