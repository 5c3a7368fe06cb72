import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendAccess, openOrderPrescriptions, type Accessor } from "@/lib/access-log/log";
import { listOwnAccess } from "@/lib/access-log/own";
import { readAccessLog, accessLogCsv } from "@/lib/access-log/read";
import { DB_ROLE, PERMISSIONS, STAFF_ROLES, can, type StaffRole } from "@/lib/auth/permissions";
import type { Caller } from "@/lib/db/types";
import { changeStaffRole, inviteStaff, removeStaff } from "@/lib/staff/accounts";
import { acceptInvitation, peekInvitation } from "@/lib/staff/invitations";
import { backends, createTestDb, type TestDb } from "../support/db";

type User = Caller & { kind: "user" };
const INVALID = "invalid link";
const ORIGIN = "http://localhost:3000";

describe.each(backends)("staff roles and the access log on %s", (backend) => {
  let db: TestDb;
  const people = {} as Record<StaffRole | "patient", User>;
  let orderId: string;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const who = (role: StaffRole, u: User): Accessor => ({ userId: u.userId, email: u.email, role, clientAddress: "203.0.113.7" });

  beforeAll(async () => {
    db = await createTestDb(backend);
    for (const role of [...STAFF_ROLES, "patient"] as const) {
      const email = `${role.replace("_", "")}@example.com`;
      const [{ id }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id", [email]);
      if (role !== "patient") await sys("insert into public.user_roles (user_id, role) values ($1, $2)", [id, DB_ROLE[role]]);
      people[role] = { kind: "user", userId: id, email };
    }
    const [{ id: product }] = await sys<{ id: string }>("select id from public.products where is_active limit 1");
    [{ id: orderId }] = await sys<{ id: string }>(
      `insert into public.orders (user_id, email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount)
       values ($1, 'patient@example.com', 'Pat', 'Lee', '905-555-0100', '{}', '{}', 100, 13, 113) returning id`,
      [people.patient.userId],
    );
    const [{ id: item }] = await sys<{ id: string }>(
      "insert into public.order_items (order_id, product_id, product_name, unit_price, quantity, line_total) values ($1, $2, 'Frame', 100, 1, 100) returning id",
      [orderId, product],
    );
    await sys(
      `insert into public.order_lens (order_item_id, order_id, lens_type, material, lens_price, summary, prescription_source, prescription)
       values ($1, $2, 'single-vision', 'standard-150', 0, 'Single vision', 'entered', '{"od":{"sph":-1}}')`,
      [item, orderId],
    );
  });
  afterAll(async () => db?.drop());

  it("private.has_permission() answers the permission table, cell by cell", async () => {
    for (const role of STAFF_ROLES) {
      const rows = await db.run(people[role], (tx) =>
        tx.query<{ p: string; ok: boolean }>("select p, private.has_permission(p) as ok from unnest($1::text[]) p", [[...PERMISSIONS]]),
      );
      expect(Object.fromEntries(rows.map((r) => [r.p, r.ok]))).toEqual(Object.fromEntries(PERMISSIONS.map((p) => [p, can(role, p)])));
    }
    const none = await db.run(people.patient, (tx) => tx.query<{ ok: boolean }>("select bool_or(private.has_permission(p)) as ok from unnest($1::text[]) p", [[...PERMISSIONS]]));
    expect(none[0].ok).toBe(false);
  });

  it("a Front desk account reading a prescription gets nothing, and the log says refused", async () => {
    const before = await sys<{ n: number }>("select count(*)::int as n from public.access_log");
    const seen = await openOrderPrescriptions(db, people.front_desk, who("front_desk", people.front_desk), orderId);
    expect(seen).toEqual([]);
    const rows = await sys<{ role: string; allowed: boolean; patient_email: string; kind: string; client_address: string }>(
      "select role, allowed, patient_email, kind, client_address from public.access_log where user_id = $1",
      [people.front_desk.userId],
    );
    expect(rows).toEqual([{ role: "front_desk", allowed: false, patient_email: "patient@example.com", kind: "prescription", client_address: "203.0.113.7" }]);
    expect((await sys<{ n: number }>("select count(*)::int as n from public.access_log"))[0].n).toBe(before[0].n + 1);
  });

  it("an Optician's read returns the prescription and logs one allowed row", async () => {
    const seen = await openOrderPrescriptions(db, people.optician, who("optician", people.optician), orderId);
    expect(seen).toHaveLength(1);
    const rows = await sys<{ allowed: boolean; role: string }>("select allowed, role from public.access_log where user_id = $1", [people.optician.userId]);
    expect(rows).toEqual([{ allowed: true, role: "optician" }]);
  });

  it("shows the patient the role, never the name, for their own records only", async () => {
    const mine = await listOwnAccess(db, people.patient);
    expect(mine.map((r) => r.role)).toEqual(["optician"]);
    expect(JSON.stringify(mine)).not.toContain("optician@example.com");
    expect(await listOwnAccess(db, people.front_desk)).toEqual([]);
  });

  it("no role can update or delete a log row, and the trigger refuses the table's owner too", async () => {
    for (const role of STAFF_ROLES) {
      const updated = await db
        .run(people[role], (tx) => tx.query("update public.access_log set allowed = true returning id"))
        .then((r) => r.length, (e: Error) => e.message);
      const deleted = await db
        .run(people[role], (tx) => tx.query("delete from public.access_log returning id"))
        .then((r) => r.length, (e: Error) => e.message);
      // No grant (permission denied) or no policy: either way nothing changes.
      expect([0, expect.stringMatching(/permission denied|append-only/)]).toContainEqual(updated);
      expect([0, expect.stringMatching(/permission denied|append-only/)]).toContainEqual(deleted);
    }
    await expect(sys("update public.access_log set allowed = true")).rejects.toThrow(/append-only/);
    await expect(sys("delete from public.access_log")).rejects.toThrow(/append-only/);
    await expect(sys("truncate public.access_log")).rejects.toThrow(/append-only/);
    expect((await sys<{ n: number }>("select count(*)::int as n from public.access_log where allowed = false"))[0].n).toBe(1);
  });

  it("only the Owner reads the log, with filters and a CSV whose formula cells are escaped", async () => {
    await db.run({ kind: "system" }, (tx) =>
      appendAccess(tx, { userId: people.owner.userId, email: "=cmd|' /C calc'!A0", role: "owner", clientAddress: null }, [
        { kind: "receipt", subjectId: "R-2099-000001", patientEmail: "patient@example.com", allowed: true },
      ]),
    );
    const page = await readAccessLog(db, people.owner, { page: 1, patient: "patient@example.com", staff: undefined, from: undefined, to: undefined });
    expect(page.total).toBe(3);
    expect(page.rows[0].kind).toBe("receipt");
    const fd = await readAccessLog(db, people.owner, { page: 1, staff: people.front_desk.userId, patient: undefined, from: undefined, to: undefined });
    expect(fd.rows.map((r) => r.allowed)).toEqual([false]);
    await expect(readAccessLog(db, people.front_desk, { page: 1 })).rejects.toThrow();
    let csv = "";
    for await (const chunk of accessLogCsv(db, people.owner, {})) csv += chunk;
    expect(csv).toContain("'=cmd|");
    expect(csv.split("\r\n")[0]).toBe("When,Staff,Role,What,Id,Patient,Client address,Allowed");
  });

  it("invitations are single use and expire after 7 days", async () => {
    const sent = await inviteStaff(db, people.owner, { email: "New.Optician@example.com", role: "optician" }, ORIGIN);
    expect(sent).toEqual({ ok: true });
    const [mail] = await sys<{ text_body: string }>("select text_body from private.mail_outbox where to_address = 'new.optician@example.com'");
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1];
    const [stored] = await sys<{ token_hash: string; days: number }>(
      "select token_hash, round(extract(epoch from expires_at - created_at) / 86400)::int as days from private.staff_invitations where email = 'new.optician@example.com'",
    );
    expect(stored.token_hash).not.toContain(token);
    expect(stored.days).toBe(7);
    expect(await peekInvitation(db, token)).toEqual({ email: "new.optician@example.com", role: "optician" });
    const input = { token, firstName: "Nia", lastName: "Opt", password: "glasses-123" };
    expect(await acceptInvitation(db, { ...input, password: "short" }, INVALID)).toMatchObject({ ok: false, error: expect.stringMatching(/at least 6/) });
    expect(await acceptInvitation(db, input, INVALID)).toEqual({ ok: true, email: "new.optician@example.com", role: "optician" });
    expect(await acceptInvitation(db, input, INVALID)).toEqual({ ok: false, error: INVALID });
    const [role] = await sys<{ role: string }>("select r.role from public.user_roles r join auth.users u on u.id = r.user_id where u.email = 'new.optician@example.com'");
    expect(role.role).toBe("optician");

    await inviteStaff(db, people.owner, { email: "late@example.com", role: "front_desk" }, ORIGIN);
    const [late] = await sys<{ text_body: string }>("select text_body from private.mail_outbox where to_address = 'late@example.com'");
    const lateToken = /token=([A-Za-z0-9_-]{43})/.exec(late.text_body)![1];
    await sys("update private.staff_invitations set created_at = now() - interval '8 days', expires_at = now() - interval '1 day' where email = 'late@example.com'");
    expect(await peekInvitation(db, lateToken)).toBeNull();
    expect(await acceptInvitation(db, { ...input, token: lateToken }, INVALID)).toEqual({ ok: false, error: INVALID });
  });

  it("only the Owner invites, and a role without the permission hears a clear refusal", async () => {
    const refused = await inviteStaff(db, people.front_desk, { email: "x@example.com", role: "owner" }, ORIGIN);
    expect(refused).toEqual({ ok: false, error: expect.stringMatching(/role does not allow/) });
    expect(await inviteStaff(db, people.patient, { email: "x@example.com", role: "owner" }, ORIGIN)).toMatchObject({ ok: false });
    expect(await sys("select 1 from private.staff_invitations where email = 'x@example.com'")).toEqual([]);
  });

  it("changing a role or removing a staff member ends their sessions", async () => {
    const [{ id: victim }] = await sys<{ id: string }>("insert into auth.users (email) values ('leaving@example.com') returning id");
    await sys("insert into public.user_roles (user_id, role) values ($1, 'front_desk')", [victim]);
    const session = async () =>
      (await sys<{ id: string }>("insert into private.sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id", [victim]))[0].id;
    const live = async () => (await sys<{ n: number }>("select count(*)::int as n from private.sessions where user_id = $1 and revoked_at is null", [victim]))[0].n;
    await session();
    await session();
    expect(await live()).toBe(2);
    expect(await changeStaffRole(db, people.owner, { userId: victim, role: "optician" })).toEqual({ ok: true });
    expect(await live()).toBe(0);
    await session();
    expect(await removeStaff(db, people.owner, { userId: victim })).toEqual({ ok: true });
    expect(await live()).toBe(0);
    expect(await sys("select 1 from public.user_roles where user_id = $1", [victim])).toEqual([]);
    expect(await removeStaff(db, people.optician, { userId: people.front_desk.userId })).toMatchObject({ ok: false });
  });

  it("an Optometrist linked to a schedule record reads their own day sheet only, and edits only their own shifts", async () => {
    const records = await sys<{ id: string }>("select id from public.staff where role = 'optometrist' order by position limit 2");
    expect(records).toHaveLength(2);
    const [mine, theirs] = records.map((r) => r.id);
    await sys("update public.staff set user_id = $1 where id = $2", [people.optometrist.userId, mine]);
    for (const [who, name] of [[mine, "Mine"], [theirs, "Theirs"]]) {
      await sys(
        `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, optometrist_id)
         values ($1, 'Lee', 'ann@example.com', '905-555-0100', current_date + 3, 'Comprehensive Eye Exam', 'steeles', $2)`,
        [name, who],
      );
    }
    const seen = await db.run(people.optometrist, (tx) => tx.query<{ first_name: string }>("select first_name from public.bookings"));
    expect(seen.map((r) => r.first_name)).toEqual(["Mine"]);
    const changed = await db.run(people.optometrist, (tx) => tx.query("update public.bookings set status = 'confirmed' returning id"));
    expect(changed).toEqual([]);
    const shifts = await db.run(people.optometrist, (tx) =>
      tx.query<{ staff_id: string }>("update public.staff_shifts set starts = starts returning staff_id"),
    );
    expect(new Set(shifts.map((r) => r.staff_id))).toEqual(new Set(shifts.length ? [mine] : []));
    const others = await sys<{ n: number }>("select count(*)::int as n from public.staff_shifts where staff_id = $1", [mine]);
    expect(others[0].n).toBeGreaterThan(0);
    expect(shifts).toHaveLength(others[0].n);
  });

  it("the last Owner can be neither removed nor demoted", async () => {
    const owners = await sys<{ user_id: string }>("select user_id from public.user_roles where role = 'admin'");
    expect(owners).toHaveLength(1);
    await expect(sys("delete from public.user_roles where role = 'admin'")).rejects.toThrow(/last Owner/);
    await expect(sys("update public.user_roles set role = 'optician' where role = 'admin'")).rejects.toThrow(/last Owner/);
  });
});
