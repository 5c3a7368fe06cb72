import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import { createScratchDatabase } from "@/lib/db/scratch";
import type { Db } from "@/lib/db/types";

// Throwaway databases for the benches: dropped (PostgreSQL) or closed (PGlite) by `drop`.
export type Scratch = { db: Db; url?: string; drop: () => Promise<void> };

/** A throwaway database on the DATABASE_URL server (dropped by `drop`). */
export async function scratchPostgres(): Promise<Scratch> {
  const made = await createScratchDatabase(process.env.DATABASE_URL!, { prefix: "bv_bench" });
  const db = openPostgres(made.url, 2);
  return {
    db,
    url: made.url,
    async drop() {
      await db.close();
      await made.drop();
    },
  };
}

/** A PGlite database in memory, or in `dir` when a server is to open it afterwards. */
export async function scratchPglite(dir = "memory://"): Promise<Scratch> {
  const db = await openPglite(dir);
  return { db, drop: () => db.close() };
}
