import "server-only";
import { system, withDb } from "@/lib/db";
import { isListedAdminEmail } from "./admin-list";

export { isListedAdminEmail };

/** Named system operation: grants the admin role when the e-mail is on ADMIN_EMAILS. */
export async function grantAdminIfListed(userId: string, email: string): Promise<void> {
  if (!isListedAdminEmail(email)) return;
  await withDb(system, (tx) => tx.query("select public.assign_admin_role($1)", [userId]));
}

/** Whether the user holds the admin role, asked as that user so RLS and is_admin() decide. */
export async function hasAdminRole(userId: string, email: string): Promise<boolean> {
  const rows = await withDb({ kind: "user", userId, email }, (tx) =>
    tx.query<{ admin: boolean }>("select private.is_admin() as admin"),
  );
  return rows[0]?.admin === true;
}
