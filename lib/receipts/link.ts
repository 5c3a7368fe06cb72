import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { config } from "@/lib/config";
import { RECEIPT_NUMBER } from "./money";

/** A guest's receipt link lives 13 months: long enough for a benefits plan's claim deadline. */
export const RECEIPT_LINK_SECONDS = 396 * 24 * 60 * 60;
const CLOCK_SKEW_SECONDS = 60;
const LABEL = "brightview-receipt-link";

// The same key derivation as the prescription links, under its own label, so a signature made
// for one kind of link never opens another.
function linkKey(): string {
  const c = config();
  const base = c.AUTH_SECRET ?? (c.authMode === "supabase" && c.SUPABASE_SERVICE_ROLE_KEY ? c.SUPABASE_SERVICE_ROLE_KEY : authSecret());
  return createHmac("sha256", base).update(LABEL).digest("base64url");
}

const sign = (number: string, expires: number) => createHmac("sha256", linkKey()).update(`${number}.${expires}`).digest("base64url");
const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** The guest's page for one receipt: `/brampton/receipts/R-…?expires=…&sig=…`. Add `/pdf` before the query for the file. */
export function receiptLinkQuery(number: string, now = new Date()): string {
  const expires = seconds(now) + RECEIPT_LINK_SECONDS;
  return new URLSearchParams({ expires: String(expires), sig: sign(number, expires) }).toString();
}

export const guestReceiptPath = (number: string, query: string, pdf = false) => `/brampton/receipts/${number}${pdf ? "/pdf" : ""}?${query}`;

/** True only for an unexpired link this server signed for exactly this receipt number. */
export function verifyReceiptLink(number: string, expires: string | null | undefined, sig: string | null | undefined, now = new Date()): boolean {
  if (!RECEIPT_NUMBER.test(number) || !expires || !sig) return false;
  if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
  const at = Number(expires);
  const current = seconds(now);
  if (at < current || at > current + RECEIPT_LINK_SECONDS + CLOCK_SKEW_SECONDS) return false;
  // Compared as text: base64url's last character carries two unused bits, so decoding first
  // would accept four spellings of one signature.
  const expected = Buffer.from(sign(number, at), "utf8");
  const given = Buffer.from(sig, "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
