import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { system, type Db } from "./types";

const root = process.cwd();
export const MIGRATIONS_DIR = path.join(root, "supabase", "migrations");
export const SEED_FILE = path.join(root, "supabase", "seed.sql");
const COMPAT_FILE = path.join(root, "lib", "db", "supabase-compat.sql");

export type Migration = { version: string; name: string; sql: string };

// The folders are named by constants, not parameters, so the build traces only these files
// (a path it cannot follow makes it trace, and warn about, the whole project).
export function listMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(f)!;
      return { version, name, sql: readFileSync(path.join(MIGRATIONS_DIR, f), "utf8") };
    });
}

/**
 * Applies the Supabase compatibility layer, then each migration not yet recorded, in
 * order, all in one transaction: a failing file leaves the database as it was. Uses the table the Supabase CLI uses, so
 * `supabase db push` and this runner agree on what has been applied.
 */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  await db.exec(readFileSync(COMPAT_FILE, "utf8"));
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);
  const applied: string[] = [];
  await db.run(system, async (tx) => {
    // Two servers starting together must not both apply the same file.
    await tx.query("select pg_advisory_xact_lock(727274)");
    const done = new Set(
      (await tx.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).map(
        (r) => r.version,
      ),
    );
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        m.version,
        m.name,
      ]);
      applied.push(`${m.version}_${m.name}`);
    }
  });
  return applied;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.run(system, (tx) =>
    tx.query<{ empty: boolean }>(
      `select not exists (select 1 from public.brands)
          and not exists (select 1 from public.categories)
          and not exists (select 1 from public.products) as empty`,
    ),
  );
  return rows[0].empty;
}

export async function seed(db: Db): Promise<void> {
  await db.exec(readFileSync(SEED_FILE, "utf8"));
}
