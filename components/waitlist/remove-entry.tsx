"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { WAITLIST_ADMIN_COPY as C } from "@/content/waitlist";
import { removeWaitlistEntrySchema, type RemoveWaitlistEntryInput } from "@/lib/validations/waitlist";
import { removeWaitlistEntryAction } from "./actions";

/** "Remove" on a waitlist row: asks for the reason, which the entry keeps. */
export function RemoveEntryButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RemoveWaitlistEntryInput>({ resolver: zodResolver(removeWaitlistEntrySchema), defaultValues: { id, reason: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await removeWaitlistEntryAction(values).catch(() => ({ ok: false as const, error: C.failed }));
    if (!result.ok) return setError(result.error);
    toast.success(C.removed);
    setOpen(false);
    router.refresh();
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={C.removeFor(name)} className={buttonClass("outline", "sm")}>{C.remove}</button>
      {open ? (
        <Modal open onOpenChange={setOpen} title={C.removeFor(name)} size="sm" role="alertdialog">
          <form onSubmit={onSubmit} noValidate className="space-y-4 overflow-y-auto px-5 py-5 sm:px-6">
            {error ? <p role="alert" className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
            <Field id="wl-remove-reason" label={C.reason} error={errors.reason?.message}>
              <input id="wl-remove-reason" className={inputClass} aria-invalid={!!errors.reason} aria-describedby={errors.reason ? "wl-remove-reason-error" : "wl-remove-reason-hint"} {...form.register("reason")} />
              <p id="wl-remove-reason-hint" className="text-xs text-ink-muted">{C.reasonHint}</p>
            </Field>
            <div className="flex justify-end gap-3">
              <button type="button" onClick={() => setOpen(false)} className={buttonClass("outline", "md")}>{C.cancel}</button>
              <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>{isSubmitting ? C.removing : C.confirm}</button>
            </div>
          </form>
        </Modal>
      ) : null}
    </>
  );
}
