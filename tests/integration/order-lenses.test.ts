import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRESCRIPTION_MESSAGES as M } from "@/content/lenses";
import { LENS_COPY } from "@/content/lens-copy";
import type { LensChoice } from "@/lib/lenses/choice";
import { placeOrder } from "@/lib/orders/place-order";
import { placeOrderSchema, type PlaceOrderInput } from "@/lib/validations/checkout";
import { backends, createTestDb, type TestDb } from "../support/db";
import { ORDER_CUSTOMER, productLines } from "../support/orders";

// Uploads are written under DATA_DIR, read once by config(): a folder of this file's own.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "bv-order-lenses-"));
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
});

const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"));
const RECTANGLE = "00000000-0000-4000-8003-000000000004"; // $199, unisex, not polarized
const KIDS = "00000000-0000-4000-8003-000000000006"; // $129, kids

const eye = (sph: number, extra: Partial<{ cyl: number | null; axis: number | null; add: number | null }> = {}) => ({ sph, cyl: null, axis: null, add: 2, ...extra });
type PrescriptionLens = Extract<LensChoice, { prescription: unknown }>;
const progressive = (over: Partial<PrescriptionLens> = {}): LensChoice => ({
  type: "progressive",
  prescription: { source: "entered", right: eye(-2.25, { cyl: -0.75, axis: 90 }), left: eye(-2), pd: { single: 63 }, date: "2026-05-01", prescribedBy: "Dr. Anita Rao, OD", patientName: "Pat Singh" },
  material: "high-index-167",
  coatings: ["anti-reflective"],
  ...over,
});

