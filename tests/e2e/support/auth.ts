import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./env";

export async function signInAsAdmin(page: Page) {
  await page.goto("/brampton/auth");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/brampton\/admin$/);
}
