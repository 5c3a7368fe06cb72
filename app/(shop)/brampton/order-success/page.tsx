import type { Metadata } from "next";
import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { BRAND, telHref } from "@/content/clinics";
import { getDb } from "@/lib/db";
import { orderExists } from "@/lib/orders/place-order";

export const metadata: Metadata = { title: "Order Confirmed", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ order?: string | string[] }> };

export default async function OrderSuccessPage({ searchParams }: Props) {
  const raw = (await searchParams).order;
  const candidate = typeof raw === "string" ? raw : undefined;
  // Show a number only if it is a real order; the page reveals nothing else about it.
  const orderNumber = candidate && (await orderExists(await getDb(), candidate)) ? candidate : null;

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center md:py-24">
      <CheckCircle2 aria-hidden className="mx-auto size-16 text-brand-600 dark:text-brand-300" />
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink">Order Confirmed</h1>
      {orderNumber ? (
        <p className="mt-4 text-lg text-ink">
          Your order number is <strong data-testid="order-number" className="font-mono">{orderNumber}</strong>
        </p>
      ) : (
        <p className="mt-4 text-lg text-ink-muted">Thank you for shopping with {BRAND.name}.</p>
      )}
      <p className="mt-4 text-ink-muted">
        A confirmation e-mail is on its way with your order details. Your card has not been charged online: our team will
        call you to take payment, then your order ships.
      </p>
      <p className="mt-2 font-medium text-ink">Estimated delivery: 5-7 business days.</p>
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
