"use client";

import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { PRODUCT_MESSAGES } from "@/lib/validations/product";
import { setProductActiveAction } from "./actions";

/** Shows or hides a product at once; rolls back with the spec's toast when the write fails. */
export function ActiveSwitch({ id, name, active }: { id: string; name: string; active: boolean }) {
  const [on, setOn] = useState(active);
  const [serverValue, setServerValue] = useState(active);
  const [pending, start] = useTransition();
  // A fresh server value (after a refresh) wins over the local one.
  if (serverValue !== active) {
    setServerValue(active);
    setOn(active);
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Active: ${name}`}
      aria-busy={pending || undefined}
      onClick={() => {
        const next = !on;
        setOn(next);
        start(async () => {
          const result = await setProductActiveAction(id, next).catch(() => null);
          if (!result?.ok) {
            setOn(!next);
            toast.error(PRODUCT_MESSAGES.statusFailed);
          } else {
            toast.success(next ? `${name} is visible in the shop` : `${name} is hidden from the shop`);
          }
        });
      }}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
        on ? "bg-brand-600 dark:bg-brand-500" : "bg-ink-muted/40"
      }`}
    >
      <span className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5.5" : "translate-x-0.5"}`} />
    </button>
  );
}
