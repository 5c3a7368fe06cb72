/**
 * The virtual try-on against a production build (`npm run build` first), in headless Chromium:
 * time from pressing Try on to the first frame drawn with the glasses on (photo input, a fresh
 * browser profile each run so the model is downloaded every time; median of 5), the model's
 * download (every /vendor/face-mesh file the page fetched, raw and gzip -9) and the product
 * page's own JavaScript. Used by `npm run bench` (BENCH_ONLY=tryon).
 */
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { FACE_MESH_BASE } from "@/lib/try-on/model";
import { startNext } from "./empty-next";
import { kB, pageJs } from "./page-weight";

const RUNS = 5;
const PRODUCT = "/brampton/shop/product/00000000-0000-4000-8003-000000000002";
const PHOTO = "tests/fixtures/faces/astronaut.jpg";

export type TryOnBench = {
  runsMs: number[];
  medianMsToFirstFrame: number;
  modelFiles: { file: string; kB: number; kBgz: number }[];
  modelKB: number;
  modelKBgz: number;
  productPageJsKBgz: number;
};

export async function measureTryOn(): Promise<TryOnBench | null> {
  if (!existsSync(".next/BUILD_ID")) return null;
  const site = await startNext(".", 3314, { PGLITE_DIR: ".data/bench-site", DATA_DIR: ".data/bench-site-files" });
  const executablePath = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"] });
  try {
    const runsMs: number[] = [];
    const model = new Set<string>();
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      // The click's own timestamp, on the page's clock, which also stamps the first frame.
      await page.addInitScript(() => {
        document.addEventListener("click", (e) => {
          if ((e.target as Element).closest?.('button[aria-haspopup="dialog"]')) (window as unknown as { __t0: number }).__t0 = e.timeStamp;
        }, true);
      });
      page.on("response", (r) => {
        if (r.url().includes(`${FACE_MESH_BASE}/`)) model.add(r.url());
      });
      await page.goto(site.url + PRODUCT);
      await page.getByRole("button", { name: "Try on" }).click();
      await page.locator('[role="dialog"] input[type="file"]').setInputFiles(PHOTO);
      const canvas = page.locator('canvas[data-face="found"]');
      await canvas.waitFor({ timeout: 60_000 });
      const first = Number(await canvas.getAttribute("data-first-frame"));
      runsMs.push(Math.round(first - (await page.evaluate(() => (window as unknown as { __t0: number }).__t0))));
      await context.close();
    }
    const modelFiles = [];
    for (const url of [...model].sort()) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      modelFiles.push({ file: url.slice(url.lastIndexOf("/") + 1), kB: kB(body.length), kBgz: kB(gzipSync(body, { level: 9 }).length), raw: body.length, gz: gzipSync(body, { level: 9 }).length });
    }
    const sorted = [...runsMs].sort((a, b) => a - b);
    return {
      runsMs,
      medianMsToFirstFrame: sorted[Math.floor(sorted.length / 2)],
      modelFiles: modelFiles.map(({ file, kB: k, kBgz }) => ({ file, kB: k, kBgz })),
      modelKB: kB(modelFiles.reduce((s, f) => s + f.raw, 0)),
      modelKBgz: kB(modelFiles.reduce((s, f) => s + f.gz, 0)),
      productPageJsKBgz: kB((await pageJs(site.url, PRODUCT)).bytes),
    };
  } finally {
    await browser.close();
    site.stop();
  }
}
