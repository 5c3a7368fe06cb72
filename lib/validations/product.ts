import type { ParsePayload } from "zod/v4/core";
import { MEASUREMENT_LIMITS } from "@/lib/catalog/fit";
import { IMAGE_MESSAGES, MAX_IMAGES } from "@/lib/storage/files";
import { hasUnusualCharacters, normalizeText, unusualCharactersMessage } from "@/lib/validations/text";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

/** Spec §5 messages, word for word. */
export const PRODUCT_MESSAGES = {
  required: "Name and price are required",
  price: "Please enter a valid price",
  salePrice: "Please enter a valid sale price",
  stock: "Stock quantity cannot be negative",
  saleAbovePrice: "The sale price cannot be higher than the price",
  stockWhole: "Stock quantity must be a whole number",
  tooManyFaqs: "A product can have at most 5 FAQs",
  tooManyColors: "A product can have at most 10 colours",
  colorValue: "Colour values must be colour codes such as #000000",
  // Spec §8 toasts.
  loadFailed: "Failed to load data",
  statusFailed: "Failed to update product status",
  deleteFailed: "Failed to delete product",
} as const;

export const GENDERS = ["men", "women", "kids", "unisex"] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { men: "Men", women: "Women", kids: "Kids", unisex: "Unisex" };
export const MAX_FAQS = 5;
export const MAX_COLORS = 10;
export const DEFAULT_COLOR = "#000000";
/** numeric(10, 2): the largest price the database stores. */
const PRICE_LIMIT = 99_999_999.99;

/** Spec §5: the name in lowercase with non-alphanumerics turned to hyphens (runs collapsed, ends trimmed). */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

/** The slug to store: `base`, or `base-2`, `base-3`… when another row already has it. */
export function uniqueSlug(base: string, taken: Iterable<string>, fallback = "item"): string {
  const root = base || fallback;
  const used = new Set(taken);
  if (!used.has(root)) return root;
  for (let n = 2; ; n++) if (!used.has(`${root}-${n}`)) return `${root}-${n}`;
}

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const text = (label: string, max: number, multiline = false) =>
  z.pipe(
    z.nullish(z.string().check(...plainText(label, { multiline }), z.maxLength(max, `Please keep this under ${max.toLocaleString("en-CA")} characters`))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );

const number = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? Number(v.trim().replace(/^\$/, "")) : v),
    z.number({ message }).check(z.refine((n) => Number.isFinite(n), message)),
  );

const measurement = (label: string, { min, max }: { min: number; max: number }) => {
  const range = `${label} must be between ${min} and ${max} mm`;
  return z.pipe(
    z.preprocess(
      blankToUndefined,
      z.optional(z.pipe(number(range), z.number().check(z.int(`${label} must be a whole number of millimetres`), z.gte(min, range), z.lte(max, range)))),
    ),
    z.transform((v: number | undefined) => v ?? null),
  );
};

const optionalId = z.pipe(
  z.preprocess(blankToUndefined, z.optional(z.uuid("Please choose from the list"))),
  z.transform((v: string | undefined) => v ?? null),
);

