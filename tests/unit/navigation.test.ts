import { describe, expect, it } from "vitest";
import { telHref } from "@/content/clinics";
import { MAIN_NAV, isCurrent } from "@/content/navigation";
import { phoneCallSchema } from "@/lib/tracking/schema";

describe("navigation", () => {
  it("has the spec's main links in order", () => {
    expect(MAIN_NAV.map((i) => i.label)).toEqual(["About", "Services", "Shop", "Order Contacts", "Insurance", "Locations", "Blog"]);
  });

  it("the Services dropdown has the two spec groups with four links each", () => {
    const services = MAIN_NAV.find((i) => i.label === "Services")!;
    expect(services.groups!.map((g) => [g.heading, g.links.length])).toEqual([
      ["Optician Services", 4],
      ["Optometrist Services", 4],
    ]);
  });

  it("marks the current link, including query-string links", () => {
    expect(isCurrent("/brampton/about", "/brampton/about")).toBe(true);
    expect(isCurrent("/brampton/shop?gender=men", "/brampton/shop", "gender=men&page=2")).toBe(true);
    expect(isCurrent("/brampton/shop?gender=men", "/brampton/shop", "gender=women")).toBe(false);
    expect(isCurrent("/brampton/about", "/brampton/blog")).toBe(false);
  });
});

describe("phone links", () => {
  // The clinics' own numbers are their database rows (tests/integration/clinics.test.ts checks them).
  it("dials a display number", () => {
    expect(telHref("905-555-0142")).toBe("tel:+19055550142");
  });
});

describe("phone call tracking input", () => {
  it("accepts a call from a labelled link and defaults the label to unknown", () => {
    expect(phoneCallSchema.parse({ phoneNumber: "+19055550142", location: "Steeles" })).toEqual({ phoneNumber: "+19055550142", location: "steeles" });
    expect(phoneCallSchema.parse({ phoneNumber: "+19055550142" }).location).toBe("unknown");
    expect(phoneCallSchema.parse({ phoneNumber: "+19055550142", location: "<img onerror>" }).location).toBe("unknown");
  });

  it("refuses anything that is not a phone number", () => {
    expect(phoneCallSchema.safeParse({ phoneNumber: "javascript:alert(1)" }).success).toBe(false);
  });
});
