"use client";

import { ACCOUNT_RECEIPTS_COPY as C } from "@/content/payments";

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
      {C.print}
    </button>
  );
}
