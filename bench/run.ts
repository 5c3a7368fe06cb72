/**
 * npm run bench
 *   1. Listing query latency (p50/p95) at 100, 1,000 and 10,000 active products, on PGlite
 *      and, when DATABASE_URL is set, on PostgreSQL — each in a scratch database.
 *      The admin catalogue table (every product, hidden or not) at the same sizes, as an admin.
 *   2. Booking availability for 60 days at both clinics with 5,000 bookings in the table.
 *   3. With BENCH_URL pointing at a running production server (npm run build && npm start),
 *      throughput of /brampton/shop next to / under the same load, as a ratio.
 *   4. With a production build in .next (npm run build), each bench page's gzipped JavaScript
 *      next to an empty Next.js page's, against issue 10's budgets (bench/js-weight.ts).
 *   5. With a production build in .next, the virtual try-on: time from pressing Try on to the first
 *      drawn frame (photo, median of 5) and the face model's download size (bench/try-on.ts).
 *   6. BENCH_ONLY=scale: the admin at real volume (a million phone calls, …): analytics tabs, product
 *      table and CSV export against their goals (bench/scale.ts, also npm run bench:scale).
 *   7. The catalogue CSV import (issue 35): 10,000 rows previewed and imported (median of 3), all
 *      updated once, all exported, with the process's memory growth (bench/catalogue-csv.ts).
 *   8. Patients (issue 42): the carry-over migration of 100,000 bookings, then search and a patient's
 *      page at 100,000 patients and 300,000 visits (bench/patients.ts).
 *   9. Recall (issue 43): the daily send and the front desk's list at 100,000 patients (bench/recall.ts).
 *  10. Waitlist (issue 44): a freed time matched against 10,000 live entries and its first batch asked (bench/waitlist.ts).
 *  11. Figures (issue 53): the Owner's page, every figure's rows page and the largest CSV over three years of a
 *      busy two-clinic practice, on PostgreSQL only (bench/figures.ts).
 * BENCH_ONLY=catalog|availability|csv|patients|recall|waitlist|intake|texts|figures|js|throughput|tryon|scale runs one part. Results are printed and written to bench/results/ (git-ignored).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { listAdminProducts } from "@/lib/admin/catalog";
import { fillBookings, measureAvailability } from "./availability";
import { CSV_ROWS, measureCsvImport } from "./catalogue-csv";
import { measureFigures } from "./figures";
import { measureJsWeight } from "./js-weight";
import { measurePatients } from "./patients";
import { measureRecall } from "./recall";
import { measureWaitlist } from "./waitlist";
import { INTAKE_GOAL_MS, measureIntake } from "./intake";
import { TEXTS_GOAL_MS, measureTexts } from "./texts";
import { measureTryOn } from "./try-on";
import { getCatalogStats } from "@/lib/admin/catalog-stats";
import { scratchPglite, scratchPostgres, type Scratch } from "./support/scratch";
import { listProducts } from "@/lib/catalog/data";
import { migrate } from "@/lib/db/migrate";
import { system, type Caller, type Db } from "@/lib/db/types";
import { parseShopFilters } from "@/lib/validations/shop-filters";

const SIZES = [100, 1_000, 10_000];
const ADMIN_CASES: Record<string, Record<string, string>> = {
  "admin page: stats + newest": {},
  "admin page: stats + page 250": { page: "250" },
  "admin page: stats + search": { q: "BV-77" },
  "admin page: stats + hidden": { status: "hidden" },
  "admin page: stats + brand/cat": { brand: "", category: "" },
};
const RUNS = 40;
const CASES: Record<string, Record<string, string>> = {
  "default (newest)": {},
  "gender=women, price-asc": { gender: "women", sort: "price-asc" },
  "search 'frame', page 3": { q: "frame", page: "3" },
  "brand + category + price": { brand: "brand-1", category: "Sunglasses", min: "100", max: "400" },
};

async function fill(db: Db, n: number): Promise<Caller> {
  return db.run(system, async (tx) => {
    await tx.query(`insert into public.brands (name, slug) select 'Brand ' || i, 'brand-' || i from generate_series(1, 12) i`);
    await tx.query(`insert into public.categories (name, slug) values ('Eyeglasses', 'eyeglasses'), ('Sunglasses', 'sunglasses')`);
    await tx.query(
      `insert into public.products (name, slug, sku, is_active, description, price, sale_price, stock_quantity, gender, brand_id, category_id, images, created_at)
       select 'Bench Frame ' || i, 'bench-frame-' || i, 'BV-' || i, i % 10 <> 0, 'A lightweight acetate frame number ' || i,
              50 + (i * 37) % 600, case when i % 4 = 0 then 40 + (i * 37) % 500 end, i % 30,
              (array['men','women','kids','unisex'])[1 + i % 4],
              (select id from public.brands where slug = 'brand-' || (1 + i % 12)),
              (select id from public.categories where name = case when i % 3 = 0 then 'Sunglasses' else 'Eyeglasses' end),
              array['/products/x-1.svg'], now() - (i || ' minutes')::interval
       from generate_series(1, $1) i`,
      [n],
    );
    await tx.query("analyze public.products");
    const [user] = await tx.query<{ id: string }>("insert into auth.users (email) values ('bench-admin@example.com') returning id");
    await tx.query("select public.assign_admin_role($1)", [user.id]);
    return { kind: "user", userId: user.id, email: "bench-admin@example.com" } as Caller;
  });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(db: Db, admin: Caller) {
  const out: Record<string, { p50: number; p95: number; total: number }> = {};
  const [ids] = await db.run(system, (tx) =>
    tx.query<{ brand: string; category: string }>(
      "select (select id from public.brands order by slug limit 1) as brand, (select id from public.categories order by slug desc limit 1) as category",
    ),
  );
  for (const [name, raw] of Object.entries(ADMIN_CASES)) {
    const params = "brand" in raw ? { ...raw, brand: ids.brand, category: ids.category } : raw;
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      // What the admin page does: the stat cards' counts, then the table's page.
      const stats = await getCatalogStats(db, admin);
      total = (await listAdminProducts(db, admin, params, stats)).total;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    out[name] = { p50: +percentile(times, 50).toFixed(2), p95: +percentile(times, 95).toFixed(2), total };
  }
  for (const [name, params] of Object.entries(CASES)) {
    const filters = parseShopFilters(params);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      total = (await listProducts(db, filters)).total;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    out[name] = { p50: +percentile(times, 50).toFixed(2), p95: +percentile(times, 95).toFixed(2), total };
  }
  return out;
}

/** A fresh, empty database of the kind: in memory for PGlite, a throwaway one on the server. */
function scratchDb(backend: string): Promise<Scratch> {
  return backend === "pglite" ? scratchPglite() : scratchPostgres();
}

