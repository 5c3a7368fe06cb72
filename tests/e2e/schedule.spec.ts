import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { mails, uniqueEmail } from "./support/mail";
import { expect, test } from "./support/visitors";
import { settle } from "./support/widths";

// E2E_SHOTS_DIR=/tmp/shots: pictures of the pages at both widths, light and dark, to look at.
const SHOTS = process.env.E2E_SHOTS_DIR;

test.describe.configure({ timeout: 240_000 });

// One database serves the whole run: every change here is either far out in the booking window
// or undone at the end, so the other booking tests keep the clinic's usual week.

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function setSaturdayClose(page: Page, time: string) {
  await page.goto("/brampton/admin/schedule");
  const form = page.getByRole("form", { name: "Steeles Ave W" });
  await form.getByLabel("Saturday close", { exact: true }).fill(time);
  await form.getByRole("button", { name: "Save hours" }).click();
  const keep = page.getByRole("button", { name: "Keep them" });
  // Appointments another test booked late on a Saturday stand (the day sheet flags them).
  await expect(page.getByText(/^Hours saved for Steeles Ave W\./).or(keep)).toBeVisible();
  if (await keep.isVisible()) await keep.click();
  await expect(page.getByText(/^Hours saved for Steeles Ave W\./)).toBeVisible();
}

