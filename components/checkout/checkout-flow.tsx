"use client";

import { AlertTriangle, Check, Lock } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { placeOrderAction } from "@/components/checkout/actions";
import { CartSkeleton, OrderSummary } from "@/components/cart/order-summary";
import { useCartCheck } from "@/components/cart/use-cart-check";
import { OrderLines } from "@/components/checkout/order-lines";
import { buttonClass } from "@/components/ui/button";
import { cartTotals } from "@/lib/cart/lines";
import { useCart } from "@/lib/cart/store";
import {
  EMPTY_CART_MESSAGE,
  PROVINCES,
  REQUIRED_MESSAGE,
  lastFour,
  stepIssues,
  stepMessage,
  type CheckoutForm,
} from "@/lib/validations/checkout";

const STEPS = ["Contact Info", "Shipping", "Payment", "Review"] as const;

const DEFAULTS: CheckoutForm = {
  email: "", firstName: "", lastName: "", phone: "",
  address: "", city: "", province: "ON", postalCode: "",
  paymentMethod: "card", cardNumber: "", expiryDate: "", cvv: "", nameOnCard: "",
  sameAsShipping: true, billingAddress: "", billingCity: "", billingProvince: "ON", billingPostalCode: "",
};

const input =
  "block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500";

export function CheckoutFlow() {
  const router = useRouter();
  const { lines, hydrated, checked, orderable } = useCartCheck();
  const clear = useCart((s) => s.clear);
  const [step, setStep] = useState(1);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CheckoutForm>({ defaultValues: DEFAULTS });
  const { register, getValues, setError, clearErrors, formState } = form;
  const sameAsShipping = useWatch({ control: form.control, name: "sameAsShipping" });
  const heading = useRef<HTMLHeadingElement>(null);

  // An empty cart has nothing to check out (but not right after placing the order); a cart
  // whose products are all gone goes back to the cart, which says why.
  const nothingToOrder = hydrated && !placed && (lines.length === 0 || (checked && orderable.length === 0));
  useEffect(() => {
    if (!nothingToOrder) return;
    if (lines.length === 0) toast.error(EMPTY_CART_MESSAGE);
    router.replace("/brampton/cart");
  }, [nothingToOrder, lines.length, router]);

  useEffect(() => heading.current?.focus(), [step]);

  if (!hydrated || nothingToOrder || (lines.length === 0 && !placed)) return <CartSkeleton label="Loading checkout…" />;

  const excluded = lines.length - orderable.length;
  const totals = cartTotals(orderable);

  function next() {
    clearErrors();
    const issues = stepIssues(step as 1 | 2 | 3, getValues());
    const message = stepMessage(issues);
    if (message) {
      issues.forEach((i, n) => setError(i.field as FieldPath<CheckoutForm>, { message: i.message }, { shouldFocus: n === 0 }));
      toast.error(message);
      return;
    }
    setStep((s) => Math.min(4, s + 1));
  }

  async function placeOrder() {
    const v = getValues();
    setPlacing(true);
    setRefusal(null);
    try {
      const result = await placeOrderAction({
        email: v.email, firstName: v.firstName, lastName: v.lastName, phone: v.phone,
        address: v.address, city: v.city, province: v.province, postalCode: v.postalCode,
        sameAsShipping: v.sameAsShipping,
        billing: v.sameAsShipping ? undefined : {
          billingAddress: v.billingAddress ?? "", billingCity: v.billingCity ?? "",
          billingProvince: v.billingProvince ?? "ON", billingPostalCode: v.billingPostalCode ?? "",
        },
        nameOnCard: v.nameOnCard,
        // Only the last four digits leave the browser; the full number and CVV never do.
        cardLast4: lastFour(v.cardNumber),
        // Prices are not sent: the server reads every price from the database.
        items: orderable.map((l) => ({ productId: l.id, quantity: l.quantity, color: l.selectedColor, size: l.selectedSize, ...(l.lens ? { lens: l.lens } : {}) })),
      });
      if (!result.ok) {
        // The cart is kept as it is, so the customer can adjust the line that is short.
        toast.error(result.error);
        setRefusal(result.error);
        setPlacing(false);
        return;
      }
      setPlaced(true);
      clear();
      toast.success("Your order has been placed!");
      router.push(`/brampton/order-success?order=${encodeURIComponent(result.orderNumber)}`);
    } catch {
      const message = "We could not place your order. Nothing was charged — please try again or call us.";
      toast.error(message);
      setRefusal(message);
      setPlacing(false);
    }
  }

  const field = (name: FieldPath<CheckoutForm>, label: string, type = "text", autoComplete?: string) => {
    const err = formState.errors[name as keyof CheckoutForm];
    return (
      <div className="space-y-1.5">
        <label htmlFor={`co-${name}`} className="block text-sm font-medium text-ink">{label} <span aria-hidden className="text-red-600">*</span></label>
        <input
          id={`co-${name}`}
          type={type}
          autoComplete={autoComplete}
          aria-required
          aria-invalid={!!err}
          aria-describedby={err ? `co-${name}-error` : undefined}
          className={input}
          {...register(name, { onChange: () => err && clearErrors(name) })}
        />
        {err ? (
          <p id={`co-${name}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
            {err.message === REQUIRED_MESSAGE ? "Required" : err.message}
          </p>
        ) : null}
      </div>
    );
  };
  const province = (name: "province" | "billingProvince", label: string) => (
    <div className="space-y-1.5">
      <label htmlFor={`co-${name}`} className="block text-sm font-medium text-ink">{label} <span aria-hidden className="text-red-600">*</span></label>
      <select id={`co-${name}`} className={input} {...register(name)}>
        {PROVINCES.map((p) => <option key={p} value={p}>{p}</option>)}
      </select>
    </div>
  );
  const v = getValues();

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <div>
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
        <form className="mt-8 rounded-2xl border border-line bg-surface p-6" onSubmit={(e) => e.preventDefault()} noValidate>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">{STEPS[step - 1]}</h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {step === 1 ? (
              <>
                <div className="sm:col-span-2">{field("email", "Email", "email", "email")}</div>
                {field("firstName", "First name", "text", "given-name")}
                {field("lastName", "Last name", "text", "family-name")}
                <div className="sm:col-span-2">{field("phone", "Phone", "tel", "tel")}</div>
              </>
            ) : null}
            {step === 2 ? (
              <>
                <div className="sm:col-span-2">{field("address", "Address", "text", "street-address")}</div>
                {field("city", "City", "text", "address-level2")}
                {province("province", "Province")}
                {field("postalCode", "Postal code", "text", "postal-code")}
              </>
            ) : null}
            {step === 3 ? (
              <>
                <PaymentNote />
                <div className="sm:col-span-2">{field("cardNumber", "Card number", "text", "cc-number")}</div>
                {field("expiryDate", "Expiry (MM/YY)", "text", "cc-exp")}
                {field("cvv", "CVV", "password", "cc-csc")}
                <div className="sm:col-span-2">{field("nameOnCard", "Name on card", "text", "cc-name")}</div>
                <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
                  <input type="checkbox" className="size-4 accent-brand-600" {...register("sameAsShipping")} />
                  Billing address is the same as shipping
                </label>
                {!sameAsShipping ? (
                  <>
                    <div className="sm:col-span-2">{field("billingAddress", "Billing address", "text", "billing street-address")}</div>
                    {field("billingCity", "Billing city", "text", "billing address-level2")}
                    {province("billingProvince", "Billing province")}
                    {field("billingPostalCode", "Billing postal code", "text", "billing postal-code")}
                  </>
                ) : null}
              </>
            ) : null}
            {step === 4 ? (
              <>
              <dl className="grid gap-4 text-sm sm:col-span-2 sm:grid-cols-2">
                <div><dt className="font-semibold text-ink">Contact</dt><dd className="text-ink-muted">{v.firstName} {v.lastName}<br />{v.email}<br />{v.phone}</dd></div>
                <div><dt className="font-semibold text-ink">Shipping to</dt><dd className="text-ink-muted">{v.address}<br />{v.city}, {v.province} {v.postalCode}</dd></div>
                <div><dt className="font-semibold text-ink">Payment</dt><dd className="text-ink-muted">Card ending in {lastFour(v.cardNumber)}<br />{v.nameOnCard}</dd></div>
                <div><dt className="font-semibold text-ink">Billing</dt><dd className="text-ink-muted">{v.sameAsShipping ? "Same as shipping" : `${v.billingAddress}, ${v.billingCity}, ${v.billingProvince} ${v.billingPostalCode}`}</dd></div>
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
            ) : null}
          </div>
          <div className="mt-8 flex flex-wrap justify-between gap-3">
            {step === 1 ? (
              <Link href="/brampton/cart" className={buttonClass("outline")}>Back to Cart</Link>
            ) : (
              <button type="button" onClick={() => setStep((s) => Math.max(1, s - 1))} disabled={placing} className={buttonClass("outline")}>Previous</button>
            )}
            {step < 4 ? (
              <button type="button" onClick={next} className={buttonClass("primary")}>Next</button>
            ) : (
              <button type="button" onClick={placeOrder} disabled={placing || !checked} aria-busy={placing} className={buttonClass("primary")}>
                {placing ? <Spinner className="size-4" /> : null}
                {placing ? "Processing..." : "Place Order"}
              </button>
            )}
          </div>
        </form>
      </div>
      <OrderSummary totals={totals}>
        <OrderLines lines={orderable} />
        {excluded > 0 ? (
          <p className="text-xs text-ink-muted">
            {excluded === 1 ? "One item" : `${excluded} items`} in your cart can no longer be ordered and {excluded === 1 ? "is" : "are"} left out.
          </p>
        ) : null}
      </OrderSummary>
    </div>
  );
}

/** Said plainly on the payment and review steps: nothing is charged online. */
function PaymentNote() {
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
