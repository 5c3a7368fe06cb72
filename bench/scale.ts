/**
 * npm run bench:scale (also BENCH_ONLY=scale npm run bench): the admin at real volume, on PGlite
 * and, when DATABASE_URL is set, on PostgreSQL (a scratch database, dropped at the end).
 *   1. Seeds bench/support/scale-data.ts (SCALE_FACTOR=0.01 for a quick try) and times it.
 *   2. Each analytics tab as its page loads it (loadCounts, then loadTab page 1): p50/p95 of 30 runs
 *      against 50 ms (PostgreSQL) / 150 ms (PGlite), and as a multiple of the Products tab (≤ 1.3×).
 *   3. The admin product table (stats + listing, bench/run.ts's cases): p95 against 30 ms.
 *   4. The phone calls' CSV export in process: first chunk (≤ 1 s), rows, and RSS growth (< 50 MB).
 *   5. With SCALE_SERVER=1 and a production build in .next: the same over HTTP from `node server.mjs`
 *      on port 3310 (page medians, the export's first byte and the server's VmRSS growth).
 * SCALE_BACKEND=pglite|postgres runs one database only. Results are printed and written to
 * bench/results/scale-<time>.json (git-ignored).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { listAdminProducts } from "@/lib/admin/catalog";
import { getCatalogStats } from "@/lib/admin/catalog-stats";
import { ANALYTICS_TABS, loadTab, type AnalyticsTab } from "@/lib/analytics";
import { streamTabCsv } from "@/lib/analytics/export";
import { migrate } from "@/lib/db/migrate";
import { system, type Caller, type Db } from "@/lib/db/types";
import { callAction, serverAction } from "./support/loopback-client";
import { addPasswordAdmin, fillScale } from "./support/scale-data";
import { scratchPglite, scratchPostgres, type Scratch } from "./support/scratch";

const RUNS = 30;
const TAB_GOAL_MS = { pglite: 150, postgres: 50 } as const;
const CATALOG_GOAL_MS = 30;
const PAGE_RATIO_GOAL = 1.3;
// As bench/run.ts ADMIN_CASES; the brand/cat case gets the first brand and last category.
const ADMIN_CASES: Record<string, Record<string, string>> = {
  "stats + newest": {}, "stats + page 250": { page: "250" }, "stats + search": { q: "BV-77" },
  "stats + hidden": { status: "hidden" }, "stats + brand/cat": { brand: "", category: "" },
};
const PORT = 3310;
const BASE = `http://localhost:${PORT}`;
const PGLITE_DIR = ".data/bench-scale";
const SIGN_IN = { email: "admin@brightview.example.com", password: "bench-admin-password" };
type Backend = keyof typeof TAB_GOAL_MS;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => +n.toFixed(2);
const mb = (bytes: number) => +(bytes / 1024 / 1024).toFixed(1);
const show = (title: string, rows: object) => {
  console.log(`\n${title}`);
  console.table(rows);
};

/** p50/p95 of `runs` timed calls, after one untimed warm-up. */
async function timed<T>(fn: () => Promise<T>, runs = RUNS): Promise<{ p50: number; p95: number; last: T }> {
  let last = await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), last };
}

async function measureTabs(db: Db, admin: Caller, backend: Backend) {
  const goal = TAB_GOAL_MS[backend];
  const cases: { name: string; tab: AnalyticsTab; page: number }[] = [
    ...ANALYTICS_TABS.map((t) => ({ name: t.id, tab: t.id, page: 1 })),
    { name: "phone-calls page 2", tab: "phone-calls", page: 2 },
    { name: "phone-calls page 400", tab: "phone-calls", page: 400 },
  ];
  const raw: { name: string; page: number; p50: number; p95: number; total: number; rows: number; chartDays: number }[] = [];
  for (const c of cases) {
    // What app/(site)/(admin)/brampton/analytics/page.tsx does for one request.
    const r = await timed(() => loadTab(db, admin, c.tab, c.page));
    raw.push({ name: c.name, page: c.page, p50: r.p50, p95: r.p95, total: r.last.total, rows: r.last.rows.length, chartDays: r.last.chart.length });
  }
  const base = raw.find((r) => r.name === "products")!.p50;
  // The 1.3× goal is each tab's first page next to the Products tab's; deeper pages are shown for reference.
  return Object.fromEntries(
    raw.map(({ name, page, ...r }) => {
      const xProductsP50 = +(r.p50 / base).toFixed(2);
      const misses = [r.p95 > goal && `p95 over ${goal} ms`, page === 1 && xProductsP50 > PAGE_RATIO_GOAL && `over ${PAGE_RATIO_GOAL}× products`].filter(Boolean);
      return [name, { ...r, xProductsP50, check: misses.join(", ") || "ok" }];
    }),
  );
}

