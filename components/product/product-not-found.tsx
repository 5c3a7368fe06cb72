import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";

export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-ink">Product not found</h1>
      <p className="mt-3 text-ink-muted">This frame is no longer available online. Our opticians can help you find a similar style.</p>
      <Link href="/brampton/shop" className={buttonClass("primary", "lg", "mt-8")}>
        Back to Shop
      </Link>
    </div>
  );
}
