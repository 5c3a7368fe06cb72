import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { migrate, seed } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import { createScratchDatabase } from "@/lib/db/scratch";
import type { Db } from "@/lib/db/types";
import type { Templates } from "./templates";

export type Backend = "pglite" | "postgres";

/**
 * PGlite always; the PostgreSQL server too when DATABASE_URL is set (CI sets it). TEST_BACKENDS
 * (`pglite` or `postgres`) narrows a run to one of them, so the two can run side by side.
 */
export const backends: Backend[] = (() => {
  const all: Backend[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  const only = process.env.TEST_BACKENDS;
  return only ? all.filter((b) => b === only) : all;
})();

/**
 * For a rule whose database part is proven on both backends elsewhere: PostgreSQL when the run has
 * it (real concurrency), else PGlite; empty in a run narrowed to the other backend.
 */
export const oneBackend: Backend[] = process.env.DATABASE_URL
  ? process.env.TEST_BACKENDS === "pglite" ? [] : ["postgres"]
  : ["pglite"];

/** The run's template databases (tests/support/templates.ts), when the global setup made them. */
function templates(): Templates | undefined {
  try {
    return inject("templates");
  } catch {
    return undefined;
  }
}

async function pgliteTemplate(withSeed: boolean): Promise<Blob> {
  const made = templates()?.pglite;
  if (made) return new Blob([readFileSync(withSeed ? made.seeded : made.migrated)]);
  // Outside vitest's global setup: initdb, migrate (and seed) here.
  const db = await openPglite("memory://");
  await migrate(db);
  if (withSeed) await seed(db);
  const dump = await db.pg.dumpDataDir("none");
  await db.close();
  return dump;
}

const dumps = new Map<boolean, Promise<Blob>>();

export type TestDb = Db & { drop: () => Promise<void>; /** PostgreSQL: the scratch database's connection string. */ url?: string };

/**
 * A fresh, migrated database of the given kind, seeded with the demo catalogue unless
 * `seed: false`. Postgres: a throwaway database on the server, dropped by `drop()`.
 */
export async function createTestDb(kind: Backend, opts: { seed?: boolean } = {}): Promise<TestDb> {
  const withSeed = opts.seed ?? true;
  if (kind === "pglite") {
    if (!dumps.has(withSeed)) dumps.set(withSeed, pgliteTemplate(withSeed));
    const db = await openPglite("memory://", { loadDataDir: await dumps.get(withSeed)! });
    return Object.assign(db, { drop: () => db.close() });
  }
  const made = templates()?.postgres;
  if (made) return scratchPostgres(withSeed ? made.seeded : made.migrated);
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
  return scratchPostgres(undefined, poolSize);
}

/** A throwaway database on the DATABASE_URL server, empty or a copy of `template`. */
async function scratchPostgres(template: string | undefined, poolSize = 60): Promise<TestDb> {
  const made = await createScratchDatabase(process.env.DATABASE_URL!, { prefix: "bv_test", template });
  const db = openPostgres(made.url, poolSize);
  return Object.assign(db, {
    url: made.url,
    async drop() {
      await db.close();
      await made.drop();
    },
  });
}