async function measureCatalog(db: Db, admin: Caller) {
  const [ids] = await db.run(system, (tx) =>
    tx.query<{ brand: string; category: string }>(
      "select (select id from public.brands order by slug limit 1) as brand, (select id from public.categories order by slug desc limit 1) as category",
    ),
  );
  const rows: Record<string, { p50: number; p95: number; total: number; check: string }> = {};
  for (const [name, raw] of Object.entries(ADMIN_CASES)) {
    const params = "brand" in raw ? { ...raw, brand: ids.brand, category: ids.category } : raw;
    const r = await timed(async () => listAdminProducts(db, admin, params, await getCatalogStats(db, admin)));
    rows[name] = { p50: r.p50, p95: r.p95, total: r.last.total, check: r.p95 > CATALOG_GOAL_MS ? `p95 over ${CATALOG_GOAL_MS} ms` : "ok" };
  }
  return rows;
}

/** The phone calls' CSV in this process, RSS sampled every 20 ms (and at each chunk, should the loop be busy). */
async function measureExport(db: Db, admin: Caller, expected: number) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  let sampledAt = 0;
  const sample = () => {
    sampledAt = performance.now();
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 20);
  const t0 = performance.now();
  let [first, bytes, chunks] = [0, 0, 0];
  try {
    const rows = await streamTabCsv(db, admin, "phone-calls", async (chunk) => {
      if (!chunks++) first = performance.now() - t0;
      bytes += Buffer.byteLength(chunk);
      if (performance.now() - sampledAt >= 20) sample();
    });
    const totalMs = performance.now() - t0;
    sample();
    const growth = mb(peak - before);
    const check = [rows !== expected && `rows ${rows} ≠ ${expected}`, first > 1000 && "first chunk over 1 s", growth >= 50 && "RSS grew 50 MB or more"].filter(Boolean);
    return { msToFirstChunk: ms(first), totalMs: Math.round(totalMs), rows, expected, chunks, mbWritten: mb(bytes), rssBeforeMB: mb(before), rssGrowthMB: growth, check: check.join("; ") || "ok" };
  } finally {
    clearInterval(timer);
  }
}

const vmRss = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

/** Pages and the export over HTTP from a production server on the seeded database. Needs a build. */
async function measureHttp(env: Record<string, string>, expected: number) {
  const child = spawn(process.execPath, ["server.mjs", "-p", String(PORT)], {
    env: { ...process.env, NODE_ENV: "production", SITE_URL: BASE, AUTH_SECRET: "bench-secret-0123456789abcdef0123456789", DEMO_ADMIN_EMAIL: SIGN_IN.email,
      DEMO_ADMIN_PASSWORD: SIGN_IN.password, NEXT_TELEMETRY_DISABLED: "1", SEED_DEMO_DATA: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    for (let t = Date.now(); ; await new Promise((r) => setTimeout(r, 250))) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
      if (Date.now() - t > 120_000) throw new Error(`server did not answer in 2 minutes:\n${log}`);
      if (await fetch(`${BASE}/`).then((r) => r.status < 500, () => false)) break;
    }
    const reply = await callAction(BASE, serverAction("signInAction"), [SIGN_IN, "/brampton/admin"]);
    const session = reply.setCookies.map((c) => c.split(";")[0]).find((c) => c.startsWith("bv_session="));
    if (!session) throw new Error(`sign-in set no session cookie (HTTP ${reply.status}): ${reply.text.slice(0, 300)}`);
    const get = async (path: string) => {
      const t = performance.now();
      const res = await fetch(`${BASE}${path}`, { headers: { Cookie: session }, redirect: "manual" });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`GET ${path}: HTTP ${res.status} ${body.slice(0, 200)}`);
      return performance.now() - t;
    };
    // One warm-up per tab, then 7 rounds over all tabs: a slow moment (autovacuum after the
    // seed, JIT warm-up) lands on every tab alike instead of on the first ones measured.
    for (const { id } of ANALYTICS_TABS) await get(`/brampton/analytics?tab=${id}`);
    const times = new Map<string, number[]>(ANALYTICS_TABS.map((t) => [t.id, []]));
    for (let i = 0; i < 7; i++) for (const { id } of ANALYTICS_TABS) times.get(id)!.push(await get(`/brampton/analytics?tab=${id}`));
    const pages: Record<string, { medianMs: number; worstMs: number; xProducts?: number; check?: string }> = {};
    for (const [id, list] of times) {
      list.sort((a, b) => a - b);
      pages[id] = { medianMs: ms(list[3]), worstMs: ms(list[6]) };
    }
    for (const p of Object.values(pages)) {
      p.xProducts = +(p.medianMs / pages.products.medianMs).toFixed(2);
      p.check = p.xProducts > PAGE_RATIO_GOAL ? `over ${PAGE_RATIO_GOAL}× products` : "ok";
    }

    // Twice: the first export also grows a fresh server's heap to its working size; growth in
    // proportion to the rows would show in both, and in the RSS at each tenth of the file.
    const exports = [];
    for (const round of [1, 2]) {
      const before = vmRss(child.pid!);
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, vmRss(child.pid!))), 20);
      const t0 = performance.now();
      let [firstByteMs, bytes, lines] = [0, 0, 0];
      const tenths: number[] = [];
      try {
        const res = await fetch(`${BASE}/brampton/analytics/export?tab=phone-calls`, { headers: { Cookie: session, "Accept-Encoding": process.env.SCALE_ENCODING ?? "gzip, deflate, br" } });
        if (res.status !== 200 || !res.body) throw new Error(`export: HTTP ${res.status}`);
        const reader = res.body.getReader();
        for (let r = await reader.read(); !r.done; r = await reader.read()) {
          if (!bytes) firstByteMs = performance.now() - t0;
          bytes += r.value.length;
          for (const b of r.value) if (b === 10) lines++;
          if (lines >= ((tenths.length + 1) * expected) / 10) tenths.push(mb(vmRss(child.pid!) - before));
        }
      } finally {
        clearInterval(timer);
      }
      const growth = mb(peak - before);
      const misses = [lines - 1 !== expected && `rows ${lines - 1} ≠ ${expected}`, firstByteMs > 1000 && "first byte over 1 s", growth >= 50 && "RSS grew 50 MB or more"];
      exports.push({
        round,
        firstByteMs: ms(firstByteMs),
        totalMs: Math.round(performance.now() - t0),
        mb: mb(bytes),
        dataRows: lines - 1,
        expected,
        serverRssBeforeMB: mb(before),
        serverRssGrowthMB: growth,
        growthAtEachTenthMB: tenths.join(" "),
        check: misses.filter(Boolean).join("; ") || "ok",
      });
    }
    const exportCsv = exports;
    return { pages, export: exportCsv };
  } finally {
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(killer);
  }
}

