"use server";

import { headers } from "next/headers";
import { ACCOUNT_COPY } from "@/content/account";
import { auth } from "@/lib/auth";
import { accountLinkOrigin } from "@/lib/auth/account-links";
import { afterSignIn } from "@/lib/auth/redirect";
import { TOO_MANY_ATTEMPTS, accountMailAllowed, guardedSignIn, rememberDevice, signUpAllowed } from "@/lib/auth/sign-in-guard";
import { scheduleMailDelivery } from "@/lib/mail";
import { clientIp } from "@/lib/request";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
} from "@/lib/validations/auth";

export type AuthActionResult = { ok: true; redirectTo: string } | { ok: false; error: string };
/** Hosted sign-up with confirmation on: no session until the e-mail's link is opened. */
export type SignUpActionResult = AuthActionResult | { ok: true; checkInbox: string };

const UNEXPECTED = ACCOUNT_COPY.unexpected;

export async function signInAction(input: SignInInput, next?: string): Promise<AuthActionResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const result = await guardedSignIn(parsed.data.email, parsed.data.password, clientIp(await headers()));
    if (!result.ok) return result;
    return { ok: true, redirectTo: afterSignIn(next, result.session.role) };
  } catch (err) {
    console.error("sign-in failed", (err as Error).message);
    return { ok: false, error: UNEXPECTED };
  }
}

export async function signUpAction(input: SignUpInput, next?: string): Promise<SignUpActionResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const d = parsed.data;
  try {
    const h = await headers();
    if (!(await signUpAllowed(clientIp(h)))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const result = await auth().signUp(
      d.email,
      d.password,
      { first_name: d.firstName, last_name: d.lastName, phone_number: d.phoneNumber, address: d.address, how_did_you_hear: d.howDidYouHear },
      accountLinkOrigin(h),
    );
    if (!result.ok) return result;
    scheduleMailDelivery();
    if (!result.session) return { ok: true, checkInbox: d.email };
    await rememberDevice(d.email);
    return { ok: true, redirectTo: afterSignIn(next, result.session.role) };
  } catch (err) {
    console.error("sign-up failed", (err as Error).message);
    return { ok: false, error: UNEXPECTED };
  }
}

export async function signOutAction(): Promise<{ ok: true }> {
  await auth().signOut();
  return { ok: true };
}

/** The same answer whether or not the address has an account (only the per-address limit is said). */
export async function forgotPasswordAction(input: ForgotPasswordInput): Promise<{ ok: true; message: string } | { ok: false; error: string }> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const { email } = parsed.data;
  try {
    const h = await headers();
    const allowed = await accountMailAllowed("reset", email, clientIp(h));
    if (allowed === "address") return { ok: false, error: TOO_MANY_ATTEMPTS };
    const origin = accountLinkOrigin(h);
    if (allowed === "ok" && origin) {
      await auth().requestPasswordReset(email, origin);
      scheduleMailDelivery();
    }
    return { ok: true, message: ACCOUNT_COPY.forgot.sent(email) };
  } catch (err) {
    console.error("password reset request failed", (err as Error).message);
    return { ok: false, error: UNEXPECTED };
  }
}

export async function resetPasswordAction(input: ResetPasswordInput): Promise<AuthActionResult> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  try {
    const result = await auth().resetPassword(parsed.data.token, parsed.data.password);
    if (!result.ok) return result;
    await rememberDevice(result.session.email);
    return { ok: true, redirectTo: afterSignIn(undefined, result.session.role) };
  } catch (err) {
    console.error("password reset failed", (err as Error).message);
    return { ok: false, error: UNEXPECTED };
  }
}
