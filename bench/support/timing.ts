import { performance } from "node:perf_hooks";

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const round = (n: number) => Math.round(n * 10) / 10;

/** Runs `fn` `runs` times, one after another; p50 and p95 in ms. */
export async function percentiles(runs: number, fn: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: round(p(ms, 0.5)), p95: round(p(ms, 0.95)) };
}
