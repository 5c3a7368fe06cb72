import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PatientDetails } from "@/components/patients/patient-details";
import { PatientHistory } from "@/components/patients/patient-history";
import { RecallConsentSection } from "@/components/patients/recall-consent-section";
import { openPatientConditions, recallConsentHistory } from "@/lib/recall/consent";
import { ConditionsForm } from "@/components/recall/conditions-form";
import { RecordSection } from "@/components/patients/record-section";
import { CONDITIONS_COPY as K } from "@/content/recall";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { PATIENT_PAGE_COPY as C } from "@/content/patients";
import { accessorOf } from "@/lib/access-log/request";
import { requireAdminPage } from "@/lib/admin/guard";
import { can } from "@/lib/auth/permissions";
import { clinicNames, getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { openPatientRecord } from "@/lib/patients/read";
import { isPatientId } from "@/lib/validations/patients";
import { PatientForms } from "@/components/intake/patient-forms";
import { openPatientForms } from "@/lib/intake/clinic";
import { PatientTextsSection } from "@/components/texts/text-consent-section";
import { patientTextConsent } from "@/lib/sms/consent";

export const metadata: Metadata = { title: "Patient", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ id: string }> };

/**
 * One patient's record. The `patients` permission sees all of it; an Optometrist the patients of
 * their own day sheet and an Optician those of the orders they handle (the database decides).
 * Every opening, allowed or refused, is a row in the access log.
 */
export default async function PatientPage({ params }: Props) {
  const { id } = await params;
  const path = `/brampton/admin/patients/${encodeURIComponent(id)}`;
  const session = await requireAdminPage(path, ["patients", "day-sheet.own", "orders"]);
  if (!isPatientId(id)) notFound();
  const db = await getDb();
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const opened = await openPatientRecord(
    db,
    caller,
    session.role,
    await accessorOf(session),
    id.toLowerCase(),
  );
  if (!opened.ok && opened.reason === "missing") notFound();
  if (!opened.ok) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-semibold text-ink">{C.refusedTitle}</h1>
        <p className="mt-3 text-ink-muted">{C.refusedBody}</p>
      </div>
    );
  }
  const { record } = opened;
  const { patient } = record;
  const manage = can(session.role, "patients");
  const [clinics, consents, conditions, forms, texts] = await Promise.all([
    getClinics().then(clinicNames),
    recallConsentHistory(db, caller, patient.id),
    // Health information: only `prescriptions` holders who may open this record get it, each look logged.
    can(session.role, "prescriptions") ? openPatientConditions(db, caller, await accessorOf(session), patient.id, patient.email) : null,
    // The intake forms: the database shows the history only to `health-history`; each look is logged.
    openPatientForms(db, caller, await accessorOf(session), patient.id, patient.email),
    manage && !patient.merged_into ? patientTextConsent(db, caller, patient.id) : null,
  ]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold text-ink">{patient.first_name} {patient.last_name}</h1>
        {manage && !patient.merged_into ? (
          <div className="flex flex-wrap gap-3">
            <Link href={`/brampton/admin/patients/${patient.id}/merge`} className={buttonClass("outline", "md")}>{C.mergeInto}</Link>
            <Link href={`/brampton/book-exam?patient=${patient.id}`} className={buttonClass("primary", "md")}>{C.book}</Link>
          </div>
        ) : null}
      </div>
      {patient.merged_into ? (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
          {C.mergedInto}{" "}
          <Link href={`/brampton/admin/patients/${patient.merged_into}`} className="font-medium underline underline-offset-2">{C.openMerged}</Link>
        </p>
      ) : null}
      <div className="mt-6 grid gap-5">
        <PatientDetails patient={patient} clinics={clinics} canEdit={manage && !patient.merged_into} />
        {conditions && !patient.merged_into ? (
          <RecordSection id="conditions-heading" title={K.title}>
            <p className="mb-3 text-sm text-ink-muted">{K.intro}</p>
            <ConditionsForm patientId={patient.id} initial={conditions} />
          </RecordSection>
        ) : null}
        {forms.length || can(session.role, "health-history") || manage ? <PatientForms forms={forms} canAdd={can(session.role, "health-history") && !patient.merged_into} /> : null}
        <RecallConsentSection patientId={patient.id} on={patient.recall_consent} history={consents} canEdit={manage && !patient.merged_into} hasEmail={Boolean(patient.email)} />
        {texts ? <PatientTextsSection patientId={patient.id} consent={texts} /> : null}
        <PatientHistory record={record} clinics={clinics} />
      </div>
    </div>
  );
}
