"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { CONDITIONS_COPY as C, ELIGIBLE_CONDITIONS, type EligibleCondition } from "@/content/recall";
import type { PatientConditions } from "@/lib/recall/consent";
import { patientConditionsSchema, type PatientConditionsInput } from "@/lib/validations/recall";
import { savePatientConditionsAction } from "./actions";

/** A patient's eligible conditions (Ontario's list) and "Contact lens wearer"; shown only to whom may read them. */
export function ConditionsForm({ patientId, initial }: { patientId: string; initial: PatientConditions }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PatientConditionsInput>({ resolver: zodResolver(patientConditionsSchema), defaultValues: { patientId, conditions: initial.conditions, contactLens: initial.contactLens } });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await savePatientConditionsAction(values).catch(() => ({ ok: false as const, error: C.failed }));
    if (!result.ok) return setError(result.error);
    setError(null);
    toast.success(C.saved);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <p role="alert" className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
      <fieldset>
        <legend className="text-sm font-medium text-ink">{C.legend}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(Object.keys(ELIGIBLE_CONDITIONS) as EligibleCondition[]).map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" value={key} className="size-4 accent-brand-600" {...form.register("conditions")} />
              {ELIGIBLE_CONDITIONS[key]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" className="size-4 accent-brand-600" {...form.register("contactLens")} />
        {C.contactLens}
      </label>
      <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass("outline", "md")}>{form.formState.isSubmitting ? C.saving : C.save}</button>
    </form>
  );
}
