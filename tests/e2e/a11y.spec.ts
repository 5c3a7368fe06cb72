import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

for (const path of ["/", "/brampton/auth", "/brampton/no-such-page"]) {
  test(`${path} has no axe violations @responsive`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

for (const path of ["/brampton/shop", "/brampton/shop/product/00000000-0000-4000-8003-000000000002", "/brampton/cart", "/brampton/order-contacts", "/brampton/book-exam", "/brampton/contact", "/brampton/lasik-consultation", "/brampton/locations/brightview-goreway", "/brampton/blog/brampton-optometrist-comprehensive-guide", "/brampton/eyewear/designer-glasses", "/brampton/about", "/brampton/insurance"]) {
  test(`${path} has no axe violations @responsive`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
