import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import type { Db } from "@/lib/db/types";

// Throwaway databases for the benches: dropped (PostgreSQL) or closed (PGlite) by `drop`.
export type Scratch = { db: Db; url?: string; drop: () => Promise<void> };

/** A throwaway database on the DATABASE_URL server (dropped by `drop`). */
export async function scratchPostgres(): Promise<Scratch> {
  const base = process.env.DATABASE_URL!;
  const name = `bv_bench_${randomBytes(4).toString("hex")}`;
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 2);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const d = new pg.Client({ connectionString: base });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

/** A PGlite database in memory, or in `dir` when a server is to open it afterwards. */
export async function scratchPglite(dir = "memory://"): Promise<Scratch> {
  const db = await openPglite(dir);
  return { db, drop: () => db.close() };
}
