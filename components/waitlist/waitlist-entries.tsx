import { DataTable, type Column } from "@/components/ui/data-table";
import { Link } from "@/components/ui/link";
import { WAITLIST_ADMIN_COPY as C } from "@/content/waitlist";
import type { LiveEntry } from "@/lib/waitlist/admin";
import { RemoveEntryButton } from "./remove-entry";

const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });
const when = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });
const language = new Intl.DisplayNames(["en"], { type: "language" });
const nameOf = (e: LiveEntry) => `${e.first_name} ${e.last_name}`;
const [patient, wants, dates, times, since] = C.columns;

const columns: Column<LiveEntry>[] = [
  {
    header: patient,
    cell: (e) => (
      <>
        {e.patient_id ? <Link href={`/brampton/admin/patients/${e.patient_id}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">{nameOf(e)}</Link> : nameOf(e)}
        <span className="block text-xs font-normal text-ink-muted">{e.phone} · {e.email}</span>
      </>
    ),
  },
  {
    header: wants,
    cell: (e) => (
      <>
        {e.service_type}
        <span className="block text-xs text-ink-muted">{e.optometrist ?? C.anyOptometrist} · {e.language ? language.of(e.language) : C.anyLanguage}</span>
      </>
    ),
  },
  { header: dates, cell: (e) => `${day.format(new Date(`${e.earliest}T12:00:00Z`))} – ${day.format(new Date(`${e.latest}T12:00:00Z`))}` },
  { header: times, cell: (e) => (e.times.length ? e.times.map((t) => C.times[t]).join(", ") : C.anyTime) },
  { header: since, cell: (e) => when.format(new Date(e.created_at)) },
  { header: C.remove, hideHeader: true, label: null, cell: (e) => <RemoveEntryButton id={e.id} name={nameOf(e)} /> },
];

/** "Waiting": the live entries by clinic (then those for either clinic), each clinic's in the order they joined. */
export function WaitlistEntries({ entries, clinics }: { entries: LiveEntry[]; clinics: readonly { id: string; name: string }[] }) {
  const groups = [
    ...clinics.map((c) => ({ key: c.id, name: c.name, rows: entries.filter((e) => e.clinic_id === c.id) })),
    { key: "either", name: C.eitherClinic, rows: entries.filter((e) => e.clinic_id === null) },
  ].filter((g) => g.rows.length);
  return (
    <>
      <h2 className="mt-10 text-2xl font-semibold text-ink">{C.entriesTitle}</h2>
      {groups.length ? null : <p className="mt-6 rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">{C.empty}</p>}
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`wl-${g.key}`} className="mt-6">
          <h3 id={`wl-${g.key}`} className="text-xl font-semibold text-ink">{g.name} <span className="text-base font-normal text-ink-muted">· {C.count(g.rows.length)}</span></h3>
          <DataTable caption={C.caption(g.name)} columns={columns} rows={g.rows} rowKey={(e) => e.id} empty={C.empty} minWidth="min-w-[52rem]" className="mt-3" />
        </section>
      ))}
    </>
  );
}