export async function main() {
  const only = process.env.SCALE_BACKEND;
  const backends = (["pglite", ...(process.env.DATABASE_URL ? (["postgres"] as const) : [])] as Backend[]).filter((b) => !only || b === only);
  const server = process.env.SCALE_SERVER === "1";
  const built = existsSync(".next/BUILD_ID");
  if (server && !built) console.log("SCALE_SERVER=1 but there is no production build in .next (npm run build): the HTTP part is skipped.");
  const results: Record<string, unknown> = { scaleFactor: Number(process.env.SCALE_FACTOR ?? 1), runs: RUNS };

  for (const backend of backends) {
    const http = server && built;
    if (backend === "pglite" && http) rmSync(PGLITE_DIR, { recursive: true, force: true });
    const scratch: Scratch = backend === "pglite" ? await scratchPglite(http ? PGLITE_DIR : "memory://") : await scratchPostgres();
    let dropped = false;
    try {
      await migrate(scratch.db);
      const t = performance.now();
      const { admin, counts } = await fillScale(scratch.db);
      const seedSeconds = +((performance.now() - t) / 1000).toFixed(1);
      show(`${backend}: seeded in ${seedSeconds} s`, counts);

      const tabs = await measureTabs(scratch.db, admin, backend);
      show(`${backend}: analytics page data per tab (loadTab: counts, page, chart), ms over ${RUNS} runs; goal p95 ≤ ${TAB_GOAL_MS[backend]} ms, ≤ ${PAGE_RATIO_GOAL}× products`, tabs);
      const catalog = await measureCatalog(scratch.db, admin);
      show(`${backend}: admin product table at ${counts.products.toLocaleString("en-CA")} products, ms over ${RUNS} runs; goal p95 ≤ ${CATALOG_GOAL_MS} ms`, catalog);
      const exported = await measureExport(scratch.db, admin, counts.phone_calls);
      show(`${backend}: phone calls CSV export in process; goals: first chunk ≤ 1,000 ms, RSS growth < 50 MB`, [exported]);
      const entry: Record<string, unknown> = { seedSeconds, counts, tabs, catalog, export: exported };

      if (http) {
        await addPasswordAdmin(scratch.db, SIGN_IN.email, SIGN_IN.password);
        if (backend === "pglite") {
          await scratch.drop();
          dropped = true;
        }
        const h = await measureHttp(backend === "pglite" ? { DATABASE_URL: "", PGLITE_DIR } : { DATABASE_URL: scratch.url! }, counts.phone_calls);
        entry.http = h;
        show(`${backend}: GET /brampton/analytics?tab=… (7 each after a warm-up), ms; goal ≤ ${PAGE_RATIO_GOAL}× products`, h.pages);
        show(`${backend}: GET /brampton/analytics/export?tab=phone-calls, twice; goals: first byte ≤ 1,000 ms, server RSS growth < 50 MB`, h.export);
      }
      results[backend] = entry;
    } finally {
      if (!dropped) await scratch.drop();
      if (backend === "pglite" && http) rmSync(PGLITE_DIR, { recursive: true, force: true });
    }
  }

  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/scale-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nWrote ${file}`);
}

// Run directly (npm run bench:scale); bench/run.ts imports main for BENCH_ONLY=scale.
if (process.argv[1]?.endsWith("scale.ts")) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
