import type { Metadata } from "next";
import { RemoveEntryButton } from "@/components/waitlist/remove-entry";
import { Link } from "@/components/ui/link";
import { WAITLIST_ADMIN_COPY as C } from "@/content/waitlist";
import { requireAdminPage } from "@/lib/admin/guard";
import { getClinics } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { listLiveEntries, listOffers, weekFigures, type LiveEntry } from "@/lib/waitlist/admin";
import { WaitlistFigures, WaitlistOffers } from "@/components/waitlist/admin-offers";

export const metadata: Metadata = { title: "Waitlist", robots: { index: false, follow: false } };

const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "UTC" });
const when = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });
const language = new Intl.DisplayNames(["en"], { type: "language" });
const TIME_NAMES = { mornings: "Mornings", afternoons: "Afternoons", evenings: "Evenings", saturdays: "Saturdays" } as const;
const cell = "px-3 py-2 align-top";

/** The clinic's view of the waitlist (issue 44): live entries by clinic, in the order they joined. Owner and Front desk. */
export default async function WaitlistPage() {
  const session = await requireAdminPage("/brampton/admin/waitlist", "patients");
  const db = await getDb();
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const [entries, clinics, offers, figures] = await Promise.all([listLiveEntries(db, caller), getClinics(), listOffers(db, caller), weekFigures(db, caller)]);
  const groups: { key: string; name: string; rows: LiveEntry[] }[] = [
    ...clinics.map((c) => ({ key: c.id, name: c.name, rows: entries.filter((e) => e.clinic_id === c.id) })),
    { key: "either", name: C.eitherClinic, rows: entries.filter((e) => e.clinic_id === null) },
  ].filter((g) => g.rows.length);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
      <WaitlistFigures figures={figures} />
      <h2 className="mt-10 text-2xl font-semibold text-ink">{C.entriesTitle}</h2>
      {groups.length ? null : <p className="mt-6 rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">{C.empty}</p>}
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`wl-${g.key}`} className="mt-6">
          <h3 id={`wl-${g.key}`} className="text-xl font-semibold text-ink">{g.name} <span className="text-base font-normal text-ink-muted">· {C.count(g.rows.length)}</span></h3>
          <div className="relative mt-3 overflow-x-auto rounded-2xl border border-line bg-surface">
            <table className="w-full min-w-[52rem] text-left text-sm">
              <caption className="sr-only">{C.caption(g.name)}</caption>
              <thead className="bg-surface-muted text-ink-muted">
                <tr>{C.columns.map((c, i) => <th key={i} scope="col" className="px-3 py-2 font-medium">{c || <span className="sr-only">{C.remove}</span>}</th>)}</tr>
              </thead>
              <tbody className="divide-y divide-line text-ink">
                {g.rows.map((e) => {
                  const name = `${e.first_name} ${e.last_name}`;
                  return (
                    <tr key={e.id}>
                      <th scope="row" className={`${cell} font-medium`}>
                        {e.patient_id ? <Link href={`/brampton/admin/patients/${e.patient_id}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">{name}</Link> : name}
                        <span className="block text-xs font-normal text-ink-muted">{e.phone} · {e.email}</span>
                      </th>
                      <td className={cell}>
                        {e.service_type}
                        <span className="block text-xs text-ink-muted">{e.optometrist ?? C.anyOptometrist} · {e.language ? language.of(e.language) : C.anyLanguage}</span>
                      </td>
                      <td className={cell}>{day.format(new Date(`${e.earliest}T12:00:00Z`))} – {day.format(new Date(`${e.latest}T12:00:00Z`))}</td>
                      <td className={cell}>{e.times.length ? e.times.map((t) => TIME_NAMES[t]).join(", ") : C.anyTime}</td>
                      <td className={cell}>{when.format(new Date(e.created_at))}</td>
                      <td className={cell}><RemoveEntryButton id={e.id} name={name} /></td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <WaitlistOffers offers={offers} clinicName={(id) => clinics.find((c) => c.id === id)?.name ?? id} />
    </div>
  );
}
