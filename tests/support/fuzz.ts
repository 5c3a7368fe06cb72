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
import type fc from "fast-check";

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31 - 1);
const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;
const budgetMs = Number(process.env.FUZZ_BUDGET_S ?? 90) * 1000;

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
 * fast-check parameters for one property that gets `1 / properties` of its file's share on each
 * backend. `maxRuns` caps a property whose every call is slow or whose calls add up rows.
 */
export function fuzzParameters<T>(share: keyof typeof FUZZ_SHARES, properties: number, maxRuns = 5_000): fc.Parameters<T> {
  if (runs) return { seed, numRuns: runs };
  const ms = Math.max(250, Math.floor((budgetMs * FUZZ_SHARES[share]) / (properties * backendCount)));
  return { seed, numRuns: maxRuns, interruptAfterTimeLimit: ms, markInterruptAsFailure: false };
}
