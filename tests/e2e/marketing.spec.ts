import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { staticRoutes } from "@/lib/seo/routes";
import { SEEDED_CLINIC_PAGES } from "../support/clinics";
import { signInAsAdmin } from "./support/auth";
import { E2E_BASE_URL } from "./support/env";

test.describe.configure({ timeout: 240_000 });

/** Each page file under app/ as a pattern for the paths it serves, most specific first. */
function routePatterns(): RegExp[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === "page.tsx") found.push(path.relative("app", dir));
    }
  };
  walk("app");
  const patterns = found.map((dir) => {
    // /pa and /hi are served by app/(translated)/translated/[locale] (a rewrite); route groups add no segment.
    const segments = dir.split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s) && s !== "translated");
    const dynamic = segments.filter((s) => s.startsWith("[")).length + (segments.some((s) => s.startsWith("[...")) ? 100 : 0);
    const source = segments.map((s) => (s.startsWith("[...") ? "/.+" : s.startsWith("[") ? "/[^/]+" : `/${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)).join("");
    return { dynamic, re: new RegExp(`^${source || "/"}$`) };
  });
  return patterns.sort((a, b) => a.dynamic - b.dynamic).map((p) => p.re);
}

const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

test("crawl: every route and every internal link gives 200 and one h1, every file it names answers, and each kind of page runs without a console error or a CSP violation", async ({ page, request }) => {
  test.setTimeout(480_000);
  // Every page over HTTP: its status, its h1s and its links, as a browser receives it.
  const seen = new Set<string>();
  // The clinics' pages come from their database rows; the seeded two are checked here.
  const queue = [...staticRoutes(), ...SEEDED_CLINIC_PAGES, "/brampton/auth", "/brampton/cart", "/brampton/brands/gucci"];
  const bad: string[] = [];
  const files = new Set<string>();
  const pages: string[] = [];
  while (queue.length > 0) {
    const next = queue.shift()!;
    const key = next.split("#")[0].split("?")[0];
    if (seen.has(key)) continue;
    seen.add(key);
    const res = await request.get(next);
    if (res.status() !== 200) {
      bad.push(`${next} → ${res.status()}`);
      continue;
    }
    pages.push(next);
    const html = await res.text();
    const h1 = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1 !== 1) bad.push(`${next}: ${h1} h1`);
    for (const [, href] of html.matchAll(/<a\s[^>]*?href="(\/[^"]*)"/g)) {
      const h = decode(href);
      if (!seen.has(h.split("?")[0].split("#")[0]) && !h.startsWith("/storage/")) queue.push(h);
    }
    // What the page loads: from this origin only (the policy would block anything else), and there.
    for (const [, url] of html.matchAll(/<(?:img|script|source|link)\s[^>]*?(?:src|href)="([^"]+)"/g)) {
      const u = decode(url);
      if (/^(https?:)?\/\//.test(u) && !u.startsWith(E2E_BASE_URL)) bad.push(`${next} loads ${u} from another origin`);
      else if (u.startsWith("/") && !u.startsWith("/brampton") && !u.startsWith("/pa") && !u.startsWith("/hi") && u !== "/") files.add(u.split("#")[0]);
    }
  }
  for (const file of files) {
    const res = await request.get(file);
    if (res.status() !== 200) bad.push(`${file} → ${res.status()}`);
  }
  expect(bad).toEqual([]);
  expect(seen.size).toBeGreaterThan(50);

  // In the browser, one page of each kind (each page file under app/): what its scripts do is
  // the same for every page the file draws; their content was checked above.
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  // A blocked resource or script is reported as a console error, even when the page hides it.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const patterns = routePatterns();
  const kinds = new Map<string, string>();
  for (const p of pages) {
    const pattern = patterns.find((re) => re.test(p.split("#")[0].split("?")[0]));
    if (pattern && !kinds.has(pattern.source)) kinds.set(pattern.source, p);
  }
  for (const p of kinds.values()) await page.goto(p);
  expect(errors).toEqual([]);
  expect(kinds.size).toBeGreaterThan(20);
});

test("the contact form is stored and cleared", async ({ page, browser }) => {
  await page.goto("/brampton/contact");
  const email = `contact.${Date.now()}@example.com`;
  await page.getByLabel("Full name").fill("Mei Chen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Subject").fill("Frame adjustment");
  await page.getByRole("textbox", { name: "Message" }).fill("Can I drop in on Saturday to have my frames tightened?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully! We will get back to you within 24 hours.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/brampton/analytics?tab=form-submissions");
  await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("contact");
  await admin.close();
});

test("unknown blog posts say so with a 404", async ({ page }) => {
  const res = await page.goto("/brampton/blog/no-such-article");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog post not found");
  await expect(page.getByRole("link", { name: "Return to blog" })).toHaveAttribute("href", "/brampton/blog");
});

test("the testimonial carousel advances every 5 s and stops after a manual click @responsive", async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 1280) >= 768, "the carousel is the small-screen layout");
  await page.goto("/brampton/dry-eye-treatment");
  const carousel = page.getByRole("region", { name: "Patient testimonials" });
  await carousel.scrollIntoViewIfNeeded();
  const current = () => carousel.locator("[aria-roledescription=slide]:visible").getAttribute("aria-label");
  expect(await current()).toBe("1 of 3");
  await expect.poll(current, { timeout: 7000 }).toBe("2 of 3");
  await carousel.getByRole("button", { name: "Show testimonial 1" }).click();
  expect(await current()).toBe("1 of 3");
  await page.waitForTimeout(6000);
  expect(await current()).toBe("1 of 3");
});

test("counters run up to their target once visible", async ({ page }) => {
  await page.goto("/brampton/locations/brightview-steeles");
  const first = page.getByTestId("counter-value").first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toContainText("1,000+", { timeout: 5000 });
});

test("the FAQ opens one item at a time, collapses, and needs no JavaScript", async ({ browser, viewport }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport });
    const page = await context.newPage();
    await page.goto("/brampton/contact");
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "Frequently Asked Questions" }) });
    const items = faq.locator("details");
    await expect(items).toHaveCount(6);
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeVisible();
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    // By keyboard: the open item collapses again.
    await second.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(second).not.toHaveAttribute("open", "");
    await context.close();
  }
});

test("on a phone the floating buttons step aside for a focused field and never cover the page's last line @responsive", async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 1280) >= 768, "the phone layout");
  await page.goto("/brampton/contact");
  const callUs = page.getByRole("button", { name: "Call us" });
  const email = page.getByRole("link", { name: /^E-mail hello@/ });
  await expect(callUs).toBeVisible();
  const name = page.getByLabel("Full name");
  await name.focus();
  await expect(callUs).toBeHidden();
  await expect(email).toBeHidden();
  await page.keyboard.type("Ana");
  await name.blur();
  await expect(callUs).toBeVisible();

  // At the very bottom, nothing floating overlaps the footer's last line.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator("footer").getByText("Optometry and eyewear in Brampton, Ontario.");
  await expect(last).toBeInViewport();
  const line = (await last.boundingBox())!;
  for (const control of [callUs, email, page.getByRole("link", { name: "Message us" }), page.getByRole("button", { name: "Scroll to top" })]) {
    const box = (await control.boundingBox())!;
    const overlaps = box.x < line.x + line.width && line.x < box.x + box.width && box.y < line.y + line.height && line.y < box.y + box.height;
    expect(overlaps, `${await control.getAttribute("aria-label")} covers the last line`).toBe(false);
  }
});
