import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { mails, uniqueEmail } from "./support/mail";
import { expect, test } from "./support/visitors";
import { atBothWidths } from "./support/widths";

// Issue 44, joining: the booking form's "Join the waitlist" in Punjabi, its e-mail read from the
// outbox, and the leave link's page whose button alone leaves. The limits and dates are proven in
// tests/integration/waitlist.test.ts.
const axe = async (page: Page) => (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()).violations.map((v) => v.id);
const toronto = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Toronto" });

test("a patient joins the waitlist in Punjabi for Goreway mornings, gets the e-mail, and leaves it from its link", async ({ page, browser }) => {
  const email = uniqueEmail("waits");
  await page.goto("/pa/brampton/book-exam");
  await page.getByRole("combobox", { name: /ਸੇਵਾ/ }).first().selectOption("Comprehensive Eye Exam");
  await page.getByLabel("ਪਹਿਲਾ ਨਾਂ").first().fill("Gurleen");
  await page.getByRole("button", { name: "ਉਡੀਕ-ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ" }).click();

  const dialog = page.getByRole("dialog", { name: "ਉਡੀਕ-ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ" });
  await expect(dialog.getByLabel("ਸੇਵਾ")).toHaveValue("Comprehensive Eye Exam");
  await expect(dialog.getByLabel("ਪਹਿਲਾ ਨਾਂ")).toHaveValue("Gurleen");
  await atBothWidths(page, async (width) => expect(await axe(page), `at ${width} px`).toEqual([]));
  // What is missing is said beside its field, in Punjabi.
  await dialog.getByRole("button", { name: "ਉਡੀਕ-ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ" }).click();
  await expect(dialog.getByText("ਕਿਰਪਾ ਕਰਕੇ ਤਾਰੀਖ਼ ਚੁਣੋ")).toBeVisible();
  await dialog.getByLabel("ਕਲੀਨਿਕ").selectOption("goreway");
  await dialog.getByLabel("ਸਭ ਤੋਂ ਪਹਿਲੀ ਤਾਰੀਖ਼").fill(toronto(1));
  await dialog.getByLabel("ਸਭ ਤੋਂ ਆਖ਼ਰੀ ਤਾਰੀਖ਼").fill(toronto(14));
  await dialog.getByRole("checkbox", { name: /ਸਵੇਰ/ }).check();
  await dialog.getByLabel("ਆਖ਼ਰੀ ਨਾਂ").fill("Waits");
  await dialog.getByLabel("ਈਮੇਲ").fill(email);
  await dialog.getByLabel("ਫ਼ੋਨ").fill("905-555-0131");
  await dialog.getByRole("button", { name: "ਉਡੀਕ-ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਵੋ" }).click();
  await expect(page.getByRole("dialog", { name: "ਤੁਸੀਂ ਉਡੀਕ-ਸੂਚੀ ਵਿੱਚ ਹੋ" })).toBeVisible();

  await expect.poll(() => mails("waitlist-joined", email).length, { timeout: 15_000 }).toBe(1);
  const mail = readFileSync(path.join(mails("waitlist-joined", email)[0], "message.txt"), "utf8");
  expect(mail).toContain("ਸਤ ਸ੍ਰੀ ਅਕਾਲ Gurleen");
  expect(mail).toContain("ਸਵੇਰ");

  // The clinic's view lists the entry under Goreway, in the order joined, at both widths.
  const desk = await (await browser.newContext()).newPage();
  await signInAsAdmin(desk);
  await desk.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Waitlist" }).click();
  const goreway = desk.getByRole("region", { name: /Goreway/ });
  await expect(goreway.getByRole("row").filter({ hasText: email })).toContainText("Mornings");
  await atBothWidths(desk, async (width) => {
    expect(await axe(desk), `at ${width} px`).toEqual([]);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
  });
  await desk.context().close();

  // The leave link opens a page (changing nothing); its button leaves.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(/(http\S+\/pa\/brampton\/book-exam\/waitlist\/[A-Za-z0-9_-]{43})/.exec(mail)![1]);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("ਉਡੀਕ-ਸੂਚੀ ਛੱਡੋ");
  await visitor.reload();
  await visitor.getByRole("button", { name: "ਉਡੀਕ-ਸੂਚੀ ਛੱਡੋ" }).click();
  await expect(visitor.getByRole("status")).toContainText("ਤੁਸੀਂ ਉਡੀਕ-ਸੂਚੀ ਛੱਡ ਦਿੱਤੀ ਹੈ");
  await visitor.reload();
  await expect(visitor.getByRole("button", { name: "ਉਡੀਕ-ਸੂਚੀ ਛੱਡੋ" })).toHaveCount(0);
  await visitor.context().close();
});
