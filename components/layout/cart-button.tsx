"use client";

import { useShellWords } from "@/components/i18n/shell-words";
import { fill } from "@/lib/i18n/fill";
import { ShoppingBag } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { itemCount } from "@/lib/cart/lines";
import { useCart } from "@/lib/cart/store";

/** Cart icon with the sum of quantities; the badge is hidden at 0. */
export function CartButton() {
  const { cart, locale } = useShellWords();
  const count = useCart((s) => itemCount(s.lines));
  return (
    <Link
      href="/brampton/cart"
      aria-label={count > 0 ? fill(new Intl.PluralRules(locale).select(count) === "one" ? cart.one : cart.other, { count }) : cart.empty}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
    >
      <ShoppingBag aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[0.7rem] font-bold leading-5 text-brand-950"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
