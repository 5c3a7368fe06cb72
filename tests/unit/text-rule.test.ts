import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { profileSchema, signInSchema, signUpSchema } from "@/lib/validations/auth";
import { bookingSchemaIn } from "@/lib/booking/messages";
import { slotValue } from "@/lib/validations/booking";
import { contactStep, placeOrderSchema, shippingStep, stepIssues, type CheckoutForm } from "@/lib/validations/checkout";
import { contactSchemaIn } from "@/lib/contact/messages";
import { contactLensSchema } from "@/lib/validations/contact-lens";
import { adminListSchema, brandSchema, productSchema } from "@/lib/validations/product";
import { parseShopFilters } from "@/lib/validations/shop-filters";
import { hasUnusualCharacters, normalizeText, unusualCharactersMessage } from "@/lib/validations/text";

/** Refused in every field: PostgreSQL cannot store them, or they change how text displays unseen. */
const HOSTILE: Record<string, string> = {
  NUL: "a\u0000b",
  "lone high surrogate": "a\uD800b",
  "lone low surrogate": "\uDC00",
  "high surrogate at the end": "Gurpreet\uD83D",
  BEL: "a\u0007b",
  ESC: "\u001b[31mred",
  "vertical tab": "a\u000Bb",
  DEL: "a\u007Fb",
  "C1 NEL": "a\u0085b",
  "C1 CSI": "a\u009B31m",
  "right-to-left override": "a\u202Eb",
  "left-to-right embedding": "a\u202Ab",
  "left-to-right isolate": "a\u2066b",
  "pop directional isolate": "a\u2069b",
};

/** Accepted everywhere and read back exactly (they are already NFC). */
const NAMES = ["ਗੁਰਪ੍ਰੀਤ ਕੌਰ", "प्रिया शर्मा", "Élodie Bélanger-Côté", "O'Brien", "Smith-Jones"];
const EMOJI_MESSAGE = "Thank you! 👨‍👩‍👧 loved the frames 🇨🇦 👍🏽\nSee you soon";

describe("text rule: hasUnusualCharacters", () => {
  for (const [name, value] of Object.entries(HOSTILE)) {
    it(`refuses ${name} in single-line and multi-line fields`, () => {
      expect(hasUnusualCharacters(value)).toBe(true);
      expect(hasUnusualCharacters(value, { multiline: true })).toBe(true);
    });
  }

  it("allows tab and line breaks only in multi-line fields", () => {
    for (const value of ["a\tb", "a\nb", "Line one\r\nLine two", "a\rb"]) {
      expect(hasUnusualCharacters(value)).toBe(true);
      expect(hasUnusualCharacters(value, { multiline: true })).toBe(false);
    }
  });

  it("accepts real names, ZWJ/ZWNJ, combining marks and emoji", () => {
    for (const value of [...NAMES, EMOJI_MESSAGE, "e\u0301", "क्‍ष", "क्‌ष", "🏳️‍🌈", "Zoë ✓ ½"]) {
      expect(hasUnusualCharacters(value, { multiline: true }), value).toBe(false);
    }
    for (const value of [...NAMES, "क्‍ष", "क्‌ष", "🏳️‍🌈"]) expect(hasUnusualCharacters(value), value).toBe(false);
  });
});

describe("text rule: normalizeText", () => {
  it("composes to NFC and leaves real names byte for byte", () => {
    expect(normalizeText("E\u0301lodie")).toBe("Élodie");
    expect(normalizeText("E\u0301lodie")).toHaveLength(6);
    for (const name of NAMES) expect(Buffer.from(normalizeText(name))).toEqual(Buffer.from(name));
    expect(normalizeText(EMOJI_MESSAGE, { multiline: true })).toBe(EMOJI_MESSAGE);
  });

  it("turns CRLF and CR into LF in multi-line fields only", () => {
    expect(normalizeText("a\r\nb\rc\nd", { multiline: true })).toBe("a\nb\nc\nd");
    expect(normalizeText("a\r\nb")).toBe("a\r\nb");
  });

  it("words the field's message", () => {
    expect(unusualCharactersMessage("First name")).toBe("Please remove unusual characters from First name");
  });
});

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => ({ path: i.path.join("."), message: i.message })) ?? [];

