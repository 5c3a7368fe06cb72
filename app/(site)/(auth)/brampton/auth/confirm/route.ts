import { confirmEmailLink } from "@/lib/auth/account-links";
import { afterSignIn } from "@/lib/auth/redirect";
import { supabaseServerClient } from "@/lib/auth/supabase";
import { config } from "@/lib/config";

/**
 * Where the account e-mails' links land. Embedded: `?token=` confirms the address the link was
 * sent to. Hosted: Supabase's links arrive with `?code=` (PKCE), exchanged here for the session
 * (then on to `next`: the account, or the reset form for a recovery link).
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const params = url.searchParams;
  // A plain 303 with mutable headers: in hosted mode the session's cookies are added to it.
  const to = (path: string) => new Response(null, { status: 303, headers: { Location: new URL(path, url.origin).toString() } });
  try {
    if (config().authMode === "supabase") {
      const code = params.get("code");
      const supabase = await supabaseServerClient();
      const { error } = code ? await supabase.auth.exchangeCodeForSession(code) : { error: new Error("no code") };
      if (error) return to("/brampton/account?email=invalid-link");
      const next = params.get("next");
      return to(next === "/brampton/auth/reset" ? next : afterSignIn(next, null));
    }
    const confirmed = await confirmEmailLink(params.get("token") ?? "");
    return to(confirmed ? "/brampton/account?email=confirmed" : "/brampton/account?email=invalid-link");
  } catch (err) {
    console.error("e-mail link failed", (err as Error).message);
    return to("/brampton/account?email=invalid-link");
  }
}
