"use client";

import type { FormEvent, ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { AffectedAppointment } from "@/lib/schedule/admin";
import { AffectedList } from "./affected-list";

/** A schedule form in a dialog: its fields, the server's message, the booked times it would take away, and "Save". */
export function ScheduleDialog({
  open,
  onOpenChange,
  title,
  saving,
  error,
  pending,
  onSubmit,
  onAnswer,
  onBack,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  saving: boolean;
  error: string | null;
  pending: { affected: AffectedAppointment[]; message: string } | null;
  onSubmit: () => void;
  onAnswer: (answer: "keep" | "cancel") => void;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="md">
      <form
        noValidate
        className="flex min-h-0 flex-1 flex-col"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {/* The fields scroll; the buttons stay at the bottom of the dialog (a phone's sheet included). */}
        <div className="space-y-4 overflow-y-auto px-5 py-4 sm:px-6">
          {children}
          {error ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{error}</p> : null}
          {pending ? <AffectedList affected={pending.affected} message={pending.message} busy={saving} onKeep={() => onAnswer("keep")} onCancel={() => onAnswer("cancel")} onBack={onBack} /> : null}
        </div>
        <div className="flex justify-end gap-2 border-t border-line px-5 py-4 sm:px-6">
          <button type="button" className={buttonClass("outline", "sm")} onClick={() => onOpenChange(false)}>Cancel</button>
          <button type="submit" disabled={saving} className={buttonClass("primary", "sm")}>Save</button>
        </div>
      </form>
    </Modal>
  );
}

/** A labelled field with its message tied to it. */
export function DialogField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">{label}</label>
      {children}
      {error ? <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">{error}</p> : null}
    </div>
  );
}
/** aria attributes for a field whose message DialogField shows. */
export const describedBy = (id: string, error?: string) => ({ id, "aria-invalid": !!error, "aria-describedby": error ? `${id}-error` : undefined });
