import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addBrand,
  addCategory,
  deleteProduct,
  getAdminProduct,
  isCatalogImage,
  listAdminProducts,
  saveProduct,
  setProductActive,
} from "@/lib/admin/catalog";
import { getProduct, listProducts } from "@/lib/catalog/data";
import type { Caller } from "@/lib/db/types";
import { placeOrder } from "@/lib/orders/place-order";
import { EMPTY_PRODUCT } from "@/lib/validations/product";
import { parseShopFilters } from "@/lib/validations/shop-filters";
import { backends, createTestDb, type TestDb } from "../support/db";
import { ORDER_CUSTOMER, productLines } from "../support/orders";

const product = (over: Partial<typeof EMPTY_PRODUCT> = {}) => ({ ...EMPTY_PRODUCT, name: "Test Frame", price: "150", stock_quantity: "4", ...over });
const listing = parseShopFilters({});

describe.each(backends)("admin catalogue on %s", (backend) => {
  let db: TestDb;
  let admin: Caller;
  let customer: Caller;
  const visitor: Caller = { kind: "anon" };

  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const countProducts = async () => (await sys<{ n: number }>("select count(*)::int as n from public.products"))[0].n;

  beforeAll(async () => {
    db = await createTestDb(backend);
    const mk = async (email: string) =>
      (await sys<{ id: string }>(`insert into auth.users (email, raw_user_meta_data) values ($1, '{}') returning id`, [email]))[0].id;
    const adminId = await mk("admin@brightview.example.com");
    await sys("select public.assign_admin_role($1)", [adminId]);
    admin = { kind: "user", userId: adminId, email: "admin@brightview.example.com" };
    customer = { kind: "user", userId: await mk("pat@example.com"), email: "pat@example.com" };
  });
  afterAll(async () => db?.drop());

  it("lets an admin add a product, saved active with a slug from its name, visible to shoppers", async () => {
    const r = await saveProduct(db, admin, null, product({ name: "Brightview Test Aviator", is_active: false, colors: [{ name: "Black", value: "#000000" }], faqs: [{ question: "Q?", answer: "A." }] }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const stored = await getAdminProduct(db, admin, r.id);
    expect(stored).toMatchObject({ name: "Brightview Test Aviator", slug: "brightview-test-aviator", is_active: true, price: 150, stock_quantity: 4 });
    expect(stored?.colors).toEqual([{ name: "Black", value: "#000000" }]);
    expect((await getProduct(db, r.id))?.name).toBe("Brightview Test Aviator");
  });

  it("suffixes a clashing slug instead of failing", async () => {
    const a = await saveProduct(db, admin, null, product({ name: "Clash Frame" }));
    const b = await saveProduct(db, admin, null, product({ name: "Clash  Frame!" }));
    const c = await saveProduct(db, admin, null, product({ name: "clash-frame" }));
    expect([a.ok, b.ok, c.ok]).toEqual([true, true, true]);
    const slugs = await sys<{ slug: string }>("select slug from public.products where slug like 'clash-frame%' order by created_at");
    expect(slugs.map((s) => s.slug)).toEqual(["clash-frame", "clash-frame-2", "clash-frame-3"]);
    // Editing a product keeps its own slug (it does not clash with itself).
    if (!a.ok) return;
    expect((await saveProduct(db, admin, a.id, product({ name: "Clash Frame", price: "99" }))).ok).toBe(true);
    expect((await getAdminProduct(db, admin, a.id))?.slug).toBe("clash-frame");
  });

  it("gives simultaneous saves of one name distinct slugs, never an error", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => saveProduct(db, admin, null, product({ name: "Race Frame" }))));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true]);
    const slugs = await sys<{ slug: string }>("select slug from public.products where name = 'Race Frame'");
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(5);
  });

  it("refuses customers and visitors, and changes nothing", async () => {
    const before = await countProducts();
    for (const who of [customer, visitor]) {
      const r = await saveProduct(db, who, null, product({ name: "Intruder" }));
      expect(r).toEqual({ ok: false, error: "Failed to save product: You must be signed in as an admin to do that." });
      await expect(listAdminProducts(db, who, {})).rejects.toThrow("admin");
    }
    const [victim] = await sys<{ id: string; price: number; is_active: boolean }>("select id, price, is_active from public.products where is_active limit 1");
    for (const who of [customer, visitor]) {
      expect(await setProductActive(db, who, victim.id, false)).toEqual({ ok: false, error: "Failed to update product status" });
      expect(await deleteProduct(db, who, victim.id)).toEqual({ ok: false, error: "Failed to delete product" });
      expect((await saveProduct(db, who, victim.id, product({ name: "Renamed", price: "1" }))).ok).toBe(false);
      expect((await addBrand(db, who, { name: "Evil Brand" })).ok).toBe(false);
      expect((await addCategory(db, who, { name: "Evil Category" })).ok).toBe(false);
    }
    expect(await countProducts()).toBe(before);
    expect((await sys<{ price: number; is_active: boolean }>("select price, is_active from public.products where id = $1", [victim.id]))[0]).toEqual({ price: victim.price, is_active: true });
    expect(await sys("select 1 from public.brands where name like 'Evil%' union all select 1 from public.categories where name like 'Evil%'")).toHaveLength(0);
  });

  it("refuses bad input with the spec's message and stores nothing", async () => {
    const before = await countProducts();
    expect(await saveProduct(db, admin, null, product({ name: "" }))).toEqual({ ok: false, error: "Name and price are required" });
    expect(await saveProduct(db, admin, null, product({ price: "0" }))).toEqual({ ok: false, error: "Please enter a valid price" });
    expect(await saveProduct(db, admin, null, product({ sale_price: "-2" }))).toEqual({ ok: false, error: "Please enter a valid sale price" });
    expect(await saveProduct(db, admin, null, product({ stock_quantity: "-1" }))).toEqual({ ok: false, error: "Stock quantity cannot be negative" });
    expect(await saveProduct(db, admin, null, product({ images: ["https://evil.example.com/x.png"] }), (u) => isCatalogImage(u))).toEqual({ ok: false, error: "Images must be uploaded files" });
    const [taken] = await sys<{ sku: string }>("select sku from public.products where sku is not null limit 1");
    const dup = await saveProduct(db, admin, null, product({ name: "Dup SKU", sku: taken.sku }));
    expect(dup).toEqual({ ok: false, error: "Failed to save product: Another product already uses this SKU" });
    expect(await countProducts()).toBe(before);
  });

  it("hides a product from the shop and its brand page, and shows it again", async () => {
    const [p] = await sys<{ id: string; brand: string; name: string }>(
      `select p.id, b.slug as brand, p.name from public.products p join public.brands b on b.id = p.brand_id where p.is_active order by p.created_at desc limit 1`,
    );
    expect((await setProductActive(db, admin, p.id, false)).ok).toBe(true);
    expect(await getProduct(db, p.id)).toBeNull();
    const hidden = await listProducts(db, { ...listing, q: p.name, brandSlug: p.brand });
    expect(hidden.items.map((i) => i.id)).not.toContain(p.id);
    expect((await listAdminProducts(db, admin, { status: "hidden", q: p.name })).rows.map((r) => r.id)).toContain(p.id);
    expect((await setProductActive(db, admin, p.id, true)).ok).toBe(true);
    expect((await listProducts(db, { ...listing, q: p.name, brandSlug: p.brand })).items.map((i) => i.id)).toContain(p.id);
  });

  it("deletes a product without changing the orders that bought it", async () => {
    const created = await saveProduct(db, admin, null, product({ name: "Soon Gone", price: "80", stock_quantity: "5", images: ["/storage/product-images/1-a.png"] }));
    if (!created.ok) throw new Error(created.error);
    const order = await placeOrder(
      db,
      {
        ...ORDER_CUSTOMER,
        items: await productLines(db, [{ productId: created.id, quantity: 2 }]),
      },
      null,
    );
    expect(order.ok).toBe(true);
    const removed = await deleteProduct(db, admin, created.id);
    expect(removed).toEqual({ ok: true, images: ["/storage/product-images/1-a.png"] });
    expect(await getAdminProduct(db, admin, created.id)).toBeNull();
    const lines = await sys<{ product_id: string | null; product_name: string; unit_price: number; quantity: number; line_total: number }>(
      "select product_id, product_name, unit_price, quantity, line_total from public.order_items where product_name = 'Soon Gone'",
    );
    expect(lines).toEqual([{ product_id: null, product_name: "Soon Gone", unit_price: 80, quantity: 2, line_total: 160 }]);
    expect(await deleteProduct(db, admin, created.id)).toEqual({ ok: false, error: "Failed to delete product" });
  });

  it("adds brands and categories with slugs; a duplicate name says so", async () => {
    const brand = await addBrand(db, admin, { name: "Maui Jim", description: "Polarized sun lenses from Hawaii" });
    expect(brand).toMatchObject({ ok: true, item: { name: "Maui Jim", slug: "maui-jim" } });
    expect(await addBrand(db, admin, { name: "maui jim" })).toEqual({ ok: false, error: 'Failed to add brand: A brand named "maui jim" already exists' });
    expect(await addBrand(db, admin, { name: "  " })).toEqual({ ok: false, error: "Brand name is required" });
    const similar = await addBrand(db, admin, { name: "Maui-Jim!" });
    expect(similar).toMatchObject({ ok: true, item: { slug: "maui-jim-2" } });
    const cat = await addCategory(db, admin, { name: "Blue Light" });
    expect(cat).toMatchObject({ ok: true, item: { name: "Blue Light", slug: "blue-light" } });
    expect(await addCategory(db, admin, { name: "" })).toEqual({ ok: false, error: "Category name is required" });
    expect((await addCategory(db, admin, { name: "Blue light" })).ok).toBe(false);
  });

  it("lists every product newest first, filtered and paginated on the server", async () => {
    const all = await listAdminProducts(db, admin, {});
    expect(all.total).toBe(await countProducts());
    expect(all.rows).toHaveLength(Math.min(20, all.total));
    const times = all.rows.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.rows.every((r) => r.images.length <= 3)).toBe(true);
    const page2 = await listAdminProducts(db, admin, { page: "2" });
    expect(page2.rows[0]?.id).not.toBe(all.rows[0].id);
    const [sku] = await sys<{ sku: string; id: string }>("select sku, id from public.products where sku is not null order by created_at limit 1");
    expect((await listAdminProducts(db, admin, { q: sku.sku.toLowerCase() })).rows.map((r) => r.id)).toEqual([sku.id]);
    expect((await listAdminProducts(db, admin, { q: "%" })).total).toBe(0);
    const huge = await listAdminProducts(db, admin, { page: "9999" });
    expect(huge.page).toBe(huge.pageCount);

    // A search's count comes with its page; past its last page, the last page and the same count.
    const [{ n }] = await sys<{ n: number }>("select count(*)::int as n from public.products where name ilike '%a%' or sku ilike '%a%'");
    expect(n).toBeGreaterThan(20);
    const first = await listAdminProducts(db, admin, { q: "a" });
    expect(first).toMatchObject({ total: n, page: 1, pageCount: Math.ceil(n / 20) });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).not.toHaveProperty("total");
    const past = await listAdminProducts(db, admin, { q: "a", page: "500" });
    expect(past).toMatchObject({ total: n, page: Math.ceil(n / 20), pageCount: Math.ceil(n / 20) });
    expect(past.rows).toHaveLength(n - 20 * (Math.ceil(n / 20) - 1));
    expect(await listAdminProducts(db, admin, { q: "no such frame anywhere", page: "3" })).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
  });
});
