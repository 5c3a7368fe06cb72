import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { fillCheckout } from "./support/orders";
import { atBothWidths } from "./support/widths";

// Issue 33: tax on each line. Seeded frames (supabase/seed.sql): the Rectangle ($199) and the
// kids' frame ($129). A progressive pair with an entered prescription is zero-rated; the kids'
// frame alone ("Frame only") keeps 13% HST: 12900 × 0.13 = 1677 cents.
const RECTANGLE = { id: "00000000-0000-4000-8003-000000000004", name: "Ray-Ban RB5228 Rectangle Optics" };
const KIDS = { id: "00000000-0000-4000-8003-000000000006", name: "Ray-Ban RB7047 Kids Square" };

const lenses = (page: Page) => page.getByRole("radiogroup", { name: "Lenses" });
const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const SHOTS = process.env.TAX_SHOTS_DIR;

async function axe(page: Page) {
  // The page as it stays: a toast is transient and may sit over a field.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** With TAX_SHOTS_DIR set: the page at this width in light and dark, to look at. */
async function shoot(page: Page, name: string, width: number) {
  if (!SHOTS) return;
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), scheme === "dark");
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.toggle("dark", false));
}

async function checkTaxLines(page: Page) {
  const summary = page.getByTestId("order-summary");
  await expect(summary.getByTestId("tax-standard")).toContainText("HST 13%");
  await expect(summary.getByTestId("tax-standard")).toContainText("on $129.00");
  await expect(summary.getByTestId("tax-standard").locator("dd")).toHaveText("$16.77");
  await expect(summary.getByTestId("tax-zero")).toContainText("HST 0% (prescription eyewear)");
  await expect(summary.getByTestId("tax-zero")).toContainText("on $399.00");
  await expect(summary.getByTestId("tax-zero").locator("dd")).toHaveText("$0.00");
  await expect(page.getByTestId("order-total")).toHaveText("$544.77"); // 528.00 + 16.77
}

test("a progressive pair and a frame only: the cart and the checkout show HST 13% and HST 0% (prescription eyewear), with insurance", async ({ page, browser }, info) => {
  const width = page.viewportSize()!.width;
  // The frame alone.
  await page.goto(`/brampton/shop/product/${KIDS.id}`);
  await page.evaluate(() => localStorage.removeItem("cart"));
  await expect(lenses(page).getByRole("radio", { name: "Frame only" })).toBeChecked();
  await page.getByRole("button", { name: "ADD TO CART" }).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]").length)).toBe(1);

  // The progressive pair, its prescription entered with who wrote it and who it is for.
  await page.goto(`/brampton/shop/product/${RECTANGLE.id}`);
  await lenses(page).getByRole("radio", { name: "Progressive" }).check();
  await page.getByRole("radiogroup", { name: "Prescription" }).getByRole("radio", { name: "Enter it now" }).check();
  await box(page, "Right eye (OD) SPH").fill("-2.25");
  await box(page, "Right eye (OD) ADD").fill("+2.00");
  await box(page, "Left eye (OS) SPH").fill("-2.00");
  await box(page, "Left eye (OS) ADD").fill("+2.00");
  await box(page, "PD (mm)").fill("63");
  await page.getByLabel("Prescription date").fill("2026-05-01");
  // Both are required: Add to cart without them points at the first.
  await page.getByRole("button", { name: "ADD TO CART" }).click();
  await expect(box(page, "Prescribed by")).toBeFocused();
  await expect(box(page, "Prescribed by")).toHaveAccessibleDescription(/Enter the name of the optometrist or physician/);
  await box(page, "Prescribed by").fill("Dr. Anita Rao, OD");
  await box(page, "Patient's name").fill("Harpreet Gill");
  await shoot(page, "product-rx", width);
  await page.getByRole("button", { name: "ADD TO CART" }).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]").length)).toBe(2);

  await page.goto("/brampton/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  // No address yet: the cart says when tax is worked out, and its total is before tax (issue 45).
  await expect(page.getByTestId("tax-pending")).toHaveText("Tax is worked out at checkout from the delivery address");
  await expect(page.getByTestId("order-total")).toHaveText("$528.00");
  await shoot(page, "cart", width);
  await atBothWidths(page, () => axe(page));

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  const next = page.getByRole("button", { name: "Next", exact: true });
  await fillCheckout(page, { email: `e2e.tax.${info.project.name}@example.com`, firstName: "Harpreet", lastName: "Gill", phone: "905-555-0177", address: "40 Main St S", postalCode: "L6W 2C6" });

  // The optional Insurance section: collapsed, marked optional; once used, insurer and member ID are needed.
  const insurance = page.getByTestId("insurance-section");
  await expect(insurance.locator("summary")).toHaveText("Insurance (optional)");
  await insurance.locator("summary").click();
  await box(page, "Plan or policy number").fill("GS-2201");
  await next.click();
  await expect(page.getByLabel("Insurer")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#co-insurer-error")).toHaveText("Choose your insurer from the list, or clear the insurance fields.");
  await page.getByLabel("Insurer").selectOption("Green Shield Canada");
  await box(page, "Member ID").fill("M-889911");
  await page.getByLabel("Relationship").selectOption({ label: "Self" });
  await shoot(page, "checkout-insurance", width);
  await atBothWidths(page, () => axe(page));
  await next.click();

  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await expect(page.getByTestId("review-insurance")).toContainText("Green Shield Canada");
  await expect(page.getByTestId("review-insurance")).toContainText("Member ID: M-889911");
  await checkTaxLines(page);
  await shoot(page, "checkout-review", width);

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/brampton\/order-success\?order=ORD-\d+$/);
  const orderNumber = (await page.getByTestId("order-number").textContent())!.trim();

  // The clinic's order page: tax per rate, the insurance for direct billing, the prescription's evidence.
  const admin = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAsAdmin(admin);
  await admin.goto(`/brampton/analytics/orders/${orderNumber}`);
  await expect(admin.getByTestId("tax-standard")).toContainText("$16.77");
  await expect(admin.getByTestId("tax-zero")).toContainText("HST 0% (prescription eyewear)");
  await expect(admin.getByTestId("order-insurance")).toContainText("Green Shield Canada");
  await expect(admin.getByTestId("order-insurance")).toContainText("M-889911");
  await expect(admin.getByTestId("rx-evidence")).toContainText("Dr. Anita Rao, OD");
  await expect(admin.getByTestId("rx-evidence")).toContainText("Harpreet Gill");
  await shoot(admin, "admin-order", width);
  await admin.close();
});

