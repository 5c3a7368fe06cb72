import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { ACCOUNT_EMAILS } from "@/content/account";
import { system, withDb } from "@/lib/db";
import type { Tx } from "@/lib/db/types";
import { enqueueMail } from "@/lib/mail/outbox";
import { secretLinkOrigin } from "@/lib/seo/site-url";

/**
 * The embedded adapter's one-time links (private.auth_links): a password reset and the
 * confirmation of the account's address. The e-mail holds a random 256-bit token; the
 * database only its SHA-256.
 */
export const LINK_LIFETIME_SECONDS = { "password-reset": 30 * 60, "confirm-email": 3 * 24 * 60 * 60 } as const;
export type LinkPurpose = keyof typeof LINK_LIFETIME_SECONDS;

const LINK_PATHS: Record<LinkPurpose, string> = {
  "password-reset": "/brampton/auth/reset",
  "confirm-email": "/brampton/auth/confirm",
};

/** Where the account e-mails' links point; null, and the operator told, when no origin can be trusted. */
export function accountLinkOrigin(headers: Headers): string | null {
  const origin = secretLinkOrigin(headers);
  if (!origin) console.error("account e-mail not sent: set SITE_URL (a link built from the request's Host could point anywhere)");
  return origin;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

async function issueLink(tx: Tx, userId: string, email: string, purpose: LinkPurpose, origin: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.query(
    `insert into private.auth_links (token_hash, user_id, purpose, email, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashOf(token), userId, purpose, email, LINK_LIFETIME_SECONDS[purpose]],
  );
  return `${origin}${LINK_PATHS[purpose]}?token=${token}`;
}

/** Whether a link is live, without using it up (the reset page asks before showing its form). */
export async function peekLink(token: string, purpose: LinkPurpose): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const rows = await withDb(system, (tx) =>
    tx.query("select 1 from private.auth_links where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()", [
      hashOf(token),
      purpose,
    ]),
  );
  return rows.length === 1;
}

/**
 * Uses a link up, in the statement that checks it: two clicks at once get it once. Null when it
 * is malformed, unknown, used, expired or made for another purpose.
 */
export async function useLink(tx: Tx, token: string, purpose: LinkPurpose): Promise<{ userId: string; email: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await tx.query<{ user_id: string; email: string }>(
    `update private.auth_links set used_at = now()
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
     returning user_id, email`,
    [hashOf(token), purpose],
  );
  return row ? { userId: row.user_id, email: row.email } : null;
}

/** Queues a reset e-mail when the address has an account; says nothing either way. */
export async function sendPasswordResetLink(email: string, origin: string): Promise<void> {
  await withDb(system, async (tx) => {
    const [user] = await tx.query<{ id: string; email: string }>("select id, email from auth.users where email = lower($1)", [email]);
    if (!user) return;
    const url = await issueLink(tx, user.id, user.email, "password-reset", origin);
    await enqueueMail(tx, { kind: "password-reset", to: user.email, subject: ACCOUNT_EMAILS.reset.subject, text: ACCOUNT_EMAILS.reset.body(url) });
  });
}

/** Queues the confirmation e-mail for the account's current address, unless it is confirmed already. */
export async function sendConfirmationLink(userId: string, origin: string): Promise<void> {
  await withDb(system, async (tx) => {
    const [user] = await tx.query<{ email: string; first_name: string | null }>(
      `select u.email, p.first_name from auth.users u left join public.profiles p on p.id = u.id
       where u.id = $1 and u.email_confirmed_at is null`,
      [userId],
    );
    if (!user) return;
    const url = await issueLink(tx, userId, user.email, "confirm-email", origin);
    await enqueueMail(tx, {
      kind: "confirm-email",
      to: user.email,
      subject: ACCOUNT_EMAILS.confirm.subject,
      text: ACCOUNT_EMAILS.confirm.body(user.first_name ?? "", url),
    });
  });
}

/** Confirms the address the link was sent to, if it is still the account's. The user's id, or null. */
export async function confirmEmailLink(token: string): Promise<string | null> {
  return withDb(system, async (tx) => {
    const link = await useLink(tx, token, "confirm-email");
    if (!link) return null;
    const rows = await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where id = $1 and email = $2 returning id`,
      [link.userId, link.email],
    );
    return rows.length === 1 ? link.userId : null;
  });
}
