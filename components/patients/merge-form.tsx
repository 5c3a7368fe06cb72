"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { MERGE_COPY as C } from "@/content/patients";
import { mergePatientsSchema, type MergePatientsInput } from "@/lib/validations/patients";
import { mergePatientsAction } from "./actions";

/** The last step of "Merge into…": the reason (required when the dates of birth differ) and the button. */
export function MergeForm({ from, into, reasonNeeded }: { from: string; into: string; reasonNeeded: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<MergePatientsInput>({ resolver: zodResolver(mergePatientsSchema), defaultValues: { from, into, reason: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async () => {
    const result = await mergePatientsAction(form.getValues()).catch(() => ({ ok: false as const, error: "The change could not be saved. Please try again." }));
    if (!result.ok) return setError(result.error);
    toast.success(C.done);
    router.push(`/brampton/admin/patients/${into}`);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={C.title} className="mt-6 space-y-4 rounded-2xl border border-line bg-surface p-5">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">{error}</p>
      ) : null}
      <Field id="merge-reason" label={C.reason} error={errors.reason?.message} optional={!reasonNeeded}>
        <textarea id="merge-reason" rows={3} className={inputClass} aria-invalid={!!errors.reason} aria-describedby={errors.reason ? "merge-reason-error" : undefined} {...form.register("reason")} />
      </Field>
      <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>{isSubmitting ? C.merging : C.submit}</button>
    </form>
  );
}
