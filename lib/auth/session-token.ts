import { createHmac, timingSafeEqual } from "node:crypto";
import { isStaffRole, type StaffRole } from "./permissions";

/** The embedded adapter's session: a signed, httpOnly cookie. */
export const SESSION_COOKIE = "bv_session";
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export type SessionClaims = {
  /** Server-side session id (private.sessions), new at every sign-in. */
  sid: string;
  sub: string;
  email: string;
  /** Set at sign-in when the user holds the admin role; the proxy's cheap first check only. */
  admin: boolean;
  /** The staff role at sign-in (issue 34); the proxy's cheap first check only. */
  role?: StaffRole | null;
  exp: number;
};

function sign(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}

export function createSessionToken(claims: Omit<SessionClaims, "exp">, secret: string, now = Date.now()): string {
  const payload: SessionClaims = { ...claims, exp: Math.floor(now / 1000) + SESSION_MAX_AGE_SECONDS };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a valid, unexpired token; null for anything else. Never throws. */
export function verifySessionToken(token: string | undefined, secret: string, now = Date.now()): SessionClaims | null {
  if (!token) return null;
  const dot = token.indexOf(".");
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), "base64url");
  const expected = Buffer.from(sign(body, secret), "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as SessionClaims;
    if (typeof claims.sid !== "string" || typeof claims.sub !== "string" || typeof claims.email !== "string") return null;
    if (typeof claims.exp !== "number" || claims.exp * 1000 <= now) return null;
    const role = isStaffRole(claims.role) ? claims.role : null;
    return { sid: claims.sid, sub: claims.sub, email: claims.email, admin: claims.admin === true, role, exp: claims.exp };
  } catch {
    return null;
  }
}
