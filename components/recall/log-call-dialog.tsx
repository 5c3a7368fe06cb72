"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { CALL_OUTCOMES, RECALL_LIST_COPY as C, type CallOutcome } from "@/content/recall";
import { logCallSchema, type LogCallInput } from "@/lib/validations/recall";
import { logRecallCallAction } from "./actions";

/** "Log call" on a recall row: what happened, a note, and for "Declined" whether to stop recall. */
export function LogCallButton({ patientId, name }: { patientId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={C.logCallFor(name)} className={buttonClass("outline", "sm")}>
        {C.logCall}
      </button>
      {open ? <LogCallDialog patientId={patientId} name={name} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function LogCallDialog({ patientId, name, onClose }: { patientId: string; name: string; onClose: () => void }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LogCallInput>({ resolver: zodResolver(logCallSchema), defaultValues: { patientId, outcome: "" as CallOutcome, note: "", stop: false } });
  const { errors, isSubmitting } = form.formState;
  const outcome = useWatch({ control: form.control, name: "outcome" });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await logRecallCallAction({ ...values, stop: values.outcome === "declined" && Boolean(values.stop) }).catch(() => ({ ok: false as const, error: C.failed }));
    if (!result.ok) return setError(result.error);
    toast.success(C.saved);
    onClose();
    router.refresh();
  });
  return (
    <Modal open onOpenChange={(o) => (o ? null : onClose())} title={C.logCallFor(name)} size="sm">
      <form onSubmit={onSubmit} noValidate className="space-y-4 overflow-y-auto px-5 py-5 sm:px-6">
        {error ? <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">{error}</p> : null}
        <fieldset className="space-y-2" aria-describedby={errors.outcome ? "call-outcome-error" : undefined}>
          <legend className="text-sm font-medium text-ink">{C.outcome}</legend>
          {(Object.keys(CALL_OUTCOMES) as CallOutcome[]).map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" value={key} className="size-4 accent-brand-600" {...form.register("outcome")} />
              {CALL_OUTCOMES[key]}
            </label>
          ))}
          {errors.outcome ? <p id="call-outcome-error" role="alert" className="text-sm text-red-600 dark:text-red-400">{errors.outcome.message}</p> : null}
        </fieldset>
        {outcome === "declined" ? (
          <div className="flex items-start gap-2">
            <input id="call-stop" type="checkbox" aria-describedby="call-stop-hint" className="mt-1 size-4 shrink-0 accent-brand-600" {...form.register("stop")} />
            <div>
              <label htmlFor="call-stop" className="text-sm font-medium text-ink">{C.stopRecall}</label>
              <p id="call-stop-hint" className="text-xs text-ink-muted">{C.stopHint}</p>
            </div>
          </div>
        ) : null}
        <Field id="call-note" label={C.note} optional error={errors.note?.message}>
          <textarea id="call-note" rows={3} className={inputClass} aria-describedby={errors.note ? "call-note-error" : "call-note-hint"} aria-invalid={!!errors.note} {...form.register("note")} />
          <p id="call-note-hint" className="text-xs text-ink-muted">{C.noteHint}</p>
        </Field>
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonClass("outline", "md")}>{C.cancel}</button>
          <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>{isSubmitting ? C.saving : C.save}</button>
        </div>
      </form>
    </Modal>
  );
}
