import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "./support/env";
import { asVisitor, expect, test } from "./support/visitors";

// Issue 18, on the real production server (server.mjs, no trusted proxy): what a client writes in
// X-Forwarded-For buys no extra attempts, and strangers' failures never keep an owner out.

const INVALID = "Invalid login credentials";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

async function signInForm(page: Page, email: string, password: string) {
  await page.goto("/brampton/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
}

/**
 * A browser that has never signed in here, making one attempt per address it is given (its
 * forged X-Forwarded-For changes too). A failed attempt sets no cookie, so one page serves for all.
 */
async function stranger(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return {
    async tries(email: string, password: string, address: string): Promise<string> {
      await page.setExtraHTTPHeaders({ ...asVisitor(address), "x-forwarded-for": `10.66.${Math.floor(Math.random() * 250)}.1` });
      await signInForm(page, email, password);
      const alert = page.getByRole("tabpanel").getByText(new RegExp(`${INVALID}|${TOO_MANY.replace(/\./g, "\\.")}`));
      await expect(alert).toBeVisible();
      return (await alert.innerText()).trim();
    },
    close: () => context.close(),
  };
}

test("eight contact messages with a new forged X-Forwarded-For each: five are sent, three refused", async ({ page, visitorAddress }) => {
  await page.goto("/brampton/contact");
  const outcomes: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.setExtraHTTPHeaders({ ...asVisitor(visitorAddress), "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `203.0.113.${i + 1}` });
    await page.getByLabel("Full name").fill("Forged Header");
    await page.getByLabel("Email").fill(`forged.${i}.${Date.now()}@example.com`);
    await page.getByLabel("Subject").fill("Limit check");
    await page.getByRole("textbox", { name: "Message" }).fill("Each of these claims to come from somewhere else.");
    await page.getByRole("button", { name: "Send Message" }).click();
    const answer = page.getByText(/Message sent successfully|Too many messages/).last();
    await expect(answer).toBeVisible();
    outcomes.push((await answer.innerText()).startsWith("Message sent") ? "sent" : "refused");
    await page.reload();
  }
  expect(outcomes).toEqual([...Array(5).fill("sent"), ...Array(3).fill("refused")]);
});

test("50 wrong passwords from 50 addresses, then the owner signs in at once from their own browser", async ({ page, browser }) => {
  test.slow();
  const email = `owner.${Date.now()}@example.com`;
  await page.goto("/brampton/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("First name").fill("Simran");
  await page.getByLabel("Last name").fill("Kaur");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("owner-pass-123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/brampton\/account$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);

  const attacker = await stranger(browser);
  const answers: string[] = [];
  for (let i = 0; i < 50; i++) answers.push(await attacker.tries(email, `guess-${i}-pass`, `127.77.0.${i + 2}`));
  expect(answers.slice(0, 10)).toEqual(Array(10).fill(INVALID));
  expect(answers.slice(10)).toEqual(Array(40).fill(TOO_MANY));

  // The owner's browser signed in (up) before: strangers' failures do not hold it back.
  await signInForm(page, email, "owner-pass-123");
  await expect(page).toHaveURL(/\/brampton\/account$/);
  // A browser that never signed in to this account is held back, even with the right password.
  expect(await attacker.tries(email, "owner-pass-123", "127.77.9.9")).toBe(TOO_MANY);
  await attacker.close();
});

test("one address gets at most 20 wrong guesses, whatever it writes in X-Forwarded-For", async ({ browser, visitorAddress }) => {
  test.slow();
  const guesser = await stranger(browser);
  const answers: string[] = [];
  for (let i = 0; i < 22; i++) answers.push(await guesser.tries(`nobody.${i}.${Date.now()}@example.com`, "whatever-pass", visitorAddress));
  await guesser.close();
  expect(answers.slice(0, 20)).toEqual(Array(20).fill(INVALID));
  expect(answers.slice(20)).toEqual([TOO_MANY, TOO_MANY]);
});

test("the admin signs in and out 20 times in a row", async ({ page }) => {
  test.slow();
  for (let i = 0; i < 20; i++) {
    await signInForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/brampton\/admin$/);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/($|brampton\/auth)/);
  }
});
