import { createServerClient } from "@supabase/ssr";
import type { NextRequest } from "next/server";
import { config } from "@/lib/config";
import { isListedAdminEmail } from "./admin-list";
import { isStaffRole, type StaffRole } from "./permissions";
import { authSecret } from "./secret";
import { SESSION_COOKIE, verifySessionToken } from "./session-token";

/** Who the cookie says is signed in, and the staff role it was signed with (a hint, never a refusal). */
export type ProxySession = { userId: string; sessionId: string | null; email: string; role: StaffRole | null };

/** The proxy's view of the session: who, and the staff role they signed in with. No database. */
export async function sessionFromRequest(request: NextRequest): Promise<ProxySession | null> {
  const c = config();
  if (c.authMode === "embedded") {
    const claims = verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value, authSecret());
    // A listed Owner's cookie from before roles carries admin only; anyone else needs a role claim.
    if (!claims) return null;
    const role = claims.role ?? (claims.admin && isListedAdminEmail(claims.email) ? "owner" : null);
    return { userId: claims.sub, sessionId: claims.sid, email: claims.email, role };
  }
  const supabase = createServerClient(c.NEXT_PUBLIC_SUPABASE_URL!, c.NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    cookies: { getAll: () => request.cookies.getAll(), setAll: () => undefined },
  });
  const { data } = await supabase.auth.getClaims();
  const email = data?.claims?.email;
  const userId = data?.claims?.sub;
  if (typeof email !== "string" || typeof userId !== "string") return null;
  // Hosted: the role is in the database only; a signed-in person reaches the page, which decides.
  return { userId, sessionId: null, email, role: isListedAdminEmail(email) ? "owner" : hostedStaffRole(data?.claims) };
}

/** Supabase: a role the server stamped into app_metadata at invitation, else none. */
function hostedStaffRole(claims: Record<string, unknown> | undefined): StaffRole | null {
  const meta = claims?.app_metadata as { staff_role?: unknown } | undefined;
  return isStaffRole(meta?.staff_role) ? meta.staff_role : null;
}