// Walked once at 1280 px; the review step and the verify form are checked at 390 px where they change.
test("a prescription sent later is zero-rated, and staff record its issue date, Prescribed by and Patient's name to verify it", async ({ page, browser }, info) => {
  const width = page.viewportSize()!.width;
  await page.goto("/brampton/offers");
  await page.evaluate((p) => {
    const lens = { type: "single-vision", prescription: { source: "later" }, material: "standard-150", coatings: [] };
    localStorage.setItem("cart", JSON.stringify([{ id: p.id, name: p.name, price: 199, sale_price: null, quantity: 1, selectedColor: "Black", selectedSize: "53", brand: "Ray-Ban", lens, lensPrice: 0 }]));
  }, RECTANGLE);
  await page.goto("/brampton/checkout");
  const next = page.getByRole("button", { name: "Next", exact: true });
  await fillCheckout(page, { email: `e2e.tax.later.${info.project.name}@example.com`, firstName: "Noor", lastName: "Ahmed", phone: "905-555-0178", address: "12 Queen St E", postalCode: "L6V 1A1" });
  await next.click();
  // Only the zero rate is present: no HST 13% line at all.
  await expect(page.getByTestId("order-summary").getByTestId("tax-zero")).toContainText("$0.00");
  await expect(page.getByTestId("order-summary").getByTestId("tax-standard")).toHaveCount(0);
  await expect(page.getByTestId("order-total")).toHaveText("$199.00");
  await expect(page.getByTestId("review-insurance")).toContainText("None given");
  await atBothWidths(page, async (w) => {
    await expect(page.getByTestId("order-total"), `at ${w} px`).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${w} px`).toBeLessThanOrEqual(w);
  });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/brampton\/order-success\?order=ORD-\d+$/);
  const orderNumber = (await page.getByTestId("order-number").textContent())!.trim();

  // A context of its own: axe runs on this page.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/brampton/analytics/orders/${orderNumber}`);
  // Issue 45: a zero-rated pair is not dispensed before its prescription is verified.
  const dispense = async () => {
    await admin.getByRole("button", { name: "Mark dispensed" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Clinic").selectOption({ label: "Brightview Eye Care — Goreway Dr" });
    await dialog.getByRole("button", { name: "Save" }).click();
    return dialog;
  };
  const refused = await dispense();
  await expect(refused.getByRole("alert")).toHaveText("Verify the prescription before dispensing");
  await refused.getByRole("button", { name: "Cancel" }).click();
  const verify = admin.getByRole("button", { name: "Prescription verified" });
  // The three facts first: refused beside each field, nothing recorded.
  await verify.click();
  await expect(admin.getByLabel("Issue date")).toBeFocused();
  await expect(admin.getByText("Enter the date the prescription was issued.")).toBeVisible();
  await expect(admin.getByText("Enter the name of the optometrist or physician who wrote the prescription.")).toBeVisible();
  await admin.getByLabel("Issue date").fill("2026-03-14");
  await admin.getByRole("textbox", { name: "Prescribed by" }).fill("Dr. Mei Lee, OD");
  // The glasses are for Noor's daughter: she is the patient on the insurance receipt, Noor pays.
  await admin.getByRole("textbox", { name: "Patient's name" }).fill("Zara Ahmed");
  // Issue 45: the prescriber's registration, as the College's register shows it.
  const registration = admin.getByRole("textbox", { name: "Prescriber's registration number" });
  await registration.fill("12");
  await verify.click();
  await expect(admin.getByText("Enter the registration number as the College's register shows it: 4 to 7 digits, with or without a prefix such as OD-.")).toBeVisible();
  await registration.fill("OD-20931");
  await shoot(admin, "admin-verify-form", width);
  await atBothWidths(admin, () => axe(admin));
  await verify.click();
  await expect(admin.getByText(/Verified by admin@brightview\.example\.com/)).toBeVisible();
  await expect(admin.getByTestId("rx-evidence")).toContainText("14 March 2026");
  await expect(admin.getByTestId("rx-evidence")).toContainText("Dr. Mei Lee, OD");
  await expect(admin.getByTestId("rx-evidence")).toContainText("Zara Ahmed");
  await expect(admin.getByTestId("rx-evidence")).toContainText("OD-20931");

  // Paid, then dispensed: the insurance receipt names the wearer, the payer and both registrations.
  await admin.getByRole("button", { name: "Record payment" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(admin.getByRole("dialog")).toHaveCount(0);
  await dispense();
  await expect(admin.getByRole("dialog")).toHaveCount(0);
  await expect(admin.getByTestId("dispensed")).toContainText("Dispensed on");
  await admin.getByRole("link", { name: /^Insurance receipt R-/ }).click();
  const receipt = admin.locator("article");
  for (const words of ["Date dispensed", "Zara Ahmed", "Paid by Noor Ahmed", "Dr. Mei Lee, OD", "OD-20931", "Dispensed by", "Goreway", "Paid in full"]) {
    await expect(receipt, words).toContainText(words);
  }
  await context.close();
});

// Issue 45: the checkout's tax follows where the order goes, and it may be picked up at a clinic.
// The step's layout changes at 390 px (the two choices stack), so both widths are looked at.
test("a frame alone: GST 5% delivered to Alberta, HST 14% to Nova Scotia, HST 13% picked up at Goreway, which the order names", async ({ page }, info) => {
  await page.goto("/brampton/offers");
  await page.evaluate((p) => {
    localStorage.setItem("cart", JSON.stringify([{ id: p.id, name: p.name, price: 129, sale_price: null, quantity: 1, selectedColor: "Black", selectedSize: "46", brand: "Ray-Ban" }]));
  }, KIDS);
  await page.goto("/brampton/checkout");
  const next = page.getByRole("button", { name: "Next", exact: true });
  const summary = page.getByTestId("order-summary");
  // Before an address: no tax yet.
  await expect(summary.getByTestId("tax-pending")).toBeVisible();
  await box(page, "Email").fill(`e2e.supply.${info.project.name}@example.com`);
  await box(page, "First name").fill("Simran");
  await box(page, "Last name").fill("Gill");
  await box(page, "Phone").fill("905-555-0179");
  await next.click();

  const choice = page.getByRole("group", { name: "How would you like to get your order?" });
  await expect(choice.getByRole("radio", { name: /Delivery/ })).toBeChecked();
  await page.getByLabel("Province").selectOption("AB");
  await expect(summary.getByTestId("tax-standard")).toContainText("GST 5%");
  await expect(page.getByTestId("order-total")).toHaveText("$135.45");
  await page.getByLabel("Province").selectOption("NS");
  await expect(summary.getByTestId("tax-standard")).toContainText("HST 14%");
  await expect(page.getByTestId("order-total")).toHaveText("$147.06");

  await choice.getByRole("radio", { name: /Pick up at a clinic/ }).check();
  await expect(box(page, "Address")).toHaveCount(0);
  // The clinic is asked for: Next without one says so beside the choice.
  await next.click();
  await expect(page.locator("#co-pickupClinic-error")).toHaveText("Choose the clinic where you will pick up your order");
  // The toast says it too (axe below waits for it to go).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  await page.getByRole("group", { name: "Clinic" }).getByRole("radio", { name: /Goreway/ }).check();
  await expect(summary.getByTestId("tax-standard")).toContainText("HST 13%");
  await expect(page.getByTestId("order-total")).toHaveText("$145.77");
  await atBothWidths(page, async (w) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${w} px`).toBeLessThanOrEqual(w);
    await axe(page);
  });
  await shoot(page, "checkout-pickup", page.viewportSize()!.width);
  await next.click();

  // No billing address to copy from a delivery: the payment step asks for the card only.
  await expect(page.getByRole("checkbox", { name: "Billing address is the same as shipping" })).toHaveCount(0);
  await box(page, "Card number").fill("4111 1111 1111 5555");
  await box(page, "Expiry (MM/YY)").fill("08/30");
  await page.getByLabel("CVV").fill("123");
  await box(page, "Name on card").fill("Simran Gill");
  await next.click();
  await expect(page.getByText(/Pick up at Brightview Eye Care — Goreway Dr/)).toBeVisible();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/brampton\/order-success\?order=ORD-\d+$/);
});
