import "server-only";
import { redirect } from "next/navigation";
import { getSession, type Session } from "@/lib/auth";
import { canAny, type Permission, type StaffRole } from "@/lib/auth/permissions";
import type { Caller } from "@/lib/db/types";

import { NOT_ADMIN, NOT_ALLOWED } from "./assert";

export { NOT_ADMIN, NOT_ALLOWED, NotAdminError, assertAdmin } from "./assert";

type Needs = Permission | readonly Permission[];
const list = (needs: Needs): readonly Permission[] => (typeof needs === "string" ? [needs] : needs);

/**
 * Pages re-check what the proxy checked: a session, and a role (read from the database)
 * that holds one of the permissions. Without one, the Owner only. A staff member whose role
 * may not use the page gets the forbidden page, as a customer does.
 */
export async function requireAdminPage(path: string, needs?: Needs): Promise<Session & { isAdmin: true; role: StaffRole }> {
  const session = await getSession();
  if (!session) redirect(`/brampton/auth?next=${encodeURIComponent(path)}`);
  const allowed = needs ? canAny(session.role, list(needs)) : session.role === "owner";
  if (!allowed) redirect("/brampton/forbidden");
  return session as Session & { isAdmin: true; role: StaffRole };
}

/**
 * For server actions and route handlers: the staff member's database caller when their role
 * holds one of the permissions (without any: the Owner), or null for a visitor, a customer, a
 * role without it or a forged request. The proxy is only the first gate; the database asks again.
 */
export async function adminCaller(needs?: Needs): Promise<Extract<Caller, { kind: "user" }> | null> {
  const session = await getSession();
  if (!session?.role) return null;
  const allowed = needs ? canAny(session.role, list(needs)) : session.role === "owner";
  if (!allowed) return null;
  return { kind: "user", userId: session.userId, email: session.email };
}

/** adminCaller under the name the plan uses. */
export const staffCaller = adminCaller;

/** What an action answers when adminCaller said no: a staff member hears that the role may not; anyone else, NOT_ADMIN. */
export async function refusal(): Promise<string> {
  return (await getSession())?.role ? NOT_ALLOWED : NOT_ADMIN;
}