describe("text rule in the forms' schemas", () => {
  const slot = slotValue("steeles", "2099-11-30T14:00:00.000Z");
  const booking = { firstName: "A", lastName: "B", email: "a@example.com", phone: "905-555-0100", serviceType: "Dry Eye Treatment", location: "steeles", preferredDate: "2099-11-30", slot };
  const signUp = { firstName: "A", lastName: "B", email: "a@example.com", password: "secret1" };
  const contact = { fullName: "A B", email: "a@example.com", subject: "Frames", message: "Hello" };
  const lens = { fullName: "A B", email: "a@example.com", phone: "905-555-0100", lensType: "daily", supply: "1month" };
  const order = {
    email: "pat@example.com", firstName: "Pat", lastName: "Singh", phone: "905-555-0111",
    address: "1 Main St", city: "Brampton", province: "ON", postalCode: "L6Y 0P8",
    sameAsShipping: true, nameOnCard: "Pat Singh", cardLast4: "4242",
    items: [{ productId: "00000000-0000-4000-8003-000000000001", quantity: 1, color: "Black", size: "57" }],
  };

  // Each form with its hostile field, that field's path and the label the form shows.
  const cases = [
    { form: "sign-up", schema: signUpSchema, base: signUp, field: "firstName", label: "First name" },
    { form: "sign-up", schema: signUpSchema, base: signUp, field: "lastName", label: "Last name" },
    { form: "sign-up", schema: signUpSchema, base: signUp, field: "address", label: "Address" },
    { form: "sign-up", schema: signUpSchema, base: signUp, field: "phoneNumber", label: "Phone number" },
    { form: "profile", schema: profileSchema, base: { firstName: "A", lastName: "B" }, field: "firstName", label: "First name" },
    { form: "booking", schema: bookingSchemaIn("en"), base: booking, field: "firstName", label: "First name" },
    { form: "booking", schema: bookingSchemaIn("en"), base: booking, field: "notes", label: "Notes" },
    { form: "contact", schema: contactSchemaIn("en"), base: contact, field: "fullName", label: "Full name" },
    { form: "contact", schema: contactSchemaIn("en"), base: contact, field: "subject", label: "Subject" },
    { form: "contact", schema: contactSchemaIn("en"), base: contact, field: "message", label: "Message" },
    { form: "contact-lens", schema: contactLensSchema, base: lens, field: "fullName", label: "Full name" },
    { form: "contact-lens", schema: contactLensSchema, base: lens, field: "comments", label: "Comments" },
    { form: "checkout", schema: placeOrderSchema, base: order, field: "firstName", label: "First name" },
    { form: "checkout", schema: placeOrderSchema, base: order, field: "address", label: "Address" },
    { form: "checkout", schema: placeOrderSchema, base: order, field: "city", label: "City" },
    { form: "checkout", schema: placeOrderSchema, base: order, field: "postalCode", label: "Postal code" },
    { form: "checkout", schema: placeOrderSchema, base: order, field: "nameOnCard", label: "Name on card" },
  ] as const;

  for (const { form, schema, base, field, label } of cases) {
    it(`${form}: a hostile ${label} gets the field's message, whatever the character`, () => {
      for (const [name, value] of Object.entries(HOSTILE)) {
        const r = schema.safeParse({ ...base, [field]: value });
        expect(r.success, name).toBe(false);
        expect(messages(r)[0], name).toEqual({ path: field, message: `Please remove unusual characters from ${label}` });
      }
    });
  }

  it("the first issue is the text rule's even for a long hostile value (never a length or database error)", () => {
    const r = contactSchemaIn("en").safeParse({ ...contact, message: "\u0000".repeat(10_000) });
    expect(messages(r)[0]).toEqual({ path: "message", message: "Please remove unusual characters from Message" });
  });

  it("sign-up, booking, contact-lens and checkout accept names in Gurmukhi, Devanagari and French exactly as typed", () => {
    for (const name of NAMES) {
      const s = signUpSchema.safeParse({ ...signUp, firstName: name, lastName: name, address: `12 ${name} Rd` });
      expect(s.success && [s.data.firstName, s.data.lastName, s.data.address], name).toEqual([name, name, `12 ${name} Rd`]);
      const b = bookingSchemaIn("en").safeParse({ ...booking, firstName: name, lastName: name, family: [{ firstName: name, lastName: name }] });
      expect(b.success && [b.data.firstName, b.data.family[0].firstName], name).toEqual([name, name]);
      const l = contactLensSchema.safeParse({ ...lens, fullName: name });
      expect(l.success && l.data.fullName, name).toBe(name);
      const o = placeOrderSchema.safeParse({ ...order, firstName: name, lastName: name, city: name, nameOnCard: name });
      expect(o.success && [o.data.firstName, o.data.lastName, o.data.city, o.data.nameOnCard], name).toEqual([name, name, name, name]);
      const c = contactSchemaIn("en").safeParse({ ...contact, fullName: name });
      expect(c.success && c.data.fullName, name).toBe(name);
    }
  });

  it("a message keeps its emoji, ZWJ sequences, flags and line breaks (CRLF as LF)", () => {
    const r = contactSchemaIn("en").safeParse({ ...contact, message: EMOJI_MESSAGE.replace("\n", "\r\n") });
    expect(r.success && r.data.message).toBe(EMOJI_MESSAGE);
    const n = bookingSchemaIn("en").safeParse({ ...booking, notes: "Insurance:\tSun Life\r\nSee you 🇨🇦" });
    expect(n.success && n.data.notes).toBe("Insurance:\tSun Life\nSee you 🇨🇦");
  });

  it("single-line fields refuse a line break inside the value but trim one at the ends", () => {
    expect(messages(contactSchemaIn("en").safeParse({ ...contact, subject: "Hi\r\nBcc: x@example.com" }))[0].message).toBe("Please remove unusual characters from Subject");
    const r = contactSchemaIn("en").safeParse({ ...contact, subject: "  Frames\r\n" });
    expect(r.success && r.data.subject).toBe("Frames");
  });

  it("stores a decomposed accent composed (NFC)", () => {
    const r = signUpSchema.safeParse({ ...signUp, firstName: "E\u0301lodie" });
    expect(r.success && r.data.firstName).toBe("\u00C9lodie");
  });

  it("e-mail fields take the rule too, and passwords do not (any character may be in a password)", () => {
    expect(messages(signUpSchema.safeParse({ ...signUp, email: "a\u0000@example.com" }))[0]).toEqual({ path: "email", message: "Please remove unusual characters from Email" });
    expect(signInSchema.safeParse({ email: "a@example.com", password: "p\u0000\uD800\u202E" }).success).toBe(true);
  });

  it("a password with a NUL or a lone surrogate is hashed and checked like any other (only its hash is stored)", async () => {
    const hash = await hashPassword("p\u0000w\uD800d");
    expect(hash).toMatch(/^scrypt\$[0-9$A-Za-z_-]+$/);
    expect(await verifyPassword("p\u0000w\uD800d", hash)).toBe(true);
    expect(await verifyPassword("pw\uD800d", hash)).toBe(false);
  });

  it("checkout steps show the message for a hostile field, and order lines refuse a hostile colour or size", () => {
    const form = { email: "pat@example.com", firstName: "a\u202Eb", lastName: "Singh", phone: "905-555-0111" } as unknown as CheckoutForm;
    expect(stepIssues(1, form)).toEqual([{ field: "firstName", message: "Please remove unusual characters from First name" }]);
    expect(contactStep.safeParse({ ...form, firstName: "Pat" }).success).toBe(true);
    expect(messages(shippingStep.safeParse({ address: "1 Main\u0007", city: "Brampton", province: "ON", postalCode: "L6Y 0P8" }))[0].message).toBe("Please remove unusual characters from Address");
    const line = (color: string, size: string) => placeOrderSchema.safeParse({ ...order, items: [{ ...order.items[0], color, size }] });
    expect(messages(line("a\u202Eb\u0007", "57"))[0]).toEqual({ path: "items.0.color", message: "Please remove unusual characters from Colour" });
    expect(messages(line("Black", "5\u00007"))[0]).toEqual({ path: "items.0.size", message: "Please remove unusual characters from Size" });
  });
});

