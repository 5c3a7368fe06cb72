import "server-only";
import { redirect } from "next/navigation";
import { getSession, type Session } from "@/lib/auth";

/** Pages re-check what the proxy checked: a session, and the admin role in the database. */
export async function requireAdminPage(path: string): Promise<Session & { isAdmin: true }> {
  const session = await getSession();
  if (!session) redirect(`/brampton/auth?next=${encodeURIComponent(path)}`);
  if (!session.isAdmin) redirect("/brampton/forbidden");
  return session as Session & { isAdmin: true };
}
