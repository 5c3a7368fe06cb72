import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";

// Ray-Ban RB2140 Original Wayfarer: 50-22-150, so 50 × 2 + 22 + 12 = 134 mm, medium.
const WAYFARER = "/brampton/shop/product/00000000-0000-4000-8003-000000000002";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const isPhone = (page: Page) => page.viewportSize()!.width < 1024;

async function fillFit(form: Locator, [lens, bridge, temple]: [string, string, string]) {
  await form.getByLabel("Lens width").fill(lens);
  await form.getByLabel("Bridge width").fill(bridge);
  await form.getByLabel("Temple length").fill(temple);
}

async function expectFit(form: Locator, [lens, bridge, temple]: [string, string, string]) {
  await expect(form.getByLabel("Lens width")).toHaveValue(lens);
  await expect(form.getByLabel("Bridge width")).toHaveValue(bridge);
  await expect(form.getByLabel("Temple length")).toHaveValue(temple);
}

async function openMatchForm(page: Page) {
  await page.locator("summary", { hasText: "Match my current glasses" }).click();
  const form = page.getByRole("form", { name: "Match my current glasses" });
  await expect(form).toBeVisible();
  return form;
}

test("the product page shows the frame's three numbers, total width and size word @responsive", async ({ page }) => {
  await page.goto(WAYFARER);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ray-Ban RB2140 Original Wayfarer");
  // The size option is the frame's lens width.
  await expect(page.getByRole("group", { name: "Size" })).toContainText("50");

  await page.locator("summary", { hasText: "Size & Fit" }).click();
  const fit = page.locator("details", { has: page.locator("summary", { hasText: "Size & Fit" }) });
  await expect(fit.getByText("Printed inside the temple arm: 50-22-150")).toBeVisible();
  for (const [label, value] of [["Lens width", "50 mm"], ["Bridge", "22 mm"], ["Temple", "150 mm"], ["Total frame width", "134 mm"]]) {
    await expect(fit.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]")).toHaveText(value);
  }
  await expect(fit.locator("dt", { hasText: /^Size$/ }).locator("xpath=following-sibling::dd[1]")).toContainText("Medium");
  await expect(fit.getByRole("img", { name: /^Diagram of a frame: the lens width 50 mm, the bridge 22 mm, the temple length 150 mm, the total frame width 134 mm\.$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the frame width filter narrows the listing and shows a chip", async ({ page }) => {
  await page.goto("/brampton/shop");
  const count = page.getByText(/^\d+ products?$/);
  const all = Number((await count.innerText()).match(/\d+/)![0]);
  if (isPhone(page)) {
    await page.getByRole("button", { name: /^Filters/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.getByRole("radio", { name: /^Narrow/ }).check();
    await drawer.getByRole("button", { name: /^Show \d+ products?$/ }).click();
  } else {
    await page.getByRole("radio", { name: /^Narrow/ }).check();
  }
  await expect(page).toHaveURL(/[?&]width=narrow/);
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("link", { name: "Remove filter: Narrow frames" })).toBeVisible();
  await expect.poll(async () => Number((await count.innerText()).match(/\d+/)![0])).toBeLessThan(all);
  const narrowed = Number((await count.innerText()).match(/\d+/)![0]);
  if (isPhone(page)) await expect(page.getByRole("button", { name: /^Filters/ })).toContainText("1");

  // In list view every card shows its numbers, and every one is narrow.
  await page.getByRole("link", { name: "List view" }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page).toHaveURL(/width=narrow/);
  const cards = page.locator("article");
  await expect(cards.first()).toContainText(/\d{2}-\d{2}-\d{3} · Narrow/);
  for (const text of await cards.allInnerTexts()) expect(text).toMatch(/\d{2}-\d{2}-\d{3} · Narrow/);

  await chips.getByRole("link", { name: "Remove filter: Narrow frames" }).click();
  await expect(page).not.toHaveURL(/width=/);
  // Not an exact count: the admin suite, in the other worker, adds and removes products meanwhile.
  await expect.poll(async () => Number((await count.innerText()).match(/\d+/)![0])).toBeGreaterThan(narrowed);
});

test("match my current glasses: bad numbers change nothing, good ones list the closest frame first and stay in the URL @responsive", async ({ page }) => {
  await page.goto("/brampton/shop");
  const form = await openMatchForm(page);
  await fillFit(form, ["90", "", "150"]);
  await form.getByRole("button", { name: "Find frames that fit" }).click();
  await expect(form.getByText("Lens width must be between 30 and 80 mm")).toBeVisible();
  await expect(form.getByText("Please enter the bridge width")).toBeVisible();
  await expect(form.getByLabel("Lens width")).toHaveAttribute("aria-invalid", "true");
  expect(new URL(page.url()).search).toBe("");

  await fillFit(form, ["50", "22", "150"]);
  await form.getByRole("button", { name: "Find frames that fit" }).click();
  await expect(page).toHaveURL(/[?&]fit=50-22-150(&|$)/);
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link", { name: "Remove filter: Fits 50-22-150" })).toBeVisible();
  await expect(page.locator("article h3").first()).toHaveText("Ray-Ban RB2140 Original Wayfarer");
  await expect(page.locator("article").first()).toContainText("50-22-150 · Medium");
  await expect(page.getByText("Closest fit first")).toBeVisible();

  // A reload keeps the match, and the form shows the numbers again.
  await page.reload();
  await expect(page.locator("article h3").first()).toHaveText("Ray-Ban RB2140 Original Wayfarer");
  await expectFit(await openMatchForm(page), ["50", "22", "150"]);
  await expectNoAxeViolations(page);
});

test("a signed-in shopper's numbers are saved and filled in next time", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/brampton/shop");
  const form = await openMatchForm(page);
  await fillFit(form, ["53", "18", "140"]);
  await form.getByRole("button", { name: "Find frames that fit" }).click();
  await expect(page).toHaveURL(/fit=53-18-140/);
  await expect(page.getByText("Saved to your account for next time.")).toBeVisible();

  await page.goto("/brampton/shop?gender=women");
  await expectFit(await openMatchForm(page), ["53", "18", "140"]);
  await page.goto("/brampton/account");
  await expect(page.getByRole("link", { name: "Frames that fit" })).toHaveAttribute("href", "/brampton/shop?fit=53-18-140");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the match form is a GET form the listing reads", async ({ page }) => {
    await page.goto("/brampton/shop?gender=unisex");
    const form = await openMatchForm(page);
    await fillFit(form, ["50", "22", "150"]);
    await form.getByRole("button", { name: "Find frames that fit" }).click();
    await expect(page).toHaveURL(/gender=unisex/);
    await expect(page).toHaveURL(/lens=50&bridge=22&temple=150/);
    await expect(page.locator("article h3").first()).toHaveText("Ray-Ban RB2140 Original Wayfarer");
    await expect(page.getByRole("link", { name: "Remove filter: Fits 50-22-150" })).toHaveAttribute("href", "/brampton/shop?gender=unisex");
  });
});
