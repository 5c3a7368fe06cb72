import "server-only";
import { redirect } from "next/navigation";
import { getSession, type Session } from "@/lib/auth";
import type { Caller } from "@/lib/db/types";

export { NOT_ADMIN, NotAdminError, assertAdmin } from "./assert";

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
