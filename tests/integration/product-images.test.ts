import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/db/types";
import { backends, createTestDb, type TestDb } from "../support/db";

// Embedded storage writes under DATA_DIR; config() reads the environment once, on first use,
// so the temporary folder is set before anything in this file can ask for it.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "bv-storage-"));
  process.env.DATA_DIR = dir;
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  return dir;
});

// The route asks the session whether the caller is an admin; here each test decides.
const guard = vi.hoisted(() => ({ admin: true }));
vi.mock("@/lib/admin/guard", () => ({
  NOT_ADMIN: "You must be signed in as an admin to do that.",
  adminCaller: async () => (guard.admin ? { kind: "user", userId: "00000000-0000-0000-0000-000000000001", email: "admin@brightview.example.com" } : null),
}));

const { storage, removeStoredImages, readEmbeddedFile, PRODUCT_IMAGES_BUCKET } = await import("@/lib/storage");
const route = await import("@/app/api/admin/product-images/route");
const serve = await import("@/app/storage/[bucket]/[file]/route");

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures/images", name));
const bucketDir = path.join(dataDir, "storage", PRODUCT_IMAGES_BUCKET);
const stored = () => (existsSync(bucketDir) ? readdirSync(bucketDir).sort() : []);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The hosted bucket and its storage.objects policies, applied to the compatibility schema. */
describe.each(backends)("product-images bucket on %s", (backend) => {
  let db: TestDb;
  let admin: Caller;
  let customer: Caller;
  const visitor: Caller = { kind: "anon" };

  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    const mk = async (email: string) =>
      (await db.run({ kind: "system" }, (tx) => tx.query<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email])))[0].id;
    const adminId = await mk("admin@brightview.example.com");
    await db.run({ kind: "system" }, (tx) => tx.query("select public.assign_admin_role($1)", [adminId]));
    admin = { kind: "user", userId: adminId, email: "admin@brightview.example.com" };
    customer = { kind: "user", userId: await mk("pat@example.com"), email: "pat@example.com" };
    await db.run({ kind: "system" }, (tx) => tx.query("insert into storage.objects (bucket_id, name) values ('product-images', 'seeded.png')"));
  });
  afterAll(async () => db?.drop());

  const attempt = async (who: Caller, sql: string) => {
    try {
      return { ok: true, rows: await db.run(who, (tx) => tx.query(sql)) };
    } catch (err) {
      return { ok: false, error: (err as Error).message };
    }
  };

  it("exists, is public, and takes JPG, PNG, GIF and WebP images up to 5MB", async () => {
    const [bucket] = await db.run({ kind: "system" }, (tx) =>
      tx.query("select name, public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'product-images'"),
    );
    expect(bucket).toEqual({ name: "product-images", public: true, limit: 5242880, allowed_mime_types: ["image/jpeg", "image/png", "image/gif", "image/webp"] });
  });

  it("does not let visitors or customers list the bucket (files are read by their public URL), but lets admins", async () => {
    for (const who of [visitor, customer]) {
      const read = await attempt(who, "select name from storage.objects where bucket_id = 'product-images'");
      expect(read.rows ?? []).toEqual([]);
    }
    const listed = await attempt(admin, "select name from storage.objects where bucket_id = 'product-images'");
    expect(listed.rows?.map((r) => r.name)).toContain("seeded.png");
  });

  it("refuses writes from visitors and customers", async () => {
    for (const who of [visitor, customer]) {
      const insert = await attempt(who, "insert into storage.objects (bucket_id, name) values ('product-images', 'evil.png')");
      expect(insert.ok).toBe(false);
      expect(insert.error).toMatch(/row-level security|permission denied/);
      expect((await attempt(who, "update storage.objects set name = 'renamed.png' where name = 'seeded.png' returning id")).rows ?? []).toHaveLength(0);
      expect((await attempt(who, "delete from storage.objects where name = 'seeded.png' returning id")).rows ?? []).toHaveLength(0);
      // Nor can they make the bucket private or change its limits.
      expect((await attempt(who, "update storage.buckets set public = false returning id")).rows ?? []).toHaveLength(0);
    }
    const left = await db.run({ kind: "system" }, (tx) => tx.query("select name from storage.objects order by name"));
    expect(left.map((r) => r.name)).toEqual(["seeded.png"]);
  });

  it("lets an admin add, rename and remove objects in that bucket only", async () => {
    expect((await attempt(admin, "insert into storage.objects (bucket_id, name) values ('product-images', 'new.png') returning id")).rows).toHaveLength(1);
    expect((await attempt(admin, "update storage.objects set name = 'newer.png' where name = 'new.png' returning id")).rows).toHaveLength(1);
    expect((await attempt(admin, "delete from storage.objects where name = 'newer.png' returning id")).rows).toHaveLength(1);
    // Another bucket is not covered by these policies.
    await db.run({ kind: "system" }, (tx) => tx.query("insert into storage.buckets (id, name) values ('private-files', 'private-files') on conflict do nothing"));
    expect((await attempt(admin, "insert into storage.objects (bucket_id, name) values ('private-files', 'x.png')")).ok).toBe(false);
    const left = await db.run({ kind: "system" }, (tx) => tx.query("select name from storage.objects order by name"));
    expect(left.map((r) => r.name)).toEqual(["seeded.png"]);
  });
});

