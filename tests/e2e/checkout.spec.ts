import { expect, test, type Page } from "@playwright/test";
import { e2eDb } from "./support/db";
import { test as visitorTest } from "./support/visitors";

// Seeded catalogue rows (supabase/seed.sql): a $245.00 frame with stock, a sold-out one,
// and an id that does not exist (a product removed since it was added to the cart). Each with
// a size it really has (its lens width): the order refuses a colour or size the frame lacks.
const CLUBMASTER = { id: "00000000-0000-4000-8003-000000000003", name: "Ray-Ban RB5154 Clubmaster Optics", price: 245, size: "51" };
const RECTANGLE = { id: "00000000-0000-4000-8003-000000000004", name: "Ray-Ban RB5228 Rectangle Optics", price: 199, size: "53" };
const SOLD_OUT = { id: "00000000-0000-4000-8003-000000000005", name: "Ray-Ban RB3447 Round Metal", size: "50" };
const RETIRED = { id: "00000000-0000-4000-8003-0000000fffff", name: "Retired Aviator", size: "57" };

type SeedLine = { id: string; name: string; price: number; size: string; quantity?: number; color?: string };

/** Puts lines straight into the browser cart (localStorage key `cart`, the spec's line shape). */
async function seedCart(page: Page, lines: SeedLine[]) {
  await page.goto("/brampton/offers");
  await page.evaluate((ls) => {
    localStorage.setItem(
      "cart",
      JSON.stringify(
        ls.map((l) => ({
          id: l.id, name: l.name, price: l.price, sale_price: null, quantity: l.quantity ?? 1,
          selectedColor: l.color ?? "Black", selectedSize: l.size, brand: "Ray-Ban",
        })),
      ),
    );
  }, lines);
}

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const REQUIRED = "Please fill in all required fields";

async function expectToast(page: Page, text: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

async function fillToReview(page: Page, card = "4111 1111 1111 1234") {
  const next = page.getByRole("button", { name: "Next", exact: true });
  await textbox(page, "Email").fill("e2e.checkout@example.com");
  await textbox(page, "First name").fill("Mei");
  await textbox(page, "Last name").fill("Chen");
  await textbox(page, "Phone").fill("905-555-0188");
  await next.click();
  await textbox(page, "Address").fill("7 Main St N");
  await textbox(page, "City").fill("Brampton");
  await textbox(page, "Postal code").fill("L6V 1N6");
  await next.click();
  await textbox(page, "Card number").fill(card);
  await textbox(page, "Expiry (MM/YY)").fill("08/30");
  await page.getByLabel("CVV").fill("987");
  await textbox(page, "Name on card").fill("Mei Chen");
  await next.click();
  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
}

test("cart refreshes prices and availability, checkout enforces each step, the order is stored", async ({ page }) => {
  await seedCart(page, [
    { ...CLUBMASTER, price: 200 }, // stale: the shop now charges $245.00
    { ...SOLD_OUT, price: 209 },
    { ...RETIRED, price: 150 },
  ]);
  await page.goto("/brampton/cart");

  // Stale price corrected in the stored cart, with a toast.
  await expectToast(page, "Some prices changed since you added them.");
  const club = page.getByTestId("cart-line").filter({ hasText: CLUBMASTER.name });
  await expect(club).toContainText("$245.00 each");
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("cart")!)[0].price)).toBe(245);

  // Sold-out and removed products are flagged and left out of the totals.
  await expect(page.getByText(`${SOLD_OUT.name} is out of stock and is not included in your order.`)).toBeVisible();
  await expect(page.getByText(`${RETIRED.name} is no longer available and is not included in your order.`)).toBeVisible();
  // Tax waits for the delivery address or the pickup clinic (issue 45): the cart's total is before tax.
  await expect(page.getByTestId("tax-pending")).toHaveText("Tax is worked out at checkout from the delivery address");
  await expect(page.getByTestId("order-total")).toHaveText("$245.00");

  // Quantity: never below 1, then 2.
  await expect(club.getByRole("button", { name: `Decrease quantity of ${CLUBMASTER.name}` })).toBeDisabled();
  await club.getByRole("button", { name: `Increase quantity of ${CLUBMASTER.name}` }).click();
  await expect(club.getByTestId("line-quantity")).toHaveText("2");
  await expect(page.getByTestId("order-total")).toHaveText("$490.00");
  await page.getByRole("button", { name: `Remove ${RETIRED.name} (Black) from cart` }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(2);

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/brampton\/checkout$/);
  await expect(page.getByRole("list", { name: "Items in this order" })).not.toContainText(SOLD_OUT.name);
  const next = page.getByRole("button", { name: "Next", exact: true });

  // Step 1: every field required; a malformed e-mail is named.
  await next.click();
  await expectToast(page, REQUIRED);
  for (const f of ["Email", "First name", "Last name", "Phone"]) await expect(textbox(page, f)).toHaveAttribute("aria-invalid", "true");
  await textbox(page, "Email").fill("mei.chen-at-example");
  await textbox(page, "First name").fill("Mei");
  await textbox(page, "Last name").fill("Chen");
  await textbox(page, "Phone").fill("905-555-0188");
  await next.click();
  await expectToast(page, "Please enter a valid email address");
  await textbox(page, "Email").fill("e2e.checkout@example.com");
  await next.click();

  // Step 2: province defaults to ON; address, city and postal code required.
  await expect(page.getByRole("heading", { name: "Shipping" })).toBeVisible();
  await expect(page.getByLabel("Province")).toHaveValue("ON");
  await next.click();
  await expect(textbox(page, "Address")).toHaveAttribute("aria-invalid", "true");
  await expect(textbox(page, "Postal code")).toHaveAttribute("aria-invalid", "true");
  await textbox(page, "Address").fill("7 Main St N");
  await textbox(page, "City").fill("Brampton");
  await textbox(page, "Postal code").fill("L6V 1N6");
  await next.click();

  // Step 3: card fields, and billing fields once billing differs from shipping.
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByTestId("payment-note")).toContainText("Your card is not charged online");
  await next.click();
  await expect(textbox(page, "Card number")).toHaveAttribute("aria-invalid", "true");
  await textbox(page, "Card number").fill("4111 1111 1111 1234");
  await textbox(page, "Expiry (MM/YY)").fill("08/30");
  await page.getByLabel("CVV").fill("987");
  await textbox(page, "Name on card").fill("Mei Chen");
  await page.getByLabel("Billing address is the same as shipping").uncheck();
  await next.click();
  await expectToast(page, REQUIRED);
  await expect(textbox(page, "Billing address")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Billing address is the same as shipping").check();
  await next.click();

  // Review: only the last four digits, and the payment is plainly pending.
  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await expect(page.getByText("Card ending in 1234")).toBeVisible();
  await expect(page.locator("body")).not.toContainText("4111 1111");
  await expect(page.getByTestId("payment-note")).toContainText("the clinic will contact you to take payment");

  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.postData() ?? ""));
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/brampton\/order-success\?order=ORD-\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order Confirmed");
  // The page shows a number only after finding it in the database.
  const orderNumber = (await page.getByTestId("order-number").textContent())!;
  expect(page.url()).toContain(orderNumber);
  await expect(page.getByText("e•••t@example.com")).toBeVisible();
  await expect(page.getByText("Estimated delivery: 5-7 business days.")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");

  // Card number and CVV never left the browser.
  const sent = posts.join("\n");
  expect(sent).toContain('"cardLast4":"1234"');
  expect(sent).not.toMatch(/4111|"987"|cvv|cardNumber/i);
  expect(sent).not.toContain('"price"');

  const db = await e2eDb();
  if (db) {
    const { rows } = await db.query(
      `select o.total_amount, o.card_last4, o.payment_status, json_agg(i.product_name) as items
       from orders o join order_items i on i.order_id = o.id where o.order_number = $1 group by o.id`,
      [orderNumber],
    );
    await db.end();
    expect(rows).toEqual([{ total_amount: "553.70", card_last4: "1234", payment_status: "pending", items: [CLUBMASTER.name] }]);
  }
});

