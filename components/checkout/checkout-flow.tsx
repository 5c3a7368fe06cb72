"use client";

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
import { ProvinceField, TextField } from "@/components/checkout/checkout-fields";
import { InsuranceFields } from "@/components/checkout/insurance-fields";
import { orderInput } from "@/components/checkout/order-input";
import { PaymentNote, ReviewStep, STEPS, StepList } from "@/components/checkout/review-step";
import { buttonClass } from "@/components/ui/button";
import { FulfilmentChoice, PickupClinics, type PickupClinic } from "@/components/checkout/fulfilment-fields";
import { cartTotals } from "@/lib/cart/lines";
import { placeOfSupply, type TaxRateRow } from "@/lib/tax/place";
import { useCart } from "@/lib/cart/store";
import { EMPTY_CART_MESSAGE, insuranceOf, stepIssues, stepMessage, type CheckoutForm } from "@/lib/validations/checkout";

const DEFAULTS: CheckoutForm = {
  email: "", firstName: "", lastName: "", phone: "",
  address: "", city: "", province: "ON", postalCode: "",
  paymentMethod: "card", cardNumber: "", expiryDate: "", cvv: "", nameOnCard: "",
  sameAsShipping: true, billingAddress: "", billingCity: "", billingProvince: "ON", billingPostalCode: "",
  insurer: "", policyNumber: "", memberId: "", relationship: "",
  fulfilment: "delivery", pickupClinic: "",
};

type Props = {
  /** The clinics an order can be picked up at, the patient's usual one first. */
  clinics: readonly PickupClinic[];
  usualClinic: string | null;
  /** public.tax_rates, and today in Brampton: the tax shown is the one the server will charge. */
  taxRates: readonly TaxRateRow[];
  today: string;
};

export function CheckoutFlow({ clinics, usualClinic, taxRates, today }: Props) {
  const router = useRouter();
  const { lines, hydrated, checked, orderable } = useCartCheck();
  const clear = useCart((s) => s.clear);
  const [step, setStep] = useState(1);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CheckoutForm>({ defaultValues: { ...DEFAULTS, pickupClinic: usualClinic ?? "" } });
  const { register, getValues, setError, clearErrors, formState } = form;
  const [sameAsShipping, fulfilment, pickupClinic, shippingProvince] = useWatch({
    control: form.control,
    name: ["sameAsShipping", "fulfilment", "pickupClinic", "province"],
  });
  const pickup = fulfilment === "pickup" ? clinics.find((c) => c.id === pickupClinic) : undefined;
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
  // Tax is known once the shopper is past the contact step: the pickup clinic's province, or the delivery address's.
  const province = fulfilment === "pickup" ? pickup?.province : shippingProvince;
  const place = step >= 2 && province ? placeOfSupply(taxRates, province, today) : null;
  const totals = cartTotals(orderable, place);

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
      const result = await placeOrderAction(orderInput(v, orderable));
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

  const parts = { register, errors: formState.errors, clearErrors };
  const field = (name: FieldPath<CheckoutForm>, label: string, type = "text", autoComplete?: string) => (
    <TextField name={name} label={label} type={type} autoComplete={autoComplete} {...parts} />
  );
  const provinceField = (name: "province" | "billingProvince", label: string) => <ProvinceField name={name} label={label} register={register} />;
  const v = getValues();

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <div>
        <StepList step={step} />
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
                <FulfilmentChoice register={register} pickup={fulfilment === "pickup"} />
                {fulfilment === "pickup" ? (
                  <PickupClinics clinics={clinics} usual={usualClinic} register={register} errors={formState.errors} clearErrors={clearErrors} />
                ) : (
                  <>
                    <div className="sm:col-span-2">{field("address", "Address", "text", "street-address")}</div>
                    {field("city", "City", "text", "address-level2")}
                    {provinceField("province", "Province")}
                    {field("postalCode", "Postal code", "text", "postal-code")}
                  </>
                )}
              </>
            ) : null}
            {step === 3 ? (
              <>
                <PaymentNote />
                <div className="sm:col-span-2">{field("cardNumber", "Card number", "text", "cc-number")}</div>
                {field("expiryDate", "Expiry (MM/YY)", "text", "cc-exp")}
                {field("cvv", "CVV", "password", "cc-csc")}
                <div className="sm:col-span-2">{field("nameOnCard", "Name on card", "text", "cc-name")}</div>
                {fulfilment === "pickup" ? null : (
                  <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
                    <input type="checkbox" className="size-4 accent-brand-600" {...register("sameAsShipping")} />
                    Billing address is the same as shipping
                  </label>
                )}
                {!sameAsShipping && fulfilment !== "pickup" ? (
                  <>
                    <div className="sm:col-span-2">{field("billingAddress", "Billing address", "text", "billing street-address")}</div>
                    {field("billingCity", "Billing city", "text", "billing address-level2")}
                    {provinceField("billingProvince", "Billing province")}
                    {field("billingPostalCode", "Billing postal code", "text", "billing postal-code")}
                  </>
                ) : null}
                <InsuranceFields {...parts} open={!!insuranceOf(v)} />
              </>
            ) : null}
            {step === 4 ? <ReviewStep v={v} refusal={refusal} pickup={pickup} /> : null}
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
