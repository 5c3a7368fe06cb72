/** The two databases bench/crash.ts kills a server over: a fresh PGlite folder, or a scratch PostgreSQL database. */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export type Backend = {
  name: "pglite" | "postgres";
  env: Record<string, string>;
  query: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** PGlite is one process's: the bench lets go of it before a server opens it. */
  release: () => Promise<void>;
  close: () => Promise<void>;
};

export async function pgliteBackend(): Promise<Backend> {
  const root = path.resolve(".data", `crash-${Date.now()}`);
  const dir = path.join(root, "pglite");
  let db: PGlite | null = null;
  const open = async () => (db ??= await PGlite.create(dir, { extensions: { btree_gist, pg_trgm } }));
  return {
    name: "pglite",
    env: { PGLITE_DIR: dir, DATA_DIR: path.join(root, "files"), DATABASE_URL: "" },
    // Opened only after the server is gone: PGlite is one process's.
    query: async (sql, params) => (await (await open()).query(sql, params)).rows as never,
    release: async () => {
      await db?.close();
      db = null;
    },
    close: async () => {
      await db?.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export async function postgresBackend(): Promise<Backend> {
  const admin = new URL(process.env.DATABASE_URL!);
  const url = new URL(admin);
  url.pathname = "/brightview_crash";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query("drop database if exists brightview_crash with (force)");
  await client.query("create database brightview_crash");
  await client.end();
  const migrate = spawn("npx", ["tsx", "scripts/db.ts", "migrate"], { env: { ...process.env, DATABASE_URL: url.toString(), SEED_DEMO_DATA: "true" }, stdio: "inherit" });
  await new Promise((resolve, reject) => migrate.on("exit", (code) => (code === 0 ? resolve(null) : reject(new Error(`migrate exited ${code}`)))));
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const root = path.resolve(".data", `crash-pg-${Date.now()}`);
  return {
    name: "postgres",
    env: { DATABASE_URL: url.toString(), DATA_DIR: root },
    query: async (sql, params) => (await pool.query(sql, params)).rows as never,
    release: async () => undefined,
    close: async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query("drop database if exists brightview_crash with (force)");
      await c.end();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
