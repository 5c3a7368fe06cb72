import "server-only";
import { createServerClient } from "@supabase/ssr";
import { createClient, isAuthApiError } from "@supabase/supabase-js";
import { cookies } from "next/headers";
import { ACCOUNT_COPY } from "@/content/account";
import { config } from "@/lib/config";
import { grantAdminIfListed, staffRoleOf } from "./admin-role";
import type { AuthAdapter, AuthResult, Outcome, Session, SignUpResult } from "./types";

export async function supabaseServerClient() {
  const c = config();
  const jar = await cookies();
  return createServerClient(c.NEXT_PUBLIC_SUPABASE_URL!, c.NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    cookies: {
      getAll: () => jar.getAll(),
      setAll(toSet) {
        try {
          for (const { name, value, options } of toSet) jar.set(name, value, options);
        } catch {
          // Called from a Server Component, where cookies are read-only; the proxy refreshes them.
        }
      },
    },
  });
}

/**
 * The auth server's own answer ("Invalid login credentials") is shown as it is; anything else
 * (the server unreachable: "fetch failed", a bad response) is logged and the visitor gets the
 * spec's "An unexpected error occurred".
 */
export function authFailure(error: unknown, action: string): { ok: false; error: string } {
  if (isAuthApiError(error) && error.message) return { ok: false, error: error.message };
  console.error(`${action} failed`, error instanceof Error ? error.message : String(error));
  return { ok: false, error: ACCOUNT_COPY.unexpected };
}

/** Re-checks the signed-in user's password (change, deletion): null when it is right. */
async function passwordProblem(
  supabase: Awaited<ReturnType<typeof supabaseServerClient>>,
  email: string,
  password: string,
  action: string,
): Promise<{ ok: false; error: string } | null> {
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (!error) return null;
  return isAuthApiError(error) ? { ok: false, error: ACCOUNT_COPY.password.wrongCurrent } : authFailure(error, action);
}

/** Where Supabase's e-mail links land: the confirm route exchanges their code for a session. */
const callbackUrl = (origin: string, next: string) => `${origin}/brampton/auth/confirm?next=${encodeURIComponent(next)}`;

async function toSession(userId: string, email: string): Promise<Session> {
  await grantAdminIfListed(userId, email);
  const role = await staffRoleOf(userId, email);
  return { userId, email, isAdmin: role !== null, role };
}

export const supabaseAuth: AuthAdapter = {
  async getSession() {
    const supabase = await supabaseServerClient();
    // getClaims verifies the JWT signature; getSession would trust the cookie blindly.
    const { data, error } = await supabase.auth.getClaims();
    const claims = data?.claims;
    if (error || !claims?.sub || typeof claims.email !== "string") return null;
    const role = await staffRoleOf(claims.sub, claims.email);
    return { userId: claims.sub, email: claims.email, isAdmin: role !== null, role };
  },

  async signIn(email, password): Promise<AuthResult> {
    const supabase = await supabaseServerClient();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    if (error || !data.user) return authFailure(error, "sign-in");
    return { ok: true, session: await toSession(data.user.id, data.user.email ?? email) };
  },

  async signUp(email, password, metadata, origin): Promise<SignUpResult> {
    const supabase = await supabaseServerClient();
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: origin ? callbackUrl(origin, "/brampton/account") : undefined, data: metadata },
    });
    if (error || !data.user) return authFailure(error, "sign-up");
    // Confirmation on (Supabase's default): a user but no session until the link is opened.
    if (!data.session) return { ok: true, session: null };
    return { ok: true, session: await toSession(data.user.id, data.user.email ?? email) };
  },

  async signOut() {
    const supabase = await supabaseServerClient();
    await supabase.auth.signOut();
  },

  async requestPasswordReset(email, origin) {
    const supabase = await supabaseServerClient();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: callbackUrl(origin, "/brampton/auth/reset") });
    // Supabase answers alike for unknown addresses; anything else is the operator's to see.
    if (error) throw error;
  },

  async resetPassword(_token, password): Promise<AuthResult> {
    const supabase = await supabaseServerClient();
    const { data } = await supabase.auth.getClaims();
    const claims = data?.claims;
    // Only a session that Supabase's recovery link started may set a password without the old one.
    const recovery = Array.isArray(claims?.amr) && claims.amr.some((m) => typeof m === "object" && (m.method === "recovery" || m.method === "otp"));
    if (!claims?.sub || typeof claims.email !== "string" || !recovery) return { ok: false, error: ACCOUNT_COPY.reset.invalidLink };
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return authFailure(error, "password reset");
    await supabase.auth.signOut({ scope: "others" });
    return { ok: true, session: await toSession(claims.sub, claims.email) };
  },

  async changePassword(session, current, password): Promise<Outcome> {
    const supabase = await supabaseServerClient();
    const wrong = await passwordProblem(supabase, session.email, current, "password change");
    if (wrong) return wrong;
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return authFailure(error, "password change");
    await supabase.auth.signOut({ scope: "others" });
    return { ok: true };
  },

  async resendConfirmation(session, origin) {
    const supabase = await supabaseServerClient();
    const { error } = await supabase.auth.resend({
      type: "signup",
      email: session.email,
      options: { emailRedirectTo: callbackUrl(origin, "/brampton/account") },
    });
    if (error) throw error;
  },
  async deleteAccount(session, password): Promise<Outcome> {
    const supabase = await supabaseServerClient();
    const wrong = await passwordProblem(supabase, session.email, password, "account deletion");
    if (wrong) return wrong;
    const c = config();
    const admin = createClient(c.NEXT_PUBLIC_SUPABASE_URL!, c.SUPABASE_SERVICE_ROLE_KEY!, { auth: { persistSession: false, autoRefreshToken: false } });
    const { error } = await admin.auth.admin.deleteUser(session.userId);
    if (error) return authFailure(error, "account deletion");
    await supabase.auth.signOut({ scope: "global" });
    return { ok: true };
  },
};
