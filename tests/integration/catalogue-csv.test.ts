import { describe, expect, it, vi } from "vitest";
import { CATALOGUE_CSV_COPY } from "@/content/catalogue-csv";
import { NotAdminError } from "@/lib/admin/assert";
import { catalogueCsvText } from "@/lib/admin/csv/export";
import { runCatalogueImport } from "@/lib/admin/csv/import";
import type { Caller } from "@/lib/db/types";
import { appDatabase } from "../support/app-db";
import { nextRequest } from "../support/next-request";
import { backends } from "../support/db";

/**
 * Issue 35 on a real database: create and update by SKU, missing versus empty columns, all or
 * nothing when the database refuses a row mid-file, the round trip, and only admins (the data
 * layer, RLS and the route handlers).
 */

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
process.env.AUTH_SECRET = "csv-secret-for-tests-only-0123456789abcdef";

const enc = (s: string) => new TextEncoder().encode(s);
const base = "http://localhost:3000/brampton/admin/catalogue-csv";

describe.each(backends)("catalogue CSV on %s", (backend) => {
  const app = appDatabase(backend);
  const admin = async (): Promise<Extract<Caller, { kind: "user" }>> => {
    const [row] = await app.db.run({ kind: "system" }, (tx) => tx.query<{ id: string }>("select id from auth.users where email = 'admin@brightview.example.com'"));
    return { kind: "user", userId: row.id, email: "admin@brightview.example.com" };
  };
  const run = async (csv: string, apply: boolean, createMissing = false, caller?: Extract<Caller, { kind: "user" }>) =>
    runCatalogueImport(app.db, caller ?? (await admin()), enc(csv), { apply, createMissing, allowedImage: (p) => /^\/products\//.test(p) });
  const product = async (sku: string) =>
    (await app.db.run({ kind: "system" }, (tx) => tx.query<Record<string, unknown>>("select p.*, b.name as brand_name from public.products p left join public.brands b on b.id = p.brand_id where sku = $1", [sku])))[0];
  /** Every product's and brand's content in one string: a refused import must leave it as it was. */
  const catalogue = async () =>
    (await app.db.run({ kind: "system" }, (tx) =>
      tx.query<{ h: string }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) ||
         (select count(*) from public.brands)::text || (select count(*) from public.product_changes)::text as h
         from (select id, sku, name, price, sale_price, stock_quantity, colors, images, is_active, updated_at from public.products) t`),
    ))[0].h;

  it("round trip: export, import (nothing changes), export again gives the same bytes", async () => {
    const caller = await admin();
    const first = await catalogueCsvText(app.db, caller);
    expect(first.startsWith("\uFEFFsku,slug,name,brand,category,gender,price,")).toBe(true);
    const rows = first.trim().split("\r\n").length - 1;
    expect(rows).toBeGreaterThan(10);
    const before = await catalogue();
    const answer = await run(first, true);
    expect(answer).toMatchObject({ ok: true, created: 0, updated: 0, unchanged: rows, problems: [] });
    expect(await catalogue()).toBe(before);
    expect(await catalogueCsvText(app.db, caller)).toBe(first);
  });

  it("creates a new SKU and updates a known one (case-insensitive, trimmed), recording the admin and time", async () => {
    const csv = "sku,name,brand,category,price,stock_quantity,colors\n bv-rayb-1000 ,Ray-Ban RB3025 Aviator Classic,Ray-Ban,Sunglasses,\"1,249.00\",7,Gold\nCSV-NEW-1,Import Frame,ray-ban,eyeglasses,99.5,3,Black|Teal #008080\n";
    expect(await run(csv, false)).toMatchObject({ ok: true, created: 1, updated: 1, problems: [] });
    expect(await product("CSV-NEW-1")).toBeUndefined(); // the preview changes nothing
    expect(await run(csv, true)).toMatchObject({ ok: true, created: 1, updated: 1 });
    expect(await product("BV-RAYB-1000")).toBeUndefined(); // the file's spelling of the SKU is kept
    expect(await product("bv-rayb-1000")).toMatchObject({ price: 1249, stock_quantity: 7, colors: [{ name: "Gold", value: "#c9a441" }] });
    expect(await product("CSV-NEW-1")).toMatchObject({ name: "Import Frame", slug: "import-frame", price: 99.5, brand_name: "Ray-Ban", is_active: true, colors: [{ name: "Black", value: "#141414" }, { name: "Teal", value: "#008080" }] });
    const changes = await app.db.run({ kind: "system" }, (tx) =>
      tx.query<{ action: string; actor: string; recent: boolean }>("select action, actor, at > now() - interval '1 minute' as recent from public.product_changes order by action"),
    );
    expect(changes).toEqual([
      { action: "created", actor: "admin@brightview.example.com", recent: true },
      { action: "updated", actor: "admin@brightview.example.com", recent: true },
    ]);
    expect(nextRequest.revalidatedPaths).toEqual([]); // the data layer itself revalidates nothing; the route does
  });

  it("a column left out keeps the field; an empty cell clears an optional field and is refused for a required one", async () => {
    await run("sku,frame_material,lens_width\nBV-RAYB-1001,Titanium,52\n", true);
    const kept = await product("BV-RAYB-1001");
    await run("sku,price\nBV-RAYB-1001,218\n", true);
    expect(await product("BV-RAYB-1001")).toMatchObject({ price: 218, frame_material: "Titanium", lens_width: 52, name: kept.name, description: kept.description });
    await run("sku,frame_material,lens_width\nBV-RAYB-1001,,\n", true);
    expect(await product("BV-RAYB-1001")).toMatchObject({ frame_material: null, lens_width: null, price: 218 });
    const before = await catalogue();
    const refused = await run("sku,name,price\nBV-RAYB-1001,,\n", true);
    expect(refused).toMatchObject({ ok: false, problems: [{ line: 2, column: "name", problem: "name is required" }, { line: 2, column: "price", problem: "price must be a number greater than 0, such as 149.00" }] });
    expect(await catalogue()).toBe(before);
  });

  it("unknown brands and categories are errors unless the admin asks to create them", async () => {
    const csv = "sku,name,brand,category,price\nCSV-NEW-2,Sport Wrap,Oakley Imports,Sports,120\n";
    expect(await run(csv, true)).toMatchObject({ ok: false, problems: [{ column: "brand", problem: "brand 'Oakley Imports' does not exist" }, { column: "category", problem: "category 'Sports' does not exist" }] });
    expect(await run(csv, true, true)).toMatchObject({ ok: true, created: 1, newBrands: ["Oakley Imports"], newCategories: ["Sports"] });
    expect(await product("CSV-NEW-2")).toMatchObject({ brand_name: "Oakley Imports" });
  });

  it("all or nothing: a database refusal on one row mid-file leaves every product and its stock as it was", async () => {
    await app.db.exec(`create function public.csv_test_refuse() returns trigger language plpgsql as $$
      begin if new.sku = 'CSV-BOOM' then raise exception 'refused for the test'; end if; return new; end $$;
      create trigger csv_test_refuse before insert or update on public.products for each row execute function public.csv_test_refuse();`);
    try {
      const before = await catalogue();
      const csv = "sku,name,brand,category,price,stock_quantity\nBV-RAYB-1002,Changed,Ray-Ban,Sunglasses,1,0\nCSV-BOOM,Boom,Ray-Ban,Sunglasses,10,1\nCSV-AFTER,After,Ray-Ban,Sunglasses,10,1\n";
      vi.spyOn(console, "error").mockImplementationOnce(() => undefined);
      expect(await run(csv, true)).toEqual({ ok: false, error: CATALOGUE_CSV_COPY.importFailed, problems: [] });
      expect(await catalogue()).toBe(before);
      expect(await product("CSV-AFTER")).toBeUndefined();
    } finally {
      await app.db.exec("drop trigger csv_test_refuse on public.products; drop function public.csv_test_refuse();");
    }
  });

  it("only admins: the data layer, RLS and both route handlers refuse anyone else", async () => {
    const [user] = await app.db.run({ kind: "system" }, (tx) => tx.query<{ id: string }>("insert into auth.users (email) values ('shopper-csv@example.com') returning id"));
    const shopper = { kind: "user" as const, userId: user.id, email: "shopper-csv@example.com" };
    const before = await catalogue();
    expect(await run("sku,price\nBV-RAYB-1003,1\n", true, false, shopper)).toMatchObject({ ok: false, error: "You must be signed in as an admin to do that." });
    await expect(catalogueCsvText(app.db, shopper)).rejects.toBeInstanceOf(NotAdminError);
    await expect(app.db.run(shopper, (tx) => tx.query("insert into public.product_changes (product_id, actor_id, actor, action) select id, $1, 'x', 'updated' from public.products limit 1", [user.id]))).rejects.toThrow();
    expect(await app.db.run(shopper, (tx) => tx.query("select * from public.product_changes"))).toEqual([]);

    const { GET } = await import("@/app/(site)/(admin)/brampton/admin/catalogue-csv/route");
    const { POST } = await import("@/app/(site)/(admin)/brampton/admin/catalogue-csv/import/route");
    const post = (headers: Record<string, string> = {}) => POST(new Request(`${base}/import?step=import`, { method: "POST", body: "sku,price\nBV-RAYB-1003,1\n", headers }));
    nextRequest.cookies.clear();
    expect((await GET(new Request(base))).status).toBe(403);
    expect((await post()).status).toBe(403);
    nextRequest.cookies.set(...app.adminCookie);
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
    expect(await catalogue()).toBe(before);

    const exported = await GET(new Request(`${base}?q=aviator`));
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await exported.text();
    expect(text.split("\r\n").slice(1, -1).every((line) => /aviator/i.test(line))).toBe(true);
    const template = await (await GET(new Request(`${base}?template=1`))).text();
    expect(template.trim().split("\r\n")).toHaveLength(3);
    const preview = await POST(new Request(`${base}/import?step=preview`, { method: "POST", body: text, headers: { origin: "http://localhost:3000" } }));
    expect(await preview.json()).toMatchObject({ ok: true, created: 0, updated: 0 });
    nextRequest.cookies.clear();
  });
});
