import { DataTable, type Column } from "@/components/ui/data-table";
import { ACCESS_KIND_LABELS, ACCESS_LOG_COPY as C, ROLE_LABELS } from "@/content/staff";
import type { AccessRow } from "@/lib/access-log/read";

const dateTime = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" });

function roleLabel(role: string | null): string {
  if (role && role in ROLE_LABELS) return ROLE_LABELS[role as keyof typeof ROLE_LABELS];
  return role === "patient" ? C.patient : C.guest;
}

const columns: Column<AccessRow>[] = [
  { header: C.columns.when, cell: (r) => dateTime.format(new Date(r.at)), className: "sm:whitespace-nowrap" },
  {
    header: C.columns.staff,
    cell: (r) => (
      <>
        {r.actor_email ?? "—"}
        <span className="block text-xs text-ink-muted">{r.client_address}</span>
      </>
    ),
    className: "break-all",
  },
  { header: C.columns.role, cell: (r) => roleLabel(r.role) },
  {
    header: C.columns.what,
    cell: (r) => (
      <>
        {ACCESS_KIND_LABELS[r.kind as keyof typeof ACCESS_KIND_LABELS] ?? r.kind}
        <span className="block text-xs text-ink-muted">{r.subject_id}</span>
      </>
    ),
  },
  { header: C.columns.patient, cell: (r) => r.patient_email ?? "—", className: "break-all" },
  {
    header: C.columns.allowed,
    cell: (r) =>
      r.allowed ? C.yes : <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">{C.refused}</span>,
  },
];

/** The access log's page of rows, newest first: who opened what, whose, and whether it was allowed. */
export function AccessLogTable({ rows }: { rows: AccessRow[] }) {
  return <DataTable caption={C.caption} captionVisible columns={columns} rows={rows} rowKey={(r) => r.id} empty={C.empty} minWidth="min-w-[52rem]" className="mt-6" />;
}
