import { expect, test } from "@playwright/test";
import { staticRoutes } from "@/lib/seo/routes";
import { SEEDED_CLINIC_PAGES } from "../support/clinics";
import { signInAsAdmin } from "./support/auth";

test.describe.configure({ timeout: 240_000 });

test("crawl: every route and every internal link gives 200, one h1, no console error and no CSP violation", async ({ page }) => {
  // About 80 pages loaded one after another; under two CI workers on two cores that took 4 minutes.
  test.setTimeout(480_000);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  // A blocked resource or script is reported as a console error, even when the page hides it.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const seen = new Set<string>();
  // The clinics' pages come from their database rows; the seeded two are checked here.
  const queue = [...staticRoutes(), ...SEEDED_CLINIC_PAGES, "/brampton/auth", "/brampton/cart", "/brampton/brands/gucci"];
  const bad: string[] = [];
  while (queue.length > 0) {
    const next = queue.shift()!;
    const key = next.split("#")[0].split("?")[0];
    if (seen.has(key)) continue;
    seen.add(key);
    const res = await page.goto(next);
    if (res?.status() !== 200) {
      bad.push(`${next} → ${res?.status()}`);
      continue;
    }
    const h1 = await page.locator("h1").count();
    if (h1 !== 1) bad.push(`${next}: ${h1} h1`);
    const hrefs = await page.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    for (const h of hrefs) {
      // Product pages are crawled from the shop's first page only, to keep the run short.
      if (!seen.has(h.split("?")[0].split("#")[0]) && !h.startsWith("/storage/")) queue.push(h);
    }
  }
  expect(bad).toEqual([]);
  expect(errors).toEqual([]);
  expect(seen.size).toBeGreaterThan(50);
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

test("the FAQ opens one item at a time, collapses, and needs no JavaScript @responsive", async ({ browser, viewport }) => {
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
