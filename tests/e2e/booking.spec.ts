import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { todayInToronto } from "@/lib/validations/booking";
import { signInAsAdmin } from "./support/auth";
import { mails, uniqueEmail } from "./support/mail";
import { asVisitor, expect, test } from "./support/visitors";
import { atBothWidths } from "./support/widths";

test.describe.configure({ timeout: 180_000 });

// Each test books as its own visitor (support/visitors.ts): bookings are rate limited per
// address (5 per 10 minutes), and the server keys on the socket's address.


async function choose(page: Page, service: string, clinic: string) {
  await page.getByRole("combobox", { name: /Service type/ }).selectOption(service);
  await page.getByRole("combobox", { name: /^Clinic/ }).selectOption(clinic);
  await expect(page.getByRole("group", { name: /^Times on/ }).getByRole("radio").first()).toBeVisible();
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel("First name").first().fill("Navdeep");
  await page.getByLabel("Last name").first().fill("Gill");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("905-555-0166");
}

/** A day a few days out, picked per run so parallel workers rarely want the same time. */
async function pickDay(page: Page, index: number) {
  const day = page.getByRole("group", { name: "Day" }).getByRole("radio").nth(index);
  await day.check();
  await expect(page.getByRole("group", { name: /^Times on/ }).getByRole("radio").first()).toBeVisible();
}

