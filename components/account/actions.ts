"use server";

import { getOwnProfile, saveOwnFit } from "@/lib/account";
import { getSession } from "@/lib/auth";
import type { FitNumbers } from "@/lib/catalog/fit";
import { getDb } from "@/lib/db";
import { fitSchema, type FitInput } from "@/lib/validations/fit";

const SIGN_IN = "Sign in to keep your measurements";
const FAILED = "Could not save your measurements. Please try again.";

async function signedInCaller() {
  const session = await getSession();
  return session ? { kind: "user" as const, userId: session.userId, email: session.email } : null;
}

/** Saves the match form's numbers to the signed-in shopper's own profile (a visitor gets SIGN_IN). */
export async function saveFitAction(input: FitInput): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = fitSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const caller = await signedInCaller();
    if (!caller) return { ok: false, error: SIGN_IN };
    return (await saveOwnFit(await getDb(), caller, parsed.data)) ? { ok: true } : { ok: false, error: FAILED };
  } catch (err) {
    console.error("saving fit failed", (err as Error).message);
    return { ok: false, error: FAILED };
  }
}

/**
 * The numbers saved last time, for the match form to fill in. Asked from the browser because
 * the shop page is cached for everyone and must not carry anyone's own data.
 */
export async function savedFitAction(): Promise<{ ok: true; fit: FitNumbers | null } | { ok: false; error: string }> {
  try {
    const caller = await signedInCaller();
    if (!caller) return { ok: false, error: SIGN_IN };
    const profile = await getOwnProfile(await getDb(), caller);
    return { ok: true, fit: profile?.fit ?? null };
  } catch (err) {
    console.error("loading fit failed", (err as Error).message);
    return { ok: false, error: "Could not load your measurements" };
  }
}
