import type { Metadata } from "next";
import { PatientForm } from "@/components/patients/patient-form";
import { PATIENT_FORM_COPY as C } from "@/content/patients";
import { requireAdminPage } from "@/lib/admin/guard";
import { clinicNames, getClinics } from "@/lib/clinics";

export const metadata: Metadata = { title: "Add patient", robots: { index: false, follow: false } };

export default async function NewPatientPage() {
  await requireAdminPage("/brampton/admin/patients/new", "patients");
  const clinics = clinicNames(await getClinics());
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.addTitle}</h1>
      <PatientForm clinics={clinics} defaults={{ firstName: "", lastName: "", dateOfBirth: "", email: "", phone: "", language: "en", address: "", clinicId: "", notes: "", status: "active", statusReason: "", nextExamDue: "" }} />
    </div>
  );
}
