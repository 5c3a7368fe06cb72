/**
 * npm run db:migrate — apply pending migrations (and seed an empty database with demo data).
 * npm run db:reset   — wipe the embedded database (or a local PostgreSQL database) and rebuild it.
 * npm run db:backup [FILE]  — embedded: archive the database and uploads (server stopped).
 * npm run db:restore FILE   — embedded: bring such an archive back (server stopped).
 *   With DATABASE_URL, back up with the provider's tools (pg_dump, Supabase backups).
 * Uses DATABASE_URL when set, otherwise the embedded PGlite folder (PGLITE_DIR).
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { ensureDemoAdmin } from "@/lib/auth/demo-admin";
import { parseConfig } from "@/lib/config";
import { backupEmbedded, restoreEmbedded } from "@/lib/db/backup";
import { isEmpty, migrate, seed } from "@/lib/db/migrate";
import { system } from "@/lib/db/types";
import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import type { Db } from "@/lib/db/types";

async function main() {
  const command = process.argv[2];
  const c = parseConfig(process.env);
  if (command === "backup" || command === "restore") {
    if (c.DATABASE_URL) {
      console.error("db:backup and db:restore are for the embedded database; use pg_dump or your provider's backups for DATABASE_URL.");
      process.exit(2);
    }
    const dirs = { pgliteDir: path.resolve(c.PGLITE_DIR), dataDir: path.resolve(c.DATA_DIR) };
    if (command === "backup") {
      const file = process.argv[3] ?? `brightview-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
      const done = await backupEmbedded({ ...dirs, file });
      console.log(`Wrote ${done.file} (${(done.bytes / 1024).toFixed(0)} KiB): database and uploads.`);
    } else {
      const file = process.argv[3];
      if (!file) {
        console.error("usage: npm run db:restore FILE");
        process.exit(2);
      }
      await restoreEmbedded({ ...dirs, file });
      console.log(`Restored ${file} into ${dirs.pgliteDir} and ${path.join(dirs.dataDir, "storage")}. Restart the server.`);
    }
    return;
  }
  if (command !== "migrate" && command !== "reset") {
    console.error("usage: tsx scripts/db.ts migrate|reset|backup [FILE]|restore FILE");
    process.exit(2);
  }
  let db: Db;
  if (c.DATABASE_URL) {
    const url = new URL(c.DATABASE_URL);
    if (command === "reset") {
      if (!["localhost", "127.0.0.1", "::1"].includes(url.hostname) && !process.argv.includes("--force")) {
        console.error(`Refusing to reset ${url.hostname}: not a local server (add --force to insist).`);
        process.exit(2);
      }
      const pgDb = openPostgres(c.DATABASE_URL, 1);
      await pgDb.exec(
        "drop schema if exists public cascade; create schema public; drop schema if exists private cascade; drop schema if exists storage cascade; drop schema if exists supabase_migrations cascade; drop schema if exists auth cascade;",
      );
      await pgDb.close();
      console.log(`Reset ${url.pathname.slice(1)} on ${url.hostname}.`);
    }
    db = openPostgres(c.DATABASE_URL, 2);
  } else {
    const dir = path.resolve(c.PGLITE_DIR);
    if (command === "reset") {
      rmSync(dir, { recursive: true, force: true });
      console.log(`Removed ${dir}.`);
    }
    db = await openPglite(dir);
  }
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join("\n  ")}` : "No pending migrations.");
    // What a migration carried over from the rows already stored (issue 42: a patient per person).
    if (applied.some((name) => name.endsWith("_patients"))) {
      const [carried] = await db.run(system, (tx) => tx.query<{ made: number; detail: string }>("select made, detail from private.carry_overs where name = 'patients'"));
      if (carried) console.log(`Patients carried over: ${carried.made} ${carried.detail}.`);
    }
    if ((c.SEED_DEMO_DATA ?? c.dbMode === "pglite") && (await isEmpty(db))) {
      await seed(db);
      // Cached catalogue reads from the previous database would otherwise outlive it.
      for (const dir of [".next/cache/fetch-cache", ".next/dev/cache/fetch-cache"]) rmSync(dir, { recursive: true, force: true });
      console.log("Seeded demo data (supabase/seed.sql).");
    }
    await ensureDemoAdmin(db);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
