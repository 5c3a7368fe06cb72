import "server-only";
import { createServerClient } from "@supabase/ssr";
import { cookies, headers } from "next/headers";
import { config } from "@/lib/config";
import { siteUrlFor } from "@/lib/seo/site-url";
import { grantAdminIfListed, hasAdminRole } from "./admin-role";
import type { AuthAdapter, AuthResult, Session } from "./types";

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

async function toSession(userId: string, email: string): Promise<Session> {
  await grantAdminIfListed(userId, email);
  return { userId, email, isAdmin: await hasAdminRole(userId, email) };
}

export const supabaseAuth: AuthAdapter = {
  async getSession() {
    const supabase = await supabaseServerClient();
    // getClaims verifies the JWT signature; getSession would trust the cookie blindly.
    const { data, error } = await supabase.auth.getClaims();
    const claims = data?.claims;
    if (error || !claims?.sub || typeof claims.email !== "string") return null;
    return { userId: claims.sub, email: claims.email, isAdmin: await hasAdminRole(claims.sub, claims.email) };
  },

  async signIn(email, password): Promise<AuthResult> {
    const supabase = await supabaseServerClient();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    if (error || !data.user) return { ok: false, error: error?.message ?? "An unexpected error occurred" };
    return { ok: true, session: await toSession(data.user.id, data.user.email ?? email) };
  },

  async signUp(email, password, metadata): Promise<AuthResult> {
    const supabase = await supabaseServerClient();
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: siteUrlFor(await headers()) ?? undefined, data: metadata },
    });
    if (error || !data.user) return { ok: false, error: error?.message ?? "An unexpected error occurred" };
    return { ok: true, session: await toSession(data.user.id, data.user.email ?? email) };
  },

  async signOut() {
    const supabase = await supabaseServerClient();
    await supabase.auth.signOut();
  },
};
