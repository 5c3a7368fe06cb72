import "server-only";
import { createHmac } from "node:crypto";
import { cookies } from "next/headers";
import { config } from "@/lib/config";
import { system, withDb } from "@/lib/db";
import { DEVICE_COOKIE, DEVICE_MAX_AGE_SECONDS, deviceEntryFor, readDeviceCookie, writeDeviceCookie } from "./device-cookie";
import { auth } from "./index";
import { authSecret } from "./secret";
import { secureCookie } from "./secure-cookie";
import type { AuthResult } from "./types";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Failed sign-ins allowed per window. Only failures count, so signing in and out never locks
 * anyone out. Unknown browsers are held to the address and the account limits; a browser that
 * signed in to the account before (its device cookie) only to its own, so strangers' failures,
 * from anywhere, never keep the account's owner out.
 */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  /** Per client address, across accounts, for browsers without a device note for the account. */
  perAddress: 20,
  /** Per account, for all browsers without a device note for it together. */
  perAccountUnknownBrowsers: 10,
  /** Per device note: a stolen cookie buys no more guesses than this. */
  perDevice: 10,
} as const;

/** Sign-up: accounts created (or tried) per address. */
export const SIGN_UPS_PER_ADDRESS = { max: 30, windowSeconds: 5 * 60 } as const;

/**
 * The device cookie's key: AUTH_SECRET; in hosted mode without it, one derived from Supabase's
 * service-role key (secret, and required there in production; never the public anon key);
 * otherwise the embedded session secret.
 */
function deviceSecret(): string {
  const c = config();
  if (c.AUTH_SECRET) return c.AUTH_SECRET;
  if (c.authMode === "supabase" && c.SUPABASE_SERVICE_ROLE_KEY) {
    return createHmac("sha256", c.SUPABASE_SERVICE_ROLE_KEY).update("brightview-device-cookie").digest("base64url");
  }
  return authSecret();
}

const keys = (email: string, ip: string, nonce: string | null) => ({
  address: `signin-fail:ip:${ip}`,
  account: `signin-fail:account:${email.trim().toLowerCase()}`,
  device: nonce ? `signin-fail:device:${nonce}` : null,
});

/** Takes a place in each counter at once; true when every one is still within its limit. */
async function take(limits: [key: string, max: number][]): Promise<boolean> {
  const [row] = await withDb(system, (tx) =>
    tx.query<{ ok: boolean }>(
      `select bool_and(private.hit_rate_limit(k, m, $3)) as ok from unnest($1::text[], $2::int[]) as t(k, m)`,
      [limits.map(([key]) => key), limits.map(([, max]) => max), SIGN_IN_LIMITS.windowSeconds],
    ),
  );
  return row.ok;
}

/**
 * Signs in through the configured adapter, throttled as above. Every attempt counts as a
 * failure until it succeeds (so a burst of concurrent guesses cannot all pass a check made
 * before any was counted); a refused attempt never reaches the password check.
 */
export async function guardedSignIn(email: string, password: string, ip: string): Promise<AuthResult> {
  const secret = deviceSecret();
  const jar = await cookies();
  const entries = readDeviceCookie(jar.get(DEVICE_COOKIE)?.value, secret);
  const note = deviceEntryFor(entries, email, secret);
  const k = keys(email, ip, note?.n ?? null);

  // A note that has itself failed too often counts for nothing: the browser is unknown again.
  const trusted = k.device !== null && (await take([[k.device, SIGN_IN_LIMITS.perDevice]]));
  if (!trusted && !(await take([[k.address, SIGN_IN_LIMITS.perAddress], [k.account, SIGN_IN_LIMITS.perAccountUnknownBrowsers]]))) {
    return { ok: false, error: TOO_MANY_ATTEMPTS };
  }

  const result = await auth().signIn(email, password);
  if (!result.ok) return result;
  // Success clears this browser's own counter and gives back the address's place; the
  // address's earlier failures stay, or signing in to one's own account between guesses at
  // others would wipe them.
  await withDb(system, async (tx) => {
    if (trusted) return void (await tx.query("select private.clear_rate_limit($1)", [k.device]));
    await tx.query("select private.clear_rate_limit($1)", [k.account]);
    await tx.query("select private.undo_rate_limit_hit($1, $2)", [k.address, SIGN_IN_LIMITS.windowSeconds]);
  });
  await rememberDevice(email);
  return result;
}

/** Notes in this browser's device cookie that it has signed in (or up) to `email`. */
export async function rememberDevice(email: string): Promise<void> {
  const secret = deviceSecret();
  const jar = await cookies();
  const entries = readDeviceCookie(jar.get(DEVICE_COOKIE)?.value, secret);
  jar.set(DEVICE_COOKIE, writeDeviceCookie(entries, email, secret), {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookie(),
    path: "/",
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}

/** Counts one attempt under `key`; true while it is within `max` per window. */
async function withinLimit(key: string, max: number, windowSeconds: number): Promise<boolean> {
  const [row] = await withDb(system, (tx) =>
    tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, $3) as ok", [key, max, windowSeconds]),
  );
  return row.ok;
}

/** Sign-up attempts per address; true when this one may go ahead. */
export async function signUpAllowed(ip: string): Promise<boolean> {
  return withinLimit(`signup:ip:${ip}`, SIGN_UPS_PER_ADDRESS.max, SIGN_UPS_PER_ADDRESS.windowSeconds);
}

/**
 * The account e-mails a stranger can ask for (a reset link, a confirmation link). Per address as
 * sign-in is, so one client cannot walk through addresses; and per account, so nobody's inbox can
 * be flooded. The account limit only stops more mail: links already sent keep working, and the
 * owner can still sign in, so tripping it locks nobody out.
 */
export const ACCOUNT_MAIL_LIMITS = {
  perAddress: { max: SIGN_IN_LIMITS.perAddress, windowSeconds: SIGN_IN_LIMITS.windowSeconds },
  perAccount: { max: 5, windowSeconds: 60 * 60 },
} as const;

/** "address" when the client asked too often (say so), "account" when the inbox has had enough (say nothing), else "ok". */
export async function accountMailAllowed(kind: "reset" | "confirm", email: string, ip: string): Promise<"ok" | "address" | "account"> {
  const { perAddress, perAccount } = ACCOUNT_MAIL_LIMITS;
  if (!(await withinLimit(`${kind}-mail:ip:${ip}`, perAddress.max, perAddress.windowSeconds))) return "address";
  if (!(await withinLimit(`${kind}-mail:account:${email.trim().toLowerCase()}`, perAccount.max, perAccount.windowSeconds))) return "account";
  return "ok";
}

/** Wrong current passwords on the account page: a stolen session buys no more guesses than sign-in allows. */
export async function passwordChangeAllowed(userId: string): Promise<boolean> {
  return withinLimit(`password-change:user:${userId}`, SIGN_IN_LIMITS.perDevice, SIGN_IN_LIMITS.windowSeconds);
}
