import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E_CRON_SECRET } from "./support/env";
import { mails, uniqueEmail } from "./support/mail";
import { expect, test } from "./support/visitors";
import { atBothWidths } from "./support/widths";

test.describe.configure({ timeout: 180_000 });

// Issue 44, offers: a booked patient asks for an earlier time from the manage page; another patient
// cancels an earlier Goreway visit; the offer e-mail's "See this time" opens a page that changes
// nothing until "Book this time", which moves the booking. Batches, holds, the race and the words
// of every refusal are proven in tests/integration/waitlist-offers.test.ts.
const axe = async (page: Page) => (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()).violations.map((v) => v.id);
const mailText = (kind: string, email: string) => readFileSync(path.join(mails(kind, email)[0], "message.txt"), "utf8");

/** Books the first time on the nth free Goreway day through the form; returns the manage link's path and the time's words. */
async function bookGoreway(page: Page, dayIndex: number, email: string): Promise<{ manage: string; value: string }> {
  await page.goto("/brampton/book-exam");
  await page.getByRole("combobox", { name: /Service type/ }).selectOption("Comprehensive Eye Exam");
  await page.getByRole("combobox", { name: /^Clinic/ }).selectOption("goreway");
  await page.getByRole("group", { name: "Day" }).getByRole("radio").nth(dayIndex).check();
  const slot = page.getByRole("group", { name: /^Times on/ }).getByRole("radio").first();
  await expect(slot).toBeVisible();
  const value = await slot.inputValue();
  await slot.check();
  await page.getByLabel("First name").first().fill("Simran");
  await page.getByLabel("Last name").first().fill("Early");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("905-555-0142");
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(page.getByRole("dialog")).toContainText("Thank You for Your Submission!");
  await expect.poll(() => mails("booking-confirmation", email).length, { timeout: 15_000 }).toBe(1);
  return { manage: new URL(/https?:\/\/\S+\/brampton\/book-exam\/manage\/[A-Za-z0-9_-]{43}/.exec(mailText("booking-confirmation", email))![0]).pathname, value };
}

test("\"Offer me an earlier time\" from the manage page; a cancellation frees one; \"Book this time\" moves the booking there", async ({ page, browser, request }) => {
  const mover = uniqueEmail("mover");
  const later = await bookGoreway(page, 7 + Math.floor(Math.random() * 3), mover);

  await page.goto(later.manage);
  await page.getByRole("button", { name: "Offer me an earlier time" }).click();
  const dialog = page.getByRole("dialog", { name: "Offer me an earlier time" });
  await expect(dialog).toContainText("Goreway");
  await atBothWidths(page, async (width) => expect(await axe(page), `at ${width} px`).toEqual([]));
  await dialog.getByRole("button", { name: "Offer me an earlier time" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You've asked for an earlier time" })).toBeVisible();
  await expect.poll(() => mails("waitlist-joined", mover).length, { timeout: 15_000 }).toBe(1);

  // Someone else cancels an earlier Goreway visit.
  const other = await (await browser.newContext()).newPage();
  const freer = uniqueEmail("freer");
  const earlier = await bookGoreway(other, 1 + Math.floor(Math.random() * 4), freer);
  await other.goto(earlier.manage);
  await other.getByRole("button", { name: "Cancel appointment" }).click();
  await other.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(other.getByText("Cancelled", { exact: true })).toBeVisible();
  await other.context().close();

  // Within a minute (the embedded timer, or the cron route here) the offer e-mail goes out.
  await expect
    .poll(async () => {
      await request.get("/api/outbox/retry", { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
      return mails("waitlist-offer", mover).length;
    }, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const offer = mailText("waitlist-offer", mover);
  expect(offer).toContain("Goreway");
  const link = /See this time: (\S+)/.exec(offer)![1];

  // The link opens the time; only the button books.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("An earlier time is free");
  await page.reload();
  await expect(page.getByRole("button", { name: "Book this time" })).toBeVisible();
  await atBothWidths(page, async (width) => {
    expect(await axe(page), `at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
  });
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByRole("status")).toContainText("Your appointment has moved to this time");
  await expect.poll(() => mails("booking-moved", mover).length, { timeout: 15_000 }).toBe(1);

  // The manage page shows the earlier time, and no longer offers to look for one before it.
  await page.goto(later.manage);
  const when = /\n(.+)\nComprehensive Eye Exam at/.exec(offer)?.[1];
  if (when) await expect(page.getByText(when)).toBeVisible();
  await expect(page.getByRole("button", { name: "Offer me an earlier time" })).toBeVisible();
});
