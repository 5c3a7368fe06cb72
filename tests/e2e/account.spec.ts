import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { linkFromMail, signUp } from "./support/account";
import { uniqueEmail } from "./support/mail";
import { atBothWidths } from "./support/widths";

test.describe.configure({ timeout: 120_000 });

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("forgot password: the e-mail's link sets a new password, signs in, and signs out the old session", async ({ page, browser }) => {
  const email = uniqueEmail("forgot");
  await signUp(page, email, "first-password-1");

  const other = await browser.newContext();
  const reset = await other.newPage();
  await reset.goto("/brampton/auth");
  await reset.getByRole("link", { name: "Forgot password?" }).click();
  await expect(reset).toHaveURL(/\/brampton\/auth\/forgot$/);
  await expect(reset.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await atBothWidths(reset, async (width) => expect(await axeViolations(reset), `at ${width} px`).toEqual([]));

  await reset.getByRole("button", { name: "Send reset link" }).click();
  await expect(reset.getByText("Email is required")).toBeVisible();
  await reset.getByLabel("Email").fill(email);
  await reset.getByRole("button", { name: "Send reset link" }).click();
  await expect(reset.getByRole("status")).toContainText(`If ${email} has an account with us`);

  const link = await linkFromMail("password-reset", email);
  await reset.goto(link);
  await expect(reset.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await reset.getByLabel("New password").fill("short");
  await reset.getByRole("button", { name: "Set new password" }).click();
  await expect(reset.getByText("Password should be at least 6 characters.")).toBeVisible();
  await reset.getByLabel("New password").fill("second-password-2");
  await reset.getByRole("button", { name: "Set new password" }).click();
  await expect(reset).toHaveURL(/\/brampton\/account$/);
  await expect(reset.getByRole("heading", { level: 1, name: "Hello, Harleen" })).toBeVisible();

  // The first browser's session has ended.
  await page.goto("/brampton/account");
  await expect(page).toHaveURL(/\/brampton\/auth\?next=/);

  // The link worked once.
  await reset.goto(link);
  await expect(reset.getByRole("alert").filter({ hasText: "This link is not valid or has expired." })).toBeVisible();
  await reset.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(reset).toHaveURL(/\/brampton\/auth\/forgot$/);

  // The old password no longer opens the account; the new one does.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first-password-1");
  await page.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("tabpanel").getByRole("alert")).toHaveText("Invalid login credentials");
  await page.getByLabel("Password").fill("second-password-2");
  await page.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/brampton\/account$/);
  await other.close();
});

test("a new account confirms its address by the e-mailed link, and can send it again @responsive", async ({ page }) => {
  const email = uniqueEmail("confirm");
  await signUp(page, email, "confirm-password-1", "Gurpreet");
  await expect(page.getByText(`Please confirm your e-mail address, ${email}.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const first = await linkFromMail("confirm-email", email);
  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent a new link" })).toHaveText(`We sent a new link to ${email}.`);

  await page.goto(first);
  await expect(page).toHaveURL(/\/brampton\/account\?email=confirmed$/);
  await expect(page.getByText("Thank you: your e-mail address is confirmed.")).toBeVisible();
  await page.goto("/brampton/account");
  await expect(page.getByText("Please confirm your e-mail address")).toHaveCount(0);

  // The same link again is refused, and says how to get another.
  await page.goto(first);
  await expect(page).toHaveURL(/email=invalid-link/);
});

test("the account edits its profile and changes its password with the sign-up form's rules", async ({ page, browser }) => {
  const email = uniqueEmail("profile");
  await signUp(page, email, "profile-password-1", "Simran");
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await phonePage.goto("/brampton/auth");
  await phonePage.getByLabel("Email").fill(email);
  await phonePage.getByLabel("Password").fill("profile-password-1");
  await phonePage.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
  await expect(phonePage).toHaveURL(/\/brampton\/account$/);

  await page.getByRole("button", { name: "Edit profile" }).click();
  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First name").fill("Simranjit");
  await page.getByLabel("Phone number").fill("905-555-0123");
  await page.getByLabel("How did you hear about us?").selectOption("referral");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Simranjit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit profile" })).toBeFocused();
  await expect(page.getByText("905-555-0123")).toBeVisible();

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("profile-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your current password is not correct." })).toBeVisible();
  await page.getByLabel("Current password").fill("profile-password-1");
  await page.getByLabel("New password").fill("profile-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();

  // This browser stays signed in; the other device is signed out.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Simranjit" })).toBeVisible();
  await phonePage.goto("/brampton/account");
  await expect(phonePage).toHaveURL(/\/brampton\/auth\?next=/);
  await phone.close();
});

test("download my data, then delete the account with the password", async ({ page }) => {
  const email = uniqueEmail("leaving");
  await signUp(page, email, "leaving-password-1", "Priya");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^brightview-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await file.path(), "utf8"));
  expect(data.account.email).toBe(email);
  expect(data.profile.first_name).toBe("Priya");
  expect(data.orders).toEqual([]);

  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByLabel("Password", { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your current password is not correct." })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("leaving-password-1");
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/brampton/account");
  await expect(page).toHaveURL(/\/brampton\/auth\?next=/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("leaving-password-1");
  await page.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("tabpanel").getByRole("alert")).toHaveText("Invalid login credentials");
});
