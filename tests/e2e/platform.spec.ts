import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";

const isMobile = (width: number | undefined) => (width ?? 1280) < 768;

test.describe("header @responsive", () => {
  test("shows the right header for the width", async ({ page, viewport }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Brightview Eye Care home/ })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(header.getByRole("link", { name: /^Cart/ })).toBeVisible();
    if (isMobile(viewport?.width)) {
      await expect(header.getByRole("link", { name: "Book Appointment" })).toBeVisible();
      await expect(header.getByRole("button", { name: "Open menu" })).toBeVisible();
      await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
    } else {
      const nav = header.getByRole("navigation", { name: "Main" });
      for (const label of ["About", "Order Contacts", "Insurance", "Blog"]) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      for (const label of ["Services", "Shop", "Locations"]) {
        await expect(nav.getByRole("button", { name: label })).toBeVisible();
      }
      await expect(header.getByRole("link", { name: "Book Eye Exam" })).toBeVisible();
      await expect(header.getByRole("link", { name: "905-555-0142" })).toBeVisible();
    }
  });

  test("mobile menu expands sections and closes on navigation", async ({ page, viewport }) => {
    test.skip(!isMobile(viewport?.width), "narrow screens only");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Services" }).click();
    await expect(menu.getByRole("link", { name: "Dry Eye Treatment" })).toBeVisible();
    await menu.getByRole("link", { name: "Dry Eye Treatment" }).click();
    await expect(page).toHaveURL(/\/brampton\/dry-eye-treatment$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("dropdowns open by mouse and keyboard and close with Escape", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Services" }).click();
  await expect(nav.getByText("Optician Services")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Comprehensive Eye Exam" })).toHaveAttribute("href", "/brampton/comprehensive-eye-exam");
  await page.keyboard.press("Escape");
  await expect(nav.getByText("Optician Services")).toBeHidden();
  await page.mouse.move(0, 600);

  const shop = nav.getByRole("button", { name: "Shop" });
  await shop.focus();
  await page.keyboard.press("Enter");
  await expect(shop).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Men's Glasses", exact: true })).toHaveAttribute("href", "/brampton/shop?gender=men");
  await expect(nav.getByRole("link", { name: "Gucci" })).toHaveAttribute("href", "/brampton/brands/gucci");
  await page.keyboard.press("Escape");
  await expect(shop).toHaveAttribute("aria-expanded", "false");

  await nav.getByRole("button", { name: "Locations" }).click();
  await expect(nav.getByRole("link", { name: "All Locations" })).toHaveAttribute("href", "/brampton/locations");
  await expect(nav.getByRole("link", { name: "Steeles Ave W" })).toHaveAttribute("href", "/brampton/locations/brightview-steeles");
});

test("theme choice persists across reloads and is applied before the page hydrates @responsive", async ({ page, viewport }) => {
  await page.goto("/");
  if (isMobile(viewport?.width)) await page.getByRole("button", { name: "Open menu" }).click();
  const toggle = page.getByRole("button", { name: /^Theme:/ }).first();
  // system → light → dark
  for (let i = 0; i < 3 && !(await page.evaluate(() => document.documentElement.dataset.theme === "dark")); i++) {
    await toggle.click();
  }
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload({ waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("the cart badge follows the stored cart, across tabs, and hides at 0", async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto("/");
  await b.goto("/brampton/auth");
  const badge = a.getByTestId("cart-badge");
  await expect(badge).toBeHidden();
  const line = { name: "Frame", price: 100, sale_price: null, selectedColor: "Black", selectedSize: "57", brand: "Ray-Ban" };
  await b.evaluate(
    (l) => localStorage.setItem("cart", JSON.stringify([{ ...l, id: "a", quantity: 2 }, { ...l, id: "b", quantity: 1 }])),
    line,
  );
  await expect(badge).toHaveText("3");
  await expect(a.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  await b.evaluate(() => localStorage.setItem("cart", "[]"));
  await expect(badge).toBeHidden();
});

test("the spec's unprefixed links redirect permanently to /brampton", async ({ request }) => {
  const cases: [string, string][] = [
    ["/cart", "/brampton/cart"],
    ["/checkout", "/brampton/checkout"],
    ["/shop?gender=men", "/brampton/shop?gender=men"],
    ["/product/abc", "/brampton/shop/product/abc"],
    ["/dashboard", "/brampton/account"],
    ["/about", "/brampton/about"],
    ["/services/eye-exams-brampton", "/brampton/comprehensive-eye-exam"],
    ["/services/lasik-consultation-brampton", "/brampton/lasik-consultation"],
    ["/eyewear/sunglasses", "/brampton/eyewear/sunglasses"],
    ["/locations/brightview-steeles", "/brampton/locations/brightview-steeles"],
    ["/book-exam", "/brampton/book-exam"],
    ["/blog/eye-exams-castlemore-brampton", "/brampton/blog/eye-exams-castlemore-brampton"],
  ];
  for (const [from, to] of cases) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(308);
    expect(new URL(res.headers()["location"], "http://x").pathname + (new URL(res.headers()["location"], "http://x").search), from).toBe(to);
  }
});

test("admin pages send a visitor to sign in, and a customer gets 403", async ({ page }) => {
  await page.goto("/brampton/admin");
  await expect(page).toHaveURL(/\/brampton\/auth\?next=%2Fbrampton%2Fadmin$/);
  await page.goto("/brampton/analytics");
  await expect(page).toHaveURL(/\/brampton\/auth\?next=%2Fbrampton%2Fanalytics$/);

  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First name").fill("Amrit");
  await page.getByLabel("Last name").fill("Gill");
  await page.getByLabel("Email").fill(`amrit.${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("s3cret-pass");
  await page.getByLabel("Phone number").fill("905-555-0190");
  await page.getByLabel("How did you hear about us?").selectOption("google");
  await page.getByRole("button", { name: "Create Account" }).click();
  // A customer is never sent on to the admin page they first asked for.
  await expect(page).toHaveURL(/\/brampton\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Amrit");

  const res = await page.goto("/brampton/admin");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This area is for clinic staff");
});

test("sign-in shows the server's message for bad credentials, and the admin lands on the dashboard", async ({ page }) => {
  await page.goto("/brampton/auth");
  await page.getByLabel("Email").fill("admin@brightview.example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("tabpanel").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("tabpanel").getByText("Invalid login credentials")).toBeVisible();
  await signInAsAdmin(page, { viaForm: true });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  // A live session skips the sign-in page.
  await page.goto("/brampton/auth");
  await expect(page).toHaveURL(/\/brampton\/admin$/);
});

test("unknown paths show the 404 page with a 404 status", async ({ page }) => {
  const res = await page.goto("/brampton/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a click on a call link is stored as a phone call", async ({ page, browser }) => {
  await page.goto("/");
  // Keep the browser on the page: the dialler is not part of the test.
  await page.evaluate(() =>
    window.addEventListener("click", (e) => {
      if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
    }),
  );
  await page.getByRole("button", { name: "Call us" }).click();
  const link = page.locator("#call-widget-panel").getByRole("link", { name: /Goreway Dr/ });
  await expect(link).toBeVisible();
  const beacon = page.waitForRequest((r) => r.url().endsWith("/api/track/call") && r.method() === "POST");
  await link.click();
  await beacon;

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/brampton/analytics?tab=phone-calls");
  const row = admin.getByRole("row").filter({ hasText: "goreway" }).filter({ hasText: "+19055550157" });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText("initiated");
  await admin.close();
});
