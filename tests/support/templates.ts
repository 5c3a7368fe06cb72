/**
 * Migrated databases to copy, made once per run instead of once per test file (initdb, the
 * migrations and the seed cost seconds; a copy costs a fraction of one).
 *   PGlite: a dump of the data folder in .data/test-templates/, named by a hash of everything that
 *     shapes it (the migrations, the compatibility layer, the seed, PGlite's version), so a second
 *     run, or test:quick, reuses it.
 *   PostgreSQL: two databases on the DATABASE_URL server, made by the global setup for this run and
 *     dropped after it; each test database is `create database … template …` of one of them.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { MIGRATIONS_DIR, SEED_FILE, migrate, seed } from "../../lib/db/migrate";
import { openPglite } from "../../lib/db/pglite";
import { openPostgres } from "../../lib/db/postgres";

export type Templates = {
  pglite: { seeded: string; migrated: string };
  postgres?: { seeded: string; migrated: string };
};

const DIR = path.resolve(".data/test-templates");

function schemaHash(): string {
  const h = createHash("sha256");
  for (const file of [path.resolve("lib/db/supabase-compat.sql"), SEED_FILE, path.resolve("node_modules/@electric-sql/pglite/package.json")]) {
    h.update(readFileSync(file));
  }
  for (const f of readdirSync(MIGRATIONS_DIR).sort()) h.update(f).update(readFileSync(path.join(MIGRATIONS_DIR, f)));
  return h.digest("hex").slice(0, 16);
}

async function pgliteDump(file: string, withSeed: boolean): Promise<void> {
  if (existsSync(file)) return;
  const db = await openPglite("memory://");
  await migrate(db);
  if (withSeed) await seed(db);
  const dump = await db.pg.dumpDataDir("none");
  await db.close();
  // Written aside and renamed, so a run beside this one never reads half a file.
  const partial = `${file}.${randomBytes(4).toString("hex")}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

async function postgresTemplate(adminUrl: string, name: string, withSeed: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 2);
  await migrate(db);
  if (withSeed) await seed(db);
  await db.close();
}

/** Builds the run's templates; returns them and the teardown that drops the PostgreSQL ones. */
export async function buildTemplates(): Promise<{ templates: Templates; drop: () => Promise<void> }> {
  mkdirSync(DIR, { recursive: true });
  const key = schemaHash();
  // Older templates (from before a migration changed) are of no use: removed.
  for (const f of readdirSync(DIR)) if (!f.includes(key) && !f.endsWith(".partial")) rmSync(path.join(DIR, f), { force: true });
  const pglite = { seeded: path.join(DIR, `pglite-${key}-seeded.tar`), migrated: path.join(DIR, `pglite-${key}-migrated.tar`) };
  await pgliteDump(pglite.seeded, true);
  await pgliteDump(pglite.migrated, false);

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || process.env.TEST_BACKENDS === "pglite") return { templates: { pglite }, drop: async () => undefined };
  const run = randomBytes(4).toString("hex");
  const postgres = { seeded: `bv_tpl_${run}_seeded`, migrated: `bv_tpl_${run}_migrated` };
  await Promise.all([postgresTemplate(adminUrl, postgres.seeded, true), postgresTemplate(adminUrl, postgres.migrated, false)]);
  return {
    templates: { pglite, postgres },
    async drop() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      for (const name of Object.values(postgres)) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
