import type { Metadata } from "next";
import { DuplicateActions } from "@/components/patients/duplicate-actions";
import { formatBirthDate } from "@/components/patients/format";
import { Link } from "@/components/ui/link";
import { DUPLICATES_COPY as C } from "@/content/patients";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { listDuplicates, type DuplicateSide } from "@/lib/patients/read";

export const metadata: Metadata = { title: "Possible duplicates", robots: { index: false, follow: false } };

const FIELDS = [
  ["name", (s: DuplicateSide) => `${s.first_name} ${s.last_name}`],
  ["dateOfBirth", (s: DuplicateSide) => formatBirthDate(s.date_of_birth)],
  ["email", (s: DuplicateSide) => s.email ?? "—"],
  ["phone", (s: DuplicateSide) => s.phone ?? "—"],
] as const;
const same = (key: (typeof FIELDS)[number][0], a: DuplicateSide, b: DuplicateSide) =>
  key === "name"
    ? `${a.first_name} ${a.last_name}`.toLowerCase() === `${b.first_name} ${b.last_name}`.toLowerCase()
    : key === "phone"
      ? (a.phone ?? "").replace(/\D/g, "") === (b.phone ?? "").replace(/\D/g, "")
      : (key === "email" ? a.email : a.date_of_birth) === (key === "email" ? b.email : b.date_of_birth);

/** Pairs of records that may be one person, side by side: what they share, what differs. */
export default async function DuplicatesPage() {
  const session = await requireAdminPage("/brampton/admin/patients/duplicates", "patients");
  const pairs = await listDuplicates(await getDb(), { kind: "user", userId: session.userId, email: session.email });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
      {pairs.length === 0 ? <p className="mt-8 rounded-2xl border border-line bg-surface p-6 text-ink-muted">{C.empty}</p> : null}
      <ul className="mt-6 space-y-5">
        {pairs.map((p) => {
          // The older record stays; "Merge" moves the newer one into it.
          const [keep, merge] = p.a.created_at <= p.b.created_at ? [p.a, p.b] : [p.b, p.a];
          const label = `${keep.first_name} ${keep.last_name}`;
          return (
            <li key={`${p.a.id}-${p.b.id}`} className="rounded-2xl border border-line bg-surface p-5">
              <p className="text-sm font-medium text-ink">{C.reasons[p.reason]}</p>
              <div className="relative mt-3 overflow-x-auto">
                <table className="w-full min-w-[34rem] text-left text-sm">
                  <caption className="sr-only">{label}</caption>
                  <thead className="text-ink-muted">
                    <tr>
                      <th scope="col" className="py-2 pr-4 font-medium"><span className="sr-only">Field</span></th>
                      {[keep, merge].map((s) => (
                        <th key={s.id} scope="col" className="py-2 pr-4 font-medium">
                          <Link href={`/brampton/admin/patients/${s.id}`} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">{s.first_name} {s.last_name}</Link>
                          <span className="ml-2 font-normal">{C.visits(s.visits)}</span>
                        </th>
                      ))}
                      <th scope="col" className="py-2 font-medium"><span className="sr-only">Shares or differs</span></th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line text-ink">
                    {FIELDS.map(([key, value]) => (
                      <tr key={key}>
                        <th scope="row" className="py-2 pr-4 font-normal text-ink-muted">{C.fields[key]}</th>
                        <td className="break-all py-2 pr-4">{value(keep)}</td>
                        <td className="break-all py-2 pr-4">{value(merge)}</td>
                        <td className="py-2">
                          {same(key, p.a, p.b) ? (
                            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">{C.shares}</span>
                          ) : (
                            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">{C.differs}</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="mt-4">
                <DuplicateActions keep={keep.id} merge={merge.id} label={label} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
