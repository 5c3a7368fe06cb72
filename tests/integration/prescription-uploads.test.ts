import { existsSync, readFileSync, readdirSync, rmSync, unlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PRESCRIPTION_UPLOAD_COPY as COPY } from "@/content/prescription-uploads";
import type { Caller, Db } from "@/lib/db/types";
import { backends, createTestDb, type TestDb } from "../support/db";

// Embedded storage writes under DATA_DIR; config() reads the environment once, so the temporary
// folder (and the cron secret) are set before anything in this file can ask for them.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "bv-prescriptions-"));
  process.env.DATA_DIR = dir;
  process.env.CRON_SECRET = "prescription-cron-secret-0123456789";
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  return dir;
});

// The admin route asks the session who is calling; here each test decides.
const guard = vi.hoisted(() => ({ caller: null as null | { kind: "user"; userId: string; email: string } }));
vi.mock("@/lib/admin/guard", () => ({ adminCaller: async () => guard.caller }));
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
// The file route reads the session and the client address for the access log (issue 34).
vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);

const { storePrescriptionUpload, readPrescriptionFile, removeUnclaimedUploads, PrescriptionUploadError } = await import("@/lib/prescriptions/uploads");
const { prescriptionFileHref, verifyPrescriptionLink, PRESCRIPTION_LINK_SECONDS } = await import("@/lib/prescriptions/signed-link");
const { readEmbeddedFile } = await import("@/lib/storage");
const upload = await import("@/app/api/prescription-uploads/route");
const adminFile = await import("@/app/api/admin/prescriptions/[id]/route");
const serve = await import("@/app/storage/[bucket]/[file]/route");
const cron = await import("@/app/api/outbox/retry/route");

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "../fixtures/images", name)));
const bucketDir = path.join(dataDir, "storage", "prescriptions");
const stored = () => (existsSync(bucketDir) ? readdirSync(bucketDir).sort() : []);
const base = "http://localhost:3000";
const sys: Caller = { kind: "system" };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("signed links to a prescription file", () => {
  const id = "0b6a3a2e-7d5e-4c2b-9a51-3f0d9c1e2a4b";
  const now = new Date("2027-03-15T13:00:00Z");
  const parts = (href: string) => {
    const url = new URL(href, base);
    return { path: url.pathname, expires: url.searchParams.get("expires"), sig: url.searchParams.get("sig") };
  };

  it("points at the admin route, expires in five minutes, and verifies until then", () => {
    const link = parts(prescriptionFileHref(id, now));
    expect(link.path).toBe(`/api/admin/prescriptions/${id}`);
    expect(Number(link.expires)).toBe(now.getTime() / 1000 + PRESCRIPTION_LINK_SECONDS);
    expect(verifyPrescriptionLink(id, link.expires, link.sig, now)).toBe(true);
    expect(verifyPrescriptionLink(id, link.expires, link.sig, new Date(now.getTime() + 300_000))).toBe(true);
  });

  it("rejects an expired link, a tampered id, expiry or signature, and malformed input", () => {
    const { expires, sig } = parts(prescriptionFileHref(id, now));
    expect(verifyPrescriptionLink(id, expires, sig, new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifyPrescriptionLink("0b6a3a2e-7d5e-4c2b-9a51-3f0d9c1e2a4c", expires, sig, now)).toBe(false);
    expect(verifyPrescriptionLink(id, String(Number(expires) + 60), sig, now)).toBe(false);
    const flipped = sig!.slice(0, 10) + (sig![10] === "A" ? "B" : "A") + sig!.slice(11);
    expect(verifyPrescriptionLink(id, expires, flipped, now)).toBe(false);
    for (const [e, s] of [[null, sig], [expires, null], ["", sig], ["1e12", sig], [expires, `${sig}=`], [expires, sig!.slice(1)]]) {
      expect(verifyPrescriptionLink(id, e, s, now)).toBe(false);
    }
    expect(verifyPrescriptionLink("../../auth-secret", expires, sig, now)).toBe(false);
  });
});

describe.each(backends)("prescription uploads on %s", (backend) => {
  let db: TestDb;
  let admin: { kind: "user"; userId: string; email: string };
  let pat: Caller;
  let sam: Caller;
  let patOrder: string;

  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    (globalThis as { __brightviewDb?: Promise<Db> }).__brightviewDb = Promise.resolve(db);
    const mk = async (email: string) => (await db.run(sys, (tx) => tx.query<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email])))[0].id;
    const adminId = await mk("admin@brightview.example.com");
    await db.run(sys, (tx) => tx.query("select public.assign_admin_role($1)", [adminId]));
    admin = { kind: "user", userId: adminId, email: "admin@brightview.example.com" };
    const patId = await mk("pat@example.com");
    pat = { kind: "user", userId: patId, email: "pat@example.com" };
    sam = { kind: "user", userId: await mk("sam@example.com"), email: "sam@example.com" };
    [{ id: patOrder }] = await db.run(sys, (tx) =>
      tx.query<{ id: string }>(
        `insert into public.orders (user_id, email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount)
         values ($1, 'pat@example.com', 'Pat', 'Lee', '905-555-0100', '{}', '{}', 100, 13, 113) returning id`,
        [patId],
      ),
    );
  });
  afterAll(async () => {
    (globalThis as { __brightviewDb?: unknown }).__brightviewDb = undefined;
    await db?.drop();
  });
  beforeEach(async () => {
    rmSync(bucketDir, { recursive: true, force: true });
    await db.run(sys, (tx) => tx.query("delete from public.prescription_uploads"));
    await db.run(sys, (tx) => tx.query("delete from private.rate_limits"));
    guard.caller = null;
  });

  const rows = () => db.run(sys, (tx) => tx.query<{ id: string; object_name: string; content_type: string; byte_size: number; order_id: string | null }>("select * from public.prescription_uploads order by created_at"));
  const claim = (id: string) => db.run(sys, (tx) => tx.query("update public.prescription_uploads set order_id = $2 where id = $1", [id, patOrder]));
  const age = (id: string, hours: number) => db.run(sys, (tx) => tx.query(`update public.prescription_uploads set created_at = now() - make_interval(hours => $2) where id = $1`, [id, hours]));
  const post = (file: Blob | null, name = "scan.png", headers: Record<string, string> = {}) => {
    const form = new FormData();
    if (file) form.append("file", file, name);
    return upload.POST(new Request(`${base}/api/prescription-uploads`, { method: "POST", body: form, headers }));
  };

  it("stores a PNG as one row and one private file that no public path serves", async () => {
    const png = fixture("square.png");
    const { id } = await storePrescriptionUpload(db, png);
    const [row] = await rows();
    expect(row).toMatchObject({ id, content_type: "image/png", byte_size: png.byteLength, order_id: null });
    expect(row.object_name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(stored()).toEqual([row.object_name]);
    expect(readFileSync(path.join(bucketDir, row.object_name)).equals(png)).toBe(true);
    expect(path.relative(path.resolve("public"), bucketDir).startsWith("..")).toBe(true);
    expect(await readEmbeddedFile("prescriptions", row.object_name)).toBeNull();
    const res = await serve.GET(new Request(`${base}/storage/prescriptions/${row.object_name}`), { params: Promise.resolve({ bucket: "prescriptions", file: row.object_name }) });
    expect(res.status).toBe(404);
  });

  it("refuses what is not a JPEG, PNG, HEIC or PDF, or is empty or too large, and stores nothing", async () => {
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    tooBig.set(fixture("square.png"));
    for (const [bytes, problem] of [
      [fixture("page.html"), "wrongType"], [fixture("drawing.svg"), "wrongType"], [fixture("notes.png"), "wrongType"],
      [fixture("square.gif"), "wrongType"], [new Uint8Array(), "empty"], [tooBig, "tooLarge"],
    ] as const) {
      const refused = await storePrescriptionUpload(db, bytes).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(PrescriptionUploadError);
      expect((refused as Error).message).toBe(COPY[problem]);
    }
    expect(await rows()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it("answers POST with an id and a display name only, from the bytes, and refuses what it must", async () => {
    const res = await post(new Blob([fixture("square.png")]), "Rx from Dr. Lee.pdf");
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["fileName", "id", "ok"]);
    expect(body).toMatchObject({ ok: true, fileName: "Rx from Dr. Lee.pdf" });
    // A PNG named .pdf is stored as what it is.
    expect((await rows()).map((r) => [r.id, r.content_type])).toEqual([[body.id, "image/png"]]);
    expect(JSON.stringify(body)).not.toMatch(/storage|http|\//);

    expect(await (await post(new Blob([fixture("square.jpg")]), "a\u202Egnp.exe")).json()).toMatchObject({ ok: true, fileName: "prescription" });
    expect((await (await post(new Blob([fixture("square.jpg")]), `${"x".repeat(120)}.jpg`)).json()).fileName).toHaveLength(80);

    const html = await post(new Blob([fixture("page.html")]), "rx.pdf");
    expect([html.status, await html.json()]).toEqual([415, { ok: false, error: COPY.wrongType }]);
    const none = await post(null);
    expect([none.status, await none.json()]).toEqual([400, { ok: false, error: COPY.noFile }]);
    const cross = await post(new Blob([fixture("square.png")]), "rx.png", { origin: "https://evil.example.com" });
    expect(cross.status).toBe(403);
    const huge = await upload.POST(new Request(`${base}/api/prescription-uploads`, { method: "POST", body: "x", headers: { "content-length": String(11 * 1024 * 1024) } }));
    expect([huge.status, await huge.json()]).toEqual([413, { ok: false, error: COPY.tooLarge }]);
    expect(await rows()).toHaveLength(3);
    expect(stored()).toHaveLength(3);
  });

  it("limits uploads per address to 20 in ten minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post(new Blob([fixture("square.png")]))).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    const last = await post(new Blob([fixture("square.png")]));
    expect([last.status, await last.json()]).toEqual([429, { ok: false, error: COPY.rateLimited }]);
    expect(await rows()).toHaveLength(20);
  });

  it("lets no visitor or other customer read an upload; the order's owner and admins once an order claims it", async () => {
    const { id } = await storePrescriptionUpload(db, fixture("square.png"));
    const read = (who: Caller) => db.run(who, (tx) => tx.query("select id from public.prescription_uploads")).catch(() => []);
    await expect(db.run({ kind: "anon" }, (tx) => tx.query("select id from public.prescription_uploads"))).rejects.toThrow(/permission denied/);
    for (const who of [pat, sam, admin]) expect(await read(who)).toEqual([]);
    await claim(id);
    expect(await read({ kind: "anon" })).toEqual([]);
    expect(await read(sam)).toEqual([]);
    expect(await read(pat)).toEqual([{ id }]);
    expect(await read(admin)).toEqual([{ id }]);
    expect(await readPrescriptionFile(db, { kind: "anon" }, id)).toBeNull();
    expect(await readPrescriptionFile(db, sam, id)).toBeNull();
    expect(await readPrescriptionFile(db, admin, id)).toMatchObject({ kind: "bytes", mime: "image/png", ext: "png" });
  });

  it("serves the file to an admin with a valid link only, as an inert download-safe response", async () => {
    const png = fixture("square.png");
    const { id } = await storePrescriptionUpload(db, png);
    const open = (href: string, forId = id) => adminFile.GET(new Request(new URL(href, base)), { params: Promise.resolve({ id: forId }) });

    guard.caller = admin;
    expect((await open(prescriptionFileHref(id))).status).toBe(404); // unclaimed: RLS hides it
    await claim(id);
    const ok = await open(prescriptionFileHref(id));
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    // Opening the file is logged (issue 34): what, whose, from where, allowed.
    expect(await db.run(sys, (tx) => tx.query("select kind, patient_email, client_address, allowed from public.access_log where subject_id = $1", [id]))).toEqual([
      { kind: "upload-file", patient_email: "pat@example.com", client_address: "203.0.113.7", allowed: true },
    ]);
    expect(Object.fromEntries(["content-type", "content-disposition", "cache-control", "x-content-type-options", "content-security-policy"].map((h) => [h, ok.headers.get(h)]))).toEqual({
      "content-type": "image/png",
      "content-disposition": 'inline; filename="prescription.png"',
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });

    expect((await open(prescriptionFileHref(id, new Date(Date.now() - 301_000)))).status).toBe(403);
    expect((await open(`/api/admin/prescriptions/${id}`)).status).toBe(403);
    expect((await open(prescriptionFileHref(id), "0b6a3a2e-7d5e-4c2b-9a51-3f0d9c1e2a4b")).status).toBe(403);
    const other = "0b6a3a2e-7d5e-4c2b-9a51-3f0d9c1e2a4b";
    expect((await open(prescriptionFileHref(other), other)).status).toBe(404);
    guard.caller = null;
    const noAdmin = await open(prescriptionFileHref(id));
    expect([noAdmin.status, await noAdmin.text()]).toEqual([403, ""]);
  });

  it("removes unclaimed uploads after 24 hours, rows and files, and keeps fresh and claimed ones", async () => {
    const fresh = await storePrescriptionUpload(db, fixture("square.png"));
    const old = await storePrescriptionUpload(db, fixture("square.jpg"));
    const claimedOld = await storePrescriptionUpload(db, fixture("square.png"));
    const gone = await storePrescriptionUpload(db, fixture("square.png"));
    await claim(claimedOld.id);
    for (const { id } of [old, claimedOld, gone]) await age(id, 25);
    await age(fresh.id, 23);
    // A file already missing is no error: its row still goes.
    const goneName = (await rows()).find((r) => r.id === gone.id)!.object_name;
    unlinkSync(path.join(bucketDir, goneName));

    expect(await removeUnclaimedUploads(db)).toBe(2);
    const left = await rows();
    expect(left.map((r) => r.id).sort()).toEqual([fresh.id, claimedOld.id].sort());
    expect(stored()).toEqual(left.map((r) => r.object_name).sort());
    expect(await removeUnclaimedUploads(db)).toBe(0);
  });

  it("runs the clean-up from the cron route and reports the count", async () => {
    const { id } = await storePrescriptionUpload(db, fixture("square.png"));
    await age(id, 25);
    const res = await cron.GET(new Request(`${base}/api/outbox/retry`, { headers: { authorization: "Bearer prescription-cron-secret-0123456789" } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ prescriptionUploadsRemoved: 1 });
    expect(await rows()).toEqual([]);
    expect(stored()).toEqual([]);
  });
});
