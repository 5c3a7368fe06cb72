// Screenshots of the patients pages at 390 and 1280 px, light and dark (not part of the suite).
import { chromium } from "@playwright/test";
const BASE = process.env.BASE ?? "http://localhost:3400";
const OUT = "/tmp/shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
const ctx0 = await browser.newContext({ baseURL: BASE });
const p0 = await ctx0.newPage();
await p0.goto("/brampton/auth");
await p0.getByLabel("Email").fill("admin@brightview.example.com");
await p0.getByLabel("Password").fill("e2e-admin-password");
await p0.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
await p0.waitForURL(/\/brampton\/admin$/);
const cookies = await ctx0.cookies();
await p0.goto("/brampton/admin/patients?q=gill");
const first = await p0.locator("table a[href^='/brampton/admin/patients/']").first().getAttribute("href");
const pages: [string, string][] = [
  ["search", "/brampton/admin/patients?q=gill"],
  ["empty", "/brampton/admin/patients"],
  ["record", first ?? "/brampton/admin/patients"],
  ["duplicates", "/brampton/admin/patients/duplicates"],
  ["new", "/brampton/admin/patients/new"],
  ["merge", `${first}/merge?q=gill`],
];
for (const scheme of ["light", "dark"] as const) {
  for (const width of [390, 1280]) {
    const ctx = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 }, colorScheme: scheme });
    await ctx.addCookies(cookies);
    const page = await ctx.newPage();
    for (const [name, path] of pages) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${OUT}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
console.log("shots in", OUT);
