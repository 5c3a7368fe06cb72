import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import twilio from "twilio";
import en from "@/content/i18n/en/messages.json";
import { TEXTS_COPY } from "@/content/texts";
import { signInAsAdmin, signInAsDemoStaff } from "./support/auth";
import { E2E_BASE_URL, E2E_CRON_SECRET, E2E_TWILIO_TOKEN } from "./support/env";
import { linkFromMail, signUp } from "./support/account";
import { OUTBOX, uniqueEmail } from "./support/mail";
import { expect, test } from "./support/visitors";
import { settle } from "./support/widths";

// E2E_SHOTS_DIR=/tmp/shots: the Texts page and the patient's "Texts" at both widths, light and dark.
const SHOTS = process.env.E2E_SHOTS_DIR;

// Issue 54: a patient books with texts on, confirms by texting C, and texts the clinic; the front desk
// reads it under the patient's name and replies. Twilio's webhooks are signed here as Twilio signs them.
test.describe.configure({ timeout: 240_000 });

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

/** The newest text of `kind` written to the outbox folder for `to` (E.164), or null. */
function latestText(kind: string, to: string): string | null {
  if (!existsSync(OUTBOX)) return null;
  const found = readdirSync(OUTBOX)
    .filter((f) => f.includes(`sms-${kind}`))
    .sort()
    .map((f) => readFileSync(path.join(OUTBOX, f, "message.txt"), "utf8"))
    .filter((t) => t.startsWith(`To: ${to}\n`));
  return found.at(-1) ?? null;
}

function twilioPost(request: APIRequestContext, params: Record<string, string>, signed = true) {
  const url = `${E2E_BASE_URL}/api/sms/inbound`;
  const headers: Record<string, string> = signed ? { "x-twilio-signature": twilio.getExpectedTwilioSignature(E2E_TWILIO_TOKEN, url, params) } : {};
  return request.post("/api/sms/inbound", { form: params, headers });
}

const sid = () => `SM${Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("")}`;

async function setQuietHours(page: Page, from: string, until: string) {
  await page.goto("/brampton/admin/schedule");
  await page.locator("#rule-quiet-from").fill(from);
  await page.locator("#rule-quiet-until").fill(until);
  await page.getByRole("button", { name: "Save text rules" }).click();
  await expect(page.getByText("Text rules saved").first()).toBeVisible();
}

