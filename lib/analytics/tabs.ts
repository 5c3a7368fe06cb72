import { TAX_LABELS } from "@/content/tax";

/** The analytics tabs: what each shows, from which table, in which order. Fixed SQL, never built from input. */
export const ANALYTICS_TABS = [
  { id: "phone-calls", label: "Phone Calls" },
  { id: "form-submissions", label: "Form Submissions" },
  { id: "orders", label: "Orders" },
  { id: "brands", label: "Brands" },
  { id: "cart-items", label: "Cart Items" },
  { id: "categories", label: "Categories" },
  { id: "products", label: "Products" },
  { id: "profiles", label: "Profiles" },
] as const;

export type AnalyticsTab = (typeof ANALYTICS_TABS)[number]["id"];

export type Column = {
  key: string;
  label: string;
  kind?: "date" | "money" | "status" | "bool";
  /** In the CSV only: the tab's table on screen leaves it out (the Orders tab opens each order instead). */
  exportOnly?: true;
};

type Definition = {
  columns: Column[];
  /** The table whose maintained row count is the tab's total (private.row_counts). */
  table: string;
  /** Fixed SQL per tab, never built from input: the select list and source, without ordering. */
  select: string;
  order: string;
  /** What the 30-day chart calls a row (the days are kept per table; orders add up their totals). */
  chart: { noun: { one: string; many: string } };
};

export const DEFINITIONS: Record<AnalyticsTab, Definition> = {
  "phone-calls": {
    table: "phone_calls",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "phone_number", label: "Phone Number" },
      { key: "caller_name", label: "Caller" },
      { key: "call_duration", label: "Duration (s)" },
      { key: "call_status", label: "Status", kind: "status" },
      { key: "location", label: "Location" },
    ],
    select: "select id, created_at, phone_number, caller_name, call_duration, call_status, location from public.phone_calls",
    order: "created_at desc, id desc",
    chart: { noun: { one: "call", many: "calls" } },
  },
  "form-submissions": {
    table: "form_submissions",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "form_type", label: "Form" },
      { key: "name", label: "Name" },
      { key: "email", label: "Email" },
      { key: "phone", label: "Phone" },
      { key: "status", label: "Status", kind: "status" },
    ],
    select: "select id, created_at, form_type, name, email, phone, status, message, form_data from public.form_submissions",
    order: "created_at desc, id desc",
    chart: { noun: { one: "submission", many: "submissions" } },
  },
  orders: {
    table: "orders",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "order_number", label: "Order Number" },
      { key: "status", label: "Status", kind: "status" },
      { key: "total_amount", label: "Total", kind: "money" },
      { key: "payment_status", label: "Payment", kind: "status" },
      { key: "payment_method", label: "Method" },
      { key: "lenses", label: "lenses", exportOnly: true },
      // Tax (issues 33 and 45): where the order was supplied, the taxable base and its tax, and the zero-rated prescription eyewear.
      { key: "tax_province", label: TAX_LABELS.placeOfSupply, exportOnly: true },
      { key: "taxable_subtotal", label: TAX_LABELS.taxableSubtotal, kind: "money", exportOnly: true },
      { key: "tax", label: TAX_LABELS.tax, kind: "money", exportOnly: true },
      { key: "zero_rated_subtotal", label: TAX_LABELS.zeroRatedSubtotal, kind: "money", exportOnly: true },
    ],
    // `prescription`: 'needed' while a lens line waits for a prescription sent later, else
    // 'to-verify' while any other is unchecked, else null (the tab's badge; confirming waits for it).
    // `lenses`: the lens lines' summaries, never the prescription itself (only summaries are read).
    select: `select id, created_at, order_number, status, total_amount, payment_status, payment_method,
               first_name || ' ' || last_name as customer, email,
               (select case when bool_or(l.prescription_source = 'later') then 'needed' when count(*) > 0 then 'to-verify' end
                from public.order_lens l
                where l.order_id = orders.id and l.prescription_source is not null and l.verified_at is null) as prescription,
               (select string_agg(l.summary, ' | ' order by i.product_name, i.color_name, i.id)
                from public.order_lens l join public.order_items i on i.id = l.order_item_id
                where l.order_id = orders.id) as lenses,
               tax_province, tax,
               (select coalesce(sum(i.line_total), 0) from public.order_items i where i.order_id = orders.id and i.tax_rate <> 0) as taxable_subtotal,
               (select coalesce(sum(i.line_total), 0) from public.order_items i where i.order_id = orders.id and i.tax_rate = 0) as zero_rated_subtotal
             from public.orders`,
    order: "created_at desc, id desc",
    chart: { noun: { one: "order", many: "orders" } },
  },
  brands: {
    table: "brands",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "name", label: "Name" },
      { key: "slug", label: "Slug" },
      { key: "is_luxury", label: "Luxury", kind: "bool" },
    ],
    select: "select id, created_at, name, slug, is_luxury from public.brands",
    order: "created_at desc, id desc",
    chart: { noun: { one: "brand added", many: "brands added" } },
  },
  "cart-items": {
    table: "cart_items",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "product_name", label: "Product" },
      { key: "quantity", label: "Quantity" },
    ],
    select: `select c.id, c.created_at, p.name as product_name, c.quantity
             from public.cart_items c left join public.products p on p.id = c.product_id`,
    order: "c.created_at desc, c.id desc",
    chart: { noun: { one: "add to cart", many: "adds to cart" } },
  },
  categories: {
    table: "categories",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "name", label: "Name" },
      { key: "slug", label: "Slug" },
      { key: "description", label: "Description" },
    ],
    select: "select id, created_at, name, slug, description from public.categories",
    order: "created_at desc, id desc",
    chart: { noun: { one: "category added", many: "categories added" } },
  },
  products: {
    table: "products",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "name", label: "Name" },
      { key: "price", label: "Price", kind: "money" },
      { key: "stock_quantity", label: "Stock" },
      { key: "gender", label: "Gender" },
      { key: "is_active", label: "Active", kind: "bool" },
    ],
    select: "select id, created_at, name, price, stock_quantity, gender, is_active from public.products",
    order: "created_at desc, id desc",
    chart: { noun: { one: "product added", many: "products added" } },
  },
  profiles: {
    table: "profiles",
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "first_name", label: "First Name" },
      { key: "last_name", label: "Last Name" },
      { key: "email", label: "Email" },
      { key: "phone_number", label: "Phone" },
    ],
    select: "select id, created_at, first_name, last_name, email, phone_number from public.profiles",
    order: "created_at desc, id desc",
    chart: { noun: { one: "sign-up", many: "sign-ups" } },
  },
};

export const ANALYTICS_PAGE_SIZE = 25;

export function parseTab(value: string | undefined): AnalyticsTab {
  return ANALYTICS_TABS.some((t) => t.id === value) ? (value as AnalyticsTab) : "phone-calls";
}

export function parsePage(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function tabLabel(tab: AnalyticsTab): string {
  return ANALYTICS_TABS.find((t) => t.id === tab)!.label;
}

export function chartNoun(tab: AnalyticsTab) {
  return DEFINITIONS[tab].chart.noun;
}

export type AnalyticsRow = Record<string, unknown> & { id: string };
