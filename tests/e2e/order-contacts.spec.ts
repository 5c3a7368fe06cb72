import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";

test("the contact-lens request is validated, stored and the form clears", async ({ page, browser }) => {
  await page.goto("/brampton/order-contacts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order Contact Lenses");
  await page.getByLabel("Full name").fill("Harpreet Kaur");
  await page.getByRole("button", { name: "Submit Order Request" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();

  const email = `lens.${Date.now()}@example.com`;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("905-555-0177");
  await page.getByLabel("Lens type").selectOption("toric");
  await page.getByLabel("Supply").selectOption("3months");
  await page.getByRole("button", { name: "Submit Order Request" }).click();
  await expect(page.getByText("Order Submitted!")).toBeVisible();
  await expect(page.getByText("We'll contact you shortly to verify your prescription.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("");

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/brampton/analytics?tab=form-submissions");
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("contact_lens");
  await expect(row).toContainText("new");
  await admin.close();
});

test("the offers page says what is coming", async ({ page }) => {
  await page.goto("/brampton/offers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Special Offers & Promotions");
  await expect(page.getByText("Exciting Offers Coming Soon")).toBeVisible();
  for (const t of ["Designer Eyewear", "Eye Exam Packages", "Seasonal Promotions"]) {
    await expect(page.getByRole("heading", { name: t })).toBeVisible();
  }
});
