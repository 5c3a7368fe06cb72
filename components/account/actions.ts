"use server";

import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { ACCOUNT_COPY } from "@/content/account";
import { ACCOUNT_EXTRAS_COPY } from "@/content/account-extras";
import { clearOwnFit, getOwnProfile, saveOwnFit, updateOwnProfile } from "@/lib/account";
import { auth, getSession, signedInCaller } from "@/lib/auth";
import { accountLinkOrigin } from "@/lib/auth/account-links";
import { TOO_MANY_ATTEMPTS, accountMailAllowed, passwordChangeAllowed } from "@/lib/auth/sign-in-guard";
import type { FitNumbers } from "@/lib/catalog/fit";
import { getDb } from "@/lib/db";
import { scheduleMailDelivery } from "@/lib/mail";
import { clientIp } from "@/lib/request";
import {
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type ProfileInput,
} from "@/lib/validations/auth";
import { fitSchema, type FitInput } from "@/lib/validations/fit";
import { z } from "@/lib/validations/z";

type Result = { ok: true } | { ok: false; error: string };
const ACCOUNT_PATH = "/brampton/account";

const SIGN_IN = "Sign in to keep your measurements";
const FAILED = "Could not save your measurements. Please try again.";

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

/** "Edit profile": the sign-up form's fields and rules, on the signed-in user's own row. */
export async function updateProfileAction(input: ProfileInput): Promise<Result> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const caller = await signedInCaller();
    if (!caller) return { ok: false, error: ACCOUNT_COPY.signInFirst };
    if (!(await updateOwnProfile(await getDb(), caller, parsed.data))) return { ok: false, error: ACCOUNT_COPY.profile.failed };
    revalidatePath(ACCOUNT_PATH);
    return { ok: true };
  } catch (err) {
    console.error("profile update failed", (err as Error).message);
    return { ok: false, error: ACCOUNT_COPY.unexpected };
  }
}

/** Needs the current password; the account's other sessions end. */
export async function changePasswordAction(input: ChangePasswordInput): Promise<Result> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const session = await getSession();
    if (!session) return { ok: false, error: ACCOUNT_COPY.signInFirst };
    if (!(await passwordChangeAllowed(session.userId))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    return await auth().changePassword(session, parsed.data.currentPassword, parsed.data.newPassword);
  } catch (err) {
    console.error("password change failed", (err as Error).message);
    return { ok: false, error: ACCOUNT_COPY.unexpected };
  }
}

/** "Send again" for the address confirmation, limited like the reset e-mail. */
export async function resendConfirmationAction(): Promise<{ ok: true; message: string } | { ok: false; error: string }> {
  try {
    const session = await getSession();
    if (!session) return { ok: false, error: ACCOUNT_COPY.signInFirst };
    const h = await headers();
    const allowed = await accountMailAllowed("confirm", session.email, clientIp(h));
    if (allowed === "address") return { ok: false, error: TOO_MANY_ATTEMPTS };
    if (allowed === "account") return { ok: false, error: ACCOUNT_COPY.confirm.tooMany };
    const origin = accountLinkOrigin(h);
    if (!origin) return { ok: false, error: ACCOUNT_COPY.unexpected };
    await auth().resendConfirmation(session, origin);
    scheduleMailDelivery();
    return { ok: true, message: ACCOUNT_COPY.confirm.sent(session.email) };
  } catch (err) {
    console.error("confirmation e-mail failed", (err as Error).message);
    return { ok: false, error: ACCOUNT_COPY.unexpected };
  }
}

/** "Delete my account": the password again; admins are refused (the clinic must keep two). */
export async function deleteAccountAction(input: DeleteAccountInput): Promise<Result> {
  const parsed = deleteAccountSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const session = await getSession();
    if (!session) return { ok: false, error: ACCOUNT_COPY.signInFirst };
    if (session.isAdmin) return { ok: false, error: ACCOUNT_COPY.data.adminRefused };
    if (!(await passwordChangeAllowed(session.userId))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    return await auth().deleteAccount(session, parsed.data.password);
  } catch (err) {
    console.error("account deletion failed", (err as Error).message);
    return { ok: false, error: ACCOUNT_COPY.unexpected };
  }
}

// "Clear" sends no fields; the schema still turns away anything else a hand-made request sends.
const clearFitSchema = z.strictObject({});

/** "Clear" on the account's measurements card: forgets the signed-in user's own saved numbers. */
export async function clearFitAction(input: Record<string, never> = {}): Promise<Result> {
  const parsed = clearFitSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const caller = await signedInCaller();
    if (!caller) return { ok: false, error: ACCOUNT_COPY.signInFirst };
    if (!(await clearOwnFit(await getDb(), caller))) return { ok: false, error: ACCOUNT_EXTRAS_COPY.measurements.clearFailed };
    revalidatePath(ACCOUNT_PATH);
    return { ok: true };
  } catch (err) {
    console.error("clearing fit failed", (err as Error).message);
    return { ok: false, error: ACCOUNT_EXTRAS_COPY.measurements.clearFailed };
  }
}
