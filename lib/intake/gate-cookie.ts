import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { GATE_OPEN_MINUTES } from "@/content/intake";
import { authSecret } from "@/lib/auth/secret";
import { secureCookie } from "@/lib/auth/secure-cookie";
import { hashToken } from "@/lib/booking/link-token";

/**
 * A browser that passed a link's gate (or a staff member's "Fill in here", or the account's "Fill
 * in forms") holds a signed cookie for that link and form, for two hours; another device asks again.
 */
const nameOf = (token: string) => `bv-forms-${hashToken(token).slice(0, 16)}`;
const sign = (token: string, formId: string, exp: number) =>
  createHmac("sha256", authSecret()).update(`intake|${hashToken(token)}|${formId}|${exp}`).digest("base64url");

export async function markFormsOpen(token: string, formId: string, now = Date.now()): Promise<void> {
  const exp = Math.floor(now / 1000) + GATE_OPEN_MINUTES * 60;
  (await cookies()).set(nameOf(token), `${formId}.${exp}.${sign(token, formId, exp)}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookie(),
    path: "/",
    maxAge: GATE_OPEN_MINUTES * 60,
  });
}

/** Whether this browser opened `formId` through `token` (a matching, unexpired, signed cookie). */
export async function formsOpenCheck(token: string): Promise<(formId: string) => boolean> {
  const value = (await cookies()).get(nameOf(token))?.value ?? "";
  const [formId, expText, mac] = value.split(".");
  const exp = Number(expText);
  const valid = (() => {
    if (!formId || !mac || !Number.isInteger(exp) || exp * 1000 <= Date.now()) return false;
    const want = Buffer.from(sign(token, formId, exp));
    const got = Buffer.from(mac);
    return want.length === got.length && timingSafeEqual(want, got);
  })();
  return (id: string) => valid && id === formId;
}
