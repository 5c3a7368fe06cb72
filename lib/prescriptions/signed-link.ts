import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { config } from "@/lib/config";

/** How long a staff link to a prescription file stays valid. */
export const PRESCRIPTION_LINK_SECONDS = 300;

/** Allowance for clocks between servers: a link may say it expires this much later than ours would. */
const CLOCK_SKEW_SECONDS = 60;

const LABEL = "brightview-prescription-link";
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signing key, kept apart from other uses of the same secret by its label: AUTH_SECRET; in
 * hosted mode without it, the service-role key (secret, never the public anon key); otherwise
 * the embedded session secret.
 */
function linkKey(): string {
  const c = config();
  const base =
    c.AUTH_SECRET ?? (c.authMode === "supabase" && c.SUPABASE_SERVICE_ROLE_KEY ? c.SUPABASE_SERVICE_ROLE_KEY : authSecret());
  return createHmac("sha256", base).update(LABEL).digest("base64url");
}

const sign = (uploadId: string, expires: number) =>
  createHmac("sha256", linkKey()).update(`${uploadId}.${expires}`).digest("base64url");

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** The admin route's address for one upload, valid for PRESCRIPTION_LINK_SECONDS from `now`. */
export function prescriptionFileHref(uploadId: string, now = new Date()): string {
  const expires = seconds(now) + PRESCRIPTION_LINK_SECONDS;
  const params = new URLSearchParams({ expires: String(expires), sig: sign(uploadId, expires) });
  return `/api/admin/prescriptions/${encodeURIComponent(uploadId)}?${params}`;
}

/**
 * True only for an unexpired link this server signed for exactly this upload. A link claiming to
 * live longer than we ever sign for is refused too (a leaked key's forgeries stay short-lived).
 */
export function verifyPrescriptionLink(uploadId: string, expires: string | null, sig: string | null, now = new Date()): boolean {
  if (!UPLOAD_ID.test(uploadId) || !expires || !sig) return false;
  if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
  const at = Number(expires);
  const current = seconds(now);
  if (at < current || at > current + PRESCRIPTION_LINK_SECONDS + CLOCK_SKEW_SECONDS) return false;
  // Compared as text: base64url's last character carries two unused bits, so decoding first
  // would accept four spellings of one signature.
  const expected = Buffer.from(sign(uploadId, at), "utf8");
  const given = Buffer.from(sig, "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
