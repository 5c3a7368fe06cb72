import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saveFitAction, savedFitAction } from "@/components/account/actions";
import { getOwnProfile, saveOwnFit } from "@/lib/account";
import { createSessionToken, SESSION_COOKIE } from "@/lib/auth/session-token";
import { FRAME_SIZES, frameSizeOf, frameWidth, matchFrames, type FitNumbers } from "@/lib/catalog/fit";
import { listProducts, listTryOnFrames } from "@/lib/catalog/data";
import type { Caller } from "@/lib/db/types";
import { parseShopFilters } from "@/lib/validations/shop-filters";
import { setAppDb } from "../support/app-db";
import { backends, createTestDb, type TestDb } from "../support/db";
import { nextRequest } from "../support/next-request";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
process.env.AUTH_SECRET ??= "frame-fit-test-secret-0123456789abcdefgh";

type Row = { id: string; created_at: string; lens_width: number | null; bridge_width: number | null; temple_length: number | null; frame_width: number | null };

describe.each(backends)("frame fit on %s", (backend) => {
  let db: TestDb;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  // created_at as ISO text, so JavaScript reads the same instant the database sorts by.
  const activeRows = () =>
    sys<Row>(`select id, to_json(created_at) #>> '{}' as created_at, lens_width, bridge_width, temple_length, frame_width from public.products where is_active`);

  /** Every id the listing shows for these filters, page after page. */
  async function listedIds(params: Record<string, string>): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const listing = await listProducts(db, parseShopFilters({ ...params, page: String(page) }));
      ids.push(...listing.items.map((p) => p.id));
      if (page >= listing.pageCount) return ids;
    }
  }

  beforeAll(async () => {
    db = await createTestDb(backend);
    // Two frames of one size created at the same instant: only the id can order them.
    await sys(
      `insert into public.products (name, slug, price, lens_width, bridge_width, temple_length, created_at)
       values ('Twin A', 'twin-a', 100, 52, 18, 141, '2026-01-01T00:00:00Z'), ('Twin B', 'twin-b', 100, 52, 18, 141, '2026-01-01T00:00:00Z'),
              ('Unmeasured', 'unmeasured', 100, null, null, null, now())`,
    );
  });
  afterAll(async () => db?.drop());

  it("the try-on offers other active, measured frames of the same category, nearest width first", async () => {
    type Candidate = { id: string; category: string; frame_width: number };
    const candidates = await sys<Candidate>(
      `select p.id, c.name as category, p.frame_width from public.products p join public.categories c on c.id = p.category_id
       where p.is_active and p.frame_width is not null order by p.id`,
    );
    const self = candidates[0];
    const frames = await listTryOnFrames(db, { id: self.id, category_name: self.category }, self.frame_width);
    expect(frames).toHaveLength(6);
    expect(frames.map((f) => f.id)).not.toContain(self.id);
    const peers = candidates.filter((c) => c.category === self.category && c.id !== self.id);
    const byId = new Map(peers.map((c) => [c.id, c]));
    for (const f of frames) {
      expect(byId.get(f.id), `${f.id} is an active, measured ${self.category} frame`).toBeDefined();
      expect(f.widthMm).toBe(byId.get(f.id)!.frame_width);
      expect(Array.isArray(f.colors)).toBe(true);
    }
    const gaps = frames.map((f) => Math.abs(f.widthMm - self.frame_width));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    // Nothing nearer was left out.
    const shown = new Set(frames.map((f) => f.id));
    const nearestLeftOut = Math.min(...peers.filter((c) => !shown.has(c.id)).map((c) => Math.abs(c.frame_width - self.frame_width)));
    expect(gaps[gaps.length - 1]).toBeLessThanOrEqual(nearestLeftOut);
    // A hidden frame is never offered.
    await sys("update public.products set is_active = false where id = $1", [frames[0].id]);
    const after = await listTryOnFrames(db, { id: self.id, category_name: self.category }, self.frame_width);
    expect(after.map((f) => f.id)).not.toContain(frames[0].id);
    await sys("update public.products set is_active = true where id = $1", [frames[0].id]);
  });

  it("frame_width is frameWidth: lens × 2 + bridge + the same end pieces", async () => {
    const rows = await activeRows();
    expect(rows.filter((r) => r.frame_width !== null).length).toBeGreaterThan(60);
    for (const r of rows) expect(r.frame_width, r.id).toBe(frameWidth(r));
  });

  it("the width filter lists exactly the frames of that size word, and none without measurements", async () => {
    const rows = await activeRows();
    let listed = 0;
    for (const size of FRAME_SIZES) {
      const ids = await listedIds({ width: size });
      const expected = rows.filter((r) => frameSizeOf(r) === size).map((r) => r.id);
      expect(ids.length, size).toBeGreaterThan(1);
      expect(new Set(ids), size).toEqual(new Set(expected));
      listed += ids.length;
    }
    expect(listed).toBe(rows.filter((r) => r.frame_width !== null).length);
    // Combined with the other filters, in the database.
    const kidsWide = await listProducts(db, parseShopFilters({ width: "wide", gender: "kids" }));
    expect(kidsWide.total).toBe(0);
  });

  it("the match lists the frames matchFrames picks, in its order: closest first, ties newest then by id", async () => {
    const rows = await activeRows();
    const wants: FitNumbers[] = [
      { lens: 52, bridge: 18, temple: 140 },
      { lens: 54, bridge: 18, temple: 145 },
      { lens: 55, bridge: 17, temple: 142 },
      { lens: 46, bridge: 16, temple: 125 },
      { lens: 80, bridge: 30, temple: 160 },
    ];
    for (const fit of wants) {
      const key = `${fit.lens}-${fit.bridge}-${fit.temple}`;
      const expected = matchFrames(rows, fit).map((r) => r.id);
      expect(await listedIds({ fit: key }), key).toEqual(expected);
    }
    const twins = (await sys<{ id: string }>("select id from public.products where slug like 'twin-%' order by id desc")).map((r) => r.id);
    const close = await listedIds({ fit: "52-18-141" });
    expect(close.slice(0, 2)).toEqual(twins);
    expect(close.length).toBeGreaterThan(2);
    // With another filter, the order holds among what is left.
    const women = await listedIds({ fit: "53-16-140", gender: "women" });
    expect(women.length).toBeGreaterThan(1);
    const womenRows = await sys<Row>(
      `select id, to_json(created_at) #>> '{}' as created_at, lens_width, bridge_width, temple_length, frame_width from public.products where is_active and gender = 'women'`,
    );
    expect(women).toEqual(matchFrames(womenRows, { lens: 53, bridge: 16, temple: 140 }).map((r) => r.id));
  });

  it("the width and fit conditions can use their indexes", async () => {
    const plan = (sql: string) =>
      db.run({ kind: "system" }, async (tx) => {
        // Too few rows for the planner to choose an index on its own: ask whether it can.
        await tx.query("set local enable_seqscan = off");
        const rows = await tx.query<Record<string, unknown>>(`explain (format json) ${sql}`);
        return JSON.stringify(rows);
      });
    expect(await plan("select id from public.products p where p.is_active and p.frame_width < 130")).toContain("products_active_width_idx");
    expect(
      await plan("select id from public.products p where p.is_active and p.lens_width between 50 and 54 and p.bridge_width between 17 and 19 and p.temple_length between 135 and 145"),
    ).toContain("products_active_fit_idx");
  });
});