describe("embedded image storage", () => {
  beforeEach(() => rmSync(bucketDir, { recursive: true, force: true }));

  it("stores under DATA_DIR with the detected extension, serves it, and removes it", async () => {
    const png = fixture("square.png");
    const file = await storage().upload(PRODUCT_IMAGES_BUCKET, png);
    expect(file.name).toMatch(/^\d{13}-[a-z0-9]{13}\.png$/);
    expect(file.url).toBe(`/storage/product-images/${file.name}`);
    expect(file.mime).toBe("image/png");
    expect(stored()).toEqual([file.name]);
    expect(readFileSync(path.join(bucketDir, file.name)).equals(png)).toBe(true);
    expect((await readEmbeddedFile(PRODUCT_IMAGES_BUCKET, file.name))?.contentType).toBe("image/png");

    await storage().remove(PRODUCT_IMAGES_BUCKET, file.name);
    expect(stored()).toEqual([]);
    // Already gone: not an error.
    await expect(storage().remove(PRODUCT_IMAGES_BUCKET, file.name)).resolves.toBeUndefined();
  });

  it("names each upload by its bytes, never overwriting", async () => {
    const a = await storage().upload(PRODUCT_IMAGES_BUCKET, fixture("square.webp"));
    const b = await storage().upload(PRODUCT_IMAGES_BUCKET, fixture("square.webp"));
    const c = await storage().upload(PRODUCT_IMAGES_BUCKET, fixture("square.jpg"));
    expect(a.name).not.toBe(b.name);
    expect(a.name.endsWith(".webp") && c.name.endsWith(".jpg")).toBe(true);
    expect(stored()).toEqual([a.name, b.name, c.name].sort());
  });

  it("refuses bytes that are not an image, whoever calls", async () => {
    await expect(storage().upload(PRODUCT_IMAGES_BUCKET, fixture("drawing.svg"))).rejects.toThrow(/Not a JPEG/);
    await expect(storage().remove(PRODUCT_IMAGES_BUCKET, "../../auth-secret")).rejects.toThrow();
    expect(stored()).toEqual([]);
  });

  it("removeStoredImages removes our uploads only and ignores missing files", async () => {
    const a = await storage().upload(PRODUCT_IMAGES_BUCKET, fixture("square.gif"));
    const b = await storage().upload(PRODUCT_IMAGES_BUCKET, fixture("square.png"));
    await removeStoredImages([a.url, a.url, "/products/ray-ban-rb3025-aviator-classic-1.svg", "https://evil.example.com/x.png", "/storage/product-images/1-gone.png"]);
    expect(stored()).toEqual([b.name]);
  });

  it("never serves a file whose bytes are not the type its name says", async () => {
    mkdirSync(bucketDir, { recursive: true });
    writeFileSync(path.join(bucketDir, "1-planted.png"), "<html><script>alert(1)</script></html>");
    expect(await readEmbeddedFile(PRODUCT_IMAGES_BUCKET, "1-planted.png")).toBeNull();
    const res = await serve.GET(new Request("http://localhost/storage/product-images/1-planted.png"), { params: Promise.resolve({ bucket: "product-images", file: "1-planted.png" }) });
    expect(res.status).toBe(404);
  });
});