test("a patient books with texts, confirms by texting C and asks a question; the front desk reads it under their name and replies", async ({ page, browser, request }) => {
  // The Owner lifts the quiet hours for this run, so it does not depend on the hour it runs at.
  await signInAsAdmin(page);
  await setQuietHours(page, "00:00", "00:00");
  try {
    const email = uniqueEmail("texts");
    const line = String(20 + Math.floor(Math.random() * 70)).padStart(2, "0");
    const number = `+190555501${line}`;

    // Booking: the box is ticked once a mobile number is typed, and names the number.
    const patient = await browser.newContext();
    const p = await patient.newPage();
    const t = en.booking;
    await p.goto("/brampton/book-exam");
    await p.locator("#bk-serviceType").selectOption("Comprehensive Eye Exam");
    await p.locator("#bk-location").selectOption("goreway");
    await p.getByRole("group", { name: t.picker.day }).getByRole("radio").nth(3).check();
    const time = p.getByRole("group", { name: new RegExp(fill(t.picker.timesOn, { day: ".+" })) }).getByRole("radio").first();
    const value = await time.inputValue();
    await time.check();
    await p.locator("#bk-firstName").fill("Jaspreet");
    await p.locator("#bk-lastName").fill(`Texter${line}`);
    await p.locator("#bk-email").fill(email);
    await p.locator("#bk-phone").fill(`905-555-01${line}`);
    const box = p.getByRole("checkbox", { name: t.textAppointments });
    await expect(box).toBeChecked();
    await expect(p.getByText(fill(t.textAppointmentsNumber, { number: `905-555-01${line}` }))).toBeVisible();
    await expect(p.getByRole("checkbox", { name: t.textRecall })).not.toBeChecked();
    await p.locator("form button[type=submit]").last().click();
    await expect(p.getByRole("dialog").getByTestId("booked-visit")).toBeVisible();
    await patient.close();
    const start = new Date(value.split("|")[1]);
    const date = start.toLocaleDateString("en-CA", { timeZone: "America/Toronto" });

    // The day before: the cron run queues the reminder and sends the text.
    const at = new Date(start.getTime() - 12 * 3_600_000).toISOString();
    const cron = await request.get(`/api/outbox/retry?at=${encodeURIComponent(at)}`, { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
    expect(cron.status()).toBe(200);
    await expect.poll(() => latestText("sms-reminder", number)).toContain("Reply C to confirm or R to change it.");
    expect(latestText("sms-reminder", number)).toContain("Brightview Eye Care: your eye exam is tomorrow,");

    // Unsigned: refused. Signed "C": the visit is confirmed, with thanks; the same message again does nothing more.
    const confirm = { MessageSid: sid(), From: number, To: "+12895550100", Body: "C" };
    expect((await twilioPost(request, confirm, false)).status()).toBe(403);
    expect((await twilioPost(request, confirm)).status()).toBe(200);
    expect((await twilioPost(request, confirm)).status()).toBe(200);
    await expect.poll(() => latestText("sms-confirmed", number)).toContain("thank you");

    // A question for the desk.
    const question = `Is parking free at Goreway? (${line}-${Date.now()})`;
    expect((await twilioPost(request, { MessageSid: sid(), From: number, To: "+12895550100", Body: question })).status()).toBe(200);

    // The Owner sees "Confirmed by text" on the day sheet.
    await page.goto(`/brampton/admin/appointments?clinic=goreway&date=${date}`);
    await expect(page.getByRole("row").filter({ hasText: email }).getByText("Confirmed by text")).toBeVisible();

    // The front desk: the thread under the patient's name, unread; the reply is sent and listed.
    const { context: deskContext, page: desk } = await signInAsDemoStaff(browser, "frontdesk@brightview.example.com");
    await desk.goto("/brampton/admin/texts");
    const thread = desk.getByRole("navigation", { name: TEXTS_COPY.listLabel }).getByRole("link").filter({ hasText: `Jaspreet Texter${line}` }).first();
    await expect(thread).toContainText(TEXTS_COPY.unread);
    await expect(thread).toContainText(question);
    await thread.click();
    const open = desk.getByRole("region", { name: TEXTS_COPY.from(`Jaspreet Texter${line}`) });
    await expect(open.getByText(question)).toBeVisible();
    // Opened, it is read.
    await expect(thread).not.toContainText(TEXTS_COPY.unread);
    const reply = `Yes, parking is free (${line}).`;
    await desk.getByLabel(TEXTS_COPY.reply).fill(reply);
    await desk.getByRole("button", { name: TEXTS_COPY.send }).click();
    await expect(desk.getByText(TEXTS_COPY.sent)).toBeVisible();
    await expect(open.getByText(reply)).toBeVisible();
    await expect.poll(() => latestText("sms-desk-reply", number)).toContain(reply);

    // The thread and the record's "Texts" read well at both widths, with no axe violations.
    const record = open.getByRole("link", { name: TEXTS_COPY.openRecord });
    const recordUrl = (await record.getAttribute("href"))!;
    for (const [name, url] of [["texts", desk.url()], ["patient-texts", recordUrl]] as const) {
      await desk.goto(url);
      if (name === "patient-texts") {
        await expect(desk.getByRole("checkbox", { name: TEXTS_COPY.consent.appointments })).toBeChecked();
        // Each text, both ways, is listed under "Messages sent".
        const sent = desk.getByRole("region", { name: "Messages sent" });
        await expect(sent.getByRole("row").filter({ hasText: question })).toContainText("Text from the patient");
        await expect(sent.getByRole("row").filter({ hasText: reply })).toContainText("Text: the front desk's reply");
      }
      for (const width of [390, 1280]) {
        await desk.setViewportSize({ width, height: 900 });
        await desk.emulateMedia({ colorScheme: "light" });
        await settle(desk);
        const axe = await new AxeBuilder({ page: desk }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `${name} at ${width} px`).toEqual([]);
        expect(await desk.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
        for (const scheme of SHOTS ? (["light", "dark"] as const) : []) {
          await desk.emulateMedia({ colorScheme: scheme });
          const shot = { path: `${SHOTS}/${name}-${width}-${scheme}.png` };
          await (name === "texts" ? desk.screenshot({ ...shot, fullPage: true }) : desk.getByRole("region", { name: TEXTS_COPY.consent.title }).screenshot(shot));
        }
      }
    }
    await deskContext.close();

    // The patient's account: "Texts" shows the number and the boxes; recall by text is theirs to tick.
    const own = await browser.newContext();
    const mine = await own.newPage();
    await signUp(mine, email, "texts-password-1", "Jaspreet");
    await mine.goto(await linkFromMail("confirm-email", email));
    await mine.goto("/brampton/account");
    const texts = mine.getByRole("region", { name: TEXTS_COPY.consent.title });
    await expect(texts.getByLabel(TEXTS_COPY.consent.mobile)).toHaveValue(`905-555-01${line}`);
    await expect(texts.getByRole("checkbox", { name: TEXTS_COPY.consent.appointments })).toBeChecked();
    await expect(texts.getByText(TEXTS_COPY.consent.appointmentsHint(`905-555-01${line}`))).toBeVisible();
    const recall = texts.getByRole("checkbox", { name: TEXTS_COPY.consent.recall });
    await expect(recall).not.toBeChecked();
    // The form shows its field's message (the rule itself: tests/unit/text-consent.test.ts).
    await texts.getByLabel(TEXTS_COPY.consent.mobile).fill("");
    await recall.check();
    await texts.getByRole("button", { name: TEXTS_COPY.consent.save }).click();
    await expect(texts.getByText(TEXTS_COPY.consent.errors.mobile)).toBeVisible();
    await texts.getByLabel(TEXTS_COPY.consent.mobile).fill(`905-555-01${line}`);
    await texts.getByRole("button", { name: TEXTS_COPY.consent.save }).click();
    await expect(mine.getByText(TEXTS_COPY.consent.saved)).toBeVisible();
    await mine.reload();
    await expect(mine.getByRole("region", { name: TEXTS_COPY.consent.title }).getByRole("checkbox", { name: TEXTS_COPY.consent.recall })).toBeChecked();
    for (const width of SHOTS ? [390, 1280] : []) {
      await mine.setViewportSize({ width, height: 900 });
      for (const scheme of ["light", "dark"] as const) {
        await mine.emulateMedia({ colorScheme: scheme });
        await mine.getByRole("region", { name: TEXTS_COPY.consent.title }).screenshot({ path: `${SHOTS}/account-texts-${width}-${scheme}.png` });
      }
    }
    await own.close();
  } finally {
    await setQuietHours(page, "21:00", "08:00");
  }
});