describe.each(backends)("saved glasses on a profile on %s", (backend) => {
  let db: TestDb;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const fitOf = async (id: string) =>
    (await sys<{ l: number | null; b: number | null; t: number | null }>("select fit_lens_width as l, fit_bridge_width as b, fit_temple_length as t from public.profiles where id = $1", [id]))[0];
  const users: Record<"ann" | "bob", { caller: Caller & { kind: "user" }; cookie: [string, string] }> = {} as never;

  async function signUp(email: string) {
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email]);
    const [session] = await sys<{ id: string }>("insert into private.sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id", [id]);
    const token = createSessionToken({ sid: session.id, sub: id, email, admin: false }, process.env.AUTH_SECRET!);
    return { caller: { kind: "user" as const, userId: id, email }, cookie: [SESSION_COOKIE, token] as [string, string] };
  }

  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    setAppDb(db);
    users.ann = await signUp("ann@example.com");
    users.bob = await signUp("bob@example.com");
  });
  afterAll(async () => {
    setAppDb(undefined);
    await db?.drop();
  });

  it("a user saves their own numbers and reads them back; nobody else's row changes", async () => {
    expect(await saveOwnFit(db, users.ann.caller, { lens: 52, bridge: 18, temple: 140 })).toBe(true);
    expect(await fitOf(users.ann.caller.userId)).toEqual({ l: 52, b: 18, t: 140 });
    expect(await fitOf(users.bob.caller.userId)).toEqual({ l: null, b: null, t: null });
    expect((await getOwnProfile(db, users.ann.caller))?.fit).toEqual({ lens: 52, bridge: 18, temple: 140 });
    expect((await getOwnProfile(db, users.bob.caller))?.fit).toBeNull();
  });

  it("a user cannot write or read another user's numbers, and a visitor cannot write any", async () => {
    const other = users.bob.caller.userId;
    const asAnn = (sql: string) => db.run(users.ann.caller, (tx) => tx.query(sql, [other]));
    expect(await asAnn("update public.profiles set fit_lens_width = 50, fit_bridge_width = 20, fit_temple_length = 145 where id = $1 returning id")).toEqual([]);
    await sys("update public.profiles set fit_lens_width = 44, fit_bridge_width = 16, fit_temple_length = 125 where id = $1", [other]);
    expect(await asAnn("select fit_lens_width from public.profiles where id = $1")).toEqual([]);
    await expect(
      db.run({ kind: "anon" }, (tx) => tx.query("update public.profiles set fit_lens_width = 50, fit_bridge_width = 20, fit_temple_length = 145 where id = $1", [other])),
    ).rejects.toThrow(/permission denied/);
    expect(await fitOf(other)).toEqual({ l: 44, b: 16, t: 125 });
  });

  it("the database keeps all three numbers or none, within the frames' limits", async () => {
    const me = users.ann.caller;
    await expect(db.run(me, (tx) => tx.query("update public.profiles set fit_lens_width = null where id = $1", [me.userId]))).rejects.toThrow(/profiles_fit_all_or_none/);
    await expect(db.run(me, (tx) => tx.query("update public.profiles set fit_lens_width = 90 where id = $1", [me.userId]))).rejects.toThrow(/check constraint/);
    expect(await fitOf(me.userId)).toEqual({ l: 52, b: 18, t: 140 });
  });

  it("the save action: a visitor is refused, bad numbers are refused with a message, a user saves their own", async () => {
    nextRequest.cookies.clear();
    const before = [await fitOf(users.ann.caller.userId), await fitOf(users.bob.caller.userId)];
    expect(await saveFitAction({ lens: "50", bridge: "20", temple: "145" })).toEqual({ ok: false, error: "Sign in to keep your measurements" });
    expect(await savedFitAction()).toEqual({ ok: false, error: "Sign in to keep your measurements" });

    nextRequest.cookies.set(...users.ann.cookie);
    expect(await saveFitAction({ lens: "50", bridge: "", temple: "145" })).toEqual({ ok: false, error: "Please enter the bridge width" });
    expect(await saveFitAction({ lens: "50", bridge: "20", temple: "200" })).toEqual({ ok: false, error: "Temple length must be between 100 and 160 mm" });
    expect([await fitOf(users.ann.caller.userId), await fitOf(users.bob.caller.userId)]).toEqual(before);

    expect(await saveFitAction({ lens: "50", bridge: "20", temple: "145" })).toEqual({ ok: true });
    expect(await fitOf(users.ann.caller.userId)).toEqual({ l: 50, b: 20, t: 145 });
    expect(await fitOf(users.bob.caller.userId)).toEqual(before[1]);
    expect(await savedFitAction()).toEqual({ ok: true, fit: { lens: 50, bridge: 20, temple: 145 } });
    nextRequest.cookies.clear();
  });
});
