"use client";

import { useEffect, useId, useState } from "react";
import { LENS_COPY } from "@/content/lens-copy";
import { Field, inputClass } from "@/components/ui/field";
import type { LensDraft } from "@/lib/lenses/draft";
import { examClinicsAction, lensPrefillAction } from "./actions";
import type { ErrorOf } from "./error-of";

type Exam = LensDraft["exam"];
type Props = { exam: Exam; update: (patch: Partial<Exam>) => void; errorOf: ErrorOf; touch: (field: string) => void };

/**
 * "Use my prescription from my Brightview exam": which clinic, the month of the exam and who
 * the patient is; staff take the prescription from the file. Signed in, name and date of
 * birth start filled in where the account has them.
 */
export function ExamFields({ exam, update, errorOf, touch }: Props) {
  const id = useId();
  const [clinics, setClinics] = useState<{ id: string; label: string }[] | null>(null);
  const [clinicsError, setClinicsError] = useState("");
  useEffect(() => {
    let live = true;
    examClinicsAction()
      .then((r) => live && (r.ok ? setClinics(r.clinics) : setClinicsError(r.error)))
      .catch(() => live && setClinicsError(LENS_COPY.exam.clinicsFailed));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    let live = true;
    lensPrefillAction()
      .then((r) => {
        const p = r.ok ? r.prefill : null;
        // Only empty fields are filled: nothing the shopper typed is overwritten.
        if (live && p) update({ ...(p.name && !exam.name ? { name: p.name } : {}), ...(p.birthDate && !exam.birthDate ? { birthDate: p.birthDate } : {}) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once, when the exam choice opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const attrs = (field: keyof Exam) => {
    const error = errorOf(`exam.${field}`);
    return {
      id: `${id}-${field}`,
      onBlur: () => touch(`exam.${field}`),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${field}-error` : undefined,
      className: inputClass,
    };
  };

  return (
    <div className="grid gap-4 rounded-xl border border-line p-4 sm:grid-cols-2">
      <Field id={`${id}-clinic`} label={LENS_COPY.exam.clinic} error={errorOf("exam.clinic") ?? (clinicsError || undefined)}>
        <select {...attrs("clinic")} aria-busy={clinics === null && !clinicsError} value={exam.clinic} onChange={(e) => update({ clinic: e.target.value })}>
          <option value="">{clinics === null && !clinicsError ? LENS_COPY.exam.clinicsLoading : "Choose…"}</option>
          {(clinics ?? []).map((c) => (
            <option key={c.id} value={c.id}>{c.label}</option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-month`} label={LENS_COPY.exam.month} error={errorOf("exam.month")}>
        <input {...attrs("month")} type="month" placeholder="YYYY-MM" value={exam.month} onChange={(e) => update({ month: e.target.value })} />
      </Field>
      <Field id={`${id}-name`} label={LENS_COPY.exam.name} error={errorOf("exam.name")}>
        <input {...attrs("name")} autoComplete="name" maxLength={120} value={exam.name} onChange={(e) => update({ name: e.target.value })} />
      </Field>
      <Field id={`${id}-birthDate`} label={LENS_COPY.exam.birthDate} error={errorOf("exam.birthDate")}>
        <input {...attrs("birthDate")} type="date" autoComplete="bday" value={exam.birthDate} onChange={(e) => update({ birthDate: e.target.value })} />
      </Field>
      <p className="text-sm text-ink-muted sm:col-span-2">{LENS_COPY.exam.note}</p>
    </div>
  );
}
