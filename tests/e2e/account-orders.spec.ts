import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signUp } from "./support/account";
import { signInAsAdmin } from "./support/auth";
import { mails, uniqueEmail } from "./support/mail";
import { placeOrder } from "./support/orders";

test.describe.configure({ timeout: 180_000 });

test("an admin marks a customer's order ready: the customer reads the e-mail and sees it in the account", async ({ page, browser }) => {
  const email = uniqueEmail("pickup");
  await signUp(page, email, "pickup-password-1", "Manpreet");
  const orderNumber = await placeOrder(page, email);

  await page.goto("/brampton/account");
  const order = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(order).toContainText("Pending");
  await expect(order).toContainText("Ray-Ban RB5228 Rectangle Optics");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/brampton/analytics?tab=orders");
  const row = admin.getByRole("row").filter({ hasText: orderNumber });
  for (const step of ["confirmed", "ready"]) {
    await row.getByRole("button", { name: `Mark order ${orderNumber} ${step}` }).click();
    await expect(row).toContainText(step);
  }
  await adminContext.close();

  // One e-mail for the change to ready, none for confirmed.
  await expect.poll(() => mails("order-ready", email).length, { timeout: 15_000 }).toBe(1);
  const text = readFileSync(path.join(mails("order-ready", email)[0], "message.txt"), "utf8");
  expect(text).toContain(`To: ${email}`);
  expect(text).toContain(`your order ${orderNumber} is ready for pickup`);
  expect(text).toContain("373 Steeles Ave W");
  expect(mails("order-confirmed", email)).toEqual([]);

  await page.reload();
  await expect(order).toContainText("Ready for pickup");
});
