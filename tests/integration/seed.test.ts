import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestDb, type TestDb } from "../support/db";

describe.each(backends)("demo catalogue on %s", (backend) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(backend);
  });
  afterAll(async () => db?.drop());

  const sys = <T extends Record<string, unknown>>(sql: string) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql));

  it("has the named brands and both categories", async () => {
    const brands = (await sys<{ name: string }>("select name from public.brands")).map((b) => b.name);
    expect(brands.length).toBeGreaterThanOrEqual(10);
    expect(brands).toEqual(expect.arrayContaining(["Ray-Ban", "Gucci", "Prada", "Tom Ford", "Versace", "Calvin Klein"]));
    const cats = (await sys<{ name: string }>("select name from public.categories order by name")).map((c) => c.name);
    expect(cats).toEqual(["Eyeglasses", "Sunglasses"]);
  });

  it("spreads at least 60 products over every gender and both categories, with sales, stock-outs and hidden rows", async () => {
    const [stats] = await sys<Record<string, number>>(`
      select count(*)::int as total,
             count(*) filter (where sale_price is not null and sale_price < price)::int as on_sale,
             count(*) filter (where stock_quantity = 0)::int as out_of_stock,
             count(*) filter (where not is_active)::int as inactive,
             count(*) filter (where is_polarized)::int as polarized,
             count(*) filter (where jsonb_array_length(faqs) > 0)::int as with_faqs,
             count(*) filter (where size_fit is null)::int as without_size_fit,
             min(jsonb_array_length(colors))::int as min_colors,
             max(jsonb_array_length(colors))::int as max_colors
      from public.products`);
    expect(stats.total).toBeGreaterThanOrEqual(60);
    expect(stats.on_sale).toBeGreaterThan(5);
    expect(stats.out_of_stock).toBeGreaterThan(1);
    expect(stats.inactive).toBeGreaterThan(1);
    expect(stats.polarized).toBeGreaterThan(5);
    expect(stats.with_faqs).toBeGreaterThan(5);
    expect(stats.without_size_fit).toBeGreaterThan(5);
    expect(stats.min_colors).toBeGreaterThanOrEqual(1);
    expect(stats.max_colors).toBeLessThanOrEqual(6);

    const combos = await sys<{ gender: string; category: string }>(`
      select distinct p.gender, c.name as category from public.products p join public.categories c on c.id = p.category_id
      where p.is_active`);
    for (const gender of ["men", "women", "kids", "unisex"]) {
      for (const category of ["Eyeglasses", "Sunglasses"]) {
        expect(combos, `${gender} × ${category}`).toContainEqual({ gender, category });
      }
    }
  });

  it("every frame has its three measurements, and every frame width is on offer", async () => {
    const [missing] = await sys<{ n: number }>(
      "select count(*)::int as n from public.products where lens_width is null or bridge_width is null or temple_length is null",
    );
    expect(missing.n).toBe(0);
    const [sizes] = await sys<Record<string, number>>(`
      select count(*) filter (where frame_width < 130)::int as narrow,
             count(*) filter (where frame_width between 130 and 140)::int as medium,
             count(*) filter (where frame_width > 140)::int as wide,
             count(*) filter (where frame_width < 130 and gender <> 'kids')::int as adult_narrow
      from public.products where is_active`);
    expect(sizes.narrow).toBeGreaterThan(5);
    expect(sizes.medium).toBeGreaterThan(5);
    expect(sizes.wide).toBeGreaterThan(5);
    expect(sizes.adult_narrow).toBeGreaterThanOrEqual(2);
  });

  it("every image path points at a drawn render in public/", async () => {
    const rows = await sys<{ images: string[] }>("select images from public.products");
    const all = rows.flatMap((r) => r.images);
    expect(all.length).toBeGreaterThan(120);
    for (const url of all) expect(existsSync(path.join("public", url)), url).toBe(true);
  });
});
