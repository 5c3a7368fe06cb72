import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { e2eDb, NO_DB_REASON } from "./support/db";
import { atBothWidths } from "./support/widths";

// Issue 53: the Owner's figures as a journey. What each figure counts, exactly, is proven on both
// databases in tests/integration/figures.test.ts; who may open the page, in proxy-roles.test.ts.
test.describe.configure({ timeout: 180_000 });

const axe = async (page: Page) => (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()).violations.map((v) => v.id);
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
const figure = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("the Owner picks last month at one clinic, opens eyewear capture's patients and exports them; a no-show moves the rate and Undo puts it back", async ({ page }) => {
  const db = await e2eDb();
  test.skip(!db, NO_DB_REASON);
  const stamp = Date.now().toString(36);
  const last = `Figures${stamp}`;
  try {
    // A retry finds the first try's visits in room 9 (which no bookable clinic has): they go first.
    await db!.query("delete from public.bookings where room = 9 and email like '%@figures-e2e.example.com'");
    // Last month, at Steeles: an exam seen, and glasses with prescription lenses ordered the same day.
    const [exam] = (
      await db!.query<{ id: string; patient_id: string }>(
        `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, room, starts_at, ends_at, status, seen_at)
         select 'Capture', $1, $2, '905-555-0145', d, 'Comprehensive Eye Exam', 'steeles', 9,
                (d + time '10:00') at time zone 'America/Toronto', (d + time '10:30') at time zone 'America/Toronto', 'completed', now()
         from (select (date_trunc('month', now() at time zone 'America/Toronto') - interval '1 month' + interval '14 days')::date as d) x
         returning id, patient_id`,
        [last, `capture.${stamp}@figures-e2e.example.com`],
      )
    ).rows;
    const [order] = (
      await db!.query<{ id: string }>(
        `insert into public.orders (email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount, patient_id, created_at, status, pickup_clinic, fulfilment)
         select $1, 'Capture', $2, '905-555-0145', '{}', '{}', 180, 0, 180, $3, starts_at + interval '2 hours', 'confirmed', 'steeles', 'pickup'
         from public.bookings where id = $4 returning id`,
        [`capture.${stamp}@figures-e2e.example.com`, last, exam.patient_id, exam.id],
      )
    ).rows;
    const [item] = (
      await db!.query<{ id: string }>(
        "insert into public.order_items (order_id, product_name, unit_price, quantity, line_total, tax_rate, tax_label) values ($1, 'Frame', 180, 1, 180, 0, 'HST 0% (prescription eyewear)') returning id",
        [order.id],
      )
    ).rows;
    await db!.query("insert into public.order_lens (order_item_id, order_id, lens_type, material, lens_price, summary, prescription_source) values ($1, $2, 'progressive', 'standard-150', 0, 'Progressive', 'later')", [item.id, order.id]);
    // Today, at Goreway: an exam whose start has passed, not seen (never yesterday's, even just after midnight).
    await db!.query(
      `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, room, starts_at, ends_at, status)
       select 'Absent', $1, $2, '905-555-0146', (now() at time zone 'America/Toronto')::date, 'Comprehensive Eye Exam', 'goreway', 9, t.s, t.s + interval '30 minutes', 'confirmed'
       from (select greatest(now() - interval '10 minutes', date_trunc('day', now() at time zone 'America/Toronto') at time zone 'America/Toronto' + interval '1 second') as s) t`,
      [last, `absent.${stamp}@figures-e2e.example.com`],
    );
  } finally {
    await db!.end();
  }

  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Figures", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Practice figures" })).toBeVisible();
  await expect(page.getByText(/^Figures as of /)).toBeVisible();

  // The choice goes in the address.
  await page.getByLabel("Period", { exact: true }).selectOption({ label: "Last month" });
  await page.getByLabel("Clinic", { exact: true }).selectOption({ label: "Steeles Ave W" });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/period=last-month/);
  await expect(page).toHaveURL(/clinic=steeles/);

  // "?" shows the definition in place.
  const capture = figure(page, "Eyewear capture (30 days)");
  await capture.getByRole("button", { name: "How Eyewear capture (30 days) is counted" }).click();
  await expect(capture.getByText(/placed within 30 days\. Orders refunded in full do not count\./)).toBeVisible();
  await atBothWidths(page, async () => {
    expect(await axe(page)).toEqual([]);
    await noSidewaysScroll(page);
  });

  // The value opens the patients behind it, under the same choice; Export CSV downloads them.
  await capture.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Eyewear capture (30 days): the rows" })).toBeVisible();
  await expect(page).toHaveURL(/\/brampton\/admin\/figures\/capture-30-days\?period=last-month&clinic=steeles/);
  const row = page.getByRole("row").filter({ hasText: `Capture ${last}` });
  await expect(row).toContainText("Yes");
  await atBothWidths(page, async () => {
    expect(await axe(page)).toEqual([]);
    await noSidewaysScroll(page);
  });
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("\uFEFFDay,Time,Patient,Clinic,Optometrist,Glasses order,Ordered on,Within 30 days");
  expect(csv).toMatch(new RegExp(`,Capture ${last},Steeles Ave W,.*,Yes\\r\\n`));

  // A no-show on today's day sheet moves today's no-show rate at Goreway; Undo puts it back.
  const todayAtGoreway = async () => {
    await page.goto("/brampton/admin/figures");
    await page.getByLabel("Period", { exact: true }).selectOption({ label: "From/To" });
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" });
    await page.getByLabel("From", { exact: true }).fill(today);
    await page.getByLabel("To", { exact: true }).fill(today);
    await page.getByLabel("Clinic", { exact: true }).selectOption({ label: "Goreway Dr" });
    await page.getByRole("button", { name: "Show", exact: true }).click();
    return (await figure(page, "No-show rate").getByRole("link").innerText()).trim();
  };
  const before = await todayAtGoreway();
  await page.goto("/brampton/admin/appointments?clinic=goreway");
  const visit = page.getByRole("row").filter({ hasText: `Absent ${last}` });
  await visit.getByRole("button", { name: /^Mark no-show/ }).click();
  await expect(visit.getByText("No-show", { exact: true })).toBeVisible();
  await page.reload();
  await expect(visit.getByRole("button", { name: /^Undo/ })).toBeVisible();
  const marked = await todayAtGoreway();
  expect(marked).not.toBe(before);
  await page.goto("/brampton/admin/appointments?clinic=goreway");
  await visit.getByRole("button", { name: /^Undo/ }).click();
  await expect(visit.getByRole("button", { name: /^Mark no-show/ })).toBeVisible();
  expect(await todayAtGoreway()).toBe(before);
});
