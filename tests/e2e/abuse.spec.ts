import type { Browser, Page } from "@playwright/test";
import { callAction, loopbackAddress, serverAction, type Reply } from "../../bench/support/loopback-client";
import { E2E_PORT } from "./support/env";
import { asVisitor, expect, test } from "./support/visitors";

// Issue 18, on the real production server (server.mjs, no trusted proxy): what a client writes in
// X-Forwarded-For buys no extra attempts, and strangers' failures never keep an owner out.
// Bulk attempts are server-action calls as the browser makes them, each from its own loopback
// socket (bench/support/loopback-client.ts); the owner's and a stranger's sign-ins use the form.

const INVALID = "Invalid login credentials";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
// An IPv4 destination, so a loopback source address can be bound.
const SERVER = `http://127.0.0.1:${E2E_PORT}`;

/** What a server action answered: its error, or "ok". */
const answerOf = (r: Reply) => (/"ok":true/.test(r.text) ? "ok" : (/"error":"([^"]+)"/.exec(r.text)?.[1] ?? `HTTP ${r.status}`));
const forged = () => ({ "x-forwarded-for": `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, "x-real-ip": "10.0.0.1" });
const signInCall = (email: string, password: string, from: string, cookie = "") =>
  callAction(SERVER, serverAction("signInAction"), [{ email, password }], from, { ...forged(), ...(cookie ? { cookie } : {}) });

async function signInForm(page: Page, email: string, password: string) {
  await page.goto("/brampton/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
}

/** One attempt through the form, from a browser that has never signed in here, on its own address. */
async function strangerTries(browser: Browser, email: string, password: string): Promise<string> {
  const context = await browser.newContext({ extraHTTPHeaders: { ...asVisitor(), ...forged() } });
  const page = await context.newPage();
  await signInForm(page, email, password);
  const alert = page.getByRole("tabpanel").getByRole("alert");
  await expect(alert).toBeVisible();
  const text = (await alert.innerText()).trim();
  await context.close();
  return text;
}

test("eight contact messages with a new forged X-Forwarded-For each: five are sent, three refused", async () => {
  const from = loopbackAddress(8000 + Math.floor(Math.random() * 1000));
  const contact = serverAction("contactAction");
  const answers: string[] = [];
  for (let i = 0; i < 8; i++) {
    const message = { fullName: "Forged Header", email: `forged.${i}.${Date.now()}@example.com`, phone: "", subject: "Limit check", message: "Each of these claims to come from somewhere else." };
    answers.push(answerOf(await callAction(SERVER, contact, [message], from, { "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `203.0.113.${i + 1}` })));
  }
  expect(answers).toEqual([...Array(5).fill("ok"), ...Array(3).fill("Too many messages. Please call us instead.")]);
});

test("50 wrong passwords from 50 addresses, then the owner signs in at once from their own browser", async ({ page, browser }) => {
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

  const answers: string[] = [];
  for (let i = 0; i < 50; i++) answers.push(answerOf(await signInCall(email, `guess-${i}-pass`, loopbackAddress(5000 + i))));
  expect(answers.slice(0, 10)).toEqual(Array(10).fill(INVALID));
  expect(answers.slice(10)).toEqual(Array(40).fill(TOO_MANY));

  // The owner's browser signed up here before: strangers' failures do not hold it back.
  await signInForm(page, email, "owner-pass-123");
  await expect(page).toHaveURL(/\/brampton\/account$/);
  // A browser that never signed in to this account is held back, even with the right password.
  expect(await strangerTries(browser, email, "owner-pass-123")).toBe(TOO_MANY);
});
