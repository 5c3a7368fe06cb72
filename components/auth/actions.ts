"use server";

import { headers } from "next/headers";
import { auth } from "@/lib/auth";
import { afterSignIn } from "@/lib/auth/redirect";
import { TOO_MANY_ATTEMPTS, guardedSignIn, rememberDevice, signUpAllowed } from "@/lib/auth/sign-in-guard";
import { clientIp } from "@/lib/request";
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from "@/lib/validations/auth";

export type AuthActionResult = { ok: true; redirectTo: string } | { ok: false; error: string };

const UNEXPECTED = "An unexpected error occurred";

export async function signInAction(input: SignInInput, next?: string): Promise<AuthActionResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const result = await guardedSignIn(parsed.data.email, parsed.data.password, clientIp(await headers()));
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
    if (!(await signUpAllowed(clientIp(await headers())))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const result = await auth().signUp(d.email, d.password, {
      first_name: d.firstName,
      last_name: d.lastName,
      phone_number: d.phoneNumber,
      address: d.address,
      how_did_you_hear: d.howDidYouHear,
    });
    if (!result.ok) return result;
    await rememberDevice(d.email);
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
