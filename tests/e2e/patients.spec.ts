import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { uniqueEmail } from "./support/mail";
import { expect, test } from "./support/visitors";
import { atBothWidths, settle } from "./support/widths";

// Issue 42: the patient is a record the front desk finds in seconds. Matching, merging and who may
// see what are proven in tests/integration/patients.test.ts; here, the pages as people use them.
// Each test books as its own visitor (support/visitors.ts): bookings are limited per address.
const axe = async (page: Page) => (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()).violations.map((v) => v.id);

/** Types into the search box as a person would, and waits for the answer. */
async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search patients" });
  await box.fill("");
  await box.pressSequentially(text, { delay: 20 });
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
}

// Walked once, at 1280 px; its phone layout (the results as cards, the record's sections) is checked at
// 390 px where it changes, with atBothWidths, instead of walking the journey again in the 390 px project.
test("the front desk adds a patient, finds them by part of the last name, a phone typed any way and the date of birth, and opens their page", async ({ page }) => {
  const last = `Dhaliwal${Date.now().toString(36)}`;
  const phone = `416 555 ${String(Date.now() % 10000).padStart(4, "0")}`;
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Patients" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Patients" })).toBeVisible();

  // Add patient: the form says what is wrong, then saves.
  await page.getByRole("link", { name: "Add patient" }).click();
  const form = page.getByRole("form", { name: "Add patient" });
  await form.getByLabel("First name").fill("Tejinder");
  await form.getByLabel("Last name").fill(last);
  await form.getByLabel("Date of birth").fill("2999-01-01");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Please enter a date of birth between 1900 and today")).toBeVisible();
  await form.getByLabel("Date of birth").fill("1962-11-30");
  await form.getByLabel("Phone").fill(phone);
  await form.getByLabel("Email").fill(uniqueEmail("tejinder"));
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Tejinder ${last}` })).toBeVisible();
  const patientUrl = page.url();

  // The search answers as the front desk types.
  await page.goto("/brampton/admin/patients");
  const results = page.getByRole("region", { name: "Patients" });
  for (const typed of [last.slice(2, 9).toLowerCase(), phone.replace(/ /g, "-"), phone, "1962-11-30"]) {
    await search(page, typed);
    await expect(results.getByRole("link", { name: `${last}, Tejinder` }).filter({ visible: true })).toBeVisible();
  }
  await atBothWidths(page, async (width) => {
    await expect(results.getByRole("link", { name: `${last}, Tejinder` }).filter({ visible: true }), `at ${width} px`).toBeVisible();
    expect(await axe(page), `at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
  });

  // The patient's page: details, visits, orders, receipts, history; and a booking form filled in.
  await results.getByRole("link", { name: `${last}, Tejinder` }).filter({ visible: true }).click();
  await expect(page).toHaveURL(patientUrl);
  for (const section of ["Details", "Household", "Visits", "Orders", "Receipts", "Prescriptions on file", "Messages sent", "History"]) {
    await expect(page.getByRole("region", { name: section })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Details" })).toContainText(phone);
  await expect(page.getByRole("region", { name: "History" })).toContainText("Created");
  await atBothWidths(page, async (width) => {
    expect(await axe(page), `at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
  });
  await page.getByRole("link", { name: "Book an appointment" }).click();
  await expect(page.getByLabel("First name").first()).toHaveValue("Tejinder");
  await expect(page.getByLabel("Last name").first()).toHaveValue(last);
  await expect(page.getByLabel("Phone")).toHaveValue(phone);
});

test("a family booked together is one household; the same name and e-mail with another birth date is a possible duplicate, and Merge moves its visit", async ({ page, browser }) => {
  const email = uniqueEmail("sandhu.family");
  const last = `Sandhu${Date.now().toString(36)}`;
  const phone = `905-555-${String(Date.now() % 10000).padStart(4, "0")}`;
  const visitor = await (await browser.newContext()).newPage();
  /** Books the first free Steeles exam for the people given through the public form. */
  async function book(people: [string, string][], day: number) {
    await visitor.goto("/brampton/book-exam");
    await visitor.getByLabel("First name").first().fill(people[0][0]);
    await visitor.getByLabel("Last name").first().fill(last);
    await visitor.getByLabel("Date of birth").first().fill(people[0][1]);
    await visitor.getByLabel("Email").fill(email);
    await visitor.getByLabel("Phone").fill(phone);
    for (const [first, dob] of people.slice(1)) {
      await visitor.getByRole("button", { name: "Add another family member" }).click();
      const member = visitor.getByRole("group", { name: /^Family member/ }).last();
      await member.getByLabel("First name").fill(first);
      await member.getByLabel("Date of birth").fill(dob);
    }
    await visitor.getByRole("combobox", { name: /Service type/ }).selectOption("Comprehensive Eye Exam");
    await visitor.getByRole("combobox", { name: /^Clinic/ }).selectOption("steeles");
    await visitor.getByRole("group", { name: "Day" }).getByRole("radio").nth(day).check();
    await visitor.getByRole("group", { name: /^Times on/ }).getByRole("radio").first().check();
    await visitor.getByRole("button", { name: "Book Appointment" }).last().click();
    await expect(visitor.getByRole("dialog").getByTestId("booked-visit")).toContainText(people.length > 1 ? `${people[1][0]} ${last}` : "With ");
  }
  // A day a few days out, picked per run so parallel workers rarely want the same time.
  const day = 2 + Math.floor(Math.random() * 5);
  await book([["Gurpreet", "1981-06-15"], ["Amrit", "2015-02-01"]], day);
  await book([["Gurpreet", "1981-06-16"]], day + 1);
  await visitor.context().close();

  await signInAsAdmin(page);
  await page.goto("/brampton/admin/patients");
  await search(page, last.toLowerCase());
  const results = page.getByRole("region", { name: "Patients" });
  await expect(results.getByRole("link", { name: `${last}, Gurpreet` })).toHaveCount(2);
  await expect(results.getByRole("link", { name: `${last}, Amrit` })).toHaveCount(1);

  // The household, seen from the child's record.
  await results.getByRole("link", { name: `${last}, Amrit` }).click();
  await expect(page.getByRole("region", { name: "Household" }).getByRole("link", { name: `Gurpreet ${last}` })).toBeVisible();

  // The pair is listed; Merge asks for the reason (the birth dates differ), then moves the visit.
  await page.goto("/brampton/admin/patients/duplicates");
  const pair = page.getByRole("listitem").filter({ hasText: last }).filter({ hasText: "Same name and the same e-mail or phone, another date of birth" });
  await expect(pair).toHaveCount(1);
  await expect(pair.getByRole("row", { name: /Date of birth/ })).toContainText("Differs");
  await expect(pair.getByRole("row", { name: /Email/ })).toContainText("Shares");
  await settle(page);
  expect(await axe(page)).toEqual([]);
  await pair.getByRole("link", { name: /^Merge/ }).click();
  await page.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByRole("form", { name: "Merge into…" }).getByRole("alert")).toContainText("These records have different dates of birth: type the reason for merging them");
  await page.getByLabel(/^Reason/).fill("The day was typed wrong at the second booking");
  await page.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Gurpreet ${last}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Visits" }).getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "History" })).toContainText("Merged in");
});
