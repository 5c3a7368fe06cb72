"use server";

import { headers } from "next/headers";
import { auth } from "@/lib/auth";
import { afterSignIn } from "@/lib/auth/redirect";
import { withDb, anon } from "@/lib/db";
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from "@/lib/validations/auth";

export type AuthActionResult = { ok: true; redirectTo: string } | { ok: false; error: string };

const UNEXPECTED = "An unexpected error occurred";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

async function allowed(action: string, email: string): Promise<boolean> {
  const h = await headers();
  const ip = (h.get("x-forwarded-for") ?? "").split(",")[0].trim() || "local";
  const [row] = await withDb(anon, (tx) =>
    tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, 10, 300) and private.hit_rate_limit($2, 30, 300) as ok", [
      `${action}:email:${email.toLowerCase()}`,
      `${action}:ip:${ip}`,
    ]),
  );
  return row.ok;
}

export async function signInAction(input: SignInInput, next?: string): Promise<AuthActionResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    if (!(await allowed("signin", parsed.data.email))) return { ok: false, error: TOO_MANY };
    const result = await auth().signIn(parsed.data.email, parsed.data.password);
    if (!result.ok) return result;
    return { ok: true, redirectTo: afterSignIn(next, result.session.isAdmin) };
  } catch (err) {
    console.error("sign-in failed", (err as Error).message);
    return { ok: false, error: UNEXPECTED };
  }
}

export async function signUpAction(input: SignUpInput, next?: string): Promise<AuthActionResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const d = parsed.data;
  try {
    if (!(await allowed("signup", d.email))) return { ok: false, error: TOO_MANY };
    const result = await auth().signUp(d.email, d.password, {
      first_name: d.firstName,
      last_name: d.lastName,
      phone_number: d.phoneNumber,
      address: d.address,
      how_did_you_hear: d.howDidYouHear,
    });
    if (!result.ok) return result;
    return { ok: true, redirectTo: afterSignIn(next, result.session.isAdmin) };
  } catch (err) {
    console.error("sign-up failed", (err as Error).message);
    return { ok: false, error: UNEXPECTED };
  }
}

export async function signOutAction(): Promise<{ ok: true }> {
  await auth().signOut();
  return { ok: true };
}
