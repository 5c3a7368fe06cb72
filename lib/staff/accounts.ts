import { createHash, randomBytes } from "node:crypto";
import { ROLE_LABELS, STAFF_COPY as C } from "@/content/staff";
import { NotAdminError, assertAdmin } from "@/lib/admin/assert";
import { isListedAdminEmail } from "@/lib/auth/admin-list";
import { DB_ROLE, roleFromDb, type StaffRole } from "@/lib/auth/permissions";
import type { Caller, Db, Queryable } from "@/lib/db/types";
import type { MailMessage } from "@/lib/mail/types";
import { enqueueMail } from "@/lib/mail/outbox";
import { changeRoleSchema, inviteStaffSchema, removeStaffSchema, type ChangeRoleInput, type InviteStaffInput, type RemoveStaffInput } from "@/lib/validations/staff";

/** How long an invitation's link lives. */
export const INVITATION_DAYS = 7;
export const INVITE_PATH = "/brampton/auth/invite";

export type StaffResult = { ok: true } | { ok: false; error: string };

export type StaffMember = {
  userId: string | null;
  name: string;
  email: string;
  role: StaffRole;
  /** 'active' for an account; 'pending' or 'expired' for an invitation not yet used. */
  status: "active" | "pending" | "expired";
  expiresAt: string | null;
  staffRecord: string | null;
  listedOwner: boolean;
};
export type StaffRecordOption = { id: string; label: string; linked: boolean };

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Runs an Owner's change: the database agrees the caller may manage staff, then the writes run lifted (nobody writes roles through RLS). */
async function asOwner(db: Db, caller: Caller, work: (q: Queryable, ownerId: string) => Promise<StaffResult & { mail?: MailMessage }>): Promise<StaffResult> {
  if (caller.kind !== "user") return { ok: false, error: new NotAdminError().message };
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, "staff");
      const { mail, ...result } = await tx.asSystem((q) => work(q, caller.userId));
      // The e-mail commits or rolls back with the invitation.
      if (mail) await enqueueMail(tx, mail);
      return result as StaffResult;
    });
  } catch (err) {
    if (err instanceof NotAdminError) return { ok: false, error: err.message };
    if (/last Owner/.test((err as Error).message)) return { ok: false, error: C.errors.lastOwner };
    throw err;
  }
}

/** The Staff page: every account with a role, then the invitations not yet used, and the schedule's records to link. */
export async function listStaff(db: Db, caller: Caller): Promise<{ members: StaffMember[]; records: StaffRecordOption[] }> {
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "staff");
    return tx.asSystem(async (q) => {
      const accounts = await q.query<{ user_id: string; email: string; role: string; first_name: string | null; last_name: string | null; record: string | null }>(
        `select r.user_id, u.email, r.role, p.first_name, p.last_name, s.name as record
         from public.user_roles r join auth.users u on u.id = r.user_id
         left join public.profiles p on p.id = r.user_id
         left join public.staff s on s.user_id = r.user_id
         order by case r.role when 'admin' then 0 when 'front_desk' then 1 when 'optometrist' then 2 else 3 end, u.email`,
      );
      const invites = await q.query<{ email: string; role: string; expires_at: Date | string; record: string | null }>(
        `select distinct on (i.email) i.email, i.role, i.expires_at, s.name as record
         from private.staff_invitations i left join public.staff s on s.id = i.staff_id
         where i.used_at is null and not exists (select 1 from auth.users u join public.user_roles r on r.user_id = u.id where u.email = i.email)
         order by i.email, i.created_at desc`,
      );
      const records = await q.query<{ id: string; name: string; role: string; user_id: string | null }>(
        "select id, name, role, user_id from public.staff where active order by position, name",
      );
      const members: StaffMember[] = accounts.map((a) => ({
        userId: a.user_id,
        name: [a.first_name, a.last_name].filter(Boolean).join(" ") || a.email,
        email: a.email,
        role: roleFromDb(a.role) ?? "owner",
        status: "active",
        expiresAt: null,
        staffRecord: a.record,
        listedOwner: isListedAdminEmail(a.email),
      }));
      for (const i of invites) {
        const expiresAt = new Date(i.expires_at).toISOString();
        members.push({
          userId: null,
          name: "—",
          email: i.email,
          role: roleFromDb(i.role) ?? "front_desk",
          status: Date.parse(expiresAt) > Date.now() ? "pending" : "expired",
          expiresAt,
          staffRecord: i.record,
          listedOwner: false,
        });
      }
      return {
        members,
        records: records.map((r) => ({ id: r.id, label: `${r.name} (${r.role === "optician" ? "Optician" : "Optometrist"})`, linked: r.user_id !== null })),
      };
    });
  });
}

