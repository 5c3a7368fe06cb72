import { expect, test, type Page } from "@playwright/test";
import { RECTANGLE } from "./support/orders";

/**
 * Issue 21: at 390 px the call widget and the button stack must never sit over a field, a
 * label or a control of the page. They share one bottom bar whose room the page reserves.
 */
const PAGES = [
  { name: "booking form", path: "/brampton/book-exam" },
  { name: "product page", path: `/brampton/product/${RECTANGLE.id}` },
  { name: "cart", path: "/brampton/cart", cart: true },
];

type Cover = { what: string; y: number; by: string };

/** Focusable elements and labels of <main> whose visible part a widget sits on, at this scroll position. */
function coveredNow(page: Page): Promise<{ covers: Cover[]; bandTop: number; widgetsAboveBand: string[] }> {
  return page.evaluate(() => {
    const widgets = [...document.querySelectorAll<HTMLElement>("[data-floating]")];
    const inWidget = (el: Element | null) => !!el && widgets.some((w) => w.contains(el));
    const vh = window.innerHeight;
    const vw = window.innerWidth;
    // The band the page reserves: what the body's bottom padding holds.
    const bandTop = vh - parseFloat(getComputedStyle(document.body).paddingBottom);
    // Every visible widget control stays inside that band.
    const widgetsAboveBand = widgets
      .flatMap((w) => [...w.querySelectorAll<HTMLElement>("a, button")])
      .filter((c) => c.getClientRects().length > 0 && getComputedStyle(c).visibility !== "hidden")
      .filter((c) => c.getBoundingClientRect().top < bandTop - 0.5)
      .map((c) => c.getAttribute("aria-label") ?? c.textContent ?? "?");
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1']), label";
    const covers: { what: string; y: number; by: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(`main ${selector}`)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Sample the visible part above the reserved band: centre and inset corners.
      const top = Math.max(r.top, 0);
      const bottom = Math.min(r.bottom, bandTop);
      const left = Math.max(r.left, 0);
      const right = Math.min(r.right, vw);
      if (bottom - top < 2 || right - left < 2) continue;
      const xs = [left + 1, (left + right) / 2, right - 1];
      const ys = [top + 1, (top + bottom) / 2, bottom - 1];
      for (const x of xs)
        for (const y of ys) {
          const hit = document.elementFromPoint(x, y);
          if (inWidget(hit)) covers.push({ what: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`, y: Math.round(y), by: hit!.closest("a, button")?.getAttribute("aria-label") ?? "bar" });
        }
    }
    return { covers, bandTop, widgetsAboveBand };
  });
}

for (const p of PAGES) {
  test(`at 390 px no widget covers the ${p.name}, at any scroll position or focus @responsive`, async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 1280) >= 768, "the phone layout");
    if (p.cart) {
      await page.goto("/brampton/offers");
      await page.evaluate((r) => {
        const line = { id: r.id, name: r.name, price: r.price, sale_price: null, quantity: 1, selectedColor: r.color, selectedSize: r.size, brand: "Ray-Ban" };
        localStorage.setItem("cart", JSON.stringify([line]));
      }, RECTANGLE);
    }
    await page.goto(p.path);
    await expect(page.getByRole("button", { name: "Call us" })).toBeVisible();
    if (p.cart) await expect(page.getByRole("main").getByText(RECTANGLE.name).first()).toBeVisible();

    // Every scroll position, 120 px apart, down to the very end of the page.
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const found: string[] = [];
    for (let y = 0; y <= height + 120; y += 120) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), Math.min(y, height));
      const { covers, bandTop, widgetsAboveBand } = await coveredNow(page);
      expect(bandTop, "the page reserves room for the widget bar").toBeLessThan(viewport!.height - 40);
      expect(widgetsAboveBand, `widgets above the reserved band at scroll ${y}`).toEqual([]);
      found.push(...covers.map((c) => `scroll ${y}: ${c.what} under ${c.by}`));
    }
    expect(found, "page content under a widget").toEqual([]);

    // By keyboard: every focusable element of <main> ends up clear of the bar when it gets focus.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const count = await page.locator("main").locator("a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, summary").count();
    expect(count).toBeGreaterThan(3);
    const hidden: string[] = [];
    for (let i = 0; i < Math.min(count, 120); i++) {
      const el = page.locator("main").locator("a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, summary").nth(i);
      if (!(await el.isVisible())) continue;
      await el.focus();
      const state = await el.evaluate(async (node) => {
        // Focus scrolls smoothly (html { scroll-behavior: smooth }): wait until it has settled.
        for (let last = -1, still = 0, i = 0; still < 3 && i < 120; i++) {
          await new Promise((r) => requestAnimationFrame(r));
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
        }
        const r = node.getBoundingClientRect();
        const bar = document.querySelector<HTMLElement>("[data-widget-bar]");
        const barShown = !!bar && getComputedStyle(bar).visibility !== "hidden";
        const barTop = barShown ? bar!.getBoundingClientRect().top : window.innerHeight;
        return { bottom: r.bottom, barTop, name: (node.getAttribute("aria-label") ?? node.textContent ?? node.getAttribute("name") ?? "").trim().slice(0, 40) };
      });
      if (state.bottom > state.barTop + 0.5) hidden.push(`${state.name} (bottom ${Math.round(state.bottom)} > bar ${Math.round(state.barTop)})`);
    }
    expect(hidden, "focused elements under the widget bar").toEqual([]);
  });
}
