"use client";

import { useEffect, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { checkCartPrices } from "@/components/checkout/actions";
import { checkCart, orderableLines, type FreshProduct, type LineIssue } from "@/lib/cart/availability";
import { useCart } from "@/lib/cart/store";

export const PRICE_CHANGED_MESSAGE = "Some prices changed since you added them. Your cart now shows today's prices.";

/**
 * The stored cart once it has loaded, checked against the server: stale prices are
 * corrected in the stored cart (with a toast) and every line's availability is known.
 * `checked` stays false until the server has answered (or failed, in which case the
 * server still re-checks everything when the order is placed).
 */
export function useCartCheck() {
  const lines = useCart((s) => s.lines);
  const [hydrated, setHydrated] = useState(() => useCart.persist.hasHydrated());
  // The ids asked about and the server's answer (rows only for products still on sale).
  const [answer, setAnswer] = useState<{ asked: Set<string>; rows: FreshProduct[] | null } | null>(null);

  useEffect(() => {
    if (hydrated) return;
    return useCart.persist.onFinishHydration(() => setHydrated(true));
  }, [hydrated]);

  // Ask again only when a product the server has not been asked about appears (not on
  // quantity changes or removals).
  const ids = [...new Set(lines.map((l) => l.id))].sort().join(",");
  const unasked = ids !== "" && ids.split(",").some((id) => !answer?.asked.has(id));
  useEffect(() => {
    if (!hydrated || !unasked) return;
    const asked = ids.split(",");
    let cancelled = false;
    checkCartPrices(asked)
      .then((rows) => {
        if (cancelled) return;
        const result = checkCart(useCart.getState().lines, rows);
        if (result.changed) useCart.getState().replace(result.lines);
        if (result.pricesChanged) toast.info(PRICE_CHANGED_MESSAGE);
        setAnswer({ asked: new Set(asked), rows });
      })
      .catch(() => {
        // Offline or server error: show the cart as stored; placing the order re-checks everything.
        if (!cancelled) setAnswer({ asked: new Set(asked), rows: null });
      });
    return () => {
      cancelled = true;
    };
  }, [hydrated, unasked, ids]);

  const issues = useMemo(() => {
    if (!answer?.rows) return new Map<string, LineIssue>();
    return checkCart(lines.filter((l) => answer.asked.has(l.id)), answer.rows).issues;
  }, [lines, answer]);
  const orderable = useMemo(() => orderableLines(lines, issues), [lines, issues]);
  return { lines, hydrated, checked: hydrated && !unasked, issues, orderable };
}
