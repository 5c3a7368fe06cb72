import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./support/account";
import { signInAsAdmin } from "./support/auth";
import { mails, uniqueEmail } from "./support/mail";
import { placeOrder } from "./support/orders";
import { pdfText } from "./support/pdf";
import { atBothWidths } from "./support/widths";

test.describe.configure({ timeout: 240_000 });

const RECEIPT = /R-\d{4}-\d{6}/;

/** The admin opens the order and records a payment through the dialog; returns the new receipt's number. */
async function recordPayment(admin: Page, orderNumber: string, amount: string | null, method = "Debit") {
  await admin.goto(`/brampton/analytics/orders/${orderNumber}`);
  const section = admin.getByRole("region", { name: "Payments and receipts" });
  const before = await section.getByRole("link", { name: RECEIPT }).count();
  await section.getByRole("button", { name: "Record payment" }).click();
  const dialog = admin.getByRole("dialog");
  if (amount !== null) await dialog.getByLabel("Amount").fill(amount);
  await dialog.getByLabel("Method").selectOption({ label: method });
  await expect(dialog.getByLabel("Date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole("link", { name: RECEIPT })).toHaveCount(before + 1);
  return RECEIPT.exec((await section.getByRole("link", { name: RECEIPT }).last().textContent())!)![0];
}

test("the clinic records payments; the patient views the receipt and downloads its PDF", async ({ page, browser }) => {
  const email = uniqueEmail("receipt");
  await signUp(page, email, "receipt-password-1", "Gurpreet");
  const orderNumber = await placeOrder(page, email);

  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  // The Orders tab no longer marks an order paid without a payment: it leads to "Record payment".
  await admin.goto("/brampton/analytics?tab=orders");
  const row = admin.getByRole("row").filter({ hasText: orderNumber });
  await expect(row.getByRole("button", { name: /Mark .* paid/ })).toHaveCount(0);
  await row.getByRole("link", { name: `Record payment for order ${orderNumber}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/brampton/analytics/orders/${orderNumber}#payments$`));

  // A refused amount changes nothing and says why.
  const section = admin.getByRole("region", { name: "Payments and receipts" });
  await section.getByRole("button", { name: "Record payment" }).click();
  await admin.getByRole("dialog").getByLabel("Amount").fill("99999");
  await admin.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(admin.getByRole("dialog").getByRole("alert")).toContainText("That is more than the balance of $");
  await admin.keyboard.press("Escape");

  const first = await recordPayment(admin, orderNumber, "100.00");
  await expect(section).toContainText(/Balance \$124\.87/);
  const second = await recordPayment(admin, orderNumber, null, "Credit card");
  // Later than the first (other tests issue receipts at the same time, so not always the next one).
  expect(second > first).toBe(true);
  await expect(section).toContainText("Balance $0.00");
  await expect(section.getByRole("button", { name: "Record payment" })).toHaveCount(0);
  await adminContext.close();

  await page.goto("/brampton/account");
  const receipts = page.getByRole("region", { name: "Receipts" });
  await expect(receipts.getByRole("link", { name: `View receipt ${second}` })).toBeVisible();
  // Newest first.
  await expect(receipts.getByRole("listitem").first()).toContainText(second);
  await receipts.getByRole("link", { name: `View receipt ${second}` }).click();
  await expect(page).toHaveURL(`/brampton/account/receipts/${second}`);
  await expect(page.getByRole("heading", { level: 1, name: `Receipt ${second}` })).toBeVisible();
  await expect(page.getByText("Paid in full, balance $0.00")).toBeVisible();
  await expect(page.locator("article")).toContainText("Ray-Ban RB5228 Rectangle Optics");
  await expect(page.locator("article")).toContainText("HST 13%");
  await expect(page.locator("article")).toContainText("Credit card");
  await atBothWidths(page, async (width) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`), `at ${width} px`).toEqual([]);
  });

  await page.goto("/brampton/account");
  const download = page.waitForEvent("download");
  await receipts.getByRole("link", { name: `Download PDF of receipt ${second}` }).click();
  const file = await (await download).path();
  const text = await pdfText(readFileSync(file));
  expect(text).toContain(second);
  expect(text).toContain("Ray-Ban RB5228 Rectangle Optics");
  expect(text).toContain("Paid in full");
  expect(text).toContain("Noor Ahmed");

  // Another customer and a visitor cannot open it.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  expect((await other.request.get(`/brampton/account/receipts/${second}/pdf`)).status()).toBe(401);
  await signUp(other, uniqueEmail("stranger"), "stranger-password-1");
  expect((await other.goto(`/brampton/account/receipts/${second}`))!.status()).toBe(404);
  expect((await other.request.get(`/brampton/account/receipts/${second}/pdf`)).status()).toBe(404);
  await stranger.close();

  // Issue 45: a partial refund by amount, then the rest; after a full refund no payment until "Reopen order".
  const again = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const clinic = await again.newPage();
  await signInAsAdmin(clinic);
  await clinic.goto(`/brampton/analytics/orders/${orderNumber}`);
  const payments = clinic.getByRole("region", { name: "Payments and receipts" });
  const dialog = clinic.getByRole("dialog");
  const refund = async (amount?: string) => {
    await payments.getByRole("button", { name: "Record refund" }).click();
    if (amount) await dialog.getByLabel("Amount").fill(amount);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
  };
  await refund("50.00");
  await expect(payments.getByRole("link", { name: /^Refund note R-/ })).toHaveCount(1);
  await expect(payments.getByRole("button", { name: "Reopen order" })).toHaveCount(0);
  // The line with its tax is now more than is left to refund: refused, nothing written.
  await payments.getByRole("button", { name: "Record refund" }).click();
  await dialog.getByRole("checkbox", { name: /Ray-Ban RB5228 Rectangle Optics \(\$224\.87 with tax\)/ }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That is more than the $174.87 paid");
  await clinic.keyboard.press("Escape");
  // Nothing ticked and no amount: everything paid.
  await refund();
  await expect(payments.getByRole("link", { name: /^Refund note R-/ })).toHaveCount(2);
  await expect(payments.getByRole("button", { name: "Record payment" })).toHaveCount(0);
  await payments.getByRole("button", { name: "Reopen order" }).click();
  await clinic.getByRole("dialog").getByLabel("Reason").fill("Came back for the same frame");
  await clinic.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(payments.getByRole("button", { name: "Record payment" })).toBeVisible();
  await payments.getByRole("link", { name: /^Refund note R-/ }).first().click();
  await expect(clinic.locator("article")).toContainText(/Refunded \$50\.00, including \$5\.75 of tax/);
  await again.close();
});

test("a guest's e-mailed receipt link opens the receipt and its PDF; a tampered one does not", async ({ page, browser }) => {
  const email = uniqueEmail("guest.receipt");
  const orderNumber = await placeOrder(page, email);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const number = await recordPayment(admin, orderNumber, null, "Cash");
  await adminContext.close();

  await expect.poll(() => mails("receipt", email).length, { timeout: 20_000 }).toBe(1);
  const folder = mails("receipt", email)[0];
  const message = readFileSync(path.join(folder, "message.txt"), "utf8");
  expect(message).toContain(`Subject: Your receipt ${number} from Brightview Eye Care`);
  // The PDF is attached.
  expect(await pdfText(readFileSync(path.join(folder, `${number}.pdf`)))).toContain(number);
  const url = new URL(/https?:\/\/\S+\/brampton\/receipts\/R-\d{4}-\d{6}\?expires=\d+&sig=[A-Za-z0-9_-]{43}/.exec(message)![0]);
  const link = `${url.pathname}${url.search}`;

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { level: 1, name: `Receipt ${number}` })).toBeVisible();
  await expect(visitor.getByText("Paid in full, balance $0.00")).toBeVisible();
  const pdf = await visitor.request.get(`${url.pathname}/pdf${url.search}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(await pdfText(await pdf.body())).toContain("Paid in full");

  const sig = url.searchParams.get("sig")!;
  const tampered = new URLSearchParams({ expires: url.searchParams.get("expires")!, sig: `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}` });
  expect((await visitor.goto(`${url.pathname}?${tampered}`))!.status()).toBe(404);
  expect((await visitor.request.get(`${url.pathname}/pdf?${tampered}`)).status()).toBe(404);
  const later = new URLSearchParams({ expires: String(Number(url.searchParams.get("expires")) + 60), sig });
  expect((await visitor.goto(`${url.pathname}?${later}`))!.status()).toBe(404);
  await guest.close();
});
