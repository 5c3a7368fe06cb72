import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatBirthDate } from "@/components/patients/format";
import { MergeForm } from "@/components/patients/merge-form";
import { PatientSearchBox } from "@/components/patients/patient-search-box";
import { PatientTable } from "@/components/patients/patient-table";
import { Link } from "@/components/ui/link";
import { MERGE_COPY as C } from "@/content/patients";
import { requireAdminPage } from "@/lib/admin/guard";
import { clinicNames, getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { SEARCH_LIMIT, searchPatients } from "@/lib/patients/read";
import { isEmptySearch, parsePatientSearch, searchParam } from "@/lib/patients/search-terms";
import { isPatientId } from "@/lib/validations/patients";

export const metadata: Metadata = { title: "Merge into…", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
type Brief = { id: string; first_name: string; last_name: string; date_of_birth: string | null; email: string | null; merged_into: string | null };

/** "Merge into…": find the record to keep (?q=), choose it (?into=), then confirm with a reason. */
export default async function MergePage({ params, searchParams }: Props) {
  const { id } = await params;
  const base = `/brampton/admin/patients/${encodeURIComponent(id)}/merge`;
  const session = await requireAdminPage(base, "patients");
  if (!isPatientId(id)) notFound();
  const sp = await searchParams;
  const q = searchParam(sp.q);
  const into = typeof sp.into === "string" && isPatientId(sp.into) ? sp.into.toLowerCase() : null;
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const db = await getDb();
  const read = (pid: string) =>
    db.run(caller, (tx) => tx.query<Brief>("select id, first_name, last_name, date_of_birth::text, email, merged_into from public.patients where id = $1", [pid]));
  const [[from], target] = await Promise.all([read(id.toLowerCase()), into ? read(into).then((r) => r[0] ?? null) : Promise.resolve(null)]);
  if (!from) notFound();
  const name = `${from.first_name} ${from.last_name}`;
  const rows = target ? [] : (await searchPatients(db, caller, q)).filter((r) => r.id !== from.id);
  const clinics = clinicNames(await getClinics());
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">{C.intro(name)}</p>
      <p className="mt-3 text-sm text-ink">
        <Link href={`/brampton/admin/patients/${from.id}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">{name}</Link>
        <span className="ml-2 text-ink-muted">{formatBirthDate(from.date_of_birth)} · {from.email ?? "—"}</span>
      </p>
      {target ? (
        <>
          <h2 className="mt-8 text-lg font-semibold text-ink">{C.target}</h2>
          <p className="mt-2 text-sm text-ink">
            <Link href={`/brampton/admin/patients/${target.id}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">{target.first_name} {target.last_name}</Link>
            <span className="ml-2 text-ink-muted">{formatBirthDate(target.date_of_birth)} · {target.email ?? "—"}</span>
          </p>
          <MergeForm from={from.id} into={target.id} reasonNeeded={!!from.date_of_birth && !!target.date_of_birth && from.date_of_birth !== target.date_of_birth} />
        </>
      ) : (
        <>
          <PatientSearchBox defaultValue={q} action={base} label={C.targetHint} />
          <PatientTable rows={rows} clinics={clinics} searched={!isEmptySearch(parsePatientSearch(q))} limit={SEARCH_LIMIT} href={(pid) => `${base}?into=${pid}`} />
        </>
      )}
    </div>
  );
}
