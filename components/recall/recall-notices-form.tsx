"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { RECALL_NOTICES_COPY as C, type RecallNotices } from "@/content/recall";
import { recallNoticesSchema, type RecallNoticesInput } from "@/lib/validations/recall";
import { saveRecallNoticesAction } from "./actions";

const KEYS = ["first", "second", "last"] as const;

/** "Recall messages": the three notices' days from the due date. */
export function RecallNoticesForm({ notices }: { notices: RecallNotices }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RecallNoticesInput>({
    resolver: zodResolver(recallNoticesSchema),
    defaultValues: { first: String(notices.first), second: String(notices.second), last: String(notices.last) },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async () => {
    const result = await saveRecallNoticesAction(form.getValues()).catch(() => ({ ok: false as const, error: "The messages could not be saved. Please try again." }));
    if (!result.ok) return setError(result.error);
    setError(null);
    toast.success(C.saved);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="recall-notices-heading" className="mt-4 space-y-4">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">{error}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        {KEYS.map((key) => (
          <Field key={key} id={`notice-${key}`} label={`${C.labels[key]} (${C.days})`} error={errors[key]?.message}>
            <input
              id={`notice-${key}`}
              inputMode="numeric"
              autoComplete="off"
              className={inputClass}
              aria-invalid={!!errors[key]}
              aria-describedby={errors[key] ? `notice-${key}-error` : undefined}
              {...form.register(key)}
            />
          </Field>
        ))}
      </div>
      <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>{isSubmitting ? C.saving : C.save}</button>
    </form>
  );
}
