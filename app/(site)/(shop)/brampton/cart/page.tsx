import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { Container } from "@/components/ui/container";

export const metadata: Metadata = { title: "Your Cart", robots: { index: false, follow: true } };

export default function CartPage() {
  return (
    <Container className="py-10 md:py-14">
      <h1 className="font-display text-3xl font-semibold text-ink md:text-4xl">Shopping Cart</h1>
      <div className="mt-8">
        <CartView />
      </div>
    </Container>
  );
}
