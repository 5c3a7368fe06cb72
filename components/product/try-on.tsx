"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import type { TryOnDialogProps } from "@/components/try-on/try-on-dialog";

// The dialog, Radix and the face model load only when Try on is pressed, so the product
// page's own JavaScript stays as it was.
const TryOnDialog = lazy(() => import("@/components/try-on/try-on-dialog").then((m) => ({ default: m.TryOnDialog })));

// Everything the dialog takes but its open state, which this button owns.
type Props = Omit<TryOnDialogProps, "open" | "onOpenChange">;

export function TryOn(props: Props) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  function onOpenChange(next: boolean) {
    setOpen(next);
    // The dialog has no Radix Trigger (it loads later), so focus is handed back here by hand.
    if (!next) setTimeout(() => button.current?.focus(), 0);
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={buttonClass("outline", "lg", "w-full uppercase tracking-wide")}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="6.5" cy="13" r="3.5" />
          <circle cx="17.5" cy="13" r="3.5" />
          <path d="M10 13h4M3 12l-1-3M21 12l1-3" />
        </svg>
        Try on
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <TryOnDialog {...props} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
