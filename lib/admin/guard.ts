import "server-only";
import { redirect } from "next/navigation";
import { getSession, type Session } from "@/lib/auth";
import type { Caller, Queryable } from "@/lib/db/types";

export const NOT_ADMIN = "You must be signed in as an admin to do that.";

/** Pages re-check what the proxy checked: a session, and the admin role in the database. */
export async function requireAdminPage(path: string): Promise<Session & { isAdmin: true }> {
  const session = await getSession();
  if (!session) redirect(`/brampton/auth?next=${encodeURIComponent(path)}`);
  if (!session.isAdmin) redirect("/brampton/forbidden");
  return session as Session & { isAdmin: true };
}

/**
 * For server actions and route handlers: the admin's database caller, or null for a
 * visitor, a customer or a forged request. The proxy is only the first gate.
 */
export async function adminCaller(): Promise<Extract<Caller, { kind: "user" }> | null> {
  const session = await getSession();
  if (!session?.isAdmin) return null;
  return { kind: "user", userId: session.userId, email: session.email };
}

export class NotAdminError extends Error {
  constructor() {
    super(NOT_ADMIN);
  }
}

/**
 * Inside a data-layer write: the database itself must agree the caller is an admin
 * (the same check the RLS policies make), so a refused write says so instead of
 * silently touching no rows.
 */
export async function assertAdmin(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ ok: boolean }>("select public.is_admin() as ok");
  if (!row?.ok) throw new NotAdminError();
}
