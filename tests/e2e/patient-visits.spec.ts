import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { linkFromMail, signUp } from "./support/account";
import { E2E_CRON_SECRET } from "./support/env";
import { mails, uniqueEmail } from "./support/mail";
import { expect, test } from "./support/visitors";
import { atBothWidths } from "./support/widths";

test.describe.configure({ timeout: 180_000 });

const HOUR = 3_600_000;

async function pickFirstTime(page: Page, dayIndex: number): Promise<string> {
  const day = page.getByRole("group", { name: "Day" }).getByRole("radio").nth(dayIndex);
  await day.check();
  const time = page.getByRole("group", { name: /^Times on/ }).getByRole("radio").first();
  await expect(time).toBeVisible();
  const value = await time.inputValue();
  await time.check();
  return value;
}

const textOf = (folder: string) => readFileSync(path.join(folder, "message.txt"), "utf8");

test("a visitor's booking shows in the account once the address is confirmed; it is moved there and reminded of a day before", async ({ page, request }) => {
  const email = uniqueEmail("visit");

  // Booked as a visitor, before any account exists.
  await page.goto("/brampton/book-exam");
  await page.getByRole("combobox", { name: /Service type/ }).selectOption("Comprehensive Eye Exam");
  await page.getByRole("combobox", { name: /^Clinic/ }).selectOption("steeles");
  await pickFirstTime(page, 3);
  await page.getByLabel("First name").first().fill("Jaspreet");
  await page.getByLabel("Last name").first().fill("Sandhu");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("905-555-0177");
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  const booked = page.getByRole("dialog").getByTestId("booked-visit");
  const when = await booked.locator("p").first().innerText();
  await page.getByRole("button", { name: "Close", exact: true }).click();

  // The account with that address: nothing matched until it is confirmed.
  await signUp(page, email, "visit-password-1", "Jaspreet");
  const appointments = page.getByRole("region", { name: "Appointments" });
  await expect(appointments).toContainText("Appointments booked with your e-mail address appear here once the address is confirmed.");
  await expect(appointments).not.toContainText("Jaspreet Sandhu");
  await page.goto(await linkFromMail("confirm-email", email));
  await expect(page).toHaveURL(/email=confirmed/);
  await expect(appointments.getByRole("article")).toContainText("Comprehensive Eye Exam");
  await expect(appointments).toContainText("373 Steeles Ave W");
  await expect(appointments).toContainText("Jaspreet Sandhu");
  await expect(appointments).toContainText(when.split(" – ")[0]);
  await atBothWidths(page, async (width) =>
    expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()).violations.map((v) => v.id), `at ${width} px`).toEqual([]),
  );

  // Moved from the account, with the manage page's dialog and e-mail.
  await appointments.getByRole("button", { name: /Change time/ }).click();
  const dialog = page.getByRole("dialog", { name: "Change time" });
  await expect(dialog).toBeVisible();
  const moved = await pickFirstTime(page, 5);
  await dialog.getByRole("button", { name: "Move to this time" }).click();
  await expect(dialog).toBeHidden();
  const newStart = new Date(moved.split("|")[1]);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", weekday: "long", month: "long", day: "numeric" }).format(newStart);
  await expect(appointments).toContainText(day);
  await expect(appointments).not.toContainText(when.split(" – ")[0]);
  await expect.poll(() => mails("booking-moved", email).length, { timeout: 15_000 }).toBe(1);

  // "Book again" fills in the service and the clinic.
  await appointments.getByRole("link", { name: "Book again" }).click();
  await expect(page).toHaveURL(/\/brampton\/book-exam\?service=Comprehensive\+Eye\+Exam&location=steeles/);
  await expect(page.getByRole("combobox", { name: /Service type/ })).toHaveValue("Comprehensive Eye Exam");
  await expect(page.getByRole("combobox", { name: /^Clinic/ })).toHaveValue("steeles");

  // The clock a day before the new time: the reminder names it, the clinic and what to bring.
  const at = new Date(newStart.getTime() - 23 * HOUR).toISOString().replace(/\.\d{3}Z$/, ".000Z");
  const run = await request.get(`/api/outbox/retry?at=${at}`, { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(run.status()).toBe(200);
  await expect.poll(() => mails("reminder-day", email).length, { timeout: 15_000 }).toBe(1);
  const reminder = textOf(mails("reminder-day", email)[0]);
  expect(reminder).toContain(day);
  expect(reminder).toContain("373 Steeles Ave W");
  expect(reminder).toContain("health card");
  expect(reminder).toMatch(/\/brampton\/book-exam\/manage\/[A-Za-z0-9_-]{43}/);
  // Run again: nothing more.
  await request.get(`/api/outbox/retry?at=${at}`, { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(mails("reminder-day", email)).toHaveLength(1);

  // Reminders off from the account.
  await page.goto("/brampton/account");
  const reminders = appointments.getByRole("switch", { name: "E-mail reminders on" });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expect(page.getByText("Reminders are off for this visit.")).toBeVisible();
  await page.reload();
  await expect(appointments.getByRole("switch", { name: "E-mail reminders on" })).not.toBeChecked();
});
