import { DataTable, type Column } from "@/components/ui/data-table";
import { ROLE_LABELS, STAFF_COPY as C } from "@/content/staff";
import type { StaffMember } from "@/lib/staff/accounts";
import { StaffRowActions } from "./row-actions";

const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "America/Toronto" });

function status(m: StaffMember): string {
  if (m.status === "active") return m.listedOwner ? `${C.active} · ${C.listedOwner}` : C.active;
  return m.status === "pending" ? C.pending(day.format(new Date(m.expiresAt!))) : C.expired;
}

/** The Staff page's list: name, e-mail, role and status; the row's buttons for everyone but the viewer and listed Owners. */
export function StaffTable({ members, viewerId }: { members: StaffMember[]; viewerId: string }) {
  const columns: Column<StaffMember>[] = [
    {
      header: C.columns.name,
      cell: (m) => (
        <>
          {m.name}
          {m.staffRecord ? <p className="text-xs font-normal text-ink-muted">{C.staffRecord}: {m.staffRecord}</p> : null}
        </>
      ),
    },
    { header: C.columns.email, cell: (m) => m.email, className: "break-all sm:whitespace-nowrap sm:break-normal" },
    { header: C.columns.role, cell: (m) => ROLE_LABELS[m.role] },
    { header: C.columns.status, cell: (m) => <span className="text-ink-muted">{status(m)}</span> },
    {
      header: C.actions,
      hideHeader: true,
      label: null,
      className: "sm:text-right",
      cell: (m) => (m.userId && m.userId !== viewerId && !m.listedOwner ? <StaffRowActions userId={m.userId} who={m.name} role={m.role} /> : null),
    },
  ];
  return (
    <DataTable
      caption={C.caption}
      captionVisible
      columns={columns}
      rows={members}
      rowKey={(m) => `${m.userId ?? "invite"}-${m.email}`}
      empty={null}
      minWidth="min-w-[44rem]"
      className="mt-8"
    />
  );
}