async function throughput(baseUrl: string, path: string) {
  const r = await autocannon({ url: `${baseUrl}${path}`, connections: 20, duration: 5 });
  return { path, requestsPerSec: r.requests.average, p50Ms: r.latency.p50, non2xx: r.non2xx };
}

async function main() {
  if (process.env.BENCH_ONLY === "scale") return (await import("./scale")).main();
  const results: Record<string, unknown> = {};
  const backends = ["pglite", ...(process.env.DATABASE_URL ? ["postgres"] : [])];
  const only = process.env.BENCH_ONLY;
  // BENCH_ONLY=catalog, availability, js, throughput or tryon runs one part.
  for (const backend of only && only !== "catalog" ? [] : backends) {
    for (const n of SIZES) {
      const scratch = await scratchDb(backend);
      await migrate(scratch.db);
      const admin = await fill(scratch.db, n);
      const m = await measure(scratch.db, admin);
      await scratch.drop();
      results[`${backend} · ${n.toLocaleString("en-CA")} products`] = m;
      console.log(`\n${backend}, ${n.toLocaleString("en-CA")} products (90 % active) — shop listing and admin table queries (ms, ${RUNS} runs each)`);
      console.table(m);
    }
  }

  for (const backend of only && only !== "availability" ? [] : backends) {
    const scratch = await scratchDb(backend);
    await migrate(scratch.db);
    const filled = await fillBookings(scratch.db);
    const m = await measureAvailability(scratch.db);
    await scratch.drop();
    results[`${backend} · availability`] = { ...filled, ...m };
    console.log(`\n${backend}: booking availability, 60 days, both clinics, ${(filled.live + filled.history).toLocaleString("en-CA")} bookings (${filled.live.toLocaleString("en-CA")} live in the window) — ms, ${40} runs each`);
    console.table(m);
  }

  for (const backend of only && only !== "csv" ? [] : backends) {
    const scratch = await scratchDb(backend);
    const m = await measureCsvImport(scratch.db);
    await scratch.drop();
    results[`${backend} · catalogue CSV`] = m;
    console.log(`\n${backend}: catalogue CSV, ${CSV_ROWS.toLocaleString("en-CA")} rows (goal: preview < 5 s, import < 10 s, memory growth < 100 MB)`);
    console.table(m);
  }

  for (const backend of only && only !== "patients" ? [] : backends) {
    const scratch = await scratchDb(backend);
    const m = await measurePatients(scratch.db);
    await scratch.drop();
    results[`${backend} · patients`] = m;
    console.log(`\n${backend}: patients (goals: migration < 60 s, search and page p95 < 300 ms)`);
    console.log(`carry-over: ${m.carried?.made.toLocaleString("en-CA")} patients ${m.carried?.detail} in ${m.migrationS} s; then ${m.counts.patients.toLocaleString("en-CA")} patients, ${m.counts.visits.toLocaleString("en-CA")} visits`);
    console.table({ ...m.search, "a patient's page": m.page });
  }

  // Recall's goals are set on PostgreSQL; without DATABASE_URL it runs on PGlite for a look.
  for (const backend of only && only !== "recall" ? [] : [backends.at(-1)!]) {
    const scratch = await scratchDb(backend);
    const m = await measureRecall(scratch.db);
    await scratch.drop();
    results[`${backend} · recall`] = m;
    console.log(`\n${backend}: recall (goals: the daily send < 30 s and < 100 MB of growth, the list's pages < 300 ms)`);
    console.log(`${m.counts.patients.toLocaleString("en-CA")} patients (${m.counts.consenting.toLocaleString("en-CA")} consenting), ${m.counts.visits.toLocaleString("en-CA")} visits`);
    console.table({ "first day (every notice in its window)": m.firstDay, "the next day": m.nextDay });
    console.table(m.list);
  }

  // The waitlist's goal is set on PostgreSQL too.
  for (const backend of only && only !== "waitlist" ? [] : [backends.at(-1)!]) {
    const scratch = await scratchDb(backend);
    const m = await measureWaitlist(scratch.db);
    await scratch.drop();
    results[`${backend} · waitlist`] = m;
    console.log(`\n${backend}: waitlist (goal: a freed time matched and its first batch asked < 500 ms)`);
    console.table({ [`${m.entries.toLocaleString("en-CA")} live entries, a Goreway morning cancelled`]: m });
  }

  // The intake forms (issue 52): the day sheet with 120 visits' forms and a section's save, on each backend.
  for (const backend of only && only !== "intake" ? [] : backends) {
    const scratch = await scratchDb(backend);
    try {
      const m = await measureIntake(scratch.db);
      results[`${backend} · intake`] = m;
      console.log(`\n${backend}: intake forms (goal on PostgreSQL: each p95 < ${INTAKE_GOAL_MS} ms)`);
      console.table({ [`day sheet, ${m.visits} visits and their forms`]: m.daySheet, "a section's Save and continue": m.save });
    } finally {
      await scratch.drop();
    }
  }

  // Texts (issue 54): 2,000 reminders through the outbox within the sender's rate, and the inbound webhook, on each backend.
  for (const backend of only && only !== "texts" ? [] : backends) {
    const scratch = await scratchDb(backend);
    try {
      const m = await measureTexts(scratch.db);
      results[`${backend} · texts`] = m;
      console.log(`\n${backend}: texts (goals: ${m.reminders.toLocaleString("en-CA")} reminders at ${m.rate}/s, none lost or twice; the inbound webhook p95 < ${TEXTS_GOAL_MS} ms)`);
      console.table({ "2,000 reminders": m.deliver });
      console.table({ "inbound webhook (signature + action)": m.inbound });
    } finally {
      await scratch.drop();
    }
  }

  // The figures' goals are set on PostgreSQL at three years of a busy practice; PGlite is not measured.
  if (!only || only === "figures") {
    if (process.env.DATABASE_URL) {
      const scratch = await scratchDb("postgres");
      try {
        const m = await measureFigures(scratch.db);
        results["postgres · figures"] = m;
        const c = m.counts;
        console.log("\npostgres: the owner's figures (goals: the page p95 < 500 ms, a rows page p95 < 300 ms, the CSV < 50 MB of memory growth)");
        console.log(
          `${c.patients.toLocaleString("en-CA")} patients, ${c.visits.toLocaleString("en-CA")} visits, ${c.orders.toLocaleString("en-CA")} orders, ` +
            `${(c.payments + c.refunds).toLocaleString("en-CA")} payments and refunds (${c.refunds.toLocaleString("en-CA")} refunds), ` +
            `${c.offers.toLocaleString("en-CA")} waitlist offers, ${c.dues.toLocaleString("en-CA")} recall dues; made in ${m.fillS} s`,
        );
        console.table(m.page);
        console.table(m.rows);
        console.table({ [`CSV of ${m.csv.figure}`]: m.csv });
      } finally {
        await scratch.drop();
      }
    } else {
      console.log("\nSet DATABASE_URL to measure the owner's figures (PostgreSQL only).");
    }
  }

  if (!only || only === "js") {
    const rows = await measureJsWeight();
    if (rows) {
      results.javascript = rows;
      console.log("\nJavaScript named in each page's HTML, gzip -9 (kB); budget = allowed kB over the empty Next.js page");
      console.table(rows);
    } else {
      console.log("\nRun npm run build first to measure each page's JavaScript.");
    }
  }

  if (!only || only === "tryon") {
    const t = await measureTryOn();
    if (t) {
      results.tryOn = t;
      console.log(`\nTry on (photo, headless Chromium, cold cache): ${t.medianMsToFirstFrame} ms from pressing Try on to the first drawn frame (median of ${t.runsMs.length}: ${t.runsMs.join(", ")} ms)`);
      console.log(`Face model download: ${t.modelKB} kB raw, ${t.modelKBgz} kB gzip -9; product page JavaScript ${t.productPageJsKBgz} kB gz`);
      console.table(t.modelFiles);
    } else {
      console.log("\nRun npm run build first to measure the try-on.");
    }
  }

  const url = process.env.BENCH_URL;
  if (only && only !== "throughput") {
    // another part was asked for
  } else if (url) {
    const home = await throughput(url, "/");
    const pages = [];
    for (const path of ["/brampton/shop", "/brampton/shop?gender=women&sort=price-asc", "/brampton/brands/gucci", "/brampton/shop?q=aviator"]) {
      const r = await throughput(url, path);
      pages.push({ ...r, ratioToHome: +(r.requestsPerSec / home.requestsPerSec).toFixed(2) });
    }
    results.throughput = { home, pages };
    console.log("\nThroughput (autocannon -c 20 -d 5); ratioToHome 1.0 = as cheap as the static home page");
    console.table([home, ...pages]);
  } else {
    console.log("\nSet BENCH_URL=http://localhost:3000 with a production server running (npm run build && npm start) to measure page throughput.");
  }

  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nWrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
