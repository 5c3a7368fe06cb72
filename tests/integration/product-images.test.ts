import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/db/types";
import { backends, createTestDb, type TestDb } from "../support/db";

/** The hosted bucket and its storage.objects policies, applied to the compatibility schema. */
describe.each(backends)("product-images bucket on %s", (backend) => {
  let db: TestDb;
  let admin: Caller;
  let customer: Caller;
  const visitor: Caller = { kind: "anon" };

  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    const mk = async (email: string) =>
      (await db.run({ kind: "system" }, (tx) => tx.query<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email])))[0].id;
    const adminId = await mk("admin@brightview.example.com");
    await db.run({ kind: "system" }, (tx) => tx.query("select public.assign_admin_role($1)", [adminId]));
    admin = { kind: "user", userId: adminId, email: "admin@brightview.example.com" };
    customer = { kind: "user", userId: await mk("pat@example.com"), email: "pat@example.com" };
    await db.run({ kind: "system" }, (tx) => tx.query("insert into storage.objects (bucket_id, name) values ('product-images', 'seeded.png')"));
  });
  afterAll(async () => db?.drop());

  const attempt = async (who: Caller, sql: string) => {
    try {
      return { ok: true, rows: await db.run(who, (tx) => tx.query(sql)) };
    } catch (err) {
      return { ok: false, error: (err as Error).message };
    }
  };

  it("exists, is public, and takes images up to 5MB", async () => {
    const [bucket] = await db.run({ kind: "system" }, (tx) =>
      tx.query("select public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'product-images'"),
    );
    expect(bucket).toEqual({ public: true, limit: 5242880, allowed_mime_types: ["image/jpeg", "image/png", "image/gif", "image/webp"] });
  });

  it("lets everyone read, and only admins write", async () => {
    for (const who of [visitor, customer, admin]) {
      const read = await attempt(who, "select name from storage.objects where bucket_id = 'product-images'");
      expect(read.rows?.map((r) => r.name)).toContain("seeded.png");
    }
    for (const who of [visitor, customer]) {
      expect((await attempt(who, "insert into storage.objects (bucket_id, name) values ('product-images', 'evil.png')")).ok).toBe(false);
      expect((await attempt(who, "update storage.objects set name = 'renamed.png' where name = 'seeded.png' returning id")).rows ?? []).toHaveLength(0);
      expect((await attempt(who, "delete from storage.objects where name = 'seeded.png' returning id")).rows ?? []).toHaveLength(0);
    }
    expect((await attempt(admin, "insert into storage.objects (bucket_id, name) values ('product-images', 'new.png') returning id")).rows).toHaveLength(1);
    expect((await attempt(admin, "delete from storage.objects where name = 'new.png' returning id")).rows).toHaveLength(1);
    const left = await db.run({ kind: "system" }, (tx) => tx.query("select name from storage.objects order by name"));
    expect(left.map((r) => r.name)).toEqual(["seeded.png"]);
  });
});
