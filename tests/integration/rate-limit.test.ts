import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestDb, type TestDb } from "../support/db";

describe.each(backends)("hit_rate_limit on %s", (backend) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
  });
  afterAll(async () => db?.drop());

  it("allows max_hits calls in a window for a visitor, then refuses", async () => {
    const results: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const [row] = await db.run({ kind: "anon" }, (tx) =>
        tx.query<{ ok: boolean }>("select private.hit_rate_limit('t:ip:1', 3, 300) as ok"),
      );
      results.push(row.ok);
    }
    expect(results).toEqual([true, true, true, false]);
    // Another key has its own budget.
    const [other] = await db.run({ kind: "anon" }, (tx) =>
      tx.query<{ ok: boolean }>("select private.hit_rate_limit('t:ip:2', 3, 300) as ok"),
    );
    expect(other.ok).toBe(true);
  });

  it("visitors cannot read or reset the counters directly", async () => {
    await expect(db.run({ kind: "anon" }, (tx) => tx.query("select * from private.rate_limits"))).rejects.toThrow(
      /permission denied/,
    );
  });
});
