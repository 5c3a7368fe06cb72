/**
 * npm run bench:lighthouse — Lighthouse 12.8 mobile (default simulated throttling) on the
 * bench pages and on an empty Next.js page of the same version, served side by side with
 * `next start` on this machine, LH_RUNS (3) runs each; prints medians and each page's
 * difference from the empty page, and the JS each page ships. Builds this folder first
 * unless LH_NO_BUILD=1. Debian's Chromium (CHROME_PATH or /usr/bin/chromium).
 * LH_PAGES=shop,cart picks pages by a part of their label. Writes bench/results/.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BENCH_PAGES, JS_BUDGET, resolvePath } from "./pages";
import { buildEmptyNext, EMPTY_NEXT_DIR, startNext } from "./empty-next";
import { kB, pageJs } from "./page-weight";

const RUNS = Number(process.env.LH_RUNS ?? 3);
const SITE_ORIGIN = "http://localhost:3322";
const CHROME = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

type Audit = { score: number | null; numericValue?: number; scoreDisplayMode: string };
type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, Audit>;
};
type Run = { perf: number; a11y: number; bp: number; seo: number; lcp: number; tbt: number; cls: number; failing: string[] };

/** One Lighthouse run; a run Chromium fails to trace (NO_NAVSTART and the like) is retried twice. */
function lighthouse(url: string, attempt = 1): Run {
  try {
    return lighthouseOnce(url);
  } catch (err) {
    if (attempt >= 3) throw err;
    return lighthouse(url, attempt + 1);
  }
}

function lighthouseOnce(url: string): Run {
  const out = join(tmpdir(), `lh-${process.pid}.json`);
  execFileSync(process.execPath, ["node_modules/lighthouse/cli/index.js", url, "--quiet", "--output=json", `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`], {
    env: { ...process.env, ...(CHROME ? { CHROME_PATH: CHROME } : {}) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const lhr = JSON.parse(readFileSync(out, "utf8")) as Lhr;
  rmSync(out, { force: true });
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const failing = new Set<string>();
  for (const c of ["accessibility", "best-practices", "seo"]) {
    for (const { id } of lhr.categories[c].auditRefs) {
      const a = lhr.audits[id];
      if (a && a.score !== null && a.score < 1 && (a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric")) failing.add(id);
    }
  }
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
    tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
    failing: [...failing],
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function summarise(label: string, runs: Run[], js: number) {
  return {
    page: label,
    perf: median(runs.map((r) => r.perf)),
    a11y: median(runs.map((r) => r.a11y)),
    bp: median(runs.map((r) => r.bp)),
    seo: median(runs.map((r) => r.seo)),
    lcpS: +(median(runs.map((r) => r.lcp)) / 1000).toFixed(2),
    tbtMs: Math.round(median(runs.map((r) => r.tbt))),
    cls: +median(runs.map((r) => r.cls)).toFixed(3),
    jsKBgz: kB(js),
    failing: [...new Set(runs.flatMap((r) => r.failing))].join(" ") || "",
  };
}

async function main() {
  if (process.env.LH_NO_BUILD !== "1") {
    // npm run build, so prebuild steps (the try-on's vendored model) run as they do in CI; with the
    // served origin as the public URL, so prerendered pages name it in their canonical links.
    const r = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SITE_URL: SITE_ORIGIN } });
    if (r.status !== 0) throw new Error("next build failed");
  }
  buildEmptyNext();
  const empty = await startNext(EMPTY_NEXT_DIR, 3321);
  // Its own origin as the public URL, as a deployment has: canonical links are then absolute.
  const site = await startNext(".", 3322, { PGLITE_DIR: ".data/bench-site", DATA_DIR: ".data/bench-site-files", SITE_URL: SITE_ORIGIN });
  const only = process.env.LH_PAGES?.split(",");
  const pages = BENCH_PAGES.filter((p) => !only || only.some((o) => p.label.includes(o)));
  try {
    // Interleaved, so a slow minute on the machine lands on every page alike.
    const emptyRuns: Run[] = [];
    const runs = new Map<string, Run[]>(pages.map((p) => [p.label, []]));
    const urls = new Map<string, string>();
    const js = new Map<string, number>();
    for (const p of pages) {
      const path = await resolvePath(site.url, p);
      urls.set(p.label, site.url + path);
      js.set(p.label, (await pageJs(site.url, path)).bytes);
    }
    const emptyJs = (await pageJs(empty.url, "/")).bytes;
    for (let i = 0; i < RUNS; i++) {
      emptyRuns.push(lighthouse(empty.url + "/"));
      process.stderr.write(`run ${i + 1}/${RUNS} empty page: perf ${emptyRuns[i].perf}\n`);
      for (const p of pages) {
        const run = lighthouse(urls.get(p.label)!);
        runs.get(p.label)!.push(run);
        process.stderr.write(`run ${i + 1}/${RUNS} ${p.label}: perf ${run.perf}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms\n`);
      }
    }
    const base = summarise("empty Next.js page", emptyRuns, emptyJs);
    const rows = [base];
    for (const p of pages) {
      const bytes = js.get(p.label)!;
      const row = summarise(p.label, runs.get(p.label)!, bytes);
      rows.push({
        ...row,
        failing: [
          row.perf < base.perf - 2 ? `perf −${base.perf - row.perf}` : "",
          row.lcpS > 1.8 ? "LCP" : "",
          row.tbtMs > 100 ? "TBT" : "",
          row.cls > 0.05 ? "CLS" : "",
          bytes - emptyJs > (p.form ? JS_BUDGET.form : JS_BUDGET.page) ? `JS +${kB(bytes - emptyJs)}` : "",
          !p.indexable && row.seo < 100 ? "" : row.seo < 100 ? "SEO" : "",
          // A noindex page fails is-crawlable on purpose.
          p.indexable ? row.failing : row.failing.replace(/\bis-crawlable\b/, "").trim(),
        ].filter(Boolean).join(" "),
      });
    }
    console.log(`\nLighthouse ${JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version} mobile, medians of ${RUNS} runs; "failing" names goals missed and audits below 1`);
    console.table(rows);
    mkdirSync("bench/results", { recursive: true });
    const file = `bench/results/lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
    writeFileSync(file, JSON.stringify(rows, null, 2));
    console.log(`Wrote ${file}`);
  } finally {
    empty.stop();
    site.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
