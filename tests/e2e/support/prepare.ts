/**
 * Runs before the e2e server starts: a fresh database every run.
 *   PostgreSQL: drop and recreate brightview_e2e, migrate, seed, create the admin.
 *   PGlite: remove .data/e2e; the server migrates and seeds it on start.
 */
import { rmSync } from "node:fs";
import pg from "pg";
import { ensureDemoAdmin, ensureDemoStaff } from "@/lib/auth/demo-admin";
import { migrate, seed } from "@/lib/db/migrate";
import { openPostgres } from "@/lib/db/postgres";

async function main() {
  // Playwright passes the e2e database as DATABASE_URL and the server's own as E2E_ADMIN_DATABASE_URL.
  const url = process.env.DATABASE_URL;
  if (!url) {
    rmSync(".data/e2e", { recursive: true, force: true });
    console.log("e2e: embedded database at .data/e2e");
    return;
  }
  const admin = new pg.Client({ connectionString: process.env.E2E_ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query("drop database if exists brightview_e2e with (force)");
  await admin.query("create database brightview_e2e");
  await admin.end();
  const db = openPostgres(url, 2);
  await migrate(db);
  await seed(db);
  await ensureDemoAdmin(db);
  await ensureDemoStaff(db);
  await db.close();
  console.log("e2e: PostgreSQL database brightview_e2e ready");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
