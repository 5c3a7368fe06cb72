"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { RECALL_RULE_LABELS, RECALL_RULES_COPY as C, type RecallRuleKey, type RecallRules } from "@/content/recall";
import { recallRulesSchema, type RecallRulesInput } from "@/lib/validations/recall";
import { saveRecallRulesAction } from "./actions";

/** "Recall rules": months until the next exam for each rule; the shortest that applies wins. */
export function RecallRulesForm({ rules }: { rules: RecallRules }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RecallRulesInput>({ resolver: zodResolver(recallRulesSchema), defaultValues: Object.fromEntries(Object.entries(rules).map(([k, v]) => [k, String(v)])) as RecallRulesInput });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async () => {
    const result = await saveRecallRulesAction(form.getValues()).catch(() => ({ ok: false as const, error: "The rules could not be saved. Please try again." }));
    if (!result.ok) return setError(result.error);
    setError(null);
    toast.success(C.saved);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="recall-rules-heading" className="mt-4 space-y-4">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">{error}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(Object.keys(RECALL_RULE_LABELS) as RecallRuleKey[]).map((key) => (
          <Field key={key} id={`recall-${key}`} label={`${RECALL_RULE_LABELS[key]} (${C.months})`} error={errors[key]?.message}>
            <input
              id={`recall-${key}`}
              inputMode="numeric"
              autoComplete="off"
              className={inputClass}
              aria-invalid={!!errors[key]}
              aria-describedby={errors[key] ? `recall-${key}-error` : undefined}
              {...form.register(key)}
            />
          </Field>
        ))}
      </div>
      <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>{isSubmitting ? C.saving : C.save}</button>
    </form>
  );
}
