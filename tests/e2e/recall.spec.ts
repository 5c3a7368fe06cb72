import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { E2E_CRON_SECRET } from "./support/env";
import { mails, uniqueEmail } from "./support/mail";
import { atBothWidths } from "./support/widths";

// Issue 43: the recall e-mail as a patient reads it, and the front desk's list. Who is sent what and
// when (consent, households, stages, two senders) is proven in tests/integration/recall-messages.test.ts.
test.describe.configure({ timeout: 180_000 });

const axe = async (page: Page) => (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()).violations.map((v) => v.id);
const textOf = (folder: string) => readFileSync(path.join(folder, "message.txt"), "utf8");
const toronto = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Toronto" });

/** The front desk adds a patient with a due date, and opens their page. */
async function addPatient(page: Page, p: { first: string; last: string; email: string; language: string; due: string }) {
  await page.goto("/brampton/admin/patients/new");
  const form = page.getByRole("form", { name: "Add patient" });
  await form.getByLabel("First name").fill(p.first);
  await form.getByLabel("Last name").fill(p.last);
  await form.getByLabel("Date of birth").fill("1984-04-12");
  await form.getByLabel("Email").fill(p.email);
  await form.getByLabel("Phone").fill("905-555-0142");
  await form.getByLabel("Preferred language").selectOption({ label: p.language });
  await form.getByLabel("Next exam due").fill(p.due);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${p.first} ${p.last}` })).toBeVisible();
}

test("a patient who agreed gets the recall e-mail in Punjabi; Book my exam fills the form; Unsubscribe stops the next one; the front desk logs a call", async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36);
  const email = uniqueEmail("recall");
  await signInAsAdmin(page);
  await addPatient(page, { first: "Navjot", last: `Recall${stamp}`, email, language: "Punjabi", due: toronto(20) });

  // Health information the Owner (who holds `prescriptions`) sees and changes; each look is logged.
  const conditions = page.getByRole("region", { name: "Eligible conditions" });
  await conditions.getByRole("checkbox", { name: "Diabetes" }).check();
  await conditions.getByRole("button", { name: "Save conditions" }).click();
  await expect(page.getByText("Conditions saved")).toBeVisible();

  // The front desk records the patient's yes; the page keeps the words and where it came from.
  const consent = page.getByRole("region", { name: "Exam due reminders" });
  await expect(consent).toContainText("Never asked");
  await consent.getByRole("switch", { name: "The patient agreed to e-mails when their next eye exam is due" }).check();
  await expect(page.getByText("Exam due reminders are on")).toBeVisible();
  await page.reload();
  await expect(consent.getByRole("table")).toContainText("Front desk");

  // The sender runs with the reminders: one e-mail, in Punjabi, with both links and the one-click headers.
  const send = () => request.get("/api/outbox/retry", { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect((await send()).status()).toBe(200);
  await expect.poll(() => mails("recall-first", email).length, { timeout: 15_000 }).toBe(1);
  const mail = textOf(mails("recall-first", email)[0]);
  expect(mail).toContain("ਸਤ ਸ੍ਰੀ ਅਕਾਲ Navjot");
  expect(mail).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/recall\/unsubscribe\/[A-Za-z0-9_-]{43}>$/m);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  await send();
  expect(mails("recall-first", email)).toHaveLength(1);

  // "Book my exam": the booking form in Punjabi with the patient and the exam chosen.
  const patient = await (await browser.newContext()).newPage();
  await patient.goto(/(http\S+\/pa\/brampton\/book-exam\?recall=[A-Za-z0-9_-]{43})/.exec(mail)![1]);
  await expect(patient.locator("#bk-firstName")).toHaveValue("Navjot");
  await expect(patient.locator("#bk-email")).toHaveValue(email);
  await expect(patient.locator("#bk-serviceType")).toHaveValue("Comprehensive Eye Exam");
  // No usual clinic on the record: either clinic, with the first free times already shown.
  await expect(patient.locator("#bk-location")).toHaveValue("either");
  await expect(patient.locator("input[name=slot]").first()).toBeVisible();
  await expect(patient.getByRole("status").filter({ hasText: "ਰਿਮਾਈਂਡਰ" })).toBeVisible();
  await expect(patient.getByRole("checkbox", { name: "ਜਦੋਂ ਮੇਰੀ ਅਗਲੀ ਅੱਖਾਂ ਦੀ ਜਾਂਚ ਦਾ ਸਮਾਂ ਹੋਵੇ ਤਾਂ ਮੈਨੂੰ ਈ-ਮੇਲ ਰਾਹੀਂ ਦੱਸੋ" })).not.toBeChecked();

  // The unsubscribe link opens a page (changing nothing); only its button unsubscribes.
  await patient.goto(/(http\S+\/pa\/brampton\/book-exam\/unsubscribe\/[A-Za-z0-9_-]{43})/.exec(mail)![1]);
  await expect(patient.getByRole("heading", { level: 1 })).toHaveText("ਜਾਂਚ ਦੇ ਸਮੇਂ ਦੀਆਂ ਈਮੇਲਾਂ ਬੰਦ ਕਰੋ");
  await atBothWidths(patient, async (width) => expect(await axe(patient), `at ${width} px`).toEqual([]));
  await page.reload();
  await expect(consent.getByRole("switch")).toBeChecked();
  await patient.getByRole("button", { name: "ਅਨਸਬਸਕ੍ਰਾਈਬ ਕਰੋ" }).click();
  await expect(patient.getByRole("status")).toContainText("Navjot");
  await patient.context().close();
  await page.reload();
  await expect(consent.getByRole("switch")).not.toBeChecked();
  await expect(consent.getByRole("table")).toContainText("Unsubscribe page");

  // The front desk's list: a patient due today, then Log call moves them to Contacted.
  const last = `Listed${stamp}`;
  await addPatient(page, { first: "Harpreet", last, email: uniqueEmail("listed"), language: "English", due: toronto(0) });
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Recall" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recall" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Harpreet ${last}` });
  await expect(row).toContainText("Age (20 to 64)");
  await atBothWidths(page, async (width) => {
    expect(await axe(page), `at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
  });
  await row.getByRole("button", { name: `Log call for Harpreet ${last}` }).click();
  const dialog = page.getByRole("dialog", { name: `Log call for Harpreet ${last}` });
  await dialog.getByRole("button", { name: "Save call" }).click();
  await expect(dialog.getByText("Choose what happened on the call")).toBeVisible();
  await dialog.getByRole("radio", { name: "Left message" }).check();
  await dialog.getByLabel("Note").fill("Call back after 5");
  await dialog.getByRole("button", { name: "Save call" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: `Harpreet ${last}` })).toHaveCount(0);
  await page.getByRole("link", { name: "Contacted" }).click();
  await expect(page.getByRole("row").filter({ hasText: `Harpreet ${last}` })).toContainText("Left message");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv).toContain(`Harpreet,${last},905-555-0142`);
});
