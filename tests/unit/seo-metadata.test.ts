import { describe, expect, it } from "vitest";
import { BRAND } from "@/content/brand";
import { pageMetadata } from "@/lib/seo/metadata";

describe("pageMetadata", () => {
  it("adds the business's name to a page's Open Graph title once", () => {
    const m = pageMetadata({ title: "Insurance", description: "d", path: "/brampton/insurance" });
    expect(m.title).toBe("Insurance");
    expect(m.openGraph?.title).toBe(`Insurance | ${BRAND.name}`);
  });

  it("leaves a title that already names the business as it is, in the tab and when shared", () => {
    const title = `${BRAND.name} | Optometrist & Eyewear in Brampton`;
    const m = pageMetadata({ title, description: "d", path: "/", absolute: true });
    expect(m.title).toEqual({ absolute: title });
    expect(m.openGraph?.title).toBe(title);
  });
});
