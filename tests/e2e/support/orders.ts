import { expect, type Page } from "@playwright/test";

/** A seeded frame with a colour and the size it really has (the order refuses any other). */
export const RECTANGLE = { id: "00000000-0000-4000-8003-000000000004", name: "Ray-Ban RB5228 Rectangle Optics", price: 199, color: "Black", size: "53" };
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** A real order through the shop's checkout, returning its number. */
export async function placeOrder(page: Page, email = "e2e.analytics@example.com"): Promise<string> {
  await page.goto("/brampton/offers");
  await page.evaluate((p) => {
    localStorage.setItem(
      "cart",
      JSON.stringify([{ id: p.id, name: p.name, price: p.price, sale_price: null, quantity: 1, selectedColor: p.color, selectedSize: p.size, brand: "Ray-Ban" }]),
    );
  }, RECTANGLE);
  await page.goto("/brampton/checkout");
  await fillCheckout(page, { email, firstName: "Noor", lastName: "Ahmed", phone: "905-555-0177", address: "12 Queen St E", postalCode: "L6V 1A1" });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/brampton\/order-success\?order=ORD-\d+$/);
  return (await page.getByTestId("order-number").textContent())!.trim();
}

export type Buyer = { email: string; firstName: string; lastName: string; phone: string; address?: string; postalCode?: string };

/**
 * The checkout's three steps as a shopper fills them, up to the Payment step's own "Next" (left to
 * the caller, which may fill the optional Insurance section first).
 */
export async function fillCheckout(page: Page, b: Buyer) {
  const next = page.getByRole("button", { name: "Next", exact: true });
  await textbox(page, "Email").fill(b.email);
  await textbox(page, "First name").fill(b.firstName);
  await textbox(page, "Last name").fill(b.lastName);
  await textbox(page, "Phone").fill(b.phone);
  await next.click();
  await textbox(page, "Address").fill(b.address ?? "40 Main St S");
  await textbox(page, "City").fill("Brampton");
  await textbox(page, "Postal code").fill(b.postalCode ?? "L6W 2C6");
  await next.click();
  await textbox(page, "Card number").fill("4111 1111 1111 5555");
  await textbox(page, "Expiry (MM/YY)").fill("08/30");
  await page.getByLabel("CVV").fill("123");
  await textbox(page, "Name on card").fill(`${b.firstName} ${b.lastName}`);
}
