import { createServerClient } from "@supabase/ssr";
import type { NextRequest } from "next/server";
import { config } from "@/lib/config";
import { isListedAdminEmail } from "./admin-list";
import { authSecret } from "./secret";
import { SESSION_COOKIE, verifySessionToken } from "./session-token";

/** The proxy's view of the session: who, and whether they look like an admin. No database. */
export async function sessionFromRequest(request: NextRequest): Promise<{ email: string; admin: boolean } | null> {
  const c = config();
  if (c.authMode === "embedded") {
    const claims = verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value, authSecret());
    return claims ? { email: claims.email, admin: claims.admin && isListedAdminEmail(claims.email) } : null;
  }
  const supabase = createServerClient(c.NEXT_PUBLIC_SUPABASE_URL!, c.NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    cookies: { getAll: () => request.cookies.getAll(), setAll: () => undefined },
  });
  const { data } = await supabase.auth.getClaims();
  const email = data?.claims?.email;
  if (typeof email !== "string") return null;
  return { email, admin: isListedAdminEmail(email) };
}
