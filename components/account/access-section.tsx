import { ACCESS_KIND_LABELS, OWN_ACCESS_COPY as C, ROLE_LABELS } from "@/content/staff";
import type { OwnAccess } from "@/lib/access-log/own";

const dateTime = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });

/** The account's "Who has looked at my information": the role, what and when, newest first. */
export function AccessSection({ rows }: { rows: OwnAccess[] }) {
  return (
    <section aria-labelledby="access-heading" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="access-heading" className="text-xl font-semibold text-ink">{C.title}</h2>
      <p className="mt-2 text-sm text-ink-muted">{C.intro}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{C.empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{C.caption}</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">{C.columns.when}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{C.columns.role}</th>
                <th scope="col" className="py-2 font-medium">{C.columns.what}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line text-ink">
              {rows.map((r, i) => (
                <tr key={`${r.at}-${i}`}>
                  <td className="py-2 pr-4">{dateTime.format(new Date(r.at))}</td>
                  <td className="py-2 pr-4">{ROLE_LABELS[r.role as keyof typeof ROLE_LABELS] ?? r.role}</td>
                  <td className="py-2">{ACCESS_KIND_LABELS[r.kind as keyof typeof ACCESS_KIND_LABELS] ?? r.kind}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
