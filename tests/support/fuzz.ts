/**
 * Property and fuzz runs on a time budget, with a seed that changes every run and is printed.
 *
 *   FUZZ_BUDGET_S  seconds of generated calls for the whole run, all fuzz files and backends
 *                  together (default 90). Each property gets its share and stops when it is spent.
 *   FUZZ_SEED      the seed (default: a new one every run, printed at the start of each fuzz file).
 *   FUZZ_RUNS      an exact number of generated calls per property, with no time limit: with the
 *                  printed seed it replays a failure (`FUZZ_SEED=… FUZZ_RUNS=…`), or searches deeper.
 *
 * The hostile corpus (tests/support/hostile.ts) is never on the budget: it runs whole every time.
 */
import { randomInt } from "node:crypto";

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31 - 1);
const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;
const budgetMs = Number(process.env.FUZZ_BUDGET_S ?? 90) * 1000;

const MIN_CALLS = 25;

/** Each fuzz file's share of the budget (they add up to 1). */
export const FUZZ_SHARES = { actions: 0.6, routes: 0.3, catalogueCsv: 0.1 } as const;

// Both backends share the budget even when each runs in a process of its own (TEST_BACKENDS).
const backendCount = process.env.DATABASE_URL ? 2 : 1;

/** Prints how to replay this file's generated calls. */
export function announceFuzz(file: string): void {
  const how = runs ? `${runs} calls per property` : `${budgetMs / 1000} s budget in all`;
  console.log(`${file}: FUZZ_SEED=${seed} (${how}); replay a failure with FUZZ_SEED=${seed} FUZZ_RUNS=<calls>`);
}

/**
 * One property's share of the budget: `1 / properties` of its file's share on each backend.
 * `maxRuns` caps a property whose every call is slow or whose calls add up rows.
 *
 * The time limit is kept inside the property, not by fast-check's interruptAfterTimeLimit: that
 * one returns while the last call is still running, and its late write then landed in the next
 * test's row count. Here each call checks the clock first, so once the share is spent the
 * remaining runs return at once and nothing is left running. After a failure the clock is off, so
 * fast-check can shrink the counterexample.
 */
export function fuzzBudget(share: keyof typeof FUZZ_SHARES, properties: number, maxRuns = 5_000) {
  const ms = Math.max(250, Math.floor((budgetMs * FUZZ_SHARES[share]) / (properties * backendCount)));
  // However busy the machine, each property makes at least this many calls (the first also loads
  // the code under test): enough for "nearly all refused" to mean something.
  const atLeast = Math.min(MIN_CALLS, maxRuns);
  let deadline: number | undefined;
  let made = 0;
  let failed = false;
  return {
    parameters: { seed, numRuns: runs ?? maxRuns },
    wrap<A extends unknown[]>(predicate: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
      return async (...args: A) => {
        if (!runs && !failed) {
          deadline ??= Date.now() + ms;
          if (made >= atLeast && Date.now() > deadline) return;
          made++;
        }
        try {
          await predicate(...args);
        } catch (err) {
          failed = true;
          throw err;
        }
      };
    },
  };
}
