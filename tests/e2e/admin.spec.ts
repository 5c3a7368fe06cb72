import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { atBothWidths } from "./support/widths";

// Whole catalogue flows in two pages at once; with two CI workers on two cores one took 60 s.
test.describe.configure({ timeout: 120_000 });

// Real, tiny images: a 1×1 PNG and a 1×1 GIF. The browser and the server both judge them by their bytes.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
};

const dialog = (page: Page) => page.getByRole("dialog");
const uploader = (page: Page) => dialog(page).locator('input[type="file"]');

async function openAddProduct(page: Page) {
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Add Product" })).toBeVisible();
}

test("the admin adds a brand, a category and a product with images, colours and FAQs; shoppers see it; edits, hiding and deleting reach the shop", async ({
  page,
  browser,
}) => {
  // The whole catalogue round trip, in two browsers (admin and shopper), walked once at 1280 px: the
  // filled product dialog and the list it adds to are checked at 390 px too (atBothWidths).
  test.slow();
  const stamp = Date.now().toString(36);
  const brand = `Lumen ${stamp}`;
  const category = `Reading ${stamp}`;
  const name = `Lumen Reader ${stamp}`;
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  await expect(page.getByText("Manage your product catalogue")).toBeVisible();

  // Brand and category.
  await page.getByRole("button", { name: "Add Brand" }).click();
  await dialog(page).getByRole("button", { name: "Add Brand" }).click();
  await expect(dialog(page).getByText("Brand name is required")).toBeVisible();
  await dialog(page).getByLabel("Name").fill(brand);
  await dialog(page).getByLabel("Description").fill("Light frames for long reading sessions.");
  await dialog(page).getByRole("button", { name: "Add Brand" }).click();
  await expect(page.getByText(`Brand "${brand}" added`)).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  await page.getByRole("button", { name: "Add Category" }).click();
  await dialog(page).getByRole("button", { name: "Add Category" }).click();
  await expect(dialog(page).getByText("Category name is required")).toBeVisible();
  await dialog(page).getByLabel("Name").fill(category);
  await dialog(page).getByRole("button", { name: "Add Category" }).click();
  await expect(page.getByText(`Category "${category}" added`)).toBeVisible();

  // The product, with two uploaded images, three colours and two FAQs.
  await openAddProduct(page);
  const d = dialog(page);
  await d.getByLabel("Name", { exact: true }).fill(name);
  await d.getByLabel("Description").fill("A featherlight acetate reader with a keyhole bridge.");
  await d.getByLabel("Price ($)", { exact: true }).fill("180");
  await d.getByLabel("Sale price ($)").fill("150");
  await d.getByLabel("Stock quantity").fill("7");
  await d.getByLabel("SKU").fill(`BV-E2E-${stamp}`);
  await d.getByLabel("Brand", { exact: true }).selectOption({ label: brand });
  await d.getByLabel("Category", { exact: true }).selectOption({ label: category });
  await d.getByLabel("Gender").selectOption("women");
  await d.getByLabel("Lens width").fill("52");
  await d.getByLabel("Bridge width").fill("19");
  await d.getByLabel("Temple length").fill("140");
  await uploader(page).setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: PNG },
    { name: "side.gif", mimeType: "image/gif", buffer: GIF },
  ]);
  await expect(d.getByRole("img", { name: /Image 1 of 2/ })).toBeVisible();
  await expect(d.getByRole("img", { name: /Image 2 of 2/ })).toBeVisible();
  for (const [i, [colour, value]] of [
    ["Black", "#111111"],
    ["Tortoise", "#6b3e26"],
    ["Crystal Rose", "#e8b4b8"],
  ].entries()) {
    await d.getByRole("button", { name: "Add colour" }).click();
    await d.getByLabel(`Colour ${i + 1} name`).fill(colour);
    await d.getByLabel("Code").nth(i).fill(value);
  }
  for (const [i, [q, a]] of [
    ["Can I fit progressive lenses?", "Yes, the 52 mm lens suits most progressive designs."],
    ["Is the frame hypoallergenic?", "The acetate and titanium core are nickel-free."],
  ].entries()) {
    await d.getByRole("button", { name: "Add FAQ" }).click();
    await d.getByLabel(`Question ${i + 1}`).fill(q);
    await d.getByLabel(`Answer ${i + 1}`).fill(a);
  }
  await d.getByLabel("Size & Fit").fill("Medium fit, 52-19-140.");
  await atBothWidths(page, async (width) => {
    expect(await axe(page), `at ${width} px`).toEqual([]);
    expect((await d.boundingBox())!.width, `at ${width} px`).toBeLessThanOrEqual(width);
  });
  await d.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText(`${name} was added`)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await atBothWidths(page, async (width) => {
    await expect(page.getByText(name).filter({ visible: true }).first(), `at ${width} px`).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
  });

  // A shopper finds it in the shop, on its brand page and on its product page, with its images.
  const shopper = await browser.newPage();
  // No prefetches: one the pointer sets off (a link under it as a page appears) could still be
  // rendering the brand page when the switch below hides the product, and a render that
  // started before a write is stored after it (Next's cache, not the switch).
  await shopper.route(/_rsc=/, (r) => (r.request().headers()["next-router-prefetch"] ? r.abort() : r.fallback()));
  await shopper.goto(`/brampton/shop?q=${encodeURIComponent(name)}`);
  const card = shopper.getByRole("link", { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  const brandSlug = brand.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await shopper.goto(`/brampton/brands/${brandSlug}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(brand);
  await expect(shopper.getByText(name).first()).toBeVisible();
  await shopper.getByText(name).first().click();
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(name);
  const productUrl = shopper.url();
  await expect(shopper.locator('img[src*="/storage/product-images/"]').first()).toBeVisible();
  expect(await shopper.locator('img[src*="/storage/product-images/"]').count()).toBeGreaterThanOrEqual(2);
  await expect(shopper.getByText("$150.00").first()).toBeVisible();
  await expect(shopper.getByRole("button", { name: /Tortoise/ })).toBeVisible();
  await expect(shopper.getByText("Can I fit progressive lenses?")).toBeVisible();
  // The stored file is served as an image, cached for an hour, and never as a page.
  const src = await shopper.locator('img[src*="/storage/product-images/"]').first().getAttribute("src");
  const file = await shopper.request.get(src!);
  expect(file.headers()["content-type"]).toMatch(/^image\/(png|gif)$/);
  expect(file.headers()["cache-control"]).toContain("max-age=3600");
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(file.headers()["content-disposition"]).toMatch(/^inline; filename="[^"/]+\.(png|gif)"$/);
  expect(file.headers()["content-security-policy"]).toContain("sandbox");

  // A price edit shows on the product page at once.
  await page.getByRole("button", { name: `Edit ${name}` }).filter({ visible: true }).click();
  await expect(dialog(page).getByLabel("Price ($)", { exact: true })).toHaveValue("180");
  await dialog(page).getByLabel("Price ($)", { exact: true }).fill("210");
  await dialog(page).getByLabel("Sale price ($)").fill("");
  await dialog(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(`${name} was saved`)).toBeVisible();
  await shopper.goto(productUrl);
  await expect(shopper.getByText("$210.00").first()).toBeVisible();
  await expect(shopper.getByText("$150.00")).toHaveCount(0);

  // The switch hides it from the shop, its brand page and its product page. The shopper's
  // product page prefetched the brand page; let that render finish first, or it could land in
  // the route cache after the switch with data read before it (a race of ISR, not of the switch).
  // Its render has finished when the prefetch's response has (network idle); the wait covers the cache write.
  await shopper.waitForLoadState("networkidle");
  await shopper.goto("about:blank");
  await page.waitForTimeout(1500);
  const toggle = page.getByRole("switch", { name: `Active: ${name}` }).filter({ visible: true });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText(`${name} is hidden from the shop`)).toBeVisible();
  // A listing render that began before the switch may still land in the cache and be served once
  // (Next's ISR, seen twice in CI under load); the next request renders afresh. So each listing is
  // asked again until the product is gone, for at most 15 s, rather than once.
  for (const listing of [`/brampton/shop?q=${encodeURIComponent(name)}`, `/brampton/brands/${brandSlug}`]) {
    await expect(async () => {
      await shopper.goto(listing);
      await expect(shopper.getByText("No products found")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
  const hidden = await shopper.goto(productUrl);
  expect(hidden?.status()).toBe(404);
  await expect(shopper.getByText("Product not found")).toBeVisible();

  // Delete asks first, then removes the row and its stored images.
  await page.getByRole("button", { name: `Delete ${name}` }).filter({ visible: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete this product?")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(name).filter({ visible: true }).first()).toBeVisible();
  await page.getByRole("button", { name: `Delete ${name}` }).filter({ visible: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${name} was deleted`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Edit ${name}` })).toHaveCount(0);
  expect((await shopper.request.get(src!)).status()).toBe(404);
  await shopper.close();
});

test("the product dialog shows each validation message and refuses bad images", async ({ page }) => {
  await signInAsAdmin(page);
  await openAddProduct(page);
  const d = dialog(page);
  const save = d.getByRole("button", { name: "Add Product" });
  await save.click();
  await expect(d.getByText("Name and price are required")).toBeVisible();
  await d.getByLabel("Name", { exact: true }).fill("Validation Frame");
  await d.getByLabel("Price ($)", { exact: true }).fill("0");
  await save.click();
  await expect(d.getByText("Please enter a valid price")).toBeVisible();
  await d.getByLabel("Price ($)", { exact: true }).fill("120");
  await d.getByLabel("Sale price ($)").fill("-1");
  await save.click();
  await expect(d.getByText("Please enter a valid sale price")).toBeVisible();
  await d.getByLabel("Sale price ($)").fill("130");
  await save.click();
  await expect(d.getByText("The sale price cannot be higher than the price")).toBeVisible();
  await d.getByLabel("Sale price ($)").fill("");
  await d.getByLabel("Stock quantity").fill("-1");
  await save.click();
  await expect(d.getByText("Stock quantity cannot be negative")).toBeVisible();

  // Images: a renamed text file, a 6 MB file, and a 6th image are refused by name.
  await uploader(page).setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text, not a picture") });
  await expect(d.getByText("notes.png is not an image file").first()).toBeVisible();
  const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
  await uploader(page).setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
  await expect(d.getByText("huge.png is too large. Maximum size is 5MB").first()).toBeVisible();
  await uploader(page).setInputFiles(Array.from({ length: 5 }, (_, i) => ({ name: `ok-${i}.png`, mimeType: "image/png", buffer: PNG })));
  await expect(d.getByRole("img", { name: /Image 5 of 5/ })).toBeVisible();
  await uploader(page).setInputFiles({ name: "sixth.png", mimeType: "image/png", buffer: PNG });
  await expect(d.getByText("Maximum 5 images allowed").first()).toBeVisible();

  // axe with the dialog open; then Escape closes it and nothing was stored.
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await page.goto("/brampton/admin?q=Validation+Frame");
  await expect(page.getByText("No products match these filters.")).toBeVisible();
});

test("search and filters live in the URL and the table pages on the server @responsive", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByLabel("Visibility").selectOption("hidden");
  await expect(page).toHaveURL(/status=hidden/);
  const rows = page.getByRole("switch").filter({ visible: true });
  await expect(rows.first()).toHaveAttribute("aria-checked", "false");
  for (const s of await rows.all()) await expect(s).toHaveAttribute("aria-checked", "false");
  await page.goto("/brampton/admin?q=BV-RAYB");
  await expect(page.getByLabel("Search name or SKU")).toHaveValue("BV-RAYB");
  await expect(page.getByText(/^BV-RAYB/).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(/^BV-(?!RAYB)/).filter({ visible: true })).toHaveCount(0);
  await page.goto("/brampton/admin");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
});

test("the admin page has no axe violations and its shell works at both widths @responsive", async ({ page, viewport }) => {
  await signInAsAdmin(page);
  const header = page.getByRole("banner");
  if ((viewport?.width ?? 1280) < 1280) {
    await header.getByRole("button", { name: "Open admin menu" }).click();
  }
  await expect(header.getByRole("link", { name: "Analytics" }).filter({ visible: true })).toBeVisible();
  await expect(header.getByText("admin@brightview.example.com").filter({ visible: true })).toBeVisible();
  await expect(header.getByRole("button", { name: "Sign out" }).filter({ visible: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await axe(page)).toEqual([]);
  await header.getByRole("link", { name: "Analytics" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/brampton\/analytics/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analytics");
});
