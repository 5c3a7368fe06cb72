import "server-only";
import { cookies } from "next/headers";
import { system, withDb } from "@/lib/db";
import { ACCOUNT_COPY } from "@/content/account";
import type { Tx } from "@/lib/db/types";
import { sendConfirmationLink, sendPasswordResetLink, useLink } from "./account-links";
import { grantAdminIfListed, staffRoleOf } from "./admin-role";
import { UNKNOWN_USER_HASH, hashPassword, needsRehash, verifyPassword } from "./password";
import { roleFromDb } from "./permissions";
import { authSecret } from "./secret";
import { secureCookie } from "./secure-cookie";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, createSessionToken, verifySessionToken } from "./session-token";
import type { AuthAdapter, AuthResult, Outcome, Session, SignUpMetadata } from "./types";

// The same wording Supabase Auth uses, so both adapters show the same messages.
const INVALID_CREDENTIALS = "Invalid login credentials";
const ALREADY_REGISTERED = "User already registered";

async function startSession(userId: string, email: string): Promise<Session> {
  await grantAdminIfListed(userId, email);
  const role = await staffRoleOf(userId, email);
  // A new server-side session at every sign-in (never reuse an id a previous cookie carried).
  const [{ id: sid }] = await withDb(system, (tx) =>
    tx.query<{ id: string }>(
      `insert into private.sessions (user_id, expires_at) values ($1, now() + make_interval(secs => $2)) returning id`,
      [userId, SESSION_MAX_AGE_SECONDS],
    ),
  );
  const jar = await cookies();
  jar.set(SESSION_COOKIE, createSessionToken({ sid, sub: userId, email, admin: role !== null, role }, authSecret()), {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookie(),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return { userId, email, isAdmin: role !== null, role };
}

/** Creates an auth.users row (the profile follows from the trigger). System operation. */
export async function createUser(email: string, password: string, metadata: SignUpMetadata): Promise<string | null> {
  const hash = await hashPassword(password);
  const rows = await withDb(system, (tx) =>
    tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, raw_user_meta_data)
       values (lower($1), $2, $3::jsonb)
       on conflict (email) do nothing
       returning id`,
      [email, hash, JSON.stringify(metadata)],
    ),
  );
  return rows[0]?.id ?? null;
}

async function passwordMatches(userId: string, password: string): Promise<boolean> {
  const [user] = await withDb(system, (tx) =>
    tx.query<{ encrypted_password: string | null }>("select encrypted_password from auth.users where id = $1", [userId]),
  );
  return verifyPassword(password, user?.encrypted_password ?? UNKNOWN_USER_HASH).then((ok) => ok && !!user);
}

/** The session id this browser's cookie carries, if its signature holds. */
async function currentSessionId(): Promise<string | null> {
  const jar = await cookies();
  return verifySessionToken(jar.get(SESSION_COOKIE)?.value, authSecret())?.sid ?? null;
}

/**
 * A new password for the user, in the caller's transaction: every session but `keep` ends, and
 * every reset link still out stops working (a link mailed before the change must not undo it).
 */
async function replacePassword(tx: Tx, userId: string, password: string, keep: string | null): Promise<void> {
  await tx.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [userId, await hashPassword(password)]);
  await tx.query(
    "update private.sessions set revoked_at = now() where user_id = $1 and revoked_at is null and id is distinct from $2::uuid",
    [userId, keep],
  );
  await tx.query("update private.auth_links set used_at = now() where user_id = $1 and purpose = 'password-reset' and used_at is null", [userId]);
}

export const embeddedAuth: AuthAdapter = {
  async getSession() {
    const jar = await cookies();
    const claims = verifySessionToken(jar.get(SESSION_COOKIE)?.value, authSecret());
    if (!claims) return null;
    // The signature proves who; the live session row proves the user has not signed out since.
    // One statement per request answers both that and the role.
    const rows = await withDb(system, (tx) =>
      tx.query<{ role: string | null }>(
        `select (select r.role from public.user_roles r where r.user_id = u.id) as role
         from auth.users u join private.sessions s on s.user_id = u.id
         where u.id = $1 and s.id = $2 and s.revoked_at is null and s.expires_at > now()`,
        [claims.sub, claims.sid],
      ),
    );
    if (!rows[0]) return null;
    const role = roleFromDb(rows[0].role);
    return { userId: claims.sub, email: claims.email, isAdmin: role !== null, role };
  },

  async signIn(email, password): Promise<AuthResult> {
    const rows = await withDb(system, (tx) =>
      tx.query<{ id: string; email: string; encrypted_password: string | null }>(
        `update auth.users set last_sign_in_at = now() where email = lower($1)
         returning id, email, encrypted_password`,
        [email],
      ),
    );
    const user = rows[0];
    // Hash even when the user is unknown, so timing does not reveal which e-mails exist.
    const valid = await verifyPassword(password, user?.encrypted_password ?? UNKNOWN_USER_HASH);
    if (!user || !valid) return { ok: false, error: INVALID_CREDENTIALS };
    if (needsRehash(user.encrypted_password!)) {
      // Upgrade a hash made with older settings while the password is at hand; only if unchanged since.
      const upgraded = await hashPassword(password);
      await withDb(system, (tx) =>
        tx.query("update auth.users set encrypted_password = $2 where id = $1 and encrypted_password = $3", [user.id, upgraded, user.encrypted_password]),
      );
    }
    return { ok: true, session: await startSession(user.id, user.email) };
  },

  async signUp(email, password, metadata, origin): Promise<AuthResult> {
    const id = await createUser(email, password, metadata);
    if (!id) return { ok: false, error: ALREADY_REGISTERED };
    // Signed in at once (shopping needs no confirmed address); the address is confirmed by link.
    if (origin) await sendConfirmationLink(id, origin);
    return { ok: true, session: await startSession(id, email.toLowerCase()) };
  },

  async signOut() {
    const jar = await cookies();
    const claims = verifySessionToken(jar.get(SESSION_COOKIE)?.value, authSecret());
    if (claims) {
      await withDb(system, (tx) =>
        tx.query("update private.sessions set revoked_at = now() where id = $1 and revoked_at is null", [claims.sid]),
      );
    }
    jar.delete(SESSION_COOKIE);
  },
  async requestPasswordReset(email, origin) {
    await sendPasswordResetLink(email, origin);
  },

  async resetPassword(token, password): Promise<AuthResult> {
    const user = await withDb(system, async (tx) => {
      const link = await useLink(tx, token, "password-reset");
      if (!link) return null;
      const [row] = await tx.query<{ email: string }>("select email from auth.users where id = $1", [link.userId]);
      if (!row) return null;
      await replacePassword(tx, link.userId, password, null);
      return { id: link.userId, email: row.email };
    });
    if (!user) return { ok: false, error: ACCOUNT_COPY.reset.invalidLink };
    return { ok: true, session: await startSession(user.id, user.email) };
  },

  async changePassword(session, current, password): Promise<Outcome> {
    if (!(await passwordMatches(session.userId, current))) return { ok: false, error: ACCOUNT_COPY.password.wrongCurrent };
    const keep = await currentSessionId();
    await withDb(system, (tx) => replacePassword(tx, session.userId, password, keep));
    return { ok: true };
  },

  async resendConfirmation(session, origin) {
    await sendConfirmationLink(session.userId, origin);
  },
  async deleteAccount(session, password): Promise<Outcome> {
    if (!(await passwordMatches(session.userId, password))) return { ok: false, error: ACCOUNT_COPY.password.wrongCurrent };
    // Cascades to the profile, roles, sessions and links; orders are set free, bookings never pointed here.
    await withDb(system, (tx) => tx.query("delete from auth.users where id = $1", [session.userId]));
    (await cookies()).delete(SESSION_COOKIE);
    return { ok: true };
  },
};
