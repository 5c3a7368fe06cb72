"use client";

import { create } from "zustand";
import { persist, type PersistStorage } from "zustand/middleware";
import { addLine, parseStoredCart, removeLine, setLineQuantity, type CartKey, type CartLine } from "./lines";

export const CART_STORAGE_KEY = "cart";

type CartState = {
  lines: CartLine[];
  add: (line: CartLine) => void;
  setQuantity: (key: CartKey, quantity: number) => void;
  remove: (key: CartKey) => void;
  replace: (lines: CartLine[]) => void;
  clear: () => void;
};

// The spec stores the cart as a plain list under `cart`, not zustand's {state, version}
// envelope; this adapter keeps that shape so other readers (the badge, other tabs) agree.
const listStorage: PersistStorage<Pick<CartState, "lines">> = {
  getItem: (name) => ({ state: { lines: parseStoredCart(localStorage.getItem(name)) } }),
  setItem: (name, value) => localStorage.setItem(name, JSON.stringify(value.state.lines)),
  removeItem: (name) => localStorage.removeItem(name),
};

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      lines: [],
      add: (line) => set((s) => ({ lines: addLine(s.lines, line) })),
      setQuantity: (key, quantity) => set((s) => ({ lines: setLineQuantity(s.lines, key, quantity) })),
      remove: (key) => set((s) => ({ lines: removeLine(s.lines, key) })),
      replace: (lines) => set({ lines }),
      clear: () => set({ lines: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: listStorage,
      partialize: (s) => ({ lines: s.lines }),
      // Hydrated by CartSync after mount, so server and first client render agree.
      skipHydration: true,
    },
  ),
);
