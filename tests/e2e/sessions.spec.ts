import { expect, test } from "@playwright/test";

test("sign-out ends the session on the server: a copied cookie stops working", async ({ page, browser }) => {
  await page.goto("/brampton/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("First name").fill("Harpreet");
  await page.getByLabel("Last name").fill("Dhillon");
  await page.getByLabel("Email").fill(`harpreet.${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("s3cret-pass-123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/brampton\/account$/);
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === "bv_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  // The copied cookie works while the session lives…
  const thief = await browser.newContext();
  await thief.addCookies([cookie]);
  const stolen = await thief.newPage();
  await stolen.goto("/brampton/account");
  await expect(stolen).toHaveURL(/\/brampton\/account$/);

  // …and not after the owner signs out.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await stolen.goto("/brampton/account");
  await expect(stolen).toHaveURL(/\/brampton\/auth/);
  await thief.close();
});
