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
import { MIGRATIONS_DIR, SEED_FILE, migrate, seed } from "../../lib/db/migrate";
import { openPglite } from "../../lib/db/pglite";
import { openPostgres } from "../../lib/db/postgres";
import { createScratchDatabase, type ScratchDatabase } from "../../lib/db/scratch";

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

/** A template database on the server: migrated, or (given the migrated one) a copy of it seeded. */
async function postgresTemplate(adminUrl: string, kind: "migrated" | "seeded", migrated?: string): Promise<ScratchDatabase> {
  const made = await createScratchDatabase(adminUrl, { prefix: `bv_tpl_${kind}`, template: migrated });
  const db = openPostgres(made.url, 2);
  try {
    if (kind === "migrated") await migrate(db);
    else await seed(db);
  } catch (err) {
    await db.close();
    await made.drop();
    throw err;
  }
  await db.close();
  return made;
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
  // One after the other: the first migration on a new server creates its roles (anon, …), which
  // are the server's, not the database's, and two at once collide on them.
  const migrated = await postgresTemplate(adminUrl, "migrated");
  const seeded = await postgresTemplate(adminUrl, "seeded", migrated.name).catch(async (err: unknown) => {
    await migrated.drop();
    throw err;
  });
  const postgres = { seeded: seeded.name, migrated: migrated.name };
  return {
    templates: { pglite, postgres },
    async drop() {
      await seeded.drop();
      await migrated.drop();
    },
  };
}
