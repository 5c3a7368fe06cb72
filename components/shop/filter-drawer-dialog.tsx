"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "@/components/ui/icons";
import type { ReactNode, RefObject } from "react";

/** The filters drawer below 1024 px, portalled into the listing's form so its fields belong to it. */
export function FilterDrawerDialog({
  form,
  open,
  setOpen,
  button,
  shown,
  children,
}: {
  form: HTMLFormElement;
  open: boolean;
  setOpen: (open: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
  shown: number | null;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {/* Rendered inside the form, so the drawer's fields belong to it. */}
      <Dialog.Portal container={form}>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 lg:hidden" />
        <Dialog.Content
          data-filter-drawer=""
          // The button that opened it is not a Radix trigger: send focus back to it by hand.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            button.current?.focus();
          }}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-surface shadow-2xl lg:hidden"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-ink">Filters</Dialog.Title>
            <Dialog.Close aria-label="Close filters" className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <div className="border-t border-line px-5 py-4">
            {/* Applies the staged choices: the form's submit reads them and navigates; the drawer
                closes in the next task, after the submit has read its fields. */}
            <button type="submit" onClick={() => setTimeout(() => setOpen(false), 0)} className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
              {shown === null ? "Show products" : `Show ${shown === 1 ? "1 product" : `${shown} products`}`}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