describe("the admin image route", () => {
  const ORIGIN = "http://localhost:3000";
  const post = (body: FormData | string, headers: Record<string, string> = {}) =>
    route.POST(new Request(`${ORIGIN}/api/admin/product-images`, { method: "POST", body, headers: { origin: ORIGIN, host: "localhost:3000", ...headers } }));
  const del = (payload: unknown, headers: Record<string, string> = {}) =>
    route.DELETE(
      new Request(`${ORIGIN}/api/admin/product-images`, {
        method: "DELETE",
        body: JSON.stringify(payload),
        headers: { "content-type": "application/json", origin: ORIGIN, host: "localhost:3000", ...headers },
      }),
    );
  const form = (name: string, data: Uint8Array, type = "image/png") => {
    const f = new FormData();
    f.append("file", new File([new Uint8Array(data)], name, { type }));
    return f;
  };

  beforeEach(() => {
    guard.admin = true;
    rmSync(bucketDir, { recursive: true, force: true });
  });

  it("stores an admin's image and serves it as that image, cached for an hour and never as a page", async () => {
    // The browser said text/html; the bytes say JPEG, and the bytes win.
    const res = await post(form("photo.html", fixture("square.jpg"), "text/html"));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ ok: true, url: expect.stringMatching(/^\/storage\/product-images\/\d+-[a-z0-9]+\.jpg$/), name: expect.stringMatching(/\.jpg$/) });
    expect(stored()).toEqual([body.name]);

    const served = await serve.GET(new Request(`${ORIGIN}${body.url}`), { params: Promise.resolve({ bucket: "product-images", file: body.name }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="${body.name}"`);
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(fixture("square.jpg"))).toBe(true);
  });

  it.each([
    ["notes.png", "notes.png is not an image file"],
    ["drawing.svg", "drawing.svg is not an image file"],
    ["page.html", "page.html is not an image file"],
    ["empty.png", "empty.png is not an image file"],
    ["truncated.png", "truncated.png is not an image file"],
  ])("refuses %s with the spec's message and stores nothing", async (name, message) => {
    const res = await post(form(name, fixture(name)));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ ok: false, error: message });
    expect(stored()).toEqual([]);
  });

  it("refuses a file over 5MB by its bytes, and a body declared far larger before reading it", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(fixture("square.png"));
    const res = await post(form("huge.png", big));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, error: "huge.png is too large. Maximum size is 5MB" });

    const exact = new Uint8Array(5 * 1024 * 1024);
    exact.set(fixture("square.png"));
    expect((await post(form("exact.png", exact))).status).toBe(201);

    const declared = await route.POST(
      new Request(`${ORIGIN}/api/admin/product-images`, {
        method: "POST",
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="claimed.png"\r\n\r\n',
        headers: { origin: ORIGIN, "content-type": "multipart/form-data; boundary=x", "content-length": String(50 * 1024 * 1024) },
      }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ ok: false, error: "claimed.png is too large. Maximum size is 5MB" });
    expect(stored()).toHaveLength(1);
  });

  it("answers a request without a file or with a broken body", async () => {
    const none = await post(new FormData());
    expect(none.status).toBe(400);
    expect((await none.json()).error).toBe("Failed to upload image: No file was sent");
    const broken = await post("not multipart", { "content-type": "multipart/form-data; boundary=zzz" });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toMatch(/^Failed to upload image: /);
  });

  it("refuses anyone but an admin, and cross-site requests", async () => {
    guard.admin = false;
    const res = await post(form("a.png", fixture("square.png")));
    expect(res.status).toBe(403);
    expect((await res.json()).ok).toBe(false);
    expect((await del({ urls: [] })).status).toBe(403);

    guard.admin = true;
    for (const origin of ["https://evil.example.com", "null", "http://localhost:3001"]) {
      expect((await post(form("a.png", fixture("square.png")), { origin })).status).toBe(403);
      expect((await del({ urls: [] }, { origin })).status).toBe(403);
    }
    expect(stored()).toEqual([]);
    // No Origin header (same-origin navigation, server-side tools): allowed.
    expect(
      (await route.POST(new Request(`${ORIGIN}/api/admin/product-images`, { method: "POST", body: form("a.png", fixture("square.png")) }))).status,
    ).toBe(201);
  });

  it("removes uploads by URL, ignoring seed renders and foreign URLs, and refuses more than 10", async () => {
    const one = await (await post(form("a.gif", fixture("square.gif")))).json();
    const two = await (await post(form("b.webp", fixture("square.webp")))).json();
    expect(stored()).toHaveLength(2);
    const res = await del({ urls: [one.url, "/products/ray-ban-rb3025-aviator-classic-1.svg", "https://evil.example.com/a.png", "/storage/product-images/../../auth-secret"] });
    expect(await res.json()).toEqual({ ok: true });
    expect(stored()).toEqual([two.name]);
    // Already gone: still fine.
    expect(await (await del({ urls: [one.url] })).json()).toEqual({ ok: true });

    const tooMany = await del({ urls: Array.from({ length: 11 }, () => two.url) });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ ok: false, error: "Failed to remove image" });
    expect((await del({ nope: true })).status).toBe(400);
    expect(stored()).toEqual([two.name]);
  });
});
