import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { placeOrder } from "./support/orders";

const axeViolations = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .analyze()
    .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`));

test("analytics tabs follow the WAI-ARIA pattern, keep the tab in the URL and have no axe violations @responsive", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/brampton/analytics");
  const tabs = page.getByRole("tablist", { name: "Analytics tables" });
  const phone = tabs.getByRole("tab", { name: /^Phone Calls \(\d+\)$/ });
  await expect(phone).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "tab-phone-calls");
  await expect(tabs.getByRole("tab")).toHaveCount(8);
  // Every tab is also a real link, so the page works without JavaScript.
  await expect(tabs.getByRole("tab", { name: /^Orders/ })).toHaveAttribute("href", "/brampton/analytics?tab=orders");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });

  // Roving tabindex: one tab stop in the list.
  await expect(tabs.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await phone.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/tab=form-submissions/);
  const forms = tabs.getByRole("tab", { name: /^Form Submissions/ });
  await expect(forms).toHaveAttribute("aria-selected", "true");
  await expect(forms).toHaveAttribute("aria-controls", "analytics-panel");
  await expect(forms).toBeFocused();
  await expect(phone).toHaveAttribute("aria-selected", "false");
  await expect(phone).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "tab-form-submissions");
  await expect(page.getByRole("heading", { level: 2, name: /^Form Submissions \(\d+\)$/ })).toBeVisible();
  await page.keyboard.press("End");
  await expect(page).toHaveURL(/tab=profiles/);
  await expect(tabs.getByRole("tab", { name: /^Profiles/ })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/tab=phone-calls/);
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/tab=profiles/);
  await page.reload();
  await expect(tabs.getByRole("tab", { name: /^Profiles/ })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page).toHaveURL(/tab=phone-calls/);
});

test("an order placed in the shop shows in the Orders tab, moves to delivered and is paid through Record payment; the CSV has every column", async ({ page, browser }) => {
  const shopper = await browser.newPage();
  const orderNumber = await placeOrder(shopper);
  await shopper.close();

  await signInAsAdmin(page);
  await page.goto("/brampton/analytics?tab=orders");
  const row = page.getByRole("row").filter({ hasText: orderNumber });
  await expect(row).toContainText("pending");
  await expect(page.getByRole("img", { name: /Orders per day/ })).toBeVisible();
  await expect(page.getByText(/Last 30 days: \d+ orders?/)).toBeVisible();
  for (const step of ["confirmed", "ready", "delivered"]) {
    await row.getByRole("button", { name: `Mark order ${orderNumber} ${step}` }).click();
    await expect(row).toContainText(step);
  }
  // Paid only with the payment a receipt states: the row leads to the order's "Record payment".
  await expect(row.getByRole("button", { name: /paid/ })).toHaveCount(0);
  await row.getByRole("link", { name: `Record payment for order ${orderNumber}` }).click();
  await page.getByRole("region", { name: "Payments and receipts" }).getByRole("button", { name: "Record payment" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("link", { name: /^Receipt R-\d{4}-\d{6}$/ })).toBeVisible();
  await page.goto("/brampton/analytics?tab=orders");
  await expect(row).toContainText("paid");
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row.getByRole("link", { name: /Record payment/ })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, "utf8");
  expect(csv.split("\r\n")[0].replace(/^\uFEFF/, "")).toBe("Date,Order Number,Status,Total,Payment,Method,lenses,Place of supply,Taxable subtotal,Tax,Zero-rated subtotal (prescription eyewear)");
  expect(csv).toContain(`${orderNumber},delivered`);
});

test("a form submission opens with its fields and can be marked handled", async ({ page }) => {
  await page.goto("/brampton/contact");
  const stamp = Date.now().toString(36);
  await page.locator("#ct-fullName").fill(`Analytics ${stamp}`);
  await page.locator("#ct-email").fill("analytics@example.com");
  await page.locator("#ct-subject").fill("Frame repair");
  await page.locator("#ct-message").fill("My hinge is loose, can you fix it?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/brampton/analytics?tab=form-submissions");
  const row = page.getByRole("row").filter({ hasText: `Analytics ${stamp}` });
  await expect(row).toContainText("new");
  await row.getByRole("button", { name: `Open submission from Analytics ${stamp}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("My hinge is loose, can you fix it?")).toBeVisible();
  await expect(dialog.getByText("Frame repair")).toBeVisible();
  await expect(dialog.getByRole("definition").filter({ hasText: "Frame repair" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Mark handled" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("resolved");
});

test("without JavaScript the tabs are links and the pages still turn", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto("/brampton/analytics");
  await expect(plain.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const nav = plain.getByRole("link", { name: /^Phone Calls \(\d+\)$/ });
  await expect(nav).toHaveAttribute("aria-current", "page");
  await plain.getByRole("link", { name: /^Products \(\d+\)$/ }).click();
  await expect(plain).toHaveURL(/\?tab=products$/);
  await expect(plain.getByRole("heading", { level: 2, name: /^Products \(\d+\)$/ })).toBeVisible();
  await expect(plain.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await plain.getByRole("link", { name: "Next" }).click();
  await expect(plain).toHaveURL(/\?tab=products&page=2$/);
  await expect(plain.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(plain.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/brampton/analytics?tab=products");
  await expect(plain.getByRole("link", { name: /^Products/ })).toHaveAttribute("aria-current", "page");
  await context.close();
});

// ANALYTICS_SCREENSHOTS=1: pictures of the page at 1280 and 390 px, light and dark, in /tmp.
test("screenshots", async ({ page }) => {
  test.skip(!process.env.ANALYTICS_SCREENSHOTS, "only on request");
  await signInAsAdmin(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const tab of ["orders", "form-submissions", "phone-calls", "products"]) {
        await page.goto(`/brampton/analytics?tab=${tab}`);
        await page.getByRole("tablist").waitFor();
        await page.screenshot({ path: `/tmp/analytics-${tab}-${width}-${scheme}.png`, fullPage: true });
        const open = page.getByRole("button", { name: /^Open submission from/ }).first();
        if (tab === "form-submissions" && (await open.count())) {
          await open.click();
          await page.getByRole("dialog").waitFor();
          await page.screenshot({ path: `/tmp/analytics-dialog-${width}-${scheme}.png` });
          await page.keyboard.press("Escape");
        }
      }
    }
  }
});
