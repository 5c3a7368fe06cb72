import "server-only";
import { system, withDb } from "@/lib/db";
import { roleFromDb, type StaffRole } from "./permissions";
import type { ProxySession } from "./proxy-session";

/**
 * The role the database holds now for the cookie's user, or "ended" when that session was signed
 * out, revoked or the account removed. The proxy asks only when the cookie's role would refuse a
 * page: a role changed since sign-in takes effect on the next request (the Staff page's promise).
 */
export async function liveStaffRole(session: ProxySession): Promise<StaffRole | null | "ended"> {
  const rows = await withDb(system, (tx) =>
    session.sessionId
      ? tx.query<{ role: string | null }>(
          `select (select r.role from public.user_roles r where r.user_id = u.id) as role
           from auth.users u join private.sessions s on s.user_id = u.id
           where u.id = $1 and s.id = $2 and s.revoked_at is null and s.expires_at > now()`,
          [session.userId, session.sessionId],
        )
      : tx.query<{ role: string | null }>(
          "select (select r.role from public.user_roles r where r.user_id = u.id) as role from auth.users u where u.id = $1",
          [session.userId],
        ),
  );
  return rows[0] ? roleFromDb(rows[0].role) : "ended";
}
