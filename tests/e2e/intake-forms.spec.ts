import type { Page } from "@playwright/test";
import en from "@/content/i18n/en/messages.json";
import pa from "@/content/i18n/pa/messages.json";
import { signInAsAdmin, signInAsDemoStaff } from "./support/auth";
import { latestMail, uniqueEmail } from "./support/mail";
import { expect, test } from "./support/visitors";

// Issue 52: patients fill their forms in on a phone.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 240_000 });

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

async function book(page: Page, o: { locale: "en" | "pa"; first: string; email: string; dob: string }): Promise<{ date: string }> {
  const t = o.locale === "pa" ? pa.booking : en.booking;
  await page.goto(o.locale === "pa" ? "/pa/brampton/book-exam" : "/brampton/book-exam");
  await page.locator("#bk-serviceType").selectOption("Comprehensive Eye Exam");
  await page.locator("#bk-location").selectOption("steeles");
  await page.getByRole("group", { name: t.picker.day }).getByRole("radio").nth(4).check();
  const time = page.getByRole("group", { name: new RegExp(fill(t.picker.timesOn, { day: ".+" })) }).getByRole("radio").first();
  const value = await time.inputValue();
  await time.check();
  await page.locator("#bk-firstName").fill(o.first);
  await page.locator("#bk-lastName").fill("Intake");
  await page.locator("#bk-email").fill(o.email);
  await page.locator("#bk-phone").fill("905-555-0163");
  await page.locator("#bk-dateOfBirth").fill(o.dob);
  await page.locator("form button[type=submit]").last().click();
  await expect(page.getByRole("dialog").getByTestId("booked-visit")).toBeVisible();
  return { date: new Date(value.split("|")[1]).toLocaleDateString("en-CA", { timeZone: "America/Toronto" }) };
}

function formsLink(email: string): string {
  let mail: string | null = null;
  for (let i = 0; i < 1 && !mail; i++) mail = latestMail("booking-confirmation", email);
  const m = /https?:\/\/[^\s]+\/book-exam\/forms\/[A-Za-z0-9_-]{43}/.exec(mail ?? "");
  if (!m) throw new Error(`no forms link in the confirmation to ${email}`);
  return new URL(m[0]).pathname;
}

async function openWithBirthDate(page: Page, path: string, dob: string, t: typeof en.intake) {
  await page.goto(path);
  await page.getByLabel(t.gate.dateOfBirth).fill(dob);
  await page.getByRole("button", { name: t.gate.submit }).click();
}

const save = (page: Page, t: typeof en.intake) => page.getByRole("button", { name: t.save }).click();

