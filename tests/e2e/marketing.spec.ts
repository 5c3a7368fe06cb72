import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { staticRoutes } from "@/lib/seo/routes";
import { signInAsAdmin } from "./support/auth";

test.describe.configure({ timeout: 240_000 });

test("crawl: every route and every internal link gives 200, one h1, no console error and no CSP violation", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  // A blocked resource or script is reported as a console error, even when the page hides it.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const seen = new Set<string>();
  const queue = [...staticRoutes(), "/brampton/auth", "/brampton/cart", "/brampton/brands/gucci"];
  const bad: string[] = [];
  while (queue.length > 0) {
    const next = queue.shift()!;
    const key = next.split("#")[0].split("?")[0];
    if (seen.has(key)) continue;
    seen.add(key);
    const res = await page.goto(next);
    if (res?.status() !== 200) {
      bad.push(`${next} → ${res?.status()}`);
      continue;
    }
    const h1 = await page.locator("h1").count();
    if (h1 !== 1) bad.push(`${next}: ${h1} h1`);
    const hrefs = await page.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    for (const h of hrefs) {
      // Product pages are crawled from the shop's first page only, to keep the run short.
      if (!seen.has(h.split("?")[0].split("#")[0]) && !h.startsWith("/storage/")) queue.push(h);
    }
  }
  expect(bad).toEqual([]);
  expect(errors).toEqual([]);
  expect(seen.size).toBeGreaterThan(50);
});

const fillBooking = async (page: import("@playwright/test").Page, date: string) => {
  await page.getByLabel("First name").fill("Navdeep");
  await page.getByLabel("Last name").fill("Gill");
  await page.getByLabel("Email").fill(`navdeep.${Date.now()}@example.com`);
  await page.getByLabel("Phone").fill("905-555-0166");
  await page.getByLabel("Preferred date").fill(date);
  await page.getByRole("combobox", { name: /Service type/ }).selectOption("Comprehensive Eye Exam");
  await page.getByRole("combobox", { name: /Clinic/ }).selectOption("steeles");
};

/** The next weekday, as YYYY-MM-DD (both clinics are open Monday to Saturday). */
function nextWeekday(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  while (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test("booking: validation, a stored booking with both e-mails and an .ics, the thank-you dialog", async ({ page, browser }) => {
  await page.goto("/brampton/book-exam");
  await expect(page.getByRole("heading", { name: "Schedule Appointment" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Book Appointment" }).last();
  await expect(async () => {
    await submit.click();
    await expect(page.getByText("First name is required")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await fillBooking(page, "2099-11-29"); // a Sunday: both clinics are closed
  await submit.click();
  await expect(page.getByText("The Steeles Ave W clinic is closed that day. Please choose another date.")).toBeVisible();

  const outbox = ".data/e2e-files/outbox";
  const before = existsSync(outbox) ? readdirSync(outbox).length : 0;
  await page.getByLabel("Preferred date").fill(nextWeekday());
  const email = await page.getByLabel("Email").inputValue();
  await submit.click();
  await expect(page.getByRole("dialog")).toContainText("Thank You for Your Submission!");
  await expect(page.getByRole("dialog")).toContainText("Our team will contact you within 24 hours to confirm your appointment");
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByLabel("First name")).toHaveValue("");

  // Both messages are delivered to the outbox folder after the response.
  await expect.poll(() => (existsSync(outbox) ? readdirSync(outbox).length : 0), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
  const folders = readdirSync(outbox).map((f) => path.join(outbox, f));
  const confirmation = folders.find((f) => f.includes("booking-confirmation") && readFileSync(path.join(f, "message.txt"), "utf8").includes(email));
  expect(confirmation).toBeTruthy();
  expect(readFileSync(path.join(confirmation!, "brightview-appointment.ics"), "utf8")).toContain("BEGIN:VEVENT");
  expect(folders.some((f) => f.includes("booking-notice") && readFileSync(path.join(f, "message.txt"), "utf8").includes(email))).toBe(true);

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/brampton/analytics?tab=form-submissions");
  await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("booking");
  await admin.close();
});

test("a booking that fails keeps the values and shows the spec's error", async ({ page }) => {
  await page.goto("/brampton/book-exam");
  await fillBooking(page, nextWeekday());
  // The server action never answers: the request fails in the network.
  await page.route("**/brampton/book-exam", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await page.getByRole("button", { name: "Book Appointment" }).last().click();
  await expect(page.getByText("There was an error processing your booking. Please try again or call us directly.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Navdeep");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the contact form is stored and cleared", async ({ page, browser }) => {
  await page.goto("/brampton/contact");
  const email = `contact.${Date.now()}@example.com`;
  await page.getByLabel("Full name").fill("Mei Chen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Subject").fill("Frame adjustment");
  await page.getByRole("textbox", { name: "Message" }).fill("Can I drop in on Saturday to have my frames tightened?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully! We will get back to you within 24 hours.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/brampton/analytics?tab=form-submissions");
  await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("contact");
  await admin.close();
});

test("unknown blog posts say so with a 404", async ({ page }) => {
  const res = await page.goto("/brampton/blog/no-such-article");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog post not found");
  await expect(page.getByRole("link", { name: "Return to blog" })).toHaveAttribute("href", "/brampton/blog");
});

test("the testimonial carousel advances every 5 s and stops after a manual click @responsive", async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 1280) >= 768, "the carousel is the small-screen layout");
  await page.goto("/brampton/dry-eye-treatment");
  const carousel = page.getByRole("region", { name: "Patient testimonials" });
  await carousel.scrollIntoViewIfNeeded();
  const current = () => carousel.locator("[aria-roledescription=slide]:not([hidden])").getAttribute("aria-label");
  expect(await current()).toBe("1 of 3");
  await expect.poll(current, { timeout: 7000 }).toBe("2 of 3");
  await carousel.getByRole("button", { name: "Show testimonial 1" }).click();
  expect(await current()).toBe("1 of 3");
  await page.waitForTimeout(6000);
  expect(await current()).toBe("1 of 3");
});

test("counters run up to their target once visible", async ({ page }) => {
  await page.goto("/brampton/locations/brightview-steeles");
  const first = page.getByTestId("counter-value").first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toContainText("1,000+", { timeout: 5000 });
});
