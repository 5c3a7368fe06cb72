"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "@/components/ui/icons";
import type { ReactNode } from "react";

/**
 * A Radix dialog with the site's look: focus trapped, Escape and the close button close it,
 * title and description announced. `role="alertdialog"` for confirmations.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = "md",
  role,
  closeLabel = "Close dialog",
  onEscapeKeyDown,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: "sm" | "md" | "xl";
  role?: "dialog" | "alertdialog";
  closeLabel?: string;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}) {
  const width = size === "sm" ? "sm:max-w-md" : size === "md" ? "sm:max-w-lg" : "sm:max-w-3xl";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <Dialog.Content
          // Spread only when set: an explicit undefined would erase Radix's own role="dialog".
          {...(role ? { role } : {})}
          {...(onEscapeKeyDown ? { onEscapeKeyDown } : {})}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed inset-x-0 bottom-0 top-auto z-50 flex max-h-[94dvh] w-full flex-col rounded-t-2xl border border-line bg-surface shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${width}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
            <div>
              <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-1 text-sm text-ink-muted">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close aria-label={closeLabel} className="-mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
