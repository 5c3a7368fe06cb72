import { describe, expect, it } from "vitest";
import { buildListing, escapeLike } from "@/lib/catalog/query";
import { filtersToQuery, parseShopFilters, titleFor } from "@/lib/validations/shop-filters";
import { missingFields, lastFour, type CheckoutForm } from "@/lib/validations/checkout";
import { contactLensSchema } from "@/lib/validations/contact-lens";

describe("shop filters from the URL", () => {
  it("defaults", () => {
    expect(parseShopFilters({})).toEqual({ min: 0, max: 1000, sort: "newest", page: 1, view: "grid" });
  });

  it("bad values fall back instead of failing the page", () => {
    const f = parseShopFilters({ gender: "aliens", sort: "random", page: "-3", min: "abc", max: "5000", brand: "Ray Ban!", view: "table" });
    expect(f).toEqual({ min: 0, max: 1000, sort: "newest", page: 1, view: "grid" });
  });

  it("swaps an inverted price range and takes the first of repeated params", () => {
    expect(parseShopFilters({ min: "300", max: "100", gender: ["men", "women"] })).toMatchObject({ min: 100, max: 300, gender: "men" });
  });

  it("the gender sets the title", () => {
    expect(titleFor("men").title).toBe("Men's Glasses");
    expect(titleFor("women").title).toBe("Women's Glasses");
    expect(titleFor("kids").title).toBe("Kids' Glasses");
    expect(titleFor(undefined).title).toBe("Shop Eyewear");
    expect(titleFor("unisex").title).toBe("Shop Eyewear");
  });

  it("reads the frame width leniently", () => {
    expect(parseShopFilters({ width: "narrow" }).width).toBe("narrow");
    expect(parseShopFilters({ width: ["wide", "narrow"] }).width).toBe("wide");
    for (const bad of ["Narrow", "small", "", "wide "]) expect(parseShopFilters({ width: bad }).width, bad).toBeUndefined();
  });

  it("reads the fit from `fit` or from the match form's three fields, and a bad one is ignored", () => {
    const fit = { lens: 52, bridge: 18, temple: 140 };
    expect(parseShopFilters({ fit: "52-18-140" }).fit).toEqual(fit);
    expect(parseShopFilters({ lens: "52", bridge: "18", temple: "140" }).fit).toEqual(fit);
    // `fit` wins over the fields; the fields never reach the filters themselves.
    expect(parseShopFilters({ fit: "52-18-140", lens: "60", bridge: "20", temple: "150" })).toEqual({ ...parseShopFilters({}), fit });
    expect(parseShopFilters({ fit: "52-18" }).fit).toBeUndefined();
    expect(parseShopFilters({ fit: "52-40-140" }).fit).toBeUndefined();
    expect(parseShopFilters({ lens: "52", bridge: "18" }).fit).toBeUndefined();
    expect(parseShopFilters({ lens: "520", bridge: "18", temple: "140" })).toEqual(parseShopFilters({}));
  });

  it("a fit orders by closeness, so the sort is dropped with it", () => {
    expect(parseShopFilters({ fit: "52-18-140", sort: "price-asc" }).sort).toBe("newest");
    expect(parseShopFilters({ fit: "nope", sort: "price-asc" }).sort).toBe("price-asc");
  });

  it("round-trips through the query string, leaving defaults out", () => {
    const f = parseShopFilters({ q: "aviator", brand: "ray-ban", sort: "price-asc", page: "2" });
    expect(filtersToQuery(f)).toBe("?q=aviator&brand=ray-ban&sort=price-asc&page=2");
    expect(parseShopFilters(Object.fromEntries(new URLSearchParams(filtersToQuery(f))))).toEqual(f);
    expect(filtersToQuery(parseShopFilters({}))).toBe("");
    const fit = parseShopFilters({ lens: "52", bridge: "18", temple: "140", width: "medium", gender: "women", view: "list" });
    expect(filtersToQuery(fit)).toBe("?gender=women&width=medium&fit=52-18-140&view=list");
    expect(parseShopFilters(Object.fromEntries(new URLSearchParams(filtersToQuery(fit))))).toEqual(fit);
  });
});