/**
 * "Send invitation": a one-time link (only its SHA-256 is stored) that lives 7 days, e-mailed in
 * the same transaction. A later invitation to the same address replaces an unused one.
 */
export async function inviteStaff(db: Db, caller: Caller, input: InviteStaffInput, origin: string): Promise<StaffResult> {
  const parsed = inviteStaffSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const { email, role, staffId } = parsed.data;
  const address = email.trim().toLowerCase();
  return asOwner(db, caller, async (q, ownerId) => {
    const [existing] = await q.query("select 1 from auth.users u join public.user_roles r on r.user_id = u.id where u.email = $1", [address]);
    if (existing) return { ok: false, error: C.errors.alreadyStaff };
    if (staffId) {
      const [record] = await q.query<{ user_id: string | null }>("select user_id from public.staff where id = $1", [staffId]);
      if (!record) return { ok: false, error: C.errors.unknownRecord };
      if (record.user_id) return { ok: false, error: C.errors.recordTaken };
    }
    const token = randomBytes(32).toString("base64url");
    await q.query("update private.staff_invitations set used_at = now() where email = $1 and used_at is null", [address]);
    await q.query(
      `insert into private.staff_invitations (email, role, staff_id, token_hash, invited_by, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
      [address, DB_ROLE[role], staffId, tokenHash(token), ownerId, INVITATION_DAYS],
    );
    const link = `${origin}${INVITE_PATH}?token=${token}`;
    return { ok: true, mail: { kind: "staff-invitation", to: address, subject: C.mail.subject, text: C.mail.text(ROLE_LABELS[role], link) } };
  });
}

/** Every session of the person ends (the role they had is gone with them). */
async function endSessions(q: Queryable, userId: string): Promise<void> {
  await q.query("update private.sessions set revoked_at = now() where user_id = $1 and revoked_at is null", [userId]);
}

async function guardTarget(q: Queryable, ownerId: string, userId: string): Promise<StaffResult | { email: string }> {
  if (userId === ownerId) return { ok: false, error: C.errors.self };
  const [row] = await q.query<{ email: string }>("select u.email from auth.users u join public.user_roles r on r.user_id = u.id where u.id = $1", [userId]);
  if (!row) return { ok: false, error: C.errors.unknown };
  if (isListedAdminEmail(row.email)) return { ok: false, error: C.errors.listedOwner };
  return row;
}

/** "Change role": takes effect on the person's next request; their sessions end. The last Owner stays one (trigger). */
export async function changeStaffRole(db: Db, caller: Caller, input: ChangeRoleInput): Promise<StaffResult> {
  const parsed = changeRoleSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return asOwner(db, caller, async (q, ownerId) => {
    const target = await guardTarget(q, ownerId, parsed.data.userId);
    if ("ok" in target) return target;
    await q.query("update public.user_roles set role = $2 where user_id = $1", [parsed.data.userId, DB_ROLE[parsed.data.role]]);
    await endSessions(q, parsed.data.userId);
    return { ok: true };
  });
}

/** "Remove": the account stays a customer's; its staff role and record link go and every session ends. */
export async function removeStaff(db: Db, caller: Caller, input: RemoveStaffInput): Promise<StaffResult> {
  const parsed = removeStaffSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  return asOwner(db, caller, async (q, ownerId) => {
    const target = await guardTarget(q, ownerId, parsed.data.userId);
    if ("ok" in target) return target;
    await q.query("delete from public.user_roles where user_id = $1", [parsed.data.userId]);
    await q.query("update public.staff set user_id = null where user_id = $1", [parsed.data.userId]);
    await endSessions(q, parsed.data.userId);
    return { ok: true };
  });
}
