import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrate, seed } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import type { Db } from "@/lib/db/types";

export type Backend = "pglite" | "postgres";

/** PGlite always; the PostgreSQL server too when DATABASE_URL is set (CI sets it). */
export const backends: Backend[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let template: Promise<Blob> | undefined;

async function pgliteTemplate(withSeed: boolean): Promise<Blob> {
  // initdb costs seconds; every test database starts from one migrated dump instead.
  const db = await openPglite("memory://");
  await migrate(db);
  if (withSeed) await seed(db);
  const dump = await db.pg.dumpDataDir("none");
  await db.close();
  return dump;
}

export type TestDb = Db & { drop: () => Promise<void>; /** PostgreSQL: the scratch database's connection string. */ url?: string };

/**
 * A fresh, migrated database of the given kind, seeded with the demo catalogue unless
 * `seed: false`. Postgres: a throwaway database on the server, dropped by `drop()`.
 */
export async function createTestDb(kind: Backend, opts: { seed?: boolean } = {}): Promise<TestDb> {
  const withSeed = opts.seed ?? true;
  if (kind === "pglite") {
    if (withSeed) template ??= pgliteTemplate(true);
    const dump = withSeed ? await template! : await pgliteTemplate(false);
    const db = await openPglite("memory://", { loadDataDir: dump });
    return Object.assign(db, { drop: () => db.close() });
  }
  const db = await createEmptyDb("postgres");
  await migrate(db);
  if (withSeed) await seed(db);
  return db;
}

/**
 * A database with nothing in it, not even the migrations (for tests that migrate step by
 * step). Postgres: a throwaway database on the server, dropped by `drop()`.
 */
export async function createEmptyDb(kind: Backend, poolSize = 60): Promise<TestDb> {
  if (kind === "pglite") {
    const db = await openPglite("memory://");
    return Object.assign(db, { drop: () => db.close() });
  }
  const admin = new URL(process.env.DATABASE_URL!);
  const name = `bv_test_${randomBytes(5).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), poolSize);
  return Object.assign(db, {
    url: url.toString(),
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  });
}
