"use client";

import { useEffect } from "react";
import { CART_STORAGE_KEY, useCart } from "@/lib/cart/store";

/** Loads the stored cart after mount and follows changes made in other tabs. */
export function CartSync() {
  useEffect(() => {
    void useCart.persist.rehydrate();
    const onStorage = (e: StorageEvent) => {
      if (e.key === CART_STORAGE_KEY || e.key === null) void useCart.persist.rehydrate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return null;
}
