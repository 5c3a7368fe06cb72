import { hashPassword } from "@/lib/auth/password";
import { roleFromDb, type StaffRole } from "@/lib/auth/permissions";
import { system, type Db } from "@/lib/db/types";
import { acceptInviteSchema, type AcceptInviteInput } from "@/lib/validations/staff";
import { tokenHash } from "./accounts";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What a live invitation offers (the page shows it before the form); null when malformed, unknown, used or expired. */
export async function peekInvitation(db: Db, token: string): Promise<{ email: string; role: StaffRole } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db.run(system, (tx) =>
    tx.query<{ email: string; role: string }>(
      "select email, role from private.staff_invitations where token_hash = $1 and used_at is null and expires_at > now()",
      [tokenHash(token)],
    ),
  );
  const role = roleFromDb(row?.role);
  return row && role ? { email: row.email, role } : null;
}

export type AcceptResult = { ok: true; email: string; role: StaffRole } | { ok: false; error: string };

/**
 * Uses the invitation up (in the statement that checks it: two clicks at once get it once), sets
 * the password with the sign-up rules, makes the account if the address has none (confirmed: the
 * link proved the address), gives it the role and the staff record, and ends its other sessions.
 */
export async function acceptInvitation(db: Db, input: AcceptInviteInput, invalid: string): Promise<AcceptResult> {
  const parsed = acceptInviteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const { token, firstName, lastName, password } = parsed.data;
  if (!TOKEN.test(token)) return { ok: false, error: invalid };
  const hash = await hashPassword(password);
  return db.run(system, async (tx): Promise<AcceptResult> => {
    const [invite] = await tx.query<{ email: string; role: string; staff_id: string | null }>(
      `update private.staff_invitations set used_at = now()
       where token_hash = $1 and used_at is null and expires_at > now()
       returning email, role, staff_id`,
      [tokenHash(token)],
    );
    const role = roleFromDb(invite?.role);
    if (!invite || !role) return { ok: false, error: invalid };
    const [made] = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at)
       values ($1, $2, jsonb_build_object('first_name', $3::text, 'last_name', $4::text), now())
       on conflict (email) do nothing returning id`,
      [invite.email, hash, firstName, lastName],
    );
    let userId = made?.id;
    if (!userId) {
      const [user] = await tx.query<{ id: string }>(
        "update auth.users set encrypted_password = $2, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where email = $1 returning id",
        [invite.email, hash],
      );
      userId = user.id;
      await tx.query("update private.sessions set revoked_at = now() where user_id = $1 and revoked_at is null", [userId]);
    }
    await tx.query(
      `insert into public.user_roles (user_id, role) values ($1, $2)
       on conflict (user_id) do update set role = excluded.role`,
      [userId, invite.role],
    );
    if (invite.staff_id) await tx.query("update public.staff set user_id = $1 where id = $2 and user_id is null", [userId, invite.staff_id]);
    return { ok: true, email: invite.email, role };
  });
}
