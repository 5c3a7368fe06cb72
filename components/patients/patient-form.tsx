"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { PATIENT_FORM_COPY as C, PATIENT_LANGUAGES, PATIENT_STATUS_REASONS } from "@/content/patients";
import { RECALL_RULES_COPY as R } from "@/content/recall";
import { patientSchema, type PatientData, type PatientInput } from "@/lib/validations/patients";
import { createPatientAction, updatePatientAction } from "./actions";

type Clinic = { id: string; shortName: string };

/** "Add patient" (no `id`) and "Edit details": one schema with the action; the record's page after saving. */
export function PatientForm({ id, defaults, clinics }: { id?: string; defaults: PatientInput; clinics: readonly Clinic[] }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PatientInput, unknown, PatientData>({ resolver: zodResolver(patientSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const status = useWatch({ control: form.control, name: "status" });
  const back = id ? `/brampton/admin/patients/${id}` : "/brampton/admin/patients";

  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    const result = await (id ? updatePatientAction(id, values) : createPatientAction(values)).catch(() => ({ ok: false as const, error: "The change could not be saved. Please try again." }));
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    toast.success(C.saved);
    router.push(`/brampton/admin/patients/${result.id}`);
  });

  const text = (name: "firstName" | "lastName" | "email" | "phone" | "address", label: string, type = "text", optional = false) => (
    <Field id={`patient-${name}`} label={label} error={errors[name]?.message} optional={optional}>
      <input
        id={`patient-${name}`}
        type={type}
        autoComplete="off"
        className={inputClass}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `patient-${name}-error` : undefined}
        {...form.register(name)}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={id ? C.editTitle : C.addTitle} className="mt-6 grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-2">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">{error}</p>
      ) : null}
      {text("firstName", C.firstName)}
      {text("lastName", C.lastName)}
      <Field id="patient-dateOfBirth" label={C.dateOfBirth} error={errors.dateOfBirth?.message}>
        <input id="patient-dateOfBirth" type="date" className={inputClass} aria-invalid={!!errors.dateOfBirth} aria-describedby={errors.dateOfBirth ? "patient-dateOfBirth-error" : undefined} {...form.register("dateOfBirth")} />
      </Field>
      <Field id="patient-language" label={C.language} error={errors.language?.message}>
        <select id="patient-language" className={inputClass} {...form.register("language")}>
          {Object.entries(PATIENT_LANGUAGES).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </select>
      </Field>
      {text("email", C.email, "email")}
      {text("phone", C.phone, "tel")}
      <div className="sm:col-span-2">{text("address", C.address)}</div>
      <Field id="patient-clinicId" label={C.clinic} error={errors.clinicId?.message}>
        <select id="patient-clinicId" className={inputClass} {...form.register("clinicId")}>
          <option value="">{C.noClinic}</option>
          {clinics.map((c) => (
            <option key={c.id} value={c.id}>{c.shortName}</option>
          ))}
        </select>
      </Field>
      <Field id="patient-status" label={C.status} error={errors.status?.message}>
        <select id="patient-status" className={inputClass} {...form.register("status")}>
          <option value="active">{C.active}</option>
          <option value="do-not-contact">{C.doNotContact}</option>
        </select>
      </Field>
      {status === "do-not-contact" ? (
        <Field id="patient-statusReason" label={C.reason} error={errors.statusReason?.message}>
          <select id="patient-statusReason" className={inputClass} aria-invalid={!!errors.statusReason} aria-describedby={errors.statusReason ? "patient-statusReason-error" : undefined} {...form.register("statusReason")}>
            <option value="">—</option>
            {Object.entries(PATIENT_STATUS_REASONS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field id="patient-nextExamDue" label={R.nextExamDue} error={errors.nextExamDue?.message} optional>
        <input id="patient-nextExamDue" type="date" className={inputClass} aria-invalid={!!errors.nextExamDue} aria-describedby={errors.nextExamDue ? "patient-nextExamDue-error" : undefined} {...form.register("nextExamDue")} />
      </Field>
      <div className="sm:col-span-2">
        <Field id="patient-notes" label={C.notes} error={errors.notes?.message} optional>
          <textarea id="patient-notes" rows={4} className={inputClass} aria-invalid={!!errors.notes} {...form.register("notes")} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>{isSubmitting ? C.saving : C.save}</button>
        <Link href={back} className={buttonClass("outline", "md")}>{C.cancel}</Link>
      </div>
    </form>
  );
}
