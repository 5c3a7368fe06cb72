import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import hi from "@/content/i18n/hi/messages.json";
import pa from "@/content/i18n/pa/messages.json";
import { TRANSLATED_PATHS } from "@/lib/i18n/paths";
import { SEEDED_CLINIC_PAGES } from "../support/clinics";
import { englishSentences } from "../support/english-text";
import { E2E_BASE_URL } from "./support/env";
import { mails, uniqueEmail } from "./support/mail";
import { expect, test } from "./support/visitors";

test.describe.configure({ timeout: 180_000 });

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The language switcher: in the header's top bar from 768 px, in the menu below. */
async function switchTo(page: Page, language: string) {
  const menu = page.getByRole("button", { name: /menu|ਮੀਨੂ|मेन्यू|मेनू/i });
  if ((page.viewportSize()?.width ?? 1280) < 768) await menu.click();
  await page.getByRole("link", { name: language, exact: true }).filter({ visible: true }).click();
}

test("switch English → ਪੰਜਾਬੀ → हिन्दी on a clinic page, keeping the page and its query, and back @responsive", async ({ page, context }) => {
  await page.goto("/brampton/locations/brightview-steeles?from=flyer");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");

  await switchTo(page, "ਪੰਜਾਬੀ");
  await expect(page).toHaveURL(/\/pa\/brampton\/locations\/brightview-steeles\?from=flyer$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0A00-\u0A7F]/);
  await expect(page.locator('nav a[hreflang="pa"]').first()).toHaveAttribute("aria-current", "true");

  await switchTo(page, "हिन्दी");
  await expect(page).toHaveURL(/\/hi\/brampton\/locations\/brightview-steeles\?from=flyer$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  expect((await context.cookies()).find((c) => c.name === "bv-lang")?.value).toBe("hi");

  await switchTo(page, "English");
  await expect(page).toHaveURL(/\/brampton\/locations\/brightview-steeles\?from=flyer$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
});

test("book an exam in Hindi by keyboard alone and read the Hindi thank-you dialog and e-mail", async ({ page }) => {
  const t = hi.booking;
  await page.goto("/hi/brampton/book-exam");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const form = page.getByRole("form", { name: t.formLabel });

  // Native selects and radio groups answer the arrow keys; text is typed; Enter submits.
  await form.getByRole("combobox", { name: new RegExp(t.fields.serviceType) }).focus();
  await page.keyboard.press("ArrowDown"); // the first service: the comprehensive exam
  await expect(form.getByRole("combobox", { name: new RegExp(t.fields.serviceType) })).toHaveValue("Comprehensive Eye Exam");
  await form.getByRole("combobox", { name: new RegExp(`^${t.fields.location}`) }).focus();
  await page.keyboard.press("ArrowDown"); // Steeles Ave W
  const days = form.getByRole("group", { name: t.picker.day });
  await expect(days.getByRole("radio").first()).toBeVisible();
  await days.getByRole("radio").first().focus();
  for (let i = 0; i < 3 + Math.floor(Math.random() * 5); i++) await page.keyboard.press("ArrowRight");
  const times = form.getByRole("group", { name: new RegExp(fill(t.picker.timesOn, { day: ".+" })) }).getByRole("radio");
  await expect(times.first()).toBeVisible();
  await times.first().focus();
  for (let i = 0; i < Math.floor(Math.random() * 6); i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");

  const email = uniqueEmail("seema");
  for (const [label, value] of [
    [t.fields.firstName, "सीमा"],
    [t.fields.lastName, "शर्मा"],
    [t.fields.email, email],
    [t.fields.phone, "905-555-0144"],
  ]) {
    await form.getByLabel(label, { exact: false }).first().focus();
    await page.keyboard.type(value);
  }
  await form.getByRole("button", { name: t.submit }).focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t.thanks.title);
  await expect(dialog).toContainText(t.thanks.description);
  await expect(dialog.getByTestId("booked-visit")).toHaveText(/[\u0900-\u097F]/);
  await page.keyboard.press("Escape");

  await expect.poll(() => mails("booking-confirmation", email).length, { timeout: 15_000 }).toBe(1);
  const text = readFileSync(path.join(mails("booking-confirmation", email)[0], "message.txt"), "utf8");
  expect(text).toContain("सीमा");
  expect(text).toMatch(/\/hi\/brampton\/book-exam\/manage\/[A-Za-z0-9_-]{43}/);
  expect(text).toContain(hi.bookingMail.preparation);
});

test("a missing field is answered in Punjabi beside it", async ({ page }) => {
  const t = pa.booking;
  await page.goto("/pa/brampton/book-exam");
  const submit = page.getByRole("button", { name: t.submit });
  const required = fill(t.errors.required, { label: t.fields.firstName });
  await expect(async () => {
    await submit.click();
    await expect(page.getByText(required)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByLabel(t.fields.firstName).first()).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(t.errors.time, { exact: true })).toBeVisible();
  await page.getByRole("form", { name: t.formLabel }).getByLabel(t.fields.email).fill("not-an-address");
  await submit.click();
  await expect(page.getByText(t.errors.email, { exact: true })).toBeVisible();
});

test("every translated page declares its language, names its English original and the other translation, and holds no English sentence", async ({ browser, request }) => {
  test.setTimeout(300_000);
  // The text is the server's: read without running the page's scripts (hydration adds no copy and costs seconds a page).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Next writes the home page's URL as the bare origin.
  const absolute = (p: string) => (p === "/" ? E2E_BASE_URL : `${E2E_BASE_URL}${p}`);
  for (const english of [...TRANSLATED_PATHS, ...SEEDED_CLINIC_PAGES]) {
    const versions = { en: english, pa: english === "/" ? "/pa" : `/pa${english}`, hi: english === "/" ? "/hi" : `/hi${english}` };
    for (const [lang, url] of Object.entries(versions)) {
      const html = await (await request.get(url)).text();
      // Whole pages are too long to print: each check names what is missing instead.
      const has = (fragment: string) => expect(html.includes(fragment), `${url} lacks ${fragment}`).toBe(true);
      has(`<html lang="${lang === "en" ? "en-CA" : lang}" dir="ltr"`);
      for (const [code, target] of [...Object.entries(versions), ["x-default", versions.en]]) {
        has(`<link rel="alternate" hrefLang="${code}" href="${absolute(target)}"/>`);
      }
      has(`<link rel="canonical" href="${absolute(url)}"/>`);
    }
    for (const url of [versions.pa, versions.hi]) {
      await page.goto(url);
      // Names are marked translate="no" (patients, insurers, brands): the rest must be translated.
      const main = await page.locator("main").evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[translate="no"]').forEach((n) => n.remove());
        document.body.append(copy);
        const text = copy.innerText;
        copy.remove();
        return text;
      });
      expect(englishSentences(main), url).toEqual([]);
    }
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap.includes(`<loc>${absolute("/pa/brampton/book-exam")}</loc>`), "sitemap lists /pa/brampton/book-exam").toBe(true);
  expect(sitemap.includes(`hreflang="hi" href="${absolute("/hi/brampton/book-exam")}"`), "sitemap names the Hindi version").toBe(true);  await context.close();
});

