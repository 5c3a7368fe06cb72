import { Link } from "@/components/ui/link";
import { PATIENTS_COPY as C } from "@/content/patients";
import { clinicShortName, type ClinicName } from "@/lib/clinics";
import type { PatientRow } from "@/lib/patients/read";
import { formatBirthDate, formatWhen } from "./format";

/** The search's answer: a table from 640 px, a list of cards on a phone. `href` names where a row leads. */
export function PatientTable({ rows, clinics, searched, limit, href }: { rows: PatientRow[]; clinics: readonly ClinicName[]; searched: boolean; limit: number; href: (id: string) => string }) {
  const clinic = (id: string | null) => (id ? clinicShortName(clinics, id) : C.unknown);
  const status = !searched ? C.prompt : rows.length ? `${C.results(rows.length)}${rows.length >= limit ? `. ${C.more}` : ""}` : C.none;
  const name = (r: PatientRow) => (
    <>
      <Link href={href(r.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
        {r.last_name}, {r.first_name}
      </Link>
      {r.status === "do-not-contact" ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">{C.doNotContact}</span> : null}
    </>
  );
  return (
    <section aria-label={C.caption} className="mt-2">
      <p role="status" className="text-sm text-ink-muted">{status}</p>
      {rows.length ? (
        <>
          <ul className="mt-3 space-y-3 sm:hidden">
            {rows.map((r) => (
              <li key={r.id} className="rounded-2xl border border-line bg-surface p-4 text-sm">
                <p>{name(r)}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-ink-muted">
                  <dt>{C.columns.dateOfBirth}</dt>
                  <dd className="text-ink">{formatBirthDate(r.date_of_birth)}</dd>
                  <dt>{C.columns.phone}</dt>
                  <dd className="text-ink">{r.phone ?? C.unknown}</dd>
                  <dt>{C.columns.clinic}</dt>
                  <dd className="text-ink">{clinic(r.clinic_id)}</dd>
                  <dt>{C.columns.lastVisit}</dt>
                  <dd className="text-ink">{formatWhen(r.last_visit)}</dd>
                  <dt>{C.columns.nextVisit}</dt>
                  <dd className="text-ink">{formatWhen(r.next_visit)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="relative mt-3 hidden overflow-x-auto rounded-2xl border border-line sm:block">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">{C.caption}</caption>
              <thead className="bg-surface-muted text-ink-muted">
                <tr>
                  {Object.values(C.columns).map((label) => (
                    <th key={label} scope="col" className="px-4 py-3 font-medium">{label}</th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line text-ink">
                {rows.map((r) => (
                  <tr key={r.id}>
                    <th scope="row" className="px-4 py-3 text-left font-normal">{name(r)}</th>
                    <td className="whitespace-nowrap px-4 py-3">{formatBirthDate(r.date_of_birth)}</td>
                    <td className="whitespace-nowrap px-4 py-3">{r.phone ?? C.unknown}</td>
                    <td className="px-4 py-3">{clinic(r.clinic_id)}</td>
                    <td className="whitespace-nowrap px-4 py-3">{formatWhen(r.last_visit)}</td>
                    <td className="whitespace-nowrap px-4 py-3">{formatWhen(r.next_visit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
