import { AlertTriangle, Check, Lock } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { FULFILMENT_COPY } from "@/content/fulfilment";
import { INSURANCE_COPY, relationshipWords } from "@/content/insurance-plans";
import type { PickupClinic } from "./fulfilment-fields";
import { insuranceOf, lastFour, type CheckoutForm } from "@/lib/validations/checkout";

export const STEPS = ["Contact Info", "Shipping", "Payment", "Review"] as const;

/** The four steps, the current one marked, those done ticked. */
export function StepList({ step }: { step: number }) {
  return (
    <ol className="flex flex-wrap gap-2" aria-label="Checkout steps">
      {STEPS.map((label, i) => (
        <li key={label} aria-current={step === i + 1 ? "step" : undefined}
          className={`flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ${step === i + 1 ? "bg-brand-600 text-white" : step > i + 1 ? "bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100" : "bg-surface-muted text-ink-muted"}`}>
          <span className="inline-flex size-5 items-center justify-center rounded-full bg-white/20 text-xs">
            {step > i + 1 ? <Check aria-hidden className="size-3.5" /> : i + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** The review step: what the order will be placed with, and the server's refusal if it had one. */
export function ReviewStep({ v, refusal, pickup }: { v: CheckoutForm; refusal: string | null; pickup?: PickupClinic }) {
  const insurance = insuranceOf(v);
  return (
    <>
      <dl className="grid gap-4 text-sm sm:col-span-2 sm:grid-cols-2">
        <div><dt className="font-semibold text-ink">Contact</dt><dd className="text-ink-muted">{v.firstName} {v.lastName}<br />{v.email}<br />{v.phone}</dd></div>
        {pickup ? (
          <div><dt className="font-semibold text-ink">{FULFILMENT_COPY.pickupAt(pickup.name)}</dt><dd className="text-ink-muted">{pickup.address}</dd></div>
        ) : (
          <div><dt className="font-semibold text-ink">Shipping to</dt><dd className="text-ink-muted">{v.address}<br />{v.city}, {v.province} {v.postalCode}</dd></div>
        )}
        <div><dt className="font-semibold text-ink">Payment</dt><dd className="text-ink-muted">Card ending in {lastFour(v.cardNumber)}<br />{v.nameOnCard}</dd></div>
        {pickup ? null : (
          <div><dt className="font-semibold text-ink">Billing</dt><dd className="text-ink-muted">{v.sameAsShipping ? "Same as shipping" : `${v.billingAddress}, ${v.billingCity}, ${v.billingProvince} ${v.billingPostalCode}`}</dd></div>
        )}
        <div className="sm:col-span-2" data-testid="review-insurance">
          <dt className="font-semibold text-ink">{INSURANCE_COPY.review}</dt>
          <dd className="break-words text-ink-muted">
            {insurance ? (
              <>
                {insurance.insurer}
                {insurance.policyNumber ? <> · {INSURANCE_COPY.policyNumber}: {insurance.policyNumber}</> : null}
                <br />
                {INSURANCE_COPY.memberId}: {insurance.memberId}
                {insurance.relationship ? <> · {INSURANCE_COPY.relationship}: {relationshipWords(insurance.relationship)}</> : null}
              </>
            ) : INSURANCE_COPY.reviewNone}
          </dd>
        </div>
      </dl>
      <PaymentNote />
      {refusal ? (
        <p role="alert" className="flex gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800 sm:col-span-2 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {refusal} Your cart has been kept as it was.{" "}
            <Link href="/brampton/cart" className="underline">Adjust it in your cart</Link>.
          </span>
        </p>
      ) : null}
    </>
  );
}

/** Said plainly on the payment and review steps: nothing is charged online. */
export function PaymentNote() {
  return (
    <p className="flex gap-2 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 sm:col-span-2 dark:bg-brand-950 dark:text-brand-100" data-testid="payment-note">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        Your card is not charged online. We record the payment as pending, and the clinic will contact you to take
        payment before your order ships. Only the last four digits of your card are sent to us; the full number and CVV
        never leave this page.
      </span>
    </p>
  );
}
