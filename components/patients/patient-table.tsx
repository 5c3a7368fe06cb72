import { DataTable, type Column } from "@/components/ui/data-table";
import { Link } from "@/components/ui/link";
import { PATIENTS_COPY as C } from "@/content/patients";
import { clinicShortName, type ClinicName } from "@/lib/clinics";
import type { PatientRow } from "@/lib/patients/read";
import { formatBirthDate, formatWhen } from "./format";

const nowrap = "sm:whitespace-nowrap";

/** The search's answer: one table, its rows cards on a phone. `href` names where a row leads. */
export function PatientTable({ rows, clinics, searched, limit, href }: { rows: PatientRow[]; clinics: readonly ClinicName[]; searched: boolean; limit: number; href: (id: string) => string }) {
  const status = !searched ? C.prompt : rows.length ? `${C.results(rows.length)}${rows.length >= limit ? `. ${C.more}` : ""}` : C.none;
  const columns: Column<PatientRow>[] = [
    {
      header: C.columns.name,
      cell: (r) => (
        <>
          <Link href={href(r.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
            {r.last_name}, {r.first_name}
          </Link>
          {r.status === "do-not-contact" ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">{C.doNotContact}</span> : null}
        </>
      ),
    },
    { header: C.columns.dateOfBirth, cell: (r) => formatBirthDate(r.date_of_birth), className: nowrap },
    { header: C.columns.phone, cell: (r) => r.phone ?? C.unknown, className: nowrap },
    { header: C.columns.clinic, cell: (r) => (r.clinic_id ? clinicShortName(clinics, r.clinic_id) : C.unknown) },
    { header: C.columns.lastVisit, cell: (r) => formatWhen(r.last_visit), className: nowrap },
    { header: C.columns.nextVisit, cell: (r) => formatWhen(r.next_visit), className: nowrap },
  ];
  return (
    <section aria-label={C.caption} className="mt-2">
      <p role="status" className="text-sm text-ink-muted">{status}</p>
      {/* The status line above says "none", so the table's own empty state is not drawn. */}
      {rows.length ? <DataTable caption={C.caption} columns={columns} rows={rows} rowKey={(r) => r.id} empty={C.none} minWidth="min-w-[48rem]" className="mt-3" /> : null}
    </section>
  );
}
