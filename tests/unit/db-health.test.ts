import { afterEach, describe, expect, it, vi } from "vitest";
import { dbLooksDown, isConnectionError, markDbDown, markDbUp, PROBE_INTERVAL_MS, registerDbProbe } from "@/lib/db/health";

vi.spyOn(console, "warn").mockImplementation(() => undefined);

describe("database health", () => {
  afterEach(() => markDbUp());

  it("tells connection failures from queries the server refused", () => {
    const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
    expect(isConnectionError(withCode("ECONNREFUSED"))).toBe(true);
    expect(isConnectionError(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isConnectionError(withCode("08006"))).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionError(new Error("timeout exceeded when trying to connect"))).toBe(true);
    // A constraint or a bad query means the server is there.
    expect(isConnectionError(withCode("23505", "duplicate key value"))).toBe(false);
    expect(isConnectionError(withCode("42P01", "relation does not exist"))).toBe(false);
    expect(isConnectionError("ECONNREFUSED")).toBe(false);
  });

  it("is up until a failure is reported, and costs no probe while up", async () => {
    const probe = vi.fn(async () => undefined);
    registerDbProbe(probe);
    expect(await dbLooksDown()).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });

  it("probes at most once per interval while down, and many callers share one probe", async () => {
    let calls = 0;
    registerDbProbe(async () => {
      calls += 1;
      throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    });
    const t0 = 1_000_000;
    markDbDown(t0);
    // Within the first interval the fresh failure is trusted: no probe.
    expect(await dbLooksDown(t0 + PROBE_INTERVAL_MS - 1)).toBe(true);
    expect(calls).toBe(0);
    const answers = await Promise.all(Array.from({ length: 50 }, () => dbLooksDown(t0 + PROBE_INTERVAL_MS)));
    expect(answers.every(Boolean)).toBe(true);
    expect(calls).toBe(1);
    expect(await dbLooksDown(t0 + PROBE_INTERVAL_MS + 10)).toBe(true);
    expect(calls).toBe(1);
    expect(await dbLooksDown(t0 + 2 * PROBE_INTERVAL_MS + 1)).toBe(true);
    expect(calls).toBe(2);
  });

  it("comes back up as soon as a probe succeeds", async () => {
    let reachable = false;
    registerDbProbe(async () => {
      if (!reachable) throw new Error("Connection terminated");
    });
    const t0 = 2_000_000;
    markDbDown(t0);
    expect(await dbLooksDown(t0 + PROBE_INTERVAL_MS)).toBe(true);
    reachable = true;
    expect(await dbLooksDown(t0 + 2 * PROBE_INTERVAL_MS)).toBe(false);
    expect(await dbLooksDown(t0 + 2 * PROBE_INTERVAL_MS + 1)).toBe(false);
  });

  it("does not hold a request behind a probe that hangs", async () => {
    registerDbProbe(() => new Promise<void>(() => undefined));
    const t0 = 3_000_000;
    markDbDown(t0);
    const started = performance.now();
    expect(await dbLooksDown(t0 + PROBE_INTERVAL_MS)).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
    // While that probe is still out, others answer at once without starting another.
    expect(await dbLooksDown(t0 + 3 * PROBE_INTERVAL_MS)).toBe(true);
  });
});
