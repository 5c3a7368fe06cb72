import { expect, type Page } from "@playwright/test";
import { latestMail } from "./mail";

/** The link in that e-mail, as a path on the server under test. */
export async function linkFromMail(kind: string, email: string): Promise<string> {
  await expect.poll(() => latestMail(kind, email), { timeout: 15_000 }).not.toBeNull();
  const url = /https?:\/\/\S+\?token=[A-Za-z0-9_-]{43}/.exec(latestMail(kind, email)!)?.[0];
  expect(url, `a link in the ${kind} e-mail`).toBeTruthy();
  const u = new URL(url!);
  return `${u.pathname}${u.search}`;
}

export async function signUp(page: Page, email: string, password: string, firstName = "Harleen") {
  await page.goto("/brampton/auth?tab=signup");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Dhaliwal");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/brampton\/account$/);
}
