import { buttonClass } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { PATIENT_LANGUAGES, PATIENT_PAGE_COPY as C, PATIENT_STATUS_REASONS, PATIENTS_COPY } from "@/content/patients";
import { RECALL_RULES_COPY as R } from "@/content/recall";
import { clinicShortName, type ClinicName } from "@/lib/clinics";
import type { PatientRecord } from "@/lib/patients/read";
import { formatBirthDate } from "./format";
import { RecordSection } from "./record-section";

/** Who the patient is and how to reach them; "Edit details" for the `patients` permission. */
export function PatientDetails({ patient, clinics, canEdit }: { patient: PatientRecord["patient"]; clinics: readonly ClinicName[]; canEdit: boolean }) {
  const rows: [string, string][] = [
    [C.dateOfBirth, formatBirthDate(patient.date_of_birth)],
    [C.email, patient.email ?? "—"],
    [C.phone, patient.phone ?? "—"],
    [C.language, PATIENT_LANGUAGES[patient.language]],
    [C.address, patient.address ?? "—"],
    [C.clinic, patient.clinic_id ? clinicShortName(clinics, patient.clinic_id) : "—"],
    [C.status, patient.status === "active" ? "Active" : `${PATIENTS_COPY.doNotContact}: ${patient.status_reason ? PATIENT_STATUS_REASONS[patient.status_reason] : ""}`],
    [C.account, patient.has_account ? C.hasAccount : C.noAccount],
  ];
  return (
    <RecordSection
      id="patient-details"
      title={C.details}
      action={canEdit ? <Link href={`/brampton/admin/patients/${patient.id}/edit`} className={buttonClass("outline", "sm")}>{C.edit}</Link> : null}
    >
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="min-w-0 wrap-anywhere text-ink">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="text-ink-muted">{R.nextExamDue}</dt>
          <dd className="text-ink">
            {patient.next_exam_due ? formatBirthDate(patient.next_exam_due) : R.notSet}
            {canEdit ? (
              <Link href={`/brampton/admin/patients/${patient.id}/edit#patient-nextExamDue`} className="ml-3 text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300" aria-label={`${R.change}: ${R.nextExamDue}`}>
                {R.change}
              </Link>
            ) : null}
          </dd>
        </div>
        {patient.notes ? (
          <div className="contents">
            <dt className="text-ink-muted">{C.notes}</dt>
            <dd className="whitespace-pre-line break-words text-ink">{patient.notes}</dd>
          </div>
        ) : null}
      </dl>
    </RecordSection>
  );
}
