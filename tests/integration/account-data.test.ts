import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import { inBrowser } from "../support/next-request";
import { backends, createTestDb, type TestDb } from "../support/db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
vi.spyOn(console, "error").mockImplementation(() => undefined);
process.env.AUTH_SECRET = "account-data-secret-for-tests-only-0123456789";
const IP = "203.0.113.60";

describe.each(backends)("the patient's own data on %s", (backend) => {
  let db: TestDb;
  const globalForDb = globalThis as unknown as { __brightviewDb?: Promise<Db> };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    globalForDb.__brightviewDb = Promise.resolve(db);
    const { createUser } = await import("@/lib/auth/embedded");
    // Two Singhs: the same family name, their own addresses.
    ids.pat = (await createUser("pat@example.com", "pat-password-1", { first_name: "Pat", last_name: "Singh" }))!;
    ids.kim = (await createUser("kim@example.com", "kim-password-1", { first_name: "Kim", last_name: "Singh" }))!;
    await db.run({ kind: "system" }, async (tx) => {
      await tx.query("update auth.users set email_confirmed_at = now() where id = any($1::uuid[])", [[ids.pat, ids.kim]]);
      for (const [who, email] of [["pat", "Pat@Example.com"], ["kim", "kim@example.com"]]) {
        const [o] = await tx.query<{ id: string }>(
          `insert into public.orders (user_id, email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount)
           values ($1, $2, 'X', 'Singh', '905-555-0111', '{}', '{}', 100, 13, 113) returning id`,
          [ids[who], email],
        );
        ids[`${who}Order`] = o.id;
        await tx.query(
          `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location)
           values ($1, 'Singh', $2, '905-555-0111', current_date + 7, 'Comprehensive Eye Exam', 'steeles')`,
          [who, email],
        );
        await tx.query(
          "insert into public.form_submissions (form_type, name, email, message) values ('contact', $1, $2, 'Do you take OHIP?')",
          [`${who} Singh`, email],
        );
      }
    });
  });
  afterAll(async () => {
    globalForDb.__brightviewDb = undefined;
    await db?.drop();
  });

  it("exports the account's own profile, orders, appointments and messages, and nobody else's", async () => {
    const { exportOwnData } = await import("@/lib/account/own-data");
    const data = (await exportOwnData(db, ids.pat)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(data.account.email).toBe("pat@example.com");
    expect(data.profile).toMatchObject({ first_name: "Pat", last_name: "Singh" });
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([ids.patOrder]);
    // Booked as Pat@Example.com: addresses match whatever their case.
    expect(data.appointments.map((b: { first_name: string }) => b.first_name)).toEqual(["pat"]);
    expect(data.appointments[0]).not.toHaveProperty("manage_token_hash");
    expect(data.forms.map((f: { name: string }) => f.name)).toEqual(["pat Singh"]);
  });

  it("shows nothing matched by address until the address is confirmed", async () => {
    const { createUser } = await import("@/lib/auth/embedded");
    const { exportOwnData } = await import("@/lib/account/own-data");
    // Someone signs up with Kim's address but cannot open Kim's inbox.
    await db.run({ kind: "system" }, (tx) => tx.query("delete from auth.users where id = $1", [ids.kim]));
    const squatter = (await createUser("kim@example.com", "squatter-pass-1", { first_name: "Not", last_name: "Kim" }))!;
    const data = (await exportOwnData(db, squatter)) as Record<string, unknown[]>;
    expect(data.appointments).toEqual([]);
    expect(data.forms).toEqual([]);
    expect(data.orders).toEqual([]);
  });

  it("deleting the account needs the password, ends every session, and keeps orders and appointments without the account", async () => {
    const { signInAction } = await import("@/components/auth/actions");
    const { deleteAccountAction } = await import("@/components/account/actions");
    const { getSession } = await import("@/lib/auth");
    const laptop = new Map<string, string>();
    const phone = new Map<string, string>();
    await inBrowser(laptop, IP, () => signInAction({ email: "pat@example.com", password: "pat-password-1" }));
    await inBrowser(phone, IP, () => signInAction({ email: "pat@example.com", password: "pat-password-1" }));

    expect(await inBrowser(laptop, IP, () => deleteAccountAction({ password: "wrong-password" }))).toEqual({ ok: false, error: "Your current password is not correct." });
    expect(await inBrowser(laptop, IP, () => deleteAccountAction({ password: "" }))).toEqual({ ok: false, error: "Password is required" });
    expect(await deleteAccountAction({ password: "pat-password-1" })).toEqual({ ok: false, error: "Please sign in again." });

    expect(await inBrowser(laptop, IP, () => deleteAccountAction({ password: "pat-password-1" }))).toEqual({ ok: true });
    expect(await inBrowser(laptop, IP, () => getSession())).toBeNull();
    expect(await inBrowser(phone, IP, () => getSession())).toBeNull();
    expect(await signInAction({ email: "pat@example.com", password: "pat-password-1" })).toEqual({ ok: false, error: "Invalid login credentials" });

    const left = await db.run({ kind: "system" }, (tx) =>
      tx.query<{ orders: number; linked: number; bookings: number; profiles: number; sessions: number }>(
        `select (select count(*)::int from public.orders where id = $1) as orders,
                (select count(*)::int from public.orders where user_id = $2) as linked,
                (select count(*)::int from public.bookings where lower(email) = 'pat@example.com') as bookings,
                (select count(*)::int from public.profiles where id = $2) as profiles,
                (select count(*)::int from private.sessions where user_id = $2) as sessions`,
        [ids.patOrder, ids.pat],
      ),
    );
    expect(left).toEqual([{ orders: 1, linked: 0, bookings: 1, profiles: 0, sessions: 0 }]);
  });

  it("an admin cannot delete their own account this way", async () => {
    const { createUser } = await import("@/lib/auth/embedded");
    const { signInAction } = await import("@/components/auth/actions");
    const { deleteAccountAction } = await import("@/components/account/actions");
    const id = (await createUser("admin2@example.com", "admin-password-1", { first_name: "Ad", last_name: "Min" }))!;
    await db.run({ kind: "system" }, (tx) => tx.query("select public.assign_admin_role($1)", [id]));
    const jar = new Map<string, string>();
    await inBrowser(jar, IP, () => signInAction({ email: "admin2@example.com", password: "admin-password-1" }));
    expect(await inBrowser(jar, IP, () => deleteAccountAction({ password: "admin-password-1" }))).toEqual({
      ok: false,
      error: "Admin accounts cannot be deleted here. Ask the other admin to remove your access first.",
    });
    const still = await db.run({ kind: "system" }, (tx) => tx.query("select 1 from auth.users where id = $1", [id]));
    expect(still).toHaveLength(1);
  });
});
