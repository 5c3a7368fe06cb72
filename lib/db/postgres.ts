import pg from "pg";
import { isConnectionError, markDbDown, markDbUp, registerDbProbe } from "./health";
import { enterRole, leaveRole } from "./roles";
import type { Caller, Db, Queryable, Row, Tx } from "./types";

// numeric → string by default; prices are numeric(10,2) and read as numbers here.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// int8 (count(*)) as a number; counts here never approach 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// `date` stays a 'YYYY-MM-DD' string, as PGlite returns it, so no time zone shifts it.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function openPostgres(connectionString: string, max = 10): Db & { pool: pg.Pool } {
  // A server that stops answering fails a request within seconds instead of holding it forever.
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10_000, connectionTimeoutMillis: 5_000 });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on("error", (err) => {
    console.warn("postgres idle client error:", err.message);
    // A server that shuts down tells its idle clients first, so the next request already knows.
    if (isConnectionError(err)) markDbDown();
  });
  registerDbProbe(async () => {
    await pool.query("select 1");
  });
  return {
    kind: "postgres",
    pool,
    async run<T>(caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        if (isConnectionError(err)) markDbDown();
        throw err;
      }
      // A connection that dies while checked out (server restart, network cut) emits 'error'
      // on the client; unhandled, that would crash the process. Note it, fail this
      // transaction, and hand the client back as broken so the pool replaces it.
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      client.on("error", onError);
      const q: Queryable = {
        async query<R extends Row>(text: string, params?: unknown[]) {
          const r = await client.query<R>(text, params);
          return r.rows;
        },
      };
      try {
        await client.query("begin");
        await enterRole(q, caller);
        const tx: Tx = {
          query: q.query,
          async exec(sql) {
            await client.query(sql);
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
        const result = await fn(tx);
        await client.query("commit");
        markDbUp();
        return result;
      } catch (err) {
        if (!broken && isConnectionError(err)) broken = err as Error;
        if (broken) markDbDown();
        else await client.query("rollback").catch(() => undefined);
        throw err;
      } finally {
        client.off("error", onError);
        client.release(broken);
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