describe.each(backends)("orders with lenses on %s", (backend) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(backend);
  });
  afterAll(async () => db?.drop());

  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const counts = async () =>
    (await sys<{ o: number; i: number; l: number; m: number; stock: number }>(
      `select (select count(*) from public.orders)::int as o, (select count(*) from public.order_items)::int as i,
              (select count(*) from public.order_lens)::int as l, (select count(*) from private.mail_outbox)::int as m,
              (select stock_quantity from public.products where id = $1) as stock`,
      [RECTANGLE],
    ))[0];
  async function order(productId: string, lens: unknown, quantity = 1) {
    const [line] = await productLines(db, [{ productId, quantity }]);
    const input = placeOrderSchema.parse({ ...ORDER_CUSTOMER, items: [{ ...line, lens }] } satisfies Record<string, unknown>) as PlaceOrderInput;
    return placeOrder(db, input, null);
  }

  it("stores the lens choice and the entered prescription, priced on the server, and lists the lenses in the e-mail", async () => {
    const result = await order(RECTANGLE, progressive());
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const [row] = await sys<{ unit_price: number; lens_type: string; material: string; coatings: string[]; lens_price: number; summary: string; prescription_source: string; prescription: Record<string, unknown>; total_amount: number }>(
      `select i.unit_price, l.lens_type, l.material, l.coatings, l.lens_price, l.summary, l.prescription_source, l.prescription, o.total_amount
       from public.orders o join public.order_items i on i.order_id = o.id join public.order_lens l on l.order_item_id = i.id
       where o.order_number = $1`,
      [result.order.orderNumber],
    );
    expect(Number(row.unit_price)).toBe(199 + 320);
    expect(Number(row.lens_price)).toBe(320);
    expect(Number(row.total_amount)).toBe(519); // a prescription pair is zero-rated (issue 33)
    expect(row).toMatchObject({ lens_type: "progressive", material: "high-index-167", coatings: ["anti-reflective"], summary: "Progressive · High-index 1.67 · Anti-reflective · prescription entered", prescription_source: "entered" });
    expect(row.prescription).toEqual({ right: { sph: -2.25, cyl: -0.75, axis: 90, add: 2 }, left: { sph: -2, cyl: null, axis: null, add: 2 }, pd: { single: 63 }, date: "2026-05-01" });
    const [mail] = await sys<{ text_body: string }>("select text_body from private.mail_outbox where kind = 'order-confirmation' and text_body like $1", [`%${result.order.orderNumber}%`]);
    expect(mail.text_body).toContain("Lenses: Progressive · High-index 1.67 · Anti-reflective · prescription entered");
    expect(mail.text_body).not.toContain("-2.25");
  });

  it("refuses what the rules forbid, with a clear message, and stores nothing", async () => {
    const before = await counts();
    const strong = { source: "entered" as const, right: eye(-7), left: eye(-6.5), pd: { single: 63 }, date: "2026-05-01", prescribedBy: "Dr. Anita Rao, OD", patientName: "Pat Singh" };
    const cases: [unknown, string][] = [
      [progressive({ prescription: strong, material: "standard-150" }), M.materialPower],
      [progressive({ prescription: { ...strong, left: eye(-1, { add: null }) }, material: "ultra-thin-174" }), M.addRequired],
      [progressive({ prescription: { ...strong, right: eye(-1, { axis: 90 }) }, material: "ultra-thin-174" }), M.axisWithoutCyl],
      [{ type: "reading", readingPower: 1.5, material: "standard-150", coatings: [] }, ""],
    ];
    for (const [lens, message] of cases.slice(0, 3)) {
      const result = await order(RECTANGLE, lens);
      expect(result).toEqual({ ok: false, error: expect.stringContaining(message) });
    }
    // 1.50 on a kids' frame, and two pairs on one prescription line.
    expect(await order(KIDS, cases[3][0])).toEqual({ ok: false, error: expect.stringContaining(M.materialKids) });
    expect(await order(RECTANGLE, progressive(), 2)).toEqual({ ok: false, error: expect.stringContaining(LENS_COPY.quantityOne) });
    expect(await counts()).toEqual(before);
  });

  it("never takes a lens price from the browser", () => {
    const parsed = placeOrderSchema.safeParse({ ...ORDER_CUSTOMER, items: [{ productId: RECTANGLE, quantity: 1, color: "Black", size: "53", lens: { ...progressive(), lensPrice: 0 } }] });
    expect(parsed.success).toBe(false);
  });

  it("claims a fresh upload once; an unknown, already claimed or day-old upload refuses the order", async () => {
    const { storePrescriptionUpload } = await import("@/lib/prescriptions/uploads");
    const { id } = await storePrescriptionUpload(db, PNG);
    const lens = (uploadId: string) => progressive({ prescription: { source: "upload", uploadId, fileName: "rx.png" } });
    const first = await order(RECTANGLE, lens(id));
    expect(first.ok).toBe(true);
    const [claimed] = await sys<{ n: number }>("select count(*)::int as n from public.prescription_uploads u join public.order_lens l on l.upload_id = u.id where u.id = $1 and u.order_id = l.order_id", [id]);
    expect(claimed.n).toBe(1);

    const before = await counts();
    expect(await order(RECTANGLE, lens(id))).toEqual({ ok: false, error: LENS_COPY.uploadGone });
    expect(await order(RECTANGLE, lens("00000000-0000-4000-8000-00000000abcd"))).toEqual({ ok: false, error: LENS_COPY.uploadGone });
    const { id: old } = await storePrescriptionUpload(db, PNG);
    await sys("update public.prescription_uploads set created_at = now() - interval '25 hours' where id = $1", [old]);
    expect(await order(RECTANGLE, lens(old))).toEqual({ ok: false, error: LENS_COPY.uploadGone });
    expect(await counts()).toEqual(before);
  });

  it("tells a 'send it later' or exam customer what happens next", async () => {
    const later = await order(RECTANGLE, progressive({ prescription: { source: "later" } }));
    const exam = await order(RECTANGLE, progressive({ prescription: { source: "exam", clinic: "goreway", examMonth: "2026-03", name: "Pat Singh", birthDate: "1980-05-14" } }));
    expect(later.ok && exam.ok).toBe(true);
    const bodies = await sys<{ text_body: string }>("select text_body from private.mail_outbox where kind = 'order-confirmation' order by created_at desc limit 2");
    const text = bodies.map((b) => b.text_body).join("\n");
    expect(text).toContain("Reply to this e-mail with a photo of it, or bring it to either clinic");
    expect(text).toContain("your exam at Goreway Dr (March 2026)");
  });
});
