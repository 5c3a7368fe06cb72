import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in the browser keeps a signed note that it has signed in to this account.
 * Failures made without that note (a stranger guessing from anywhere, even the same office
 * network) cannot hold that browser back, and failures made with it only lock that one note.
 * One cookie per browser holds up to DEVICE_ACCOUNTS accounts (a shared family computer).
 */
export const DEVICE_COOKIE = "bv_device";
export const DEVICE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
export const DEVICE_ACCOUNTS = 5;

/** `a`: the account (an HMAC of its e-mail, so the cookie names nobody); `n`: this note's nonce. */
export type DeviceEntry = { a: string; n: string };

const mac = (body: string, secret: string) => createHmac("sha256", secret).update(`device:${body}`).digest("base64url");

export function accountTag(email: string, secret: string): string {
  return createHmac("sha256", secret).update(`device-account:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 22);
}

export function readDeviceCookie(value: string | undefined, secret: string): DeviceEntry[] {
  if (!value || value.length > 2048) return [];
  const dot = value.indexOf(".");
  if (dot <= 0) return [];
  const body = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64url");
  const expected = Buffer.from(mac(body, secret), "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  try {
    const list: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (!Array.isArray(list)) return [];
    return list
      .filter((e): e is DeviceEntry => typeof e?.a === "string" && typeof e?.n === "string")
      .slice(0, DEVICE_ACCOUNTS);
  } catch {
    return [];
  }
}

/** The note for `email` in this browser's cookie, if it has one. */
export function deviceEntryFor(entries: DeviceEntry[], email: string, secret: string): DeviceEntry | null {
  const a = accountTag(email, secret);
  return entries.find((e) => e.a === a) ?? null;
}

/** The cookie after a successful sign-in: a fresh note for this account first, the others kept. */
export function writeDeviceCookie(entries: DeviceEntry[], email: string, secret: string): string {
  const a = accountTag(email, secret);
  const next = [{ a, n: randomBytes(12).toString("base64url") }, ...entries.filter((e) => e.a !== a)].slice(0, DEVICE_ACCOUNTS);
  const body = Buffer.from(JSON.stringify(next)).toString("base64url");
  return `${body}.${mac(body, secret)}`;
}
