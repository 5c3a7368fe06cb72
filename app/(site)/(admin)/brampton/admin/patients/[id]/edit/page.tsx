import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PatientForm } from "@/components/patients/patient-form";
import { PATIENT_FORM_COPY as C } from "@/content/patients";
import { accessorOf } from "@/lib/access-log/request";
import { requireAdminPage } from "@/lib/admin/guard";
import { clinicNames, getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { openPatientRecord } from "@/lib/patients/read";
import { isPatientId } from "@/lib/validations/patients";

export const metadata: Metadata = { title: "Edit details", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function EditPatientPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await requireAdminPage(`/brampton/admin/patients/${encodeURIComponent(id)}/edit`, "patients");
  if (!isPatientId(id)) notFound();
  const opened = await openPatientRecord(await getDb(), { kind: "user", userId: session.userId, email: session.email }, session.role, await accessorOf(session), id.toLowerCase());
  if (!opened.ok || opened.record.patient.merged_into) notFound();
  const p = opened.record.patient;
  const clinics = clinicNames(await getClinics());
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.editTitle}: {p.first_name} {p.last_name}</h1>
      <PatientForm
        id={p.id}
        clinics={clinics}
        defaults={{
          firstName: p.first_name, lastName: p.last_name, dateOfBirth: p.date_of_birth ?? "", email: p.email ?? "", phone: p.phone ?? "",
          language: p.language, address: p.address ?? "", clinicId: p.clinic_id ?? "", notes: p.notes ?? "", status: p.status, statusReason: p.status_reason ?? "",
          nextExamDue: p.next_exam_due ?? "",
        }}
      />
    </div>
  );
}