/** An uploaded image or a seeded render: a same-site path or an https URL (the server checks the origin). */
const imageUrl = z.string().check(z.maxLength(500), z.regex(/^(\/(?!\/)[A-Za-z0-9._~\-/]+|https:\/\/[^\s"'<>]+)$/, "Images must be uploaded files"));

const colorCode = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour or FAQ row's value: normalised and trimmed here, checked with its row (rowRules). */
const rowText = (multiline = false) => z.string().check(z.overwrite((v: string) => normalizeText(v, { multiline })), z.trim());

type RowRule = { label: (n: number) => string; max: number; tooLong: string; multiline?: boolean };
/**
 * The text rule, then the length, for each row of a list: checked on the list, where the row's
 * number is known for the dialog's label ("Please remove unusual characters from Colour 2 name").
 */
function rowRules<Row extends Record<string, string>>(rules: { [K in keyof Row]: RowRule }) {
  return z.superRefine((rows: Row[], ctx) => {
    rows.forEach((row, i) => {
      for (const key of Object.keys(rules) as (keyof Row & string)[]) {
        const { label, max, tooLong, multiline } = rules[key];
        const value = row[key];
        const message = hasUnusualCharacters(value, { multiline }) ? unusualCharactersMessage(label(i + 1)) : value.length > max ? tooLong : null;
        if (message) ctx.addIssue({ code: "custom", path: [i, key], message, input: value });
      }
    });
  });
}

const productFields = z.object({
  name: z.string().check(...plainText("Name"), z.maxLength(160, "Please keep the name under 160 characters")),
  description: text("Description", 5000, true),
  price: z.union([z.string(), z.number()]),
  sale_price: z.optional(z.union([z.string(), z.number(), z.null()])),
  stock_quantity: z.optional(z.union([z.string(), z.number()])),
  sku: z.pipe(
    z.optional(z.string().check(...plainText("SKU"), z.maxLength(64, "Please keep the SKU under 64 characters"))),
    z.transform((v: string | undefined) => (v ? v : null)),
  ),
  frame_material: text("Frame material", 80),
  lens_type: text("Lens type", 80),
  gender: z._default(z.enum(GENDERS, { message: "Please choose a gender" }), "unisex"),
  brand_id: optionalId,
  category_id: optionalId,
  colors: z._default(
    z
      .array(
        z.object({
          name: rowText(),
          value: rowText(),
        }),
      )
      .check(
        rowRules<{ name: string; value: string }>({
          name: { label: (n) => `Colour ${n} name`, max: 40, tooLong: "Please keep colour names under 40 characters" },
          value: { label: (n) => `Colour ${n} code`, max: 20, tooLong: PRODUCT_MESSAGES.colorValue },
        }),
        z.maxLength(MAX_COLORS, PRODUCT_MESSAGES.tooManyColors),
      ),
    [],
  ),
  faqs: z._default(
    z
      .array(
        z.object({
          question: rowText(),
          answer: rowText(true),
        }),
      )
      .check(
        rowRules<{ question: string; answer: string }>({
          question: { label: (n) => `Question ${n}`, max: 300, tooLong: "Please keep questions under 300 characters" },
          answer: { label: (n) => `Answer ${n}`, max: 2000, tooLong: "Please keep answers under 2,000 characters", multiline: true },
        }),
        z.maxLength(MAX_FAQS, PRODUCT_MESSAGES.tooManyFaqs),
      ),
    [],
  ),
  size_fit: text("Size & Fit", 5000, true),
  features_technology: text("Features & Technology", 5000, true),
  included_with_order: text("Included with Your Order", 5000, true),
  shipping_returns: text("Shipping & Returns", 5000, true),
  lens_width: measurement("Lens width", MEASUREMENT_LIMITS.lens),
  bridge_width: measurement("Bridge width", MEASUREMENT_LIMITS.bridge),
  temple_length: measurement("Temple length", MEASUREMENT_LIMITS.temple),
  is_polarized: z._default(z.boolean(), false),
  is_active: z._default(z.boolean(), true),
  images: z._default(z.array(imageUrl).check(z.maxLength(MAX_IMAGES, IMAGE_MESSAGES.tooMany)), []),
});

/** Refuses the parse inside a transform: one custom issue at `field`, as classic zod's `ctx.addIssue` made it. */
function refuse(ctx: ParsePayload, field: string, message: string): never {
  ctx.issues.push({ code: "custom", path: [field], message, input: ctx.value });
  return z.NEVER;
}

/**
 * The admin product form, shared by the dialog (zodResolver) and the save action.
 * Numbers arrive as the strings typed into inputs; blank optional fields become null.
 */
export const productSchema = z.pipe(
  productFields,
  z.transform((p: z.output<typeof productFields>, ctx) => {
    const priceText = String(p.price ?? "").trim();
    if (!p.name || priceText === "") return refuse(ctx, p.name ? "price" : "name", PRODUCT_MESSAGES.required);
    const price = Number(priceText.replace(/^\$/, ""));
    if (!Number.isFinite(price) || price <= 0 || price > PRICE_LIMIT) return refuse(ctx, "price", PRODUCT_MESSAGES.price);
    const saleText = p.sale_price === null || p.sale_price === undefined ? "" : String(p.sale_price).trim();
    const sale = saleText === "" ? null : Number(saleText.replace(/^\$/, ""));
    if (sale !== null && (!Number.isFinite(sale) || sale < 0 || sale > PRICE_LIMIT)) return refuse(ctx, "sale_price", PRODUCT_MESSAGES.salePrice);
    if (sale !== null && sale > price) return refuse(ctx, "sale_price", PRODUCT_MESSAGES.saleAbovePrice);
    const stockText = p.stock_quantity === undefined ? "" : String(p.stock_quantity).trim();
    const stock = stockText === "" ? 0 : Number(stockText);
    if (!Number.isFinite(stock) || stock < 0) return refuse(ctx, "stock_quantity", PRODUCT_MESSAGES.stock);
    if (!Number.isInteger(stock) || stock > 1_000_000) return refuse(ctx, "stock_quantity", PRODUCT_MESSAGES.stockWhole);
    // Spec §5: half-filled FAQ and colour rows are dropped, not refused.
    const faqs = p.faqs
      .map((f) => ({ question: f.question.trim(), answer: f.answer.trim() }))
      .filter((f) => f.question && f.answer);
    const colors = p.colors.map((c) => ({ name: c.name.trim(), value: c.value.trim().toLowerCase() })).filter((c) => c.name && c.value);
    if (colors.some((c) => !colorCode.test(c.value))) return refuse(ctx, "colors", PRODUCT_MESSAGES.colorValue);
    return {
      ...p,
      price: Math.round(price * 100) / 100,
      sale_price: sale === null ? null : Math.round(sale * 100) / 100,
      stock_quantity: stock,
      faqs,
      colors,
      slug: slugify(p.name),
    };
  }),
);

/** What the dialog holds: every field as its input shows it. */
export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  sale_price: string;
  stock_quantity: string;
  sku: string;
  frame_material: string;
  lens_type: string;
  gender: (typeof GENDERS)[number];
  brand_id: string;
  category_id: string;
  colors: { name: string; value: string }[];
  faqs: { question: string; answer: string }[];
  size_fit: string;
  features_technology: string;
  included_with_order: string;
  shipping_returns: string;
  lens_width: string;
  bridge_width: string;
  temple_length: string;
  is_polarized: boolean;
  is_active: boolean;
  images: string[];
};
export type ProductInput = z.input<typeof productSchema>;
export type ProductData = z.output<typeof productSchema>;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  sale_price: "",
  stock_quantity: "0",
  sku: "",
  frame_material: "",
  lens_type: "",
  gender: "unisex",
  brand_id: "",
  category_id: "",
  colors: [],
  faqs: [],
  size_fit: "",
  features_technology: "",
  included_with_order: "",
  shipping_returns: "",
  lens_width: "",
  bridge_width: "",
  temple_length: "",
  is_polarized: false,
  is_active: true,
  images: [],
};

const taxonomy = (requiredMessage: string) =>
  z.object({
    name: z.string().check(...plainText("Name"), z.minLength(1, requiredMessage), z.maxLength(80, "Please keep the name under 80 characters")),
    description: text("Description", 2000, true),
  });

/** Add Brand / Add Category dialogs. */
export const brandSchema = z.extend(taxonomy("Brand name is required"), { is_luxury: z._default(z.boolean(), false) });
export const categorySchema = taxonomy("Category name is required");
export type BrandInput = z.input<typeof brandSchema>;
export type CategoryInput = z.input<typeof categorySchema>;

/** The catalogue table's URL state: search, filters and page. */
export const adminListSchema = z.object({
  // A search the text rule refuses is ignored (the catch), like any other unusable parameter.
  q: z.catch(z.string().check(...plainText("Search"), z.maxLength(100)), ""),
  brand: z.catch(z.preprocess(blankToUndefined, z.optional(z.uuid())), undefined),
  category: z.catch(z.preprocess(blankToUndefined, z.optional(z.uuid())), undefined),
  status: z.catch(z.enum(["all", "active", "hidden"]), "all"),
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export type AdminListQuery = z.output<typeof adminListSchema>;

/** A product id as the admin actions receive it (anything else is refused before any work). */
export const productIdSchema = z.uuid("Unknown product");
export const productStatusSchema = z.object({ id: productIdSchema, active: z.boolean() });
