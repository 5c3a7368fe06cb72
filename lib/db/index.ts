import "server-only";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { config } from "@/lib/config";
import { ensureDemoAdmin } from "@/lib/auth/demo-admin";
import { isEmpty, migrate, seed } from "./migrate";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Caller, Db, Tx } from "./types";

export type { Caller, Db, Tx } from "./types";
export { anon, system } from "./types";

// Survives Next's dev-mode module reloads, so one process holds one PGlite instance.
const globalForDb = globalThis as unknown as { __brightviewDb?: Promise<Db> };

async function open(): Promise<Db> {
  const c = config();
  if (c.DATABASE_URL) {
    // Hosted and CI: migrations run by `npm run db:migrate`, never on a request.
    return openPostgres(c.DATABASE_URL);
  }
  const dir = c.PGLITE_DIR.startsWith("memory://") ? c.PGLITE_DIR : path.resolve(c.PGLITE_DIR);
  if (process.env.NEXT_PHASE === "phase-production-build") return openForBuild(dir);
  const db = await openPglite(dir);
  await migrate(db);
  const seedDemo = c.SEED_DEMO_DATA ?? true;
  if (seedDemo && (await isEmpty(db))) {
    await seed(db);
    forgetCachedReads();
  }
  await ensureDemoAdmin(db);
  return db;
}

/**
 * `next build` prerenders pages that show the schedule (hours, closures, optometrists). It never
 * opens the live folder (a dev server may hold it, and build workers run side by side): each
 * worker reads its own copy of it, or a fresh database with the demo data when there is none
 * yet. Pages built so are revalidated as the admins change the schedule.
 */
async function openForBuild(dir: string): Promise<Db> {
  const live = !dir.startsWith("memory://") && existsSync(/*turbopackIgnore: true*/ dir) && readdirSync(/*turbopackIgnore: true*/ dir).length > 0;
  const copy = live ? mkdtempSync(path.join(/*turbopackIgnore: true*/ os.tmpdir(), "brightview-build-")) : "memory://";
  if (live) {
    cpSync(/*turbopackIgnore: true*/ dir, copy, { recursive: true });
    process.once("exit", () => rmSync(/*turbopackIgnore: true*/ copy, { recursive: true, force: true }));
  }
  const db = await openPglite(copy);
  await migrate(db);
  if (await isEmpty(db)) await seed(db);
  return db;
}

/**
 * A brand-new database makes every cached catalogue read stale (they live in .next's
 * fetch cache, which outlives the process). Dropping the folder is the only way to reach
 * them before a request context exists.
 */
export function forgetCachedReads() {
  for (const dir of [".next/cache/fetch-cache", ".next/dev/cache/fetch-cache"]) {
    // Ignored by the build's file tracing: a folder being deleted is not one to deploy.
    rmSync(path.join(/*turbopackIgnore: true*/ process.cwd(), dir), { recursive: true, force: true });
  }
}

export function getDb(): Promise<Db> {
  if (!globalForDb.__brightviewDb) {
    // A failed start must not stay cached, or the server would stay broken.
    globalForDb.__brightviewDb = open().catch((err) => {
      globalForDb.__brightviewDb = undefined;
      throw err;
    });
  }
  return globalForDb.__brightviewDb;
}

/** One transaction as `caller`. The only way the rest of the app reaches the database. */
export async function withDb<T>(caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.run(caller, fn);
}
