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

  // Issue 41: windows cut from the clock's round marks let a burst that straddled a mark through
  // twice, and made a test's count depend on the second it started.
  const hit = async (key: string, max: number, seconds: number) =>
    (await db.run({ kind: "anon" }, (tx) => tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, $3) as ok", [key, max, seconds])))[0].ok;
  const windowOpened = (key: string, secondsAgo: number, hits: number) =>
    db.run({ kind: "system" }, (tx) =>
      tx.query("insert into private.rate_limits (key, window_start, hits) values ($1, now() - make_interval(secs => $2), $3)", [key, secondsAgo, hits]),
    );

  it("a window runs from the key's first hit, whatever the clock says", async () => {
    // Opened 14 min 55 s ago and full: still full, though a 15-minute mark may have passed since.
    await windowOpened("t:window:full", 895, 10);
    expect(await hit("t:window:full", 10, 900)).toBe(false);
    // Opened 15 min 5 s ago: over, so this hit opens a new window.
    await windowOpened("t:window:over", 905, 10);
    expect(await hit("t:window:over", 10, 900)).toBe(true);
    const rows = await db.run({ kind: "system" }, (tx) =>
      tx.query<{ hits: number }>("select hits from private.rate_limits where key = 't:window:over' and window_start > now() - interval '1 minute'"),
    );
    expect(rows).toEqual([{ hits: 1 }]);
  });

  it("a success gives its place back in the live window only", async () => {
    await windowOpened("t:window:undo", 600, 5);
    await db.run({ kind: "system" }, (tx) => tx.query("select private.undo_rate_limit_hit('t:window:undo', 900)"));
    const [row] = await db.run({ kind: "system" }, (tx) => tx.query<{ hits: number }>("select hits from private.rate_limits where key = 't:window:undo'"));
    expect(row.hits).toBe(4);
  });

  it("concurrent first hits on a key open one window and count together", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => hit("t:window:burst", 5, 900)));
    expect(answers.filter(Boolean)).toHaveLength(5);
    const [row] = await db.run({ kind: "system" }, (tx) => tx.query<{ n: number }>("select count(*)::int as n from private.rate_limits where key = 't:window:burst'"));
    expect(row.n).toBe(1);
  });

  it("visitors cannot read or reset the counters directly", async () => {
    await expect(db.run({ kind: "anon" }, (tx) => tx.query("select * from private.rate_limits"))).rejects.toThrow(
      /permission denied/,
    );
  });
});
