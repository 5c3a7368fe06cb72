import "server-only";
import type { Caller, Db } from "@/lib/db/types";

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

export type Column = { key: string; label: string; kind?: "date" | "money" | "status" | "bool" };

/** What each tab shows: the spec's columns, newest first. The SQL is fixed per tab, never built from input. */
const DEFINITIONS: Record<AnalyticsTab, { columns: Column[]; sql: string }> = {
  "phone-calls": {
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "phone_number", label: "Phone Number" },
      { key: "caller_name", label: "Caller" },
      { key: "call_duration", label: "Duration (s)" },
      { key: "call_status", label: "Status", kind: "status" },
      { key: "location", label: "Location" },
    ],
    sql: `select created_at, phone_number, caller_name, call_duration, call_status, location
          from public.phone_calls order by created_at desc`,
  },
  "form-submissions": {
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "form_type", label: "Form" },
      { key: "name", label: "Name" },
      { key: "email", label: "Email" },
      { key: "phone", label: "Phone" },
      { key: "status", label: "Status", kind: "status" },
    ],
    sql: `select created_at, form_type, name, email, phone, status
          from public.form_submissions order by created_at desc`,
  },
  orders: {
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "order_number", label: "Order Number" },
      { key: "status", label: "Status", kind: "status" },
      { key: "total_amount", label: "Total", kind: "money" },
      { key: "payment_status", label: "Payment", kind: "status" },
      { key: "payment_method", label: "Method" },
    ],
    sql: `select created_at, order_number, status, total_amount, payment_status, payment_method
          from public.orders order by created_at desc`,
  },
  brands: {
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "name", label: "Name" },
      { key: "slug", label: "Slug" },
      { key: "is_luxury", label: "Luxury", kind: "bool" },
    ],
    sql: `select created_at, name, slug, is_luxury from public.brands order by created_at desc`,
  },
  "cart-items": {
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "product_name", label: "Product" },
      { key: "quantity", label: "Quantity" },
    ],
    sql: `select c.created_at, p.name as product_name, c.quantity
          from public.cart_items c left join public.products p on p.id = c.product_id
          order by c.created_at desc`,
  },
  categories: {
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "name", label: "Name" },
      { key: "slug", label: "Slug" },
      { key: "description", label: "Description" },
    ],
    sql: `select created_at, name, slug, description from public.categories order by created_at desc`,
  },
  products: {
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "name", label: "Name" },
      { key: "price", label: "Price", kind: "money" },
      { key: "stock_quantity", label: "Stock" },
      { key: "gender", label: "Gender" },
      { key: "is_active", label: "Active", kind: "bool" },
    ],
    sql: `select created_at, name, price, stock_quantity, gender, is_active
          from public.products order by created_at desc`,
  },
  profiles: {
    columns: [
      { key: "created_at", label: "Date", kind: "date" },
      { key: "first_name", label: "First Name" },
      { key: "last_name", label: "Last Name" },
      { key: "email", label: "Email" },
      { key: "phone_number", label: "Phone" },
    ],
    sql: `select created_at, first_name, last_name, email, phone_number
          from public.profiles order by created_at desc`,
  },
};

export const ROW_LIMIT = 500;

export function parseTab(value: string | undefined): AnalyticsTab {
  return ANALYTICS_TABS.some((t) => t.id === value) ? (value as AnalyticsTab) : "phone-calls";
}

export type TabData = { columns: Column[]; rows: Record<string, unknown>[]; total: number };

/** One tab's rows and total count, read as the admin (RLS decides; a non-admin sees nothing). */
export async function loadTab(db: Db, caller: Caller, tab: AnalyticsTab): Promise<TabData> {
  const def = DEFINITIONS[tab];
  return db.run(caller, async (tx) => {
    const [{ total }] = await tx.query<{ total: number }>(`select count(*)::int as total from (${def.sql}) t`);
    const rows = await tx.query(`${def.sql} limit ${ROW_LIMIT}`);
    return { columns: def.columns, rows, total };
  });
}

/** Counts for every tab heading, in one transaction. */
export async function loadCounts(db: Db, caller: Caller): Promise<Record<AnalyticsTab, number>> {
  return db.run(caller, async (tx) => {
    const [row] = await tx.query<Record<string, number>>(
      `select (select count(*) from public.phone_calls)::int as "phone-calls",
              (select count(*) from public.form_submissions)::int as "form-submissions",
              (select count(*) from public.orders)::int as "orders",
              (select count(*) from public.brands)::int as "brands",
              (select count(*) from public.cart_items)::int as "cart-items",
              (select count(*) from public.categories)::int as "categories",
              (select count(*) from public.products)::int as "products",
              (select count(*) from public.profiles)::int as "profiles"`,
    );
    return row as Record<AnalyticsTab, number>;
  });
}

/** Values the spec highlights: delivered and paid orders, answered calls, new forms. */
export const HIGHLIGHTED = new Set(["delivered", "paid", "answered", "new"]);
