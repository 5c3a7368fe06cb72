"use client";

import type { ReactNode } from "react";
import { buttonClass } from "./button";
import { Modal } from "./modal";
import { Spinner } from "@/components/ui/spinner";

/** An alertdialog that asks once before a change that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  keepLabel,
  confirmLabel,
  pending,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** Anything to read or fill in before confirming. */
  children?: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} role="alertdialog" size={children ? "md" : "sm"} title={title} description={description}>
      {children ? <div className="overflow-y-auto px-5 py-4 sm:px-6">{children}</div> : null}
      <div className={`flex flex-wrap justify-end gap-3 px-5 py-4 sm:px-6 ${children ? "border-t border-line" : ""}`}>
        <button type="button" className={buttonClass("outline", "md")} onClick={() => onOpenChange(false)}>
          {keepLabel}
        </button>
        <button type="button" className={buttonClass("primary", "md")} disabled={pending} onClick={onConfirm}>
          {pending ? <Spinner className="size-4" /> : null} {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
