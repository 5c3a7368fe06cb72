import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { enterRole, leaveRole } from "./roles";
import type { Caller, Db, Queryable, Row, Tx } from "./types";

type PgliteTx = Pick<PGlite, "query" | "exec">;

function wrap(t: PgliteTx): Queryable {
  return {
    async query<T extends Row>(text: string, params?: unknown[]) {
      const r = await t.query<T>(text, params as unknown[] | undefined);
      return r.rows;
    },
  };
}

export async function openPglite(dir: string, opts: { loadDataDir?: Blob } = {}): Promise<Db & { pg: PGlite }> {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir, {
    loadDataDir: opts.loadDataDir,
    // The appointments' "one booking per room at a time" exclusion constraint needs it.
    extensions: { btree_gist, pg_trgm },
    // Same JS types as the node-postgres adapter: numeric and int8 as numbers, date as text.
    parsers: { 1700: Number, 20: Number, 1082: (v: string) => v },
  });
  return {
    kind: "pglite",
    pg,
    async run<T>(caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
      // PGlite is one connection; its transaction() serialises callers for us.
      return pg.transaction(async (raw) => {
        const q = wrap(raw);
        await enterRole(q, caller);
        const tx: Tx = {
          query: q.query,
          async exec(sql) {
            await raw.exec(sql);
          },
          async asSystem(inner) {
            await leaveRole(q);
            try {
              return await inner(q);
            } finally {
              await enterRole(q, caller);
            }
          },
        };
        return fn(tx);
      }) as Promise<T>;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    async close() {
      await pg.close();
    },
  };
}
