import { afterAll, describe, expect, it } from "vitest";
import { listMigrations, migrate } from "@/lib/db/migrate";
import { backends, createTestDb, type TestDb } from "../support/db";

describe.each(backends)("migrations on %s", (backend) => {
  let db: TestDb;
  afterAll(async () => db?.drop());

  it("apply to an empty database, and a second run changes nothing", async () => {
    db = await createTestDb(backend, { seed: false });
    const versions = await db.run({ kind: "system" }, (tx) =>
      tx.query<{ version: string }>("select version from supabase_migrations.schema_migrations order by version"),
    );
    expect(versions.map((v) => v.version)).toEqual(listMigrations().map((m) => m.version));
    const tablesBefore = await db.run({ kind: "system" }, (tx) =>
      tx.query("select table_name from information_schema.tables where table_schema = 'public' order by 1"),
    );
    expect(await migrate(db)).toEqual([]);
    const tablesAfter = await db.run({ kind: "system" }, (tx) =>
      tx.query("select table_name from information_schema.tables where table_schema = 'public' order by 1"),
    );
    expect(tablesAfter).toEqual(tablesBefore);
  });

  it("enables row level security on every public table", async () => {
    const rows = await db.run({ kind: "system" }, (tx) =>
      tx.query<{ relname: string; relrowsecurity: boolean }>(
        `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'`,
      ),
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });
});
