import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { legacyRedirect } from "@/lib/routing/legacy-redirects";

describe("legacyRedirect", () => {
  it.each([
    ["/cart", "/brampton/cart"],
    ["/checkout", "/brampton/checkout"],
    ["/shop", "/brampton/shop"],
    ["/shop/product/abc", "/brampton/shop/product/abc"],
    ["/product/abc", "/brampton/shop/product/abc"],
    ["/dashboard", "/brampton/account"],
    ["/brampton/dashboard", "/brampton/account"],
    ["/admin", "/brampton/admin"],
    ["/analytics", "/brampton/analytics"],
    ["/about/", "/brampton/about"],
    ["/services", "/brampton/services"],
    ["/services/eye-exams-brampton", "/brampton/comprehensive-eye-exam"],
    ["/services/contact-lenses-brampton", "/brampton/contact-lens-fitting"],
    ["/services/dry-eye-treatment-brampton", "/brampton/dry-eye-treatment"],
    ["/services/lasik-consultation-brampton", "/brampton/lasik-consultation"],
    ["/services/eye-exams", "/brampton/comprehensive-eye-exam"],
    ["/services/kids-eye-care", "/brampton/kids-eye-care"],
    ["/services/myopia-control", "/brampton/myopia-control"],
    ["/services/contact-lenses", "/brampton/contact-lens-fitting"],
    ["/services/unknown-thing", "/brampton/services"],
    ["/eyewear", "/brampton/eyewear"],
    ["/eyewear/sunglasses", "/brampton/eyewear/sunglasses"],
    ["/insurance", "/brampton/insurance"],
    ["/locations", "/brampton/locations"],
    ["/locations/brightview-goreway", "/brampton/locations/brightview-goreway"],
    ["/book-exam", "/brampton/book-exam"],
    ["/contact", "/brampton/contact"],
    ["/blog/eye-exams-castlemore-brampton", "/brampton/blog/eye-exams-castlemore-brampton"],
  ])("%s → %s", (from, to) => {
    expect(legacyRedirect(from)).toBe(to);
  });

  it.each(["/", "/brampton/shop", "/brampton/about", "/favicon.ico", "/_next/static/x.js", "/shopping"])(
    "leaves %s alone",
    (path) => {
      expect(legacyRedirect(path)).toBeNull();
    },
  );

  it("every legacy prefix is in the proxy's matcher, so none is silently skipped", () => {
    const proxy = readFileSync("proxy.ts", "utf8");
    for (const prefix of ["cart", "checkout", "shop", "product", "about", "services", "eyewear", "insurance",
      "locations", "book-exam", "contact", "blog", "admin", "analytics", "offers", "order-contacts", "auth"]) {
      expect(proxy, prefix).toContain(`"/${prefix}/:path*"`);
    }
    expect(proxy).toContain('"/dashboard"');
  });
});
