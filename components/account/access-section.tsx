import { DataTable, type Column } from "@/components/ui/data-table";
import { ACCESS_KIND_LABELS, OWN_ACCESS_COPY as C, ROLE_LABELS } from "@/content/staff";
import type { OwnAccess } from "@/lib/access-log/own";

const dateTime = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });
const columns: Column<OwnAccess>[] = [
  { header: C.columns.when, cell: (r) => dateTime.format(new Date(r.at)) },
  { header: C.columns.role, cell: (r) => ROLE_LABELS[r.role as keyof typeof ROLE_LABELS] ?? r.role },
  { header: C.columns.what, cell: (r) => ACCESS_KIND_LABELS[r.kind as keyof typeof ACCESS_KIND_LABELS] ?? r.kind },
];

/** The account's "Who has looked at my information": the role, what and when, newest first. */
export function AccessSection({ rows }: { rows: OwnAccess[] }) {
  return (
    <section aria-labelledby="access-heading" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="access-heading" className="text-xl font-semibold text-ink">{C.title}</h2>
      <p className="mt-2 text-sm text-ink-muted">{C.intro}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{C.empty}</p>
      ) : (
        <DataTable caption={C.caption} columns={columns} rows={rows} rowKey={(r, i) => `${r.at}-${i}`} empty={C.empty} bare className="mt-4" />
      )}
    </section>
  );
}