for (const url of ["/pa", "/hi", "/pa/brampton/book-exam", "/hi/brampton/book-exam", "/pa/brampton/locations/brightview-goreway", "/hi/brampton/locations/brightview-steeles"]) {
  test(`${url} has no axe violations @responsive`, async ({ page }) => {
    if (url.length <= 3) test.slow();
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("an unknown address under /pa is the not-found page in Punjabi", async ({ page }) => {
  const res = await page.goto("/pa/brampton/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pa.notFound.heading);
  await expect(page.locator("html")).toHaveAttribute("lang", "pa");
  await expect(page.getByRole("link", { name: pa.notFound.home })).toHaveAttribute("href", "/pa");
});

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });
  test("is offered the Hindi page, never sent there, and a 'no' is remembered", async ({ page }) => {
    await page.goto("/brampton/contact");
    await expect(page).toHaveURL(/\/brampton\/contact$/);
    const offer = page.locator("[data-language-suggestion]");
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "hi");
    await expect(offer.getByRole("link", { name: "हिन्दी में पढ़ें" })).toHaveAttribute("href", "/hi/brampton/contact");
    await offer.getByRole("button").click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-language-suggestion]")).toHaveCount(0);
    // A page with no translation offers nothing.
    await page.context().clearCookies();
    await page.goto("/brampton/shop");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-language-suggestion]")).toHaveCount(0);
  });
});
