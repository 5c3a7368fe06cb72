import type { Metadata } from "next";
import { InviteStaff } from "@/components/staff/invite-form";
import { StaffTable } from "@/components/staff/staff-table";
import { STAFF_COPY as C } from "@/content/staff";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { listStaff } from "@/lib/staff/accounts";

export const metadata: Metadata = { title: "Staff", robots: { index: false, follow: false } };

/** Staff accounts by role (Owner only): invite, change a role, remove. */
export default async function StaffPage() {
  const session = await requireAdminPage("/brampton/admin/staff", "staff");
  const { members, records } = await listStaff(await getDb(), { kind: "user", userId: session.userId, email: session.email });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
      <InviteStaff records={records} />
      <StaffTable members={members} viewerId={session.userId} />
    </div>
  );
}