describe("listing SQL", () => {
  it("only active products, values as parameters", () => {
    const q = buildListing(parseShopFilters({ q: "50%_off", brand: "gucci", category: "Sunglasses", gender: "women", min: "100", max: "500", polarized: "polarized" }));
    expect(q.where).toContain("p.is_active");
    expect(q.where).not.toContain("gucci");
    expect(q.params).toEqual(["%50\\%\\_off%", "gucci", "Sunglasses", "women", 100, 500]);
    expect(q.where).toContain("p.is_polarized");
  });

  it("frame width on the generated column, thresholds as parameters", () => {
    const narrow = buildListing(parseShopFilters({ width: "narrow" }));
    expect(narrow.where).toContain("p.frame_width < $1");
    expect(narrow.params).toEqual([130]);
    const medium = buildListing(parseShopFilters({ width: "medium", gender: "men" }));
    expect(medium.where).toContain("p.frame_width between $2 and $3");
    expect(medium.params).toEqual(["men", 130, 140]);
    expect(buildListing(parseShopFilters({ width: "wide" })).where).toContain("p.frame_width > $1");
    expect(buildListing(parseShopFilters({})).where).not.toContain("frame_width");
  });

  it("a fit: ranges on the bare columns, closest first, ties newest then by id", () => {
    const q = buildListing(parseShopFilters({ fit: "52-18-140", brand: "gucci" }));
    expect(q.params).toEqual(["gucci", 52, 18, 140]);
    expect(q.where).toContain("p.lens_width between $2::int - 2 and $2::int + 2");
    expect(q.where).toContain("p.bridge_width between $3::int - 1 and $3::int + 1");
    expect(q.where).toContain("p.temple_length between $4::int - 5 and $4::int + 5");
    expect(q.orderBy).toBe("5 * abs(p.lens_width - $2::int) + 10 * abs(p.bridge_width - $3::int) + 2 * abs(p.temple_length - $4::int) asc, p.created_at desc, p.id desc");
  });

  it("sorts by time or effective price with a stable tiebreak", () => {
    expect(buildListing(parseShopFilters({ sort: "price-asc" })).orderBy).toBe("coalesce(p.sale_price, p.price) asc, p.id asc");
    expect(buildListing(parseShopFilters({ sort: "oldest" })).orderBy).toBe("p.created_at asc, p.id asc");
    expect(buildListing(parseShopFilters({})).orderBy).toBe("p.created_at desc, p.id desc");
  });

  it("paginates 24 at a time", () => {
    expect(buildListing(parseShopFilters({ page: "3" }))).toMatchObject({ limit: 24, offset: 48 });
  });

  it("escapes LIKE wildcards", () => {
    expect(escapeLike("a%b_c\\d")).toBe("a\\%b\\_c\\\\d");
  });
});

describe("checkout steps", () => {
  const empty: CheckoutForm = {
    email: "", firstName: "", lastName: "", phone: "", address: "", city: "", province: "ON", postalCode: "",
    paymentMethod: "card", cardNumber: "", expiryDate: "", cvv: "", nameOnCard: "", sameAsShipping: true,
    fulfilment: "delivery", pickupClinic: "",
  };
  it("each step names its missing required fields", () => {
    expect(missingFields(1, empty)).toEqual(["email", "firstName", "lastName", "phone"]);
    expect(missingFields(2, empty)).toEqual(["address", "city", "postalCode"]);
    expect(missingFields(3, empty)).toEqual(["cardNumber", "expiryDate", "cvv", "nameOnCard"]);
  });
  it("billing fields are required only when billing differs", () => {
    const paid = { ...empty, cardNumber: "4111", expiryDate: "1/29", cvv: "1", nameOnCard: "A" };
    expect(missingFields(3, paid)).toEqual([]);
    expect(missingFields(3, { ...paid, sameAsShipping: false })).toEqual(["billingAddress", "billingCity", "billingProvince", "billingPostalCode"]);
  });
  it("whitespace is not an answer", () => {
    expect(missingFields(1, { ...empty, email: "a@b.co", firstName: "  ", lastName: "x", phone: "1" })).toEqual(["firstName"]);
  });
  it("keeps only the last four digits of a card", () => {
    expect(lastFour("4111 1111-1111 1234")).toBe("1234");
  });
});

describe("contact lens request", () => {
  it("requires name, e-mail, phone, lens type and supply", () => {
    const r = contactLensSchema.safeParse({ fullName: "", email: "", phone: "", lensType: "", supply: "" });
    expect(r.success).toBe(false);
    const required = r.error!.issues.filter((i) => i.message === "Please fill in all required fields").map((i) => i.path[0]);
    expect(new Set(required)).toEqual(new Set(["fullName", "email", "phone", "lensType", "supply"]));
    expect(contactLensSchema.safeParse({ fullName: "Ana", email: "ana@example.com", phone: "905-555-0100", lensType: "toric", supply: "6months" }).success).toBe(true);
  });
});
