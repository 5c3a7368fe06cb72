import { catalogueCsvChunks } from "@/lib/admin/csv/export";
import { CSV_COLUMNS } from "@/lib/admin/csv/format";
import { runCatalogueImport } from "@/lib/admin/csv/import";
import { migrate } from "@/lib/db/migrate";
import { system, type Caller, type Db } from "@/lib/db/types";

/**
 * Issue 35's goal on this machine: a supplier file of 10,000 rows, previewed in under 5 s and
 * imported in under 10 s, with the process's memory growing by less than 100 MB. Median of 3
 * runs each, on an empty catalogue (every row creates a product: the heaviest import), then one
 * run that updates all 10,000 and the export of all 10,000. Memory: each step's peak growth of the
 * resident set over its own start. PGlite runs inside this process, so
 * its figures include the database's own memory; PostgreSQL's do not.
 */
export const CSV_ROWS = 10_000;

function supplierFile(rows: number, priceBump = 0): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (let i = 1; i <= rows; i++) {
    const cells: Record<(typeof CSV_COLUMNS)[number], string> = {
      sku: `SUP-${String(i).padStart(5, "0")}`,
      slug: "",
      name: `Supplier Frame ${i}`,
      brand: `Brand ${1 + (i % 12)}`,
      category: i % 3 === 0 ? "Sunglasses" : "Eyeglasses",
      gender: ["men", "women", "kids", "unisex"][i % 4],
      price: `"${(1000 + ((i * 37) % 600) + priceBump).toLocaleString("en-US", { minimumFractionDigits: 2 })}"`,
      sale_price: i % 4 === 0 ? "40.00" : "",
      stock_quantity: String(i % 30),
      colors: "Black #141414|Tortoise #6b3e1f",
      frame_material: "Acetate",
      lens_type: "Single vision",
      lens_width: String(48 + (i % 10)),
      bridge_width: "18",
      temple_length: "140",
      is_polarized: i % 2 ? "TRUE" : "no",
      is_active: "TRUE",
      description: `"A light acetate frame, number ${i}; made for everyday wear."`,
      images: "/products/x-1.svg",
    };
    lines.push(CSV_COLUMNS.map((c) => cells[c]).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

async function prepare(db: Db): Promise<Extract<Caller, { kind: "user" }>> {
  await migrate(db);
  return db.run(system, async (tx) => {
    await tx.query(`insert into public.brands (name, slug) select 'Brand ' || i, 'brand-' || i from generate_series(1, 12) i`);
    await tx.query(`insert into public.categories (name, slug) values ('Eyeglasses', 'eyeglasses'), ('Sunglasses', 'sunglasses')`);
    const [user] = await tx.query<{ id: string }>("insert into auth.users (email) values ('bench-admin@example.com') returning id");
    await tx.query("select public.assign_admin_role($1)", [user.id]);
    return { kind: "user" as const, userId: user.id, email: "bench-admin@example.com" };
  });
}

/** Wall time and the peak growth of the process's resident memory while `fn` runs (sampled every 10 ms). */
async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; rssGrowthMB: number; result: T }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t = performance.now();
  const result = await fn();
  const ms = performance.now() - t;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms: Math.round(ms), rssGrowthMB: Math.round((peak - start) / 1024 / 1024), result };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function measureCsvImport(db: Db) {
  const admin = await prepare(db);
  const file = new TextEncoder().encode(supplierFile(CSV_ROWS));
  const allowedImage = () => true;
  const previews = [];
  const imports = [];
  for (let run = 0; run < 3; run++) {
    previews.push(await timed(() => runCatalogueImport(db, admin, file, { apply: false, createMissing: false, allowedImage })));
    const imported = await timed(() => runCatalogueImport(db, admin, file, { apply: true, createMissing: false, allowedImage }));
    if (!imported.result.ok || imported.result.created !== CSV_ROWS) throw new Error(`bench import failed: ${JSON.stringify(imported.result).slice(0, 300)}`);
    imports.push(imported);
    // Back to an empty catalogue, so each run creates all 10,000 again.
    if (run < 2) await db.run(system, (tx) => tx.query("delete from public.products"));
  }
  const update = await timed(() => runCatalogueImport(db, admin, new TextEncoder().encode(supplierFile(CSV_ROWS, 5)), { apply: true, createMissing: false, allowedImage }));
  if (!update.result.ok || update.result.updated !== CSV_ROWS) throw new Error("bench update failed");
  const exported = await timed(async () => {
    let bytes = 0;
    for await (const chunk of catalogueCsvChunks(db, admin, {})) bytes += Buffer.byteLength(chunk);
    return bytes;
  });
  return {
    rows: CSV_ROWS,
    fileMB: +(file.byteLength / 1024 / 1024).toFixed(2),
    previewMedianMs: median(previews.map((p) => p.ms)),
    previewRunsMs: previews.map((p) => p.ms).join(", "),
    importMedianMs: median(imports.map((p) => p.ms)),
    importRunsMs: imports.map((p) => p.ms).join(", "),
    updateAllMs: update.ms,
    exportMs: exported.ms,
    exportMB: +(exported.result / 1024 / 1024).toFixed(2),
    previewRssGrowthMB: previews.map((p) => p.rssGrowthMB).join(", "),
    importRssGrowthMB: imports.map((p) => p.rssGrowthMB).join(", "),
    updateRssGrowthMB: update.rssGrowthMB,
    exportRssGrowthMB: exported.rssGrowthMB,

  };
}
