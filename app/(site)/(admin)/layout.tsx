import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { getSession } from "@/lib/auth";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Every admin page reads the session, so nothing here is prerendered or shared between users. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const session = await getSession();
  return <AdminShell email={session?.isAdmin ? session.email : null} role={session?.role ?? null}>{children}</AdminShell>;
}
