import type { Metadata } from "next";
import { InviteStaff } from "@/components/staff/invite-form";
import { StaffRowActions } from "@/components/staff/row-actions";
import { ROLE_LABELS, STAFF_COPY as C } from "@/content/staff";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { listStaff, type StaffMember } from "@/lib/staff/accounts";

export const metadata: Metadata = { title: "Staff", robots: { index: false, follow: false } };

const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: "America/Toronto" });

function status(m: StaffMember): string {
  if (m.status === "active") return m.listedOwner ? `${C.active} · ${C.listedOwner}` : C.active;
  return m.status === "pending" ? C.pending(day.format(new Date(m.expiresAt!))) : C.expired;
}

/** Staff accounts by role (Owner only): invite, change a role, remove. */
export default async function StaffPage() {
  const session = await requireAdminPage("/brampton/admin/staff", "staff");
  const { members, records } = await listStaff(await getDb(), { kind: "user", userId: session.userId, email: session.email });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
      <InviteStaff records={records} />
      <div className="relative mt-8 overflow-x-auto rounded-2xl border border-line">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="px-4 pt-4 text-left text-lg font-semibold text-ink">{C.caption}</caption>
          <thead className="bg-surface-muted text-ink-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{C.columns.name}</th>
              <th scope="col" className="px-4 py-3 font-medium">{C.columns.email}</th>
              <th scope="col" className="px-4 py-3 font-medium">{C.columns.role}</th>
              <th scope="col" className="px-4 py-3 font-medium">{C.columns.status}</th>
              <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line text-ink">
            {members.map((m) => (
              <tr key={`${m.userId ?? "invite"}-${m.email}`}>
                <td className="px-4 py-3 font-medium">
                  {m.name}
                  {m.staffRecord ? <p className="text-xs font-normal text-ink-muted">{C.staffRecord}: {m.staffRecord}</p> : null}
                </td>
                <td className="break-all px-4 py-3 sm:whitespace-nowrap sm:break-normal">{m.email}</td>
                <td className="px-4 py-3">{ROLE_LABELS[m.role]}</td>
                <td className="px-4 py-3 text-ink-muted">{status(m)}</td>
                <td className="px-4 py-3 text-right">
                  {m.userId && m.userId !== session.userId && !m.listedOwner ? <StaffRowActions userId={m.userId} who={m.name} role={m.role} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
