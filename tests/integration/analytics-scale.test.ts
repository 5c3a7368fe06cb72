import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_TABS, loadCounts, loadTab } from "@/lib/analytics";
import { csvChunks, streamTabCsv } from "@/lib/analytics/export";
import type { Caller } from "@/lib/db/types";
import { backends, createTestDb, type TestDb } from "../support/db";

/** RFC 4180 reader, enough to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") endCell();
    else if (ch === "\r" && text[i + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  return rows;
}

describe.each(backends)("analytics at volume on %s", (backend) => {
  let db: TestDb;
  let admin: Caller;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const tableCount = async (table: string) => (await sys<{ n: number }>(`select count(*)::int as n from public.${table}`))[0].n;

  beforeAll(async () => {
    db = await createTestDb(backend);
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email) values ('scale-admin@example.com') returning id");
    await sys("select public.assign_admin_role($1)", [id]);
    admin = { kind: "user", userId: id, email: "scale-admin@example.com" };
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("keeps every heading count exact through inserts, deletes, cascades and truncation", async () => {
    const check = async () => {
      const counts = await loadCounts(db, admin);
      expect(counts["phone-calls"]).toBe(await tableCount("phone_calls"));
      expect(counts["cart-items"]).toBe(await tableCount("cart_items"));
      expect(counts.products).toBe(await tableCount("products"));
      expect(counts["form-submissions"]).toBe(await tableCount("form_submissions"));
      expect(counts.profiles).toBe(await tableCount("profiles"));
      return counts;
    };
    const before = await check();
    await sys("insert into public.phone_calls (phone_number, location) select '905-555-0142', 'header' from generate_series(1, 250)");
    await sys("insert into public.phone_calls (phone_number, location) values ('905-555-0157', 'footer')");
    expect((await check())["phone-calls"]).toBe(before["phone-calls"] + 251);
    await sys("delete from public.phone_calls where location = 'footer'");
    expect((await check())["phone-calls"]).toBe(before["phone-calls"] + 250);

    // A product's add-to-cart events go with it (on delete cascade), and so does their count.
    const [{ id: product }] = await sys<{ id: string }>(
      `insert into public.products (name, slug, sku, price, stock_quantity, gender, images)
       values ('Count Frame', 'count-frame', 'BV-COUNT', 120, 5, 'unisex', array['/products/x-1.svg']) returning id`,
    );
    await sys("insert into public.cart_items (product_id, quantity) select $1, 1 from generate_series(1, 7)", [product]);
    expect((await check())["cart-items"]).toBe(before["cart-items"] + 7);
    await sys("delete from public.products where id = $1", [product]);
    await check();

    // A user deleted takes their profile along.
    const [{ id: user }] = await sys<{ id: string }>("insert into auth.users (email) values ('leaving@example.com') returning id");
    await check();
    await sys("delete from auth.users where id = $1", [user]);
    await check();

    // A rolled-back insert leaves the count where it was.
    await expect(
      db.run({ kind: "system" }, async (tx) => {
        await tx.query("insert into public.phone_calls (phone_number, location) select '905-555-0142', 'header' from generate_series(1, 10)");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await check();

    await sys("truncate public.phone_calls");
    expect((await check())["phone-calls"]).toBe(0);
    await expectDaysExact();
  });

  /** The kept per-day rows equal a fresh grouping of every table (the invariant the charts rely on). */
  async function expectDaysExact() {
    for (const t of ["phone_calls", "form_submissions", "orders", "brands", "cart_items", "categories", "products", "profiles"]) {
      const total = t === "orders" ? "coalesce(sum(total_amount), 0)" : "0";
      const fresh = await sys<{ day: string; n: number; total: string }>(
        `select to_char((created_at at time zone 'America/Toronto')::date, 'YYYY-MM-DD') as day, count(*)::int as n, (${total})::numeric(14, 2)::text as total
         from public.${t} group by 1 order by 1`,
      );
      const kept = await sys<{ day: string; n: number; total: string }>(
        "select to_char(day, 'YYYY-MM-DD') as day, n::int as n, total::text as total from private.daily_counts where table_name = $1 and n > 0 order by day",
        [t],
      );
      expect(kept, t).toEqual(fresh);
    }
  }

  it("keeps each table's rows per clinic day exact, orders with their totals", async () => {
    await expectDaysExact();
    await sys(
      `insert into public.phone_calls (phone_number, location, created_at)
       select '905-555-0142', 'header', timestamptz '2026-11-24T04:30:00Z' - (i || ' hours')::interval from generate_series(0, 99) i`,
    );
    await expectDaysExact();
    await sys("delete from public.phone_calls where created_at < timestamptz '2026-11-22T00:00:00Z'");
    await expectDaysExact();
    await sys("update public.orders set status = status");
    await expectDaysExact();
  });

  it("counts exactly when many writers insert at once", async () => {
    const before = await tableCount("phone_calls");
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sys("insert into public.phone_calls (phone_number, location) select '905-555-0142', 'race' from generate_series(1, $1)", [i + 1]),
      ),
    );
    expect((await loadCounts(db, admin))["phone-calls"]).toBe(before + 210);
    expect(await tableCount("phone_calls")).toBe(before + 210);
    await expectDaysExact();
  });

  it("charts the last 30 days by the clinic's day, from rows grouped in the database", async () => {
    const now = new Date("2026-11-24T15:00:00Z");
    await sys("delete from public.phone_calls");
    await sys(
      `insert into public.phone_calls (phone_number, location, created_at) values
         ('905-555-0142', 'late', '2026-11-24T04:30:00Z'),  -- 23:30 on Nov 23 in Brampton
         ('905-555-0142', 'early', '2026-11-24T05:30:00Z'), -- 00:30 on Nov 24
         ('905-555-0142', 'old', '2026-10-01T12:00:00Z')`,
    );
    const { chart, total } = await loadTab(db, admin, "phone-calls", 1, { now });
    expect(total).toBe(3);
    expect(chart).toHaveLength(30);
    expect(chart.at(-1)).toEqual({ day: "2026-11-24", count: 1, value: 0 });
    expect(chart.at(-2)).toEqual({ day: "2026-11-23", count: 1, value: 0 });
    expect(chart.reduce((s, p) => s + p.count, 0)).toBe(2);
  });

  it("exports every row in batches, in the tab's order, with ties in time and hostile text kept exact", async () => {
    await sys("delete from public.phone_calls");
    // One statement: every row gets the same created_at, so only the id orders them.
    await sys(
      `insert into public.phone_calls (phone_number, caller_name, call_duration, call_status, location)
       select '905-555-0142',
              case i % 5 when 0 then 'Ann, "Lee"' when 1 then '=HYPERLINK("http://x")' when 2 then E'two\\nlines' when 3 then null else ' padded ' end,
              case when i % 4 = 0 then null else i end, 'answered', 'header'
       from generate_series(1, 103) i`,
    );
    await sys("insert into public.phone_calls (phone_number, location, created_at) values ('905-555-0157', 'footer', now() - interval '1 day')");
    const chunks: string[] = [];
    for await (const c of csvChunks(db, admin, "phone-calls", 10)) chunks.push(c);
    expect(chunks.length).toBe(12); // the header, then one piece per batch of 10 (pieces hold up to 200 rows)
    const text = chunks.join("");
    expect(text.startsWith("\uFEFFDate,Phone Number,Caller,Duration (s),Status,Location\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(["Date", "Phone Number", "Caller", "Duration (s)", "Status", "Location"]);

    const table = await sys<{ created_at: Date; caller_name: string | null; call_duration: number | null; location: string }>(
      "select created_at, caller_name, call_duration, location from public.phone_calls order by created_at desc, id desc",
    );
    expect(rows).toHaveLength(table.length);
    expect(rows.length).toBe(104);
    rows.forEach((r, i) => {
      const t = table[i];
      expect(r[0]).toBe(t.created_at.toISOString());
      const name = t.caller_name === null ? "" : t.caller_name.startsWith("=") ? `'${t.caller_name}` : t.caller_name;
      expect(r[2]).toBe(name);
      expect(r[3]).toBe(t.call_duration === null ? "" : String(t.call_duration));
      expect(r[5]).toBe(t.location);
    });
    expect(text).toContain(`,"Ann, ""Lee""",`);
    expect(text).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(text).toContain(`,"two\nlines",`);
    expect(text).toContain(`," padded ",`);
    expect(await streamTabCsv(db, admin, "phone-calls", () => {})).toBe(104);
  });

  it("exports a table whose row count is an exact multiple of the batch, and an empty one", async () => {
    await sys("delete from public.phone_calls");
    await sys("insert into public.phone_calls (phone_number, location) select '905-555-0142', 'header' from generate_series(1, 20)");
    const chunks: string[] = [];
    for await (const c of csvChunks(db, admin, "phone-calls", 10)) chunks.push(c);
    expect(parseCsv(chunks.join("").slice(1))).toHaveLength(21);
    await sys("delete from public.phone_calls");
    const empty: string[] = [];
    expect(await streamTabCsv(db, admin, "phone-calls", (c) => void empty.push(c))).toBe(0);
    expect(empty.join("")).toBe("\uFEFFDate,Phone Number,Caller,Duration (s),Status,Location\r\n");
  });

  it("exports joined and computed tabs across batches (cart items, orders)", async () => {
    const [{ id: product }] = await sys<{ id: string }>("select id from public.products order by id limit 1");
    await sys("insert into public.cart_items (product_id, quantity) select $1, 1 + i % 3 from generate_series(1, 23) i", [product]);
    const chunks: string[] = [];
    for await (const c of csvChunks(db, admin, "cart-items", 4)) chunks.push(c);
    const rows = parseCsv(chunks.join("").slice(1));
    expect(rows[0]).toEqual(["Date", "Product", "Quantity"]);
    expect(rows.length - 1).toBe(await tableCount("cart_items"));
    expect(new Set(rows.slice(1).map((r) => r.join("|"))).size).toBeGreaterThan(0);
  });

  it("exports every tab whole: as many data lines as the tab's count, under the tab's own header", async () => {
    const counts = await loadCounts(db, admin);
    for (const { id } of ANALYTICS_TABS) {
      const chunks: string[] = [];
      const rows = await streamTabCsv(db, admin, id, (c) => void chunks.push(c));
      expect(rows, id).toBe(counts[id]);
      const parsed = parseCsv(chunks.join("").slice(1));
      expect(parsed.length - 1, id).toBe(counts[id]);
      expect(parsed.every((r) => r.length === parsed[0].length), id).toBe(true);
    }
  });

  it("gives a customer and a visitor neither the counts nor a single exported byte", async () => {
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email) values ('nosy@example.com') returning id");
    for (const who of [{ kind: "user", userId: id, email: "nosy@example.com" }, { kind: "anon" }] as Caller[]) {
      await expect(loadCounts(db, who)).rejects.toThrow("admin");
      const got: string[] = [];
      await expect(streamTabCsv(db, who, "profiles", (c) => void got.push(c))).rejects.toThrow("admin");
      expect(got).toEqual([]);
      // Straight at the database: the counts function answers nothing, the table is closed.
      const days = db.run(who, (tx) => tx.query("select * from private.analytics_days('phone_calls', '2000-01-01')"));
      if (who.kind === "anon") await expect(days).rejects.toThrow(/permission denied/);
      else expect(await days).toEqual([]);
      await expect(db.run(who, (tx) => tx.query("select * from private.daily_counts"))).rejects.toThrow();
      const direct = db.run(who, (tx) => tx.query("select * from private.analytics_counts()"));
      if (who.kind === "anon") await expect(direct).rejects.toThrow(/permission denied/);
      else expect(await direct).toEqual([]);
      await expect(db.run(who, (tx) => tx.query("select * from private.row_counts"))).rejects.toThrow();
    }
  });
});