test("the schedule page: its sections, its forms' messages and no axe violations at 1280 and 390 px", async ({ page }) => {
  await signInAsAdmin(page);
  // The admin navigation links it (inside the menu on a phone).
  await expect(page.locator('a[href="/brampton/admin/schedule"]').first()).toHaveText(/Schedule/);
  await page.goto("/brampton/admin/schedule");
  for (const name of ["Clinic hours", "Optometrists", "Closures and special hours", "Public holidays", "Booking rules"]) {
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  }
  // Ontario's nine, never Easter Monday or the Civic Holiday.
  const holidays = page.getByRole("table", { name: /Public holidays/ });
  await expect(holidays).toContainText("Family Day");
  await expect(holidays).not.toContainText("Easter Monday");
  await expect(holidays).not.toContainText("Civic Holiday");
  expect(await axeViolations(page)).toEqual([]);

  // A close before the open is refused beside the field, and nothing changes.
  const form = page.getByRole("form", { name: "Goreway Dr" });
  await expect(form.getByLabel("Sunday closed")).toBeChecked();
  await form.getByLabel("Friday close", { exact: true }).fill("10:00");
  await form.getByRole("button", { name: "Save hours" }).click();
  await expect(form.getByText("Closing time must be after opening time")).toBeVisible();
  await expect(form.getByLabel("Friday close", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: "Add closure" }).click();
  const dialog = page.getByRole("dialog", { name: "Add closure" });
  await dialog.getByLabel("From").fill("2031-01-05");
  await dialog.getByLabel("To").fill("2031-01-02");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The last date cannot be before the first")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });
    await settle(page);
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
    // Nothing widens the page past the screen (a phone would then zoom out or hide the dialogs' buttons).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
    // To look at, with E2E_SHOTS_DIR set: the page in light and dark.
    for (const scheme of SHOTS ? (["light", "dark"] as const) : []) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/schedule-${width}-${scheme}.png`, fullPage: true });
    }
  }
});

// Desktop project only: the phone project would run it at the same time and the two would set
// Saturday's close over each other; the pages are read at both widths here instead.
test("the admin shortens Saturday hours at Steeles: the booking page and the location page show it at 390 and 1280 px", async ({ page }) => {
  await signInAsAdmin(page);
  await setSaturdayClose(page, "16:00");
  try {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const url of ["/brampton/book-exam", "/brampton/locations/brightview-steeles"]) {
        await page.goto(url);
        await expect(page.getByText("9:00 AM – 4:00 PM").first()).toBeVisible();
      }
    }
  } finally {
    await setSaturdayClose(page, "17:00");
  }
  await page.goto("/brampton/locations/brightview-steeles");
  await expect(page.getByText("9:00 AM – 5:00 PM").first()).toBeVisible();
});

test("a closure range at Goreway: no time is offered in it, and the location page shows its note", async ({ page }) => {
  await signInAsAdmin(page);
  // Two weeks from now: within the 30 days the pages announce, and inside the booking window.
  const day = (offset: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date(Date.now() + offset * 86_400_000));
  const note = `Closed for staff training ${Date.now() % 100000}`;
  await page.goto("/brampton/admin/schedule");
  await page.getByRole("button", { name: "Add closure" }).click();
  const dialog = page.getByRole("dialog", { name: "Add closure" });
  await dialog.getByLabel("Clinic").selectOption("goreway");
  await dialog.getByLabel("From").fill(day(14));
  await dialog.getByLabel("To").fill(day(16));
  await expect(dialog.getByLabel("Closed all day")).toBeChecked();
  await dialog.getByLabel("Note").fill(note);
  await dialog.getByRole("button", { name: "Save" }).click();
  const keep = dialog.getByRole("button", { name: "Keep them" });
  await expect(page.getByText("Closure added.").or(keep)).toBeVisible();
  if (await keep.isVisible()) await keep.click();
  await expect(page.getByRole("region", { name: "Closures and special hours" })).toContainText(note);

  await page.goto("/brampton/locations/brightview-goreway");
  await expect(page.getByRole("main").getByText(note)).toBeVisible();
  await page.goto("/brampton/book-exam");
  await page.getByRole("combobox", { name: /Service type/ }).selectOption("Comprehensive Eye Exam");
  await page.getByRole("combobox", { name: /^Clinic/ }).selectOption("goreway");
  await expect(page.getByRole("group", { name: /^Times on/ }).getByRole("radio").first()).toBeVisible();
  await page.getByRole("button", { name: /^Show all \d+ days$/ }).click();
  const days = await page.getByRole("group", { name: "Day" }).getByRole("radio").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(days.length).toBeGreaterThan(20);
  for (const closed of [day(14), day(15), day(16)]) expect(days).not.toContain(closed);
});

// Desktop project only: it asserts the Tamil speakers listed, which a second project's run would add to.
test("an optometrist who speaks Tamil with a Tuesday shift is booked by a patient who picks Tamil; First available names one; the form at 390 and 1280 px", async ({ page, browser }) => {
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/brampton/admin/schedule");
  const name = `Kavya Raman ${Date.now() % 100000}`;
  await admin.getByRole("button", { name: "Add optometrist" }).click();
  const add = admin.getByRole("dialog", { name: "Add optometrist" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Title").fill(`Dr. ${name}, OD`);
  await add.getByLabel("Registration number").fill("OD-13001");
  await add.getByRole("group", { name: "Languages" }).getByLabel("Tamil").check();
  await add.getByLabel("Bio").fill("Children's vision and binocular vision.");
  await expect(add.getByLabel("Active")).toBeChecked();
  await add.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText(`${name} added.`)).toBeVisible();

  await admin.getByRole("button", { name: "Add shift" }).click();
  const shift = admin.getByRole("dialog", { name: "Add shift" });
  await shift.getByLabel("Optometrist").selectOption({ label: `Dr. ${name}, OD` });
  await shift.getByLabel("Clinic").selectOption("goreway");
  await shift.getByLabel("Day").selectOption({ label: "Tuesday" });
  await shift.getByLabel("Start").fill("11:00");
  await shift.getByLabel("End").fill("18:00");
  await shift.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Shift added.")).toBeVisible();
  await admin.close();

  await page.goto("/brampton/book-exam");
  await page.getByRole("combobox", { name: /Service type/ }).selectOption("Comprehensive Eye Exam");
  await page.getByRole("combobox", { name: /^Clinic/ }).selectOption("either");
  await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Tamil" });
  const optometrist = page.getByRole("combobox", { name: "Optometrist" });
  await expect(optometrist.getByRole("option")).toHaveText(["First available", `Dr. ${name}, OD (English, Tamil)`]);
  await optometrist.selectOption({ label: `Dr. ${name}, OD (English, Tamil)` });
  const times = page.getByRole("group", { name: /^Times on/ }).getByRole("radio");
  await expect(times.first()).toBeVisible();
  // Only Tuesdays, at Goreway.
  const values = await page.getByRole("group", { name: "Day" }).getByRole("radio").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(values.every((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 2)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), "at 390 px").toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await times.nth(Math.floor(Math.random() * 6)).check();
  const email = uniqueEmail("tamil");
  await page.getByLabel("First name").first().fill("Arun");
  await page.getByLabel("Last name").first().fill("Kumar");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("905-555-0177");
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(page.getByRole("dialog").getByTestId("booked-visit")).toContainText(`With Dr. ${name}, OD`);
  await expect.poll(() => mails("booking-confirmation", email).length, { timeout: 15_000 }).toBe(1);
  expect(readFileSync(path.join(mails("booking-confirmation", email)[0], "message.txt"), "utf8")).toContain(`with Dr. ${name}, OD`);
  await page.getByRole("button", { name: "Close", exact: true }).click();

  // First available: the confirmation names whoever was assigned.
  await page.getByRole("combobox", { name: /Service type/ }).selectOption("Dry Eye Treatment");
  await page.getByRole("combobox", { name: /^Clinic/ }).selectOption("steeles");
  await expect(page.getByRole("combobox", { name: "Optometrist" })).toHaveValue("");
  await page.getByRole("group", { name: "Day" }).getByRole("radio").nth(3 + Math.floor(Math.random() * 5)).check();
  await times.nth(Math.floor(Math.random() * 10)).check();
  await page.getByLabel("First name").first().fill("Lena");
  await page.getByLabel("Last name").first().fill("Park");
  await page.getByLabel("Email").fill(uniqueEmail("first"));
  await page.getByLabel("Phone").fill("905-555-0178");
  for (const width of SHOTS ? [390, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator("#schedule").screenshot({ path: `${SHOTS}/booking-form-${width}-${scheme}.png` });
    }
  }
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(page.getByRole("dialog").getByTestId("booked-visit")).toContainText(/With Dr\. .+, OD/);
});