// As its own visitor address, so this attempt does not spend the orders budget of 127.0.0.1.
visitorTest("a colour the frame does not have is refused by name, nothing is stored and the cart is kept", async ({ page }) => {
  const db = await e2eDb();
  const orders = async () => (db ? Number((await db.query("select count(*) from orders")).rows[0].count) : 0);
  try {
    await seedCart(page, [{ ...RECTANGLE, color: "Gold" }]);
    await page.goto("/brampton/checkout");
    await fillToReview(page);
    const before = await orders();
    await page.getByRole("button", { name: "Place Order" }).click();
    const message = `"${RECTANGLE.name}" is not available in colour "Gold". Please choose a colour from the product page.`;
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expectToast(page, message);
    await expect(page).toHaveURL(/\/brampton\/checkout$/);
    expect(await orders()).toBe(before);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart")!)[0].selectedColor)).toBe("Gold");
  } finally {
    await db?.end();
  }
});

test("more than the stock in the cart says how many are left and holds checkout back", async ({ page }) => {
  await seedCart(page, [{ ...CLUBMASTER, quantity: 99 }]);
  await page.goto("/brampton/cart");
  const warning = page.getByRole("status").filter({ hasText: new RegExp(`Only \\d+ left of ${CLUBMASTER.name}\\.`) });
  await expect(warning).toBeVisible();
  const left = Number((await warning.textContent())!.match(/Only (\d+) left/)![1]);
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Increase quantity of ${CLUBMASTER.name}` })).toBeDisabled();
  await page.getByRole("button", { name: `Change to ${left}` }).click();
  await expect(page.getByTestId("line-quantity")).toHaveText(String(left));
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toBeVisible();
});

test("the success page without a real order shows no number but still reads well", async ({ page }) => {
  await page.goto("/brampton/order-success?order=ORD-000000000001");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order Confirmed");
  await expect(page.getByTestId("order-number")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("ORD-000000000001");
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/brampton/shop");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.locator('a[href^="tel:"][data-call-location="order-success"]')).toBeVisible();
});
