import { expect, test } from "@playwright/test";

// One URL of each kind: prerendered, ISR product page, per-request search, route handler,
// metadata route, a storage miss, and a 404.
const KINDS = [
  "/",
  "/brampton/about",
  "/brampton/shop/product/00000000-0000-4000-8003-000000000002",
  "/brampton/shop?q=aviator",
  "/api/track/not-found",
  "/sitemap.xml",
  "/brampton/no-such-page",
];

for (const path of KINDS) {
  test(`${path} carries the security headers`, async ({ request }) => {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(csp, `${path}: ${directive}`).toContain(directive);
    }
    expect(csp).not.toContain("'unsafe-eval'");
    // WebAssembly compilation only (the try-on's model), never JavaScript eval.
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).not.toMatch(/(script|connect|img)-src[^;]*\*/);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // The camera on this origin only, for the virtual try-on.
    expect(h["permissions-policy"]).toMatch(/camera=\(self\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
    expect(h["cross-origin-opener-policy"]).toBe("same-origin");
    expect(h["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
    expect(h["x-powered-by"]).toBeUndefined();
  });
}

test("stored files are sandboxed and never sniffed", async ({ request }) => {
  const h = (await request.get("/storage/product-images/missing.png")).headers();
  expect(h["content-security-policy"]).toBe("default-src 'none'; sandbox");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
});

test("pages run under the policy without a single CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Refused to ${e.violatedDirective}: ${e.blockedURI}`));
  });
  for (const path of ["/", "/brampton/shop", "/brampton/shop/product/00000000-0000-4000-8003-000000000002", "/brampton/book-exam", "/brampton/cart", "/brampton/auth"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