test("book the earliest time at either clinic, see it in the dialog and the e-mail, then cancel it from the manage link", async ({ page, browser }) => {
  await page.goto("/brampton/book-exam");
  const submit = page.getByRole("button", { name: "Book Appointment" }).last();
  await expect(async () => {
    await submit.click();
    await expect(page.getByText("First name is required")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText("Please choose a time")).toBeVisible();

  await choose(page, "Comprehensive Eye Exam", "either");
  await atBothWidths(page, async (width) => expect(await axeViolations(page), `at ${width} px`).toEqual([]));
  // Earliest first, each labelled with its clinic.
  const times = page.getByRole("group", { name: /^Times on/ }).getByRole("radio");
  const values = await times.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const starts = values.map((v) => Date.parse(v.split("|")[1]));
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  await pickDay(page, 2 + Math.floor(Math.random() * 6));
  const slot = times.nth(Math.floor(Math.random() * 8));
  const value = await slot.inputValue();
  const label = (await page.locator(`label[for="bk-slot-${value}"]`).innerText()).split("\n");
  await slot.check();
  const email = uniqueEmail("navdeep");
  await fillContact(page, email);
  await submit.click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Thank You for Your Submission!");
  await expect(dialog).toContainText("Our team will contact you within 24 hours to confirm your appointment");
  await expect(dialog.getByTestId("booked-visit")).toContainText(label[0]);
  await expect(dialog.getByTestId("booked-visit")).toContainText(label[1]);
  const when = await dialog.getByTestId("booked-visit").locator("p").first().innerText();
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByLabel("First name").first()).toHaveValue("");

  await expect.poll(() => mails("booking-confirmation", email).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = mails("booking-confirmation", email);
  const text = readFileSync(path.join(confirmation, "message.txt"), "utf8");
  expect(text).toContain(when);
  expect(readFileSync(path.join(confirmation, "brightview-appointment.ics"), "utf8")).toMatch(/DTSTART;TZID=America\/Toronto:\d{8}T\d{6}/);
  await expect.poll(() => mails("booking-notice", email).length).toBe(1);

  // The manage link from the e-mail: cancel, and the time is offered again.
  const link = /https?:\/\/\S+\/brampton\/book-exam\/manage\/[A-Za-z0-9_-]{43}/.exec(text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(when)).toBeVisible();
  await atBothWidths(page, async (width) => expect(await axeViolations(page), `at ${width} px`).toEqual([]));
  await page.getByRole("button", { name: "Cancel appointment" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel appointment" })).toHaveCount(0);
  await expect.poll(() => mails("booking-cancelled", email).length, { timeout: 15_000 }).toBe(1);
  expect(readFileSync(path.join(mails("booking-cancelled", email)[0], "brightview-appointment.ics"), "utf8")).toContain("METHOD:CANCEL");

  await page.goto("/brampton/book-exam");
  const clinic = value.split("|")[0];
  await choose(page, "Comprehensive Eye Exam", clinic);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date(value.split("|")[1]));
  await page.getByRole("group", { name: "Day" }).locator(`input[value="${day}"]`).check();
  await expect(page.locator(`input[name="slot"][value="${value}"]`)).toBeAttached();

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/brampton/analytics?tab=form-submissions");
  await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("booking");
  await admin.close();
});

test("a family of three is booked back to back at one clinic", async ({ page }) => {
  await page.goto("/brampton/book-exam");
  await fillContact(page, uniqueEmail("family"));
  for (const [first, dob] of [["Riya", "2016-04-02"], ["Dev", "1950-01-20"]]) {
    await page.getByRole("button", { name: "Add another family member" }).click();
    const member = page.getByRole("group", { name: /^Family member/ }).last();
    await member.getByLabel("First name").fill(first);
    await member.getByLabel("Date of birth").fill(dob);
  }
  await choose(page, "Comprehensive Eye Exam", "goreway");
  // The OHIP hint for the child and the senior (every 18 months since September 2023), as a hint with a link.
  await expect(page.getByText(/OHIP may cover this exam: .* under 20/)).toBeVisible();
  await expect(page.getByText(/OHIP may cover this exam: .* every 18 months for patients 65 and older/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await pickDay(page, 3 + Math.floor(Math.random() * 5));
  const slot = page.getByRole("group", { name: /^Times on/ }).getByRole("radio").first();
  await expect(page.locator(`label[for="bk-slot-${await slot.inputValue()}"]`)).toContainText("–");
  await slot.check();
  // The sequence is shown before booking.
  const proposed = page.getByRole("status").filter({ hasText: "Proposed order" });
  await expect(proposed.getByRole("listitem")).toHaveCount(3);
  await expect(proposed.getByRole("listitem").nth(1)).toContainText("Riya");
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  const visit = page.getByRole("dialog").getByTestId("booked-visit");
  await expect(visit).toContainText("Navdeep Gill");
  await expect(visit).toContainText("Riya Gill");
  await expect(visit).toContainText("Dev Gill");
  const items = await visit.getByRole("listitem").allInnerTexts();
  expect(items).toHaveLength(3);
});

test("when two people want the same time, the second sees the nearest free times and keeps what they typed", async ({ page, browser }) => {
  const other = await browser.newPage({ extraHTTPHeaders: asVisitor() });
  for (const p of [page, other]) {
    await p.goto("/brampton/book-exam");
    await choose(p, "Dry Eye Treatment", "goreway");
  }
  await pickDay(page, 8);
  await pickDay(other, 8);
  const value = await page.getByRole("group", { name: /^Times on/ }).getByRole("radio").nth(3).inputValue();
  for (const p of [other, page]) {
    await p.locator(`input[name="slot"][value="${value}"]`).check();
    await fillContact(p, uniqueEmail("race"));
  }
  await other.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(other.getByRole("dialog")).toContainText("Thank You for Your Submission!");
  await other.close();

  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(page.getByText("That time was just taken — here are the nearest free times")).toBeVisible();
  await expect(page.getByLabel("First name").first()).toHaveValue("Navdeep");
  const nearest = page.getByRole("group", { name: /Nearest free times/ }).getByRole("radio");
  await expect(nearest.first()).toBeVisible();
  expect(await nearest.evaluateAll((i) => i.map((x) => (x as HTMLInputElement).value))).not.toContain(value);
  await nearest.first().check();
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(page.getByRole("dialog")).toContainText("Thank You for Your Submission!");
});

test("keyboard only: choose a service, a clinic and a time, and book", async ({ page }) => {
  await page.goto("/brampton/book-exam");
  const email = uniqueEmail("keys");
  await page.locator("#bk-serviceType").focus();
  await page.keyboard.press("ArrowDown"); // Comprehensive Eye Exam
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown"); // Goreway Dr Clinic
  await expect(page.locator("#bk-location")).toHaveValue("goreway");
  // Past "Language" (Any language) and "Optometrist" (First available), left as they are.
  await page.keyboard.press("Tab");
  await expect(page.locator("#bk-language")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("#bk-optometrist")).toBeFocused();
  for (const text of ["Navdeep", "Gill"]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(text);
  }
  // Tabbing into the date of birth gives it today (in Brampton) as its latest date.
  await page.keyboard.press("Tab");
  await expect(page.locator("#bk-dateOfBirth")).toBeFocused();
  await expect(page.locator("#bk-dateOfBirth")).toHaveAttribute("max", todayInToronto());
  // Tab through "Add another family member" to the day radio group.
  const firstDay = page.getByRole("group", { name: "Day" }).getByRole("radio").first();
  await expect(firstDay).toBeVisible();
  for (let i = 0; i < 6 && !(await firstDay.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(firstDay).toBeFocused();
  await page.keyboard.press("ArrowRight"); // the next day
  await expect(page.getByRole("group", { name: /^Times on/ }).getByRole("radio").first()).toBeVisible();
  await page.keyboard.press("Tab");
  const time = page.getByRole("group", { name: /^Times on/ }).getByRole("radio").first();
  for (let i = 0; i < 3 && !(await time.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(time).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await expect(time).toBeChecked();
  await page.getByLabel("Email").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("905-555-0166");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toContainText("Thank You for Your Submission!");
  await expect(page.getByRole("dialog").getByTestId("booked-visit")).toContainText("Goreway Dr");
});

test("a booking that fails keeps the values and shows the spec's error", async ({ page }) => {
  await page.goto("/brampton/book-exam");
  await choose(page, "Comprehensive Eye Exam", "steeles");
  await page.getByRole("group", { name: /^Times on/ }).getByRole("radio").first().check();
  await fillContact(page, uniqueEmail("fails"));
  // The server action never answers: the request fails in the network.
  await page.route("**/brampton/book-exam", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(page.getByText("There was an error processing your booking. Please try again or call us directly.")).toBeVisible();
  await expect(page.getByLabel("First name").first()).toHaveValue("Navdeep");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a tampered manage link gets a clear page", async ({ page }) => {
  await page.goto(`/brampton/book-exam/manage/${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
});

test("frames saved from the shop are held for the visit, and the clinic sees them on its day sheet and can cancel", async ({ page, browser }) => {
  await page.goto("/brampton/shop/product/00000000-0000-4000-8003-000000000002");
  const name = await page.getByRole("heading", { level: 1 }).innerText();
  await page.getByRole("button", { name: "Try at my exam" }).click();
  await expect(page.getByRole("button", { name: "Saved for your exam" })).toBeDisabled();
  await expect(page.getByText("1 of 4 frames saved for your visit.")).toBeVisible();

  await page.goto("/brampton/book-exam");
  const frames = page.getByRole("region", { name: /Frames to try at your visit/ });
  await expect(frames).toContainText(name);
  await choose(page, "Contact Lens Fitting", "steeles");
  await pickDay(page, 4 + Math.floor(Math.random() * 4));
  const slot = page.getByRole("group", { name: /^Times on/ }).getByRole("radio").nth(Math.floor(Math.random() * 10));
  const value = await slot.inputValue();
  await slot.check();
  const email = uniqueEmail("frames");
  await fillContact(page, email);
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(page.getByRole("dialog")).toContainText("Thank You for Your Submission!");
  await expect.poll(() => mails("booking-notice", email).length, { timeout: 15_000 }).toBe(1);
  expect(readFileSync(path.join(mails("booking-notice", email)[0], "message.txt"), "utf8")).toContain(name);

  // axe needs a page of its own context.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date(value.split("|")[1]));
  await admin.goto(`/brampton/admin/appointments?clinic=steeles&date=${day}`);
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Navdeep Gill");
  expect(await axeViolations(admin)).toEqual([]);
  await expect(row).toContainText(name);
  await row.getByRole("button", { name: /^Cancel / }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(row).toContainText("Cancelled");
  await expect.poll(() => mails("booking-cancelled", email).length, { timeout: 15_000 }).toBe(1);
  await adminContext.close();
});
