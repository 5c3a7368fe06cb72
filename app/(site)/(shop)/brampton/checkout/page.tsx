import type { Metadata } from "next";
import { CheckoutFlow } from "@/components/checkout/checkout-flow";
import { Container } from "@/components/ui/container";
import { getSession } from "@/lib/auth";
import { fullAddress, getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { usualClinicOf } from "@/lib/patients/read";
import { getTaxRates } from "@/lib/tax";
import { todayInToronto } from "@/lib/validations/booking-choices";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

export default async function CheckoutPage() {
  const [clinics, taxRates, session] = await Promise.all([getClinics(), getTaxRates(), getSession()]);
  const usual = session ? await usualClinicOf(await getDb(), session.userId) : null;
  // "Pick up at a clinic" lists the patient's usual clinic first.
  const pickup = [...clinics]
    .sort((a, b) => Number(b.id === usual) - Number(a.id === usual))
    .map((c) => ({ id: c.id, name: c.name, address: fullAddress(c), province: c.province }));
  return (
    <Container className="py-10 md:py-14">
      <h1 className="font-display text-3xl font-semibold text-ink md:text-4xl">Checkout</h1>
      <div className="mt-8">
        <CheckoutFlow clinics={pickup} usualClinic={usual} taxRates={taxRates} today={todayInToronto()} />
      </div>
    </Container>
  );
}