test("a patient books in Punjabi and fills the forms in over two sittings; the clinic reads them in English, the Front desk without the history", async ({ page, browser }) => {
  const email = uniqueEmail("intake.pa");
  const t = pa.intake;
  const { date } = await book(page, { locale: "pa", first: "Harleen", email, dob: "1958-05-20" });
  await expect.poll(() => latestMail("booking-confirmation", email)).toContain("/pa/brampton/book-exam/forms/");
  const path = formsLink(email);

  // The link asks for the date of birth first; a wrong one opens nothing and names nobody.
  await page.goto(path);
  await expect(page.getByText(fill(t.gate.prompt, { name: "Harleen" }))).toBeVisible();
  await openWithBirthDate(page, path, "1960-01-01", t);
  await expect(page.getByText(t.gate.wrong)).toBeVisible();
  await page.getByLabel(t.gate.dateOfBirth).fill("1958-05-20");
  await page.getByRole("button", { name: t.gate.submit }).click();

  // First sitting: About you, then the health card (a wrong check digit refused, the right one taken).
  await expect(page.getByRole("heading", { name: t.sections.about, level: 2 })).toBeVisible();
  await page.getByLabel(t.fields.about.address).fill("45 Main St N, Brampton ON L6X 1M7");
  await page.getByLabel(t.fields.about.phone, { exact: true }).fill("905-555-0163");
  await page.getByRole("radio", { name: t.options.patient }).check();
  await save(page, t);
  await expect(page.getByRole("heading", { name: t.sections.insurance, level: 2 })).toBeVisible();
  await page.getByLabel(t.fields.insurance.healthNumber).fill("9876543210");
  await save(page, t);
  await expect(page.getByText(t.errors.healthNumber)).toBeVisible();
  await page.getByLabel(t.fields.insurance.healthNumber).fill("9876543217");
  await save(page, t);
  await expect(page.getByRole("heading", { name: t.sections.reasons, level: 2 })).toBeVisible();

  // Second sitting, on another device: the date of birth again, and the forms carry on where they stopped.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  await openWithBirthDate(phone, path, "1958-05-20", t);
  await expect(phone.getByRole("heading", { name: t.sections.reasons, level: 2 })).toBeVisible();
  await phone.getByRole("checkbox", { name: t.options.curtainShadow }).check();
  await expect(phone.getByRole("alert").filter({ hasText: t.urgentTitle })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await save(phone, t);
  await phone.getByRole("radio", { name: t.options.overTwoYears }).check();
  await phone.getByRole("group", { name: t.fields.eyes.glasses }).getByRole("radio", { name: t.yes }).check();
  await phone.getByRole("group", { name: t.fields.eyes.contacts }).getByRole("radio", { name: t.no }).check();
  await save(phone, t);
  await phone.getByRole("checkbox", { name: t.options.diabetes }).check();
  await phone.getByLabel(t.fields.health.medications).fill("Metformin");
  await save(phone, t);
  await phone.getByRole("checkbox", { name: t.options.glaucoma }).check();
  await save(phone, t);
  await phone.getByRole("radio", { name: t.options.fourToEight }).check();
  await phone.getByRole("group", { name: t.fields.day.driving }).getByRole("radio", { name: t.yes }).check();
  await save(phone, t);
  await phone.getByRole("checkbox", { name: t.consent.privacy }).check();
  await phone.getByRole("checkbox", { name: t.consent.exam }).check();
  await phone.getByLabel(t.fields.consent.signature).fill("Harleen Intake");
  await phone.getByRole("button", { name: t.send }).click();
  await expect(phone.getByRole("heading", { name: t.done.title })).toBeVisible();
  // No sideways scroll on a phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await other.close();

  // The clinic: "Urgent symptoms" and "Done" on the day sheet; the Owner reads the answers in English.
  await signInAsAdmin(page);
  await page.goto(`/brampton/admin/appointments?clinic=steeles&date=${date}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Urgent symptoms")).toBeVisible();
  await expect(row.getByText("Done", { exact: true })).toBeVisible();
  await page.goto("/brampton/admin/patients?q=Harleen%20Intake");
  await page.getByRole("link", { name: "Intake, Harleen" }).first().click();
  const forms = page.getByRole("region", { name: "Forms" });
  await expect(forms.getByText("A curtain or shadow over the vision").first()).toBeVisible();
  await expect(forms.getByText("9876543217").first()).toBeVisible();
  await expect(forms.getByText("Metformin").first()).toBeVisible();
  await forms.getByRole("button", { name: "Add to record" }).first().click();
  await expect(page.getByText("Added to the record")).toBeVisible();
  const patientUrl = page.url();

  // The Front desk sees the status, About you and a masked card, never the history.
  const { context: deskContext, page: desk } = await signInAsDemoStaff(browser, "frontdesk@brightview.example.com");
  await desk.goto(patientUrl);
  const deskForms = desk.getByRole("region", { name: "Forms" });
  await expect(deskForms.getByText("45 Main St N, Brampton ON L6X 1M7").first()).toBeVisible();
  await expect(deskForms.getByText("•••• ••• 217").first()).toBeVisible();
  await expect(deskForms.getByText("Metformin")).toHaveCount(0);
  await expect(deskForms.getByText("A curtain or shadow over the vision")).toHaveCount(0);
  await deskContext.close();

  // Every opening is in the access log.
  await page.goto("/brampton/admin/access-log");
  await expect(page.getByRole("cell", { name: "Intake forms" }).first()).toBeVisible();
});

test("booking again opens the forms filled in, and \u201cYes, still correct\u201d through every section sends them", async ({ page }) => {
  const email = uniqueEmail("intake.again");
  const t = en.intake;
  await book(page, { locale: "en", first: "Manpreet", email, dob: "1972-11-02" });
  await expect.poll(() => latestMail("booking-confirmation", email)).toContain("/brampton/book-exam/forms/");
  const first = formsLink(email);
  await openWithBirthDate(page, first, "1972-11-02", t);
  await page.getByLabel(t.fields.about.address).fill("9 Queen St E, Brampton ON L6V 1A2");
  await page.getByLabel(t.fields.about.phone, { exact: true }).fill("905-555-0164");
  await page.getByRole("radio", { name: t.options.patient }).check();
  await save(page, t);
  await page.getByRole("checkbox", { name: t.fields.insurance.noCard }).check();
  await save(page, t);
  await page.getByRole("checkbox", { name: t.options.routine }).check();
  await save(page, t);
  await page.getByRole("radio", { name: t.options.underOneYear }).check();
  await page.getByRole("group", { name: t.fields.eyes.glasses }).getByRole("radio", { name: t.no }).check();
  await page.getByRole("group", { name: t.fields.eyes.contacts }).getByRole("radio", { name: t.no }).check();
  await save(page, t);
  await page.getByLabel(t.fields.health.medications).fill("None");
  await save(page, t);
  await save(page, t);
  await page.getByRole("radio", { name: t.options.underTwo }).check();
  await page.getByRole("group", { name: t.fields.day.driving }).getByRole("radio", { name: t.no }).check();
  await save(page, t);
  await page.getByRole("checkbox", { name: t.consent.privacy }).check();
  await page.getByRole("checkbox", { name: t.consent.exam }).check();
  await page.getByLabel(t.fields.consent.signature).fill("Manpreet Intake");
  await page.getByRole("button", { name: t.send }).click();
  await expect(page.getByRole("heading", { name: t.done.title })).toBeVisible();

  // The next visit: every section asks "Is this still correct?", and "Yes, still correct" eight times sends them.
  await book(page, { locale: "en", first: "Manpreet", email, dob: "1972-11-02" });
  await expect.poll(() => formsLink(email)).not.toBe(first);
  await openWithBirthDate(page, formsLink(email), "1972-11-02", t);
  for (const section of Object.values(t.sections)) {
    await expect(page.getByRole("heading", { name: section, level: 2 })).toBeVisible();
    await expect(page.getByText(t.stillCorrect)).toBeVisible();
    await page.getByRole("button", { name: t.yesStill }).click();
  }
  await expect(page.getByRole("heading", { name: t.done.title })).toBeVisible();
  await expect(page.getByText("9 Queen St E, Brampton ON L6V 1A2")).toBeVisible();
});
