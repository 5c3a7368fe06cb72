import { expect, test, type Page, type Request } from "@playwright/test";

/** How pages load (issue 10): what is fetched before the visitor asks, and what paints before JavaScript. */

const isPrefetch = (r: Request) => new URL(r.url()).searchParams.has("_rsc");
/** Paths the page has prefetched so far, recorded from the first request on. */
function prefetches(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (r) => {
    if (isPrefetch(r)) paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

/**
 * Shows intent until `path` has been prefetched: an event before hydration is lost, and on a
 * busy machine the prefetch can start seconds after the event, so the record is polled.
 */
async function expectPrefetchOn(paths: string[], path: string, intent: () => Promise<void>, reset: () => Promise<void>) {
  await expect(async () => {
    if (paths.includes(path)) return;
    await reset();
    await intent();
    await expect.poll(() => paths.includes(path), { timeout: 3000 }).toBe(true);
  }).toPass({ timeout: 30_000 });
}

test("links prefetch their page on intent, not when they scroll into view, and still navigate in place", async ({ page }) => {
  const prefetched = prefetches(page);
  await page.goto("/", { waitUntil: "load" });
  const story = page.getByRole("link", { name: "Our story" });
  await story.scrollIntoViewIfNeeded();
  // Long enough for next/link's viewport prefetch of dozens of links to have started.
  await page.waitForTimeout(1500);
  expect(prefetched).toEqual([]);

  await expectPrefetchOn(prefetched, "/brampton/about", () => story.hover(), () => page.mouse.move(0, 0));

  // Client-side navigation: the document (and this marker on it) survives the click.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await story.click();
  await expect(page).toHaveURL(/\/brampton\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("keyboard focus is intent too", async ({ page }) => {
  const prefetched = prefetches(page);
  await page.goto("/", { waitUntil: "load" });
  const story = page.getByRole("link", { name: "Our story" });
  await expectPrefetchOn(prefetched, "/brampton/about", () => story.focus(), () => story.blur());
});

test("the desktop navigation is drawn on the server and works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto("/brampton/insurance");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["About", "Order Contacts", "Insurance", "Blog"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  // The current section is marked for assistive technology without any script.
  await expect(nav.getByRole("link", { name: "Insurance", exact: true })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/brampton\/blog$/);
  await context.close();
});

test("an empty cart paints its message before any JavaScript runs; a stored cart shows the loading state", async ({ browser }) => {
  for (const stored of [null, "[]", "not json", JSON.stringify([{ id: "a", name: "Frame", price: 100, quantity: 1 }])]) {
    const context = await browser.newContext();
    // Only the page's own inline scripts run: no application bundle, so nothing hydrates.
    await context.route(/\/_next\/static\/chunks\/.*\.js$/, (r) => r.abort());
    if (stored !== null) await context.addInitScript((value) => localStorage.setItem("cart", value), stored);
    const page = await context.newPage();
    await page.goto("/brampton/cart");
    const empty = page.getByRole("heading", { name: "Your cart is empty" });
    const loading = page.getByRole("status").filter({ hasText: "Loading your cart…" });
    if (stored?.startsWith('[{"id"')) {
      await expect(loading).toBeAttached();
      await expect(empty).toBeHidden();
    } else {
      await expect(empty).toBeVisible();
      await expect(page.getByRole("link", { name: "Start Shopping" })).toBeVisible();
      await expect(loading).toBeHidden();
    }
    await context.close();
  }
});

test("a phone's shop paints its final layout before hydration; without JavaScript the fields sit below the products", async ({ browser }) => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  // With scripting on but no application bundle, the page is what a phone paints before hydration.
  const before = await browser.newContext(phone);
  await before.route(/\/_next\/static\/chunks\/.*\.js$/, (r) => r.abort());
  const early = await before.newPage();
  await early.goto("/brampton/shop");
  await expect(early.getByRole("button", { name: /^Filters/ })).toBeVisible();
  await expect(early.getByRole("complementary", { name: "Filters" })).toBeHidden();
  const toolbarBefore = await early.getByRole("button", { name: /^Filters/ }).boundingBox();
  await before.close();

  const hydrated = await browser.newPage(phone);
  await hydrated.goto("/brampton/shop");
  const button = hydrated.getByRole("button", { name: /^Filters/ });
  await expect(button).toBeVisible();
  expect(await button.boundingBox()).toEqual(toolbarBefore);
  await button.click();
  await expect(hydrated.getByRole("dialog", { name: "Filters" })).toBeVisible();
  await hydrated.close();

  const noScript = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto("/brampton/shop");
  await expect(page.getByRole("button", { name: /^Filters/ })).toHaveCount(0);
  const fields = page.getByRole("complementary", { name: "Filters" });
  await expect(fields).toBeVisible();
  // Products first: the fields come after the last product card.
  const lastCard = await page.locator("article").last().boundingBox();
  expect((await fields.boundingBox())!.y).toBeGreaterThan(lastCard!.y);
  await noScript.close();
});

test("a form's validation code loads when the form is first used, and still answers in the schema's words", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/brampton/contact");
  await page.waitForLoadState("networkidle");
  const loaded = scripts.length;
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Full name").focus();
  // Focus fetches the schema's code (zod and the contact schema), which the page did not load.
  await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
  await form.getByRole("button", { name: /Send/ }).click();
  await expect(form.getByText("Full name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
});

test("the first product's picture is fetched at once; pictures further down wait until needed", async ({ page }) => {
  await page.goto("/brampton/shop");
  const pictures = page.locator("article img");
  expect(await pictures.count()).toBeGreaterThan(4);
  await expect(pictures.nth(0)).toHaveAttribute("fetchpriority", "high");
  await expect(pictures.nth(0)).toHaveAttribute("loading", "eager");
  await expect(pictures.nth(3)).toHaveAttribute("loading", "eager");
  await expect(pictures.nth(4)).toHaveAttribute("loading", "lazy");
  await expect(pictures.nth(0)).toHaveJSProperty("complete", true);
});

test("a missing page is drawn inside the public header and footer, whatever the path", async ({ page }) => {
  for (const path of ["/no/such/place", "/brampton/no-such-page", "/brampton/brands/no-such-brand", "/brampton/blog/no-such-article"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found/i);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  }
});
