import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://localhost:3200";
const pages = (process.env.PAGES ?? "/").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const scheme of ["light", "dark"]) {
  for (const width of [390, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, colorScheme: scheme, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    for (const p of pages) {
      await page.goto(base + p, { waitUntil: "networkidle" });
      await page.evaluate((s) => { localStorage.setItem("theme", s); document.documentElement.classList.toggle("dark", s === "dark"); }, scheme);
      await page.waitForTimeout(300);
      const name = `${p.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}-${scheme}`;
      await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL === "1" });
      if (process.env.BOTTOM === "1") { await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)); await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/shots/${name}-bottom.png` }); }
    }
    await ctx.close();
  }
}
await browser.close();
