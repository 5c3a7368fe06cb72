import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { settle } from "./support/widths";

// Issue 35: the catalogue out to a spreadsheet and back. The products are this test's own (new
// SKUs, exported by a search for them), so other specs' seeded prices stay as they are.
test.describe.configure({ timeout: 120_000 });

const HEADER = "sku,slug,name,brand,category,gender,price,sale_price,stock_quantity,colors,frame_material,lens_type,lens_width,bridge_width,temple_length,is_polarized,is_active,description,images";
const dialog = (page: Page) => page.getByRole("dialog");
const file = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
};

async function openImport(page: Page) {
  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Import CSV" })).toBeVisible();
}

async function importFile(page: Page, name: string, text: string, preview: string, done: string) {
  await openImport(page);
  await dialog(page).getByLabel("CSV file").setInputFiles(file(name, text));
  await expect(dialog(page).getByText(preview)).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await dialog(page).getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog(page).getByText(done)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Close", exact: true }).first().click();
}

test("export, change two prices and add a row in the file, import with a preview, and the shop shows both", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  await signInAsAdmin(page);
  await expect(page.getByRole("link", { name: "Download template" })).toBeVisible();

  // Two products of this test's own, by import.
  // With a stored picture each, as a shop's products have: the shop lists the newest first, and the
  // other tests read its first cards' pictures.
  const picture = "/products/ray-ban-rb3025-aviator-classic-1.svg";
  const seed = `sku,name,brand,category,price,stock_quantity,colors,images\r\nCSV-${stamp}-A,CSV Frame ${stamp} A,Ray-Ban,Sunglasses,120.00,5,Black,${picture}\r\nCSV-${stamp}-B,CSV Frame ${stamp} B,Ray-Ban,Sunglasses,130.00,5,Black,${picture}\r\n`;
  await importFile(page, "seed.csv", seed, "2 products will be created, 0 updated, 0 unchanged", "Imported: 2 created, 0 updated");

  // Export what a search for them shows.
  await page.goto(`/brampton/admin?q=${stamp}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  const exported = await readFile((await download.path())!, "utf8");
  expect(exported.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
  const lines = exported.trim().split("\r\n");
  expect(lines).toHaveLength(3);
  expect(exported).toContain(",120.00,");

  // Two prices changed, one row added: a spreadsheet's edit.
  const edited = `${exported.replace(",120.00,", ",99.00,").replace(",130.00,", ",111.00,")}CSV-${stamp}-C,,CSV Frame ${stamp} C,Ray-Ban,Eyeglasses,unisex,75.00,,2,Black,,,,,,FALSE,TRUE,,${picture}\r\n`;
  await importFile(page, "edited.csv", edited, "1 product will be created, 2 updated, 0 unchanged", "Imported: 1 created, 2 updated");

  // Importing the same file again changes nothing.
  await openImport(page);
  await dialog(page).getByLabel("CSV file").setInputFiles(file("edited.csv", edited));
  await expect(dialog(page).getByText("0 products will be created, 0 updated, 3 unchanged")).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  await dialog(page).getByRole("button", { name: "Cancel" }).click();

  // A shopper sees the new prices and the new frame at once.
  const shopper = await browser.newPage();
  await shopper.goto(`/brampton/shop?q=${stamp}`);
  for (const [name, price] of [["A", "$99.00"], ["B", "$111.00"], ["C", "$75.00"]]) {
    const card = shopper.getByRole("article").filter({ hasText: `CSV Frame ${stamp} ${name}` });
    await expect(card).toContainText(price);
  }
  await shopper.close();
});

test("a file with three errors shows the three rows and imports nothing; the dialog is clean for axe at 1280 and 390 px", async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signInAsAdmin(page);
  const bad = [
    "sku,name,brand,category,price",
    `CSV-${stamp}-OK,Fine Frame ${stamp},Ray-Ban,Sunglasses,149.00`,
    `CSV-${stamp}-X,Bad Price ${stamp},Ray-Ban,Sunglasses,abc`,
    `CSV-${stamp}-Y,Bad Category ${stamp},Ray-Ban,Sunglass,99.00`,
    `csv-${stamp}-ok,Twice ${stamp},Ray-Ban,Sunglasses,99.00`,
  ].join("\n");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/brampton/admin");
    await openImport(page);
    await dialog(page).getByLabel("CSV file").setInputFiles(file("bad.csv", bad));
    const table = dialog(page).getByRole("table", { name: "Problems" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Line", "Column", "Value", "Problem"]);
    await expect(table.locator("tbody tr")).toHaveCount(3);
    await expect(table.locator("tbody tr").nth(0)).toContainText("price must be a number greater than 0, such as 149.00");
    await expect(table.locator("tbody tr").nth(1)).toContainText("category 'Sunglass' does not exist");
    await expect(table.locator("tbody tr").nth(2)).toContainText(`SKU csv-${stamp}-ok appears on lines 2 and 5`);
    await expect(dialog(page).getByRole("link", { name: "Download problems" })).toBeVisible();
    await expect(dialog(page).getByRole("button", { name: "Import", exact: true })).toBeDisabled();
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*\bdark\b)/);
      await settle(page);
      expect(await axe(page)).toEqual([]);
      if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/csv-errors-${width}-${scheme}.png` });
    }
    await page.emulateMedia({ colorScheme: "light" });
    const [download] = await Promise.all([page.waitForEvent("download"), dialog(page).getByRole("link", { name: "Download problems" }).click()]);
    expect((await readFile((await download.path())!, "utf8")).split("\r\n")[0]).toBe("\uFEFFLine,Column,Value,Problem");
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
  }
  await page.goto(`/brampton/admin?q=${stamp}`);
  await expect(page.getByText("No products match these filters.")).toBeVisible();
});
