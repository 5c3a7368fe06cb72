import type { Metadata } from "next";
import { CheckoutFlow } from "@/components/checkout/checkout-flow";
import { Container } from "@/components/ui/container";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

export default function CheckoutPage() {
  return (
    <Container className="py-10 md:py-14">
      <h1 className="font-display text-3xl font-semibold text-ink md:text-4xl">Checkout</h1>
      <div className="mt-8">
        <CheckoutFlow />
      </div>
    </Container>
  );
}
