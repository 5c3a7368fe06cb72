/**
 * Each bench page's gzipped JavaScript next to the empty Next.js page's, from a production
 * build of this folder (`npm run build` first). Used by `npm run bench` (BENCH_ONLY=js).
 */
import { existsSync } from "node:fs";
import { BENCH_PAGES, JS_BUDGET, resolvePath } from "./pages";
import { buildEmptyNext, EMPTY_NEXT_DIR, startNext } from "./empty-next";
import { kB, pageJs } from "./page-weight";

export type JsRow = { page: string; kBgz: number; overEmpty: number; budget: number; ok: boolean };

export async function measureJsWeight(): Promise<JsRow[] | null> {
  if (!existsSync(".next/BUILD_ID")) return null;
  buildEmptyNext();
  const empty = await startNext(EMPTY_NEXT_DIR, 3311);
  const emptyBytes = (await pageJs(empty.url, "/")).bytes;
  empty.stop();
  const site = await startNext(".", 3312, { PGLITE_DIR: ".data/bench-site", DATA_DIR: ".data/bench-site-files" });
  try {
    const rows: JsRow[] = [{ page: "empty Next.js page", kBgz: kB(emptyBytes), overEmpty: 0, budget: 0, ok: true }];
    for (const p of BENCH_PAGES) {
      const { bytes } = await pageJs(site.url, await resolvePath(site.url, p));
      const budget = p.form ? JS_BUDGET.form : JS_BUDGET.page;
      rows.push({ page: p.label, kBgz: kB(bytes), overEmpty: kB(bytes - emptyBytes), budget: kB(budget), ok: bytes - emptyBytes <= budget });
    }
    return rows;
  } finally {
    site.stop();
  }
}
