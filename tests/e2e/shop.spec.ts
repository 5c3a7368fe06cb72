import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { e2eDb } from "./support/db";

test("shop → filter → product → colour → add twice → cart → checkout with validation → order stored", async ({ page, browser }) => {
  await page.goto("/brampton/shop");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop Eyewear");
  await page.getByRole("radio", { name: "Ray-Ban" }).check();
  await expect(page).toHaveURL(/brand=ray-ban/);
  await page.getByRole("radio", { name: "Unisex" }).check();
  await expect(page).toHaveURL(/gender=unisex/);
  await page.getByRole("link", { name: "Ray-Ban RB2140 Original Wayfarer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ray-Ban RB2140 Original Wayfarer");

  await page.getByRole("button", { name: "Tortoise" }).click();
  await expect(page.getByText("Colour: Tortoise")).toBeVisible();
  await page.getByRole("button", { name: "ADD TO CART" }).click();
  await page.getByRole("button", { name: "ADD TO CART" }).click();
  await expect(page.getByTestId("cart-badge")).toHaveText("2");

  await page.getByRole("link", { name: "VIEW CART & CHECKOUT" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Colour: Tortoise" })).toHaveCount(1);
  await page.getByRole("button", { name: /Increase quantity/ }).click();
  await expect(page.getByTestId("cart-badge")).toHaveText("3");
  await expect(page.getByText("$189.00 × 3").or(page.getByText("$567.00")).first()).toBeVisible();

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  const next = page.getByRole("button", { name: "Next", exact: true });
  await next.click();
  await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
  await page.getByLabel("Email").fill("e2e.buyer@example.com");
  await page.getByLabel("First name").fill("Jas");
  await page.getByLabel("Last name").fill("Brar");
  await page.getByLabel("Phone").fill("905-555-0123");
  await next.click();
  await expect(page.getByRole("heading", { name: "Shipping" })).toBeVisible();
  await next.click();
  await expect(page.getByLabel("Address")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Address").fill("20 Queen St E");
  await page.getByLabel("City").fill("Brampton");
  await expect(page.getByLabel("Province")).toHaveValue("ON");
  await page.getByLabel("Postal code").fill("L6V 1A1");
  await next.click();
  await next.click();
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Card number").fill("4111 1111 1111 1234");
  await page.getByLabel("Expiry (MM/YY)").fill("11/29");
  await page.getByLabel("CVV").fill("987");
  await page.getByLabel("Name on card").fill("Jas Brar");
  await next.click();
  await expect(page.getByText("Card ending in 1234")).toBeVisible();

  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.postData() ?? ""));
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/brampton\/order-success\?order=ORD-\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order Confirmed");
  const orderNumber = (await page.getByTestId("order-number").textContent())!;
  expect(orderNumber).toMatch(/^ORD-\d+$/);
  expect(posts.join("\n")).not.toContain("4111");
  expect(posts.join("\n")).not.toContain("987");
  await expect(page.getByTestId("cart-badge")).toBeHidden();

  const db = await e2eDb();
  if (db) {
    const { rows } = await db.query("select total_amount, card_last4, email from orders where order_number = $1", [orderNumber]);
    await db.end();
    expect(rows).toEqual([{ total_amount: "640.71", card_last4: "1234", email: "e2e.buyer@example.com" }]);
  }
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/brampton/analytics?tab=orders");
  await expect(admin.getByRole("row").filter({ hasText: orderNumber })).toContainText("$640.71");
  await admin.close();
});

test("brand page chips filter and sorts really sort", async ({ page }) => {
  await page.goto("/brampton/brands/ray-ban");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ray-Ban");
  await page.getByRole("link", { name: "Sunglasses", exact: true }).click();
  await expect(page).toHaveURL(/category=Sunglasses/);
  await page.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  const cardPrices = () =>
    page.locator("article").evaluateAll((cards) =>
      cards.map((c) => Math.min(...[...c.textContent!.matchAll(/\$([\d,]+\.\d\d)/g)].map((m) => Number(m[1].replace(",", ""))))),
    );
  // The listing streams in after the URL changes: wait until the cards shown are the sorted ones.
  await expect
    .poll(async () => {
      const prices = await cardPrices();
      return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
    })
    .toBe(true);
});

test("unknown products and brands are 404s", async ({ page }) => {
  const res = await page.goto("/brampton/shop/product/00000000-0000-4000-8003-00000000ffff");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
  await expect(page.getByRole("link", { name: "Back to Shop" })).toHaveAttribute("href", "/brampton/shop");
  expect((await page.goto("/brampton/product/not-a-uuid"))?.status()).toBe(404);
  expect((await page.goto("/brampton/brands/no-such-brand"))?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the shop filter form still filters", async ({ page }) => {
    await page.goto("/brampton/shop");
    await page.getByRole("radio", { name: "Kids", exact: true }).check();
    await page.getByRole("radio", { name: "Sunglasses" }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/gender=kids/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kids' Glasses");
    const cards = page.locator("article");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
  });
});

test("an empty cart at checkout goes back to the cart", async ({ page }) => {
  await page.goto("/brampton/checkout");
  await expect(page).toHaveURL(/\/brampton\/cart$/);
  await expect(page.getByText("Your cart is empty").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/brampton/shop");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("products come first; the filters open in a drawer, filter, show as chips and close by keyboard", async ({ page }) => {
    await page.goto("/brampton/shop");
    // The first product card is in the first screen.
    const first = page.locator("article").first();
    await expect(first).toBeVisible();
    expect((await first.boundingBox())!.y).toBeLessThan(844);
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();

    await page.getByRole("button", { name: /^Filters/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    const apply = drawer.getByRole("button", { name: /^Show \d+ products?$/ });
    const all = await apply.innerText();
    // Choices are staged (the page stays put) and the button counts what they would show.
    await drawer.getByRole("radio", { name: "Ray-Ban" }).check();
    await drawer.getByRole("radio", { name: "Women" }).check();
    await expect(apply).not.toHaveText(all);
    expect(page.url()).not.toMatch(/brand=/);
    // Focus stays in the drawer; Escape closes it without applying, and focus returns to the button.
    await page.keyboard.press("Tab");
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: /^Filters/ })).toBeFocused();
    expect(page.url()).not.toMatch(/brand=/);

    // Again, by keyboard: choose and apply with the button.
    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    // What was dismissed is gone: the button counts the page's own filters again.
    await expect(apply).toHaveText(all);
    await drawer.getByRole("radio", { name: "Ray-Ban" }).check();
    await expect(apply).toHaveText(/^Show \d+ products?$/);
    const rayBanOnly = await apply.innerText();
    await drawer.getByRole("radio", { name: "Women" }).check();
    // The moment a choice changes, the button stops offering a count it no longer holds.
    expect(await apply.innerText()).not.toBe(rayBanOnly);
    await expect(apply).toHaveText(/^Show \d+ products?$/);
    const count = Number((await apply.innerText()).match(/\d+/)![0]);
    await apply.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/brand=ray-ban/);
    await expect(page).toHaveURL(/gender=women/);
    await expect(drawer).toBeHidden();
    await expect(page.getByText(new RegExp(`^${count} products?$`))).toBeVisible();
    await expect(page.getByRole("button", { name: /^Filters/ })).toContainText("2");

    const chips = page.getByRole("list", { name: "Active filters" });
    await expect(chips.getByRole("link")).toHaveCount(2);
    await chips.getByRole("link", { name: "Remove filter: Ray-Ban" }).click();
    await expect(page).not.toHaveURL(/brand=/);
    await expect(page).toHaveURL(/gender=women/);
    await expect(chips.getByRole("link")).toHaveCount(1);
    // Sort stays in the toolbar, outside the drawer.
    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).toHaveURL(/gender=women/);
  });
});

test("pages rendered per request name an absolute canonical URL on the public origin", async ({ request }) => {
  const { E2E_BASE_URL } = await import("./support/env");
  for (const [path, canonical] of [
    ["/brampton/shop", "/brampton/shop"],
    ["/brampton/shop?gender=women&sort=price-asc", "/brampton/shop?gender=women"],
    ["/brampton/shop/product/00000000-0000-4000-8003-000000000002", "/brampton/shop/product/00000000-0000-4000-8003-000000000002"],
    ["/brampton/product/00000000-0000-4000-8003-000000000002", "/brampton/shop/product/00000000-0000-4000-8003-000000000002"],
    ["/brampton/brands/ray-ban", "/brampton/brands/ray-ban"],
    ["/brampton/about", "/brampton/about"],
  ]) {
    const html = await (await request.get(path)).text();
    const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(href, path).toBe(`${E2E_BASE_URL}${canonical}`);
  }
});
