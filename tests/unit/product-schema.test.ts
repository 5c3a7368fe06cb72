import { describe, expect, it } from "vitest";
import { brandSchema, categorySchema, EMPTY_PRODUCT, productSchema, slugify, uniqueSlug } from "@/lib/validations/product";

const valid = { ...EMPTY_PRODUCT, name: "Aviator Classic", price: "229" };
const message = (input: object) => productSchema.safeParse({ ...valid, ...input }).error?.issues[0].message;

describe("the admin product schema (spec §5)", () => {
  it("accepts a minimal product and fills the defaults", () => {
    const p = productSchema.parse(valid);
    expect(p).toMatchObject({ name: "Aviator Classic", price: 229, sale_price: null, stock_quantity: 0, is_active: true, slug: "aviator-classic" });
    expect(p.description).toBeNull();
    expect(p.lens_width).toBeNull();
  });

  it("requires a name and a price with the spec's message", () => {
    expect(message({ name: "" })).toBe("Name and price are required");
    expect(message({ name: "   " })).toBe("Name and price are required");
    expect(message({ price: "" })).toBe("Name and price are required");
    expect(message({ price: "  " })).toBe("Name and price are required");
  });

  it("refuses a price that is not a number above 0", () => {
    for (const price of ["0", "-5", "abc", "1e400", "12,50", "NaN", "Infinity"]) expect(message({ price }), price).toBe("Please enter a valid price");
    expect(productSchema.parse({ ...valid, price: "19.999" }).price).toBe(20);
    expect(productSchema.parse({ ...valid, price: "$19.50" }).price).toBe(19.5);
  });

  it("refuses a sale price below 0 or above the price; blank means no sale", () => {
    expect(message({ sale_price: "-1" })).toBe("Please enter a valid sale price");
    expect(message({ sale_price: "x" })).toBe("Please enter a valid sale price");
    expect(message({ sale_price: "230" })).toBe("The sale price cannot be higher than the price");
    expect(productSchema.parse({ ...valid, sale_price: "0" }).sale_price).toBe(0);
    expect(productSchema.parse({ ...valid, sale_price: "199.99" }).sale_price).toBe(199.99);
    expect(productSchema.parse({ ...valid, sale_price: "" }).sale_price).toBeNull();
  });

  it("defaults stock to 0 and refuses negative or fractional stock", () => {
    expect(message({ stock_quantity: "-1" })).toBe("Stock quantity cannot be negative");
    expect(message({ stock_quantity: "2.5" })).toBe("Stock quantity must be a whole number");
    expect(productSchema.parse({ ...valid, stock_quantity: "" }).stock_quantity).toBe(0);
    expect(productSchema.parse({ ...valid, stock_quantity: "12" }).stock_quantity).toBe(12);
  });

  it("keeps only FAQs with both a question and an answer, at most 5", () => {
    const p = productSchema.parse({
      ...valid,
      faqs: [
        { question: " Is it polarized? ", answer: " Yes. " },
        { question: "Half", answer: "  " },
        { question: "", answer: "orphan answer" },
      ],
    });
    expect(p.faqs).toEqual([{ question: "Is it polarized?", answer: "Yes." }]);
    expect(message({ faqs: Array.from({ length: 6 }, () => ({ question: "q", answer: "a" })) })).toBe("A product can have at most 5 FAQs");
  });

  it("keeps only colours with both a name and a value, at most 10, values as colour codes", () => {
    const p = productSchema.parse({ ...valid, colors: [{ name: "Black", value: "#000000" }, { name: "", value: "#ffffff" }, { name: "Tortoise", value: " " }] });
    expect(p.colors).toEqual([{ name: "Black", value: "#000000" }]);
    expect(message({ colors: Array.from({ length: 11 }, (_, i) => ({ name: `c${i}`, value: "#000000" })) })).toBe("A product can have at most 10 colours");
    expect(message({ colors: [{ name: "Red", value: "red; background:url(x)" }] })).toBe("Colour values must be colour codes such as #000000");
  });

  it("checks the frame measurements against the ranges the database accepts", () => {
    expect(productSchema.parse({ ...valid, lens_width: "57", bridge_width: "18", temple_length: "145" })).toMatchObject({ lens_width: 57, bridge_width: 18, temple_length: 145 });
    expect(message({ lens_width: "90" })).toBe("Lens width must be between 30 and 80 mm");
    expect(message({ bridge_width: "abc" })).toBe("Bridge width must be between 10 and 30 mm");
  });

  it("allows at most 5 images, each a same-site path or an https URL", () => {
    expect(message({ images: Array.from({ length: 6 }, (_, i) => `/storage/product-images/${i}.png`) })).toBe("Maximum 5 images allowed");
    expect(message({ images: ["javascript:alert(1)"] })).toBe("Images must be uploaded files");
    expect(message({ images: ["//evil.example.com/x.png"] })).toBe("Images must be uploaded files");
    expect(productSchema.parse({ ...valid, images: ["/storage/product-images/1-abc.png"] }).images).toHaveLength(1);
  });
});

describe("slugs", () => {
  it("lowercases the name and turns non-alphanumerics into hyphens", () => {
    expect(slugify("Ray-Ban RB3025 Aviator Classic")).toBe("ray-ban-rb3025-aviator-classic");
    expect(slugify("  Tom Ford — FT5401 (Black/Gold)  ")).toBe("tom-ford-ft5401-black-gold");
    expect(slugify("Café Lunettes")).toBe("cafe-lunettes");
    expect(slugify("!!!")).toBe("");
  });

  it("adds a numeric suffix on a clash", () => {
    expect(uniqueSlug("aviator", [])).toBe("aviator");
    expect(uniqueSlug("aviator", ["aviator"])).toBe("aviator-2");
    expect(uniqueSlug("aviator", ["aviator", "aviator-2", "aviator-3"])).toBe("aviator-4");
    expect(uniqueSlug("", ["product"], "product")).toBe("product-2");
  });
});

describe("brand and category schemas", () => {
  it("require a name with the spec's messages; the description is optional", () => {
    expect(brandSchema.safeParse({ name: " " }).error?.issues[0].message).toBe("Brand name is required");
    expect(categorySchema.safeParse({ name: "" }).error?.issues[0].message).toBe("Category name is required");
    expect(brandSchema.parse({ name: "Maui Jim", description: "" })).toEqual({ name: "Maui Jim", description: null, is_luxury: false });
  });
});