describe("text rule in the admin's schemas", () => {
  const product = { name: "Aviator", price: "120" };

  it("product fields get the dialog's label", () => {
    expect(messages(productSchema.safeParse({ ...product, name: "Avi\u202Eator" }))[0]).toEqual({ path: "name", message: "Please remove unusual characters from Name" });
    expect(messages(productSchema.safeParse({ ...product, description: "ok\u0000" }))[0]).toEqual({ path: "description", message: "Please remove unusual characters from Description" });
    expect(messages(productSchema.safeParse({ ...product, sku: "RB\u00853025" }))[0]).toEqual({ path: "sku", message: "Please remove unusual characters from SKU" });
    expect(messages(productSchema.safeParse({ ...product, size_fit: "\u2066x" }))[0]).toEqual({ path: "size_fit", message: "Please remove unusual characters from Size & Fit" });
    expect(messages(productSchema.safeParse({ ...product, colors: [{ name: "Black", value: "#000000" }, { name: "Hav\u0007ana", value: "#123456" }] }))[0]).toEqual({
      path: "colors.1.name",
      message: "Please remove unusual characters from Colour 2 name",
    });
    expect(messages(productSchema.safeParse({ ...product, faqs: [{ question: "Fit?", answer: "Wide\uD800" }] }))[0]).toEqual({
      path: "faqs.0.answer",
      message: "Please remove unusual characters from Answer 1",
    });
    expect(messages(brandSchema.safeParse({ name: "Ray\u0000Ban" }))[0]).toEqual({ path: "name", message: "Please remove unusual characters from Name" });
  });

  it("a colour or FAQ row gets the text rule's message before its length message", () => {
    const colour = (name: string) => messages(productSchema.safeParse({ ...product, colors: [{ name, value: "#000000" }] }));
    expect(colour(`\u0007${"x".repeat(50)}`)).toEqual([{ path: "colors.0.name", message: "Please remove unusual characters from Colour 1 name" }]);
    expect(colour("x".repeat(41))).toEqual([{ path: "colors.0.name", message: "Please keep colour names under 40 characters" }]);
    expect(colour(` ${"x".repeat(40)} `)).toEqual([]);
    expect(messages(productSchema.safeParse({ ...product, colors: [{ name: "Black", value: "#000\u202E" }] }))[0].message).toBe("Please remove unusual characters from Colour 1 code");
    expect(messages(productSchema.safeParse({ ...product, faqs: [{ question: "Q\nR", answer: "A" }] }))[0].message).toBe("Please remove unusual characters from Question 1");
  });

  it("product text keeps multi-line answers and French, Punjabi and Hindi", () => {
    const r = productSchema.safeParse({ ...product, name: "Lunettes Élodie", description: "ਗੁਰਪ੍ਰੀਤ\r\nप्रिया 👓", faqs: [{ question: "Taille?", answer: "Moyenne\r\nLarge" }] });
    expect(r.success && [r.data.name, r.data.description, r.data.faqs]).toEqual(["Lunettes Élodie", "ਗੁਰਪ੍ਰੀਤ\nप्रिया 👓", [{ question: "Taille?", answer: "Moyenne\nLarge" }]]);
  });

  it("a listing's search or category the rule refuses is ignored, the rest of the query kept", () => {
    expect(adminListSchema.parse({ q: "a\u0000b", status: "hidden" })).toMatchObject({ q: "", status: "hidden" });
    expect(adminListSchema.parse({ q: " Élodie " }).q).toBe("Élodie");
    const f = parseShopFilters({ q: "a\u0000b", category: "sun\uD800", gender: "women", sort: "price-asc" });
    expect([f.q, f.category, f.gender, f.sort]).toEqual([undefined, undefined, "women", "price-asc"]);
    expect(parseShopFilters({ q: ["ray\u202Eban", "x"] }).q).toBeUndefined();
    expect(parseShopFilters({ q: "प्रिया" }).q).toBe("प्रिया");
  });
});
