import type { Metadata } from "next";
import { PatientSearchBox } from "@/components/patients/patient-search-box";
import { PatientTable } from "@/components/patients/patient-table";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { PATIENTS_COPY as C } from "@/content/patients";
import { RECALL_RULES_COPY as R } from "@/content/recall";
import { canOpen } from "@/lib/auth/permissions";
import { requireAdminPage } from "@/lib/admin/guard";
import { clinicNames, getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { SEARCH_LIMIT, searchPatients } from "@/lib/patients/read";
import { isEmptySearch, parsePatientSearch, searchParam } from "@/lib/patients/search-terms";

export const metadata: Metadata = { title: "Patients", robots: { index: false, follow: false } };

/** The front desk's patient search: one box (?q=), answered as they type. */
export default async function PatientsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireAdminPage("/brampton/admin/patients", "patients");
  const raw = (await searchParams).q;
  const q = searchParam(raw);
  const [rows, clinics] = await Promise.all([
    searchPatients(await getDb(), { kind: "user", userId: session.userId, email: session.email }, q),
    getClinics(),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
          <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {canOpen(session.role, "/brampton/admin/recall/rules") ? (
            <Link href="/brampton/admin/recall/rules" className={buttonClass("outline", "md")}>{R.title}</Link>
          ) : null}
          <Link href="/brampton/admin/patients/duplicates" className={buttonClass("outline", "md")}>{C.duplicatesLink}</Link>
          <Link href="/brampton/admin/patients/new" className={buttonClass("primary", "md")}>{C.add}</Link>
        </div>
      </div>
      <PatientSearchBox defaultValue={q} />
      <PatientTable rows={rows} clinics={clinicNames(clinics)} searched={!isEmptySearch(parsePatientSearch(q))} limit={SEARCH_LIMIT} href={(id) => `/brampton/admin/patients/${id}`} />
    </div>
  );
}
