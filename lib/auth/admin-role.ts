import "server-only";
import { system, withDb } from "@/lib/db";
import { isListedAdminEmail } from "./admin-list";
import { roleFromDb, type StaffRole } from "./permissions";

export { isListedAdminEmail };

/** Named system operation: grants the admin role when the e-mail is on ADMIN_EMAILS. */
export async function grantAdminIfListed(userId: string, email: string): Promise<void> {
  if (!isListedAdminEmail(email)) return;
  await withDb(system, (tx) => tx.query("select public.assign_admin_role($1)", [userId]));
}

/** The user's staff role, asked as that user so RLS and private.staff_role() decide. */
export async function staffRoleOf(userId: string, email: string): Promise<StaffRole | null> {
  const rows = await withDb({ kind: "user", userId, email }, (tx) =>
    tx.query<{ role: string | null }>("select private.staff_role() as role"),
  );
  return roleFromDb(rows[0]?.role);
}
