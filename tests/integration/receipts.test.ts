import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/db/types";
import { markVisitSeen, recordOrderPayment } from "@/lib/receipts/issue";
import { recordOrderRefund } from "@/lib/receipts/refund";
import { guestReceiptPath, receiptLinkQuery, verifyReceiptLink } from "@/lib/receipts/link";
import { listOwnReceipts, readReceipt, readReceiptBySignedLink } from "@/lib/receipts/read";
import type { ReceiptDocument } from "@/lib/receipts/types";
import { placeOrder } from "@/lib/orders/place-order";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { backends, createTestDb, type TestDb } from "../support/db";
import { ORDER_CUSTOMER, productLines } from "../support/orders";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
process.env.AUTH_SECRET ??= "receipts-test-secret-0123456789abcdefghij";

const NOT_ADMIN = { ok: false, error: "You must be signed in as an admin to do that." };
const SITE = { siteUrl: "http://localhost:3000" };
const today = todayInToronto();
const year = Number(today.slice(0, 4));

describe.each(backends)("receipts on %s", (backend) => {
  let db: TestDb;
  let admin: Caller & { kind: "user" };
  let pat: Caller & { kind: "user" };
  let kim: Caller & { kind: "user" };
  const anon: Caller = { kind: "anon" };
  let productId: string;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const counts = async () =>
    (await sys<{ p: number; r: number; n: string }>(
      "select (select count(*)::int from public.payments) as p, (select count(*)::int from public.receipts) as r, (select coalesce(string_agg(year || ':' || last, ','), '') from private.receipt_numbers) as n",
    ))[0];

  async function user(email: string, isAdmin = false): Promise<Caller & { kind: "user" }> {
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id", [email]);
    if (isAdmin) await sys("select public.assign_admin_role($1)", [id]);
    return { kind: "user", userId: id, email };
  }

  async function order(userId: string | null, quantity = 1) {
    const r = await placeOrder(db, { ...ORDER_CUSTOMER, items: await productLines(db, [{ productId, quantity }]) }, userId);
    if (!r.ok) throw new Error(r.error);
    const [o] = await sys<{ id: string; total: string }>("select id, total_amount::text as total from public.orders where order_number = $1", [r.order.orderNumber]);
    return { id: o.id, number: r.order.orderNumber, total: Number(o.total) };
  }

  const pay = (who: Caller, orderId: string, amount: string, method = "debit") => recordOrderPayment(db, who, { orderId, amount, method, date: today }, SITE);
  const doc = async (number: string) => (await sys<{ document: ReceiptDocument }>("select document from public.receipts where number = $1", [number]))[0].document;

  beforeAll(async () => {
    db = await createTestDb(backend);
    admin = await user("admin@brightview.example.com", true);
    pat = await user("pat@example.com");
    kim = await user("kim@example.com");
    // Two dozen orders below: give one frame the stock for them.
    [{ id: productId }] = await sys<{ id: string }>("select id from public.products where is_active order by id limit 1");
    await sys("update public.products set stock_quantity = 1000 where id = $1", [productId]);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("issues a receipt per payment: a partial one states the balance, the settling one says paid in full", async () => {
    const o = await order(pat.userId);
    const first = await pay(admin, o.id, "50.00");
    expect(first).toMatchObject({ ok: true, number: expect.stringMatching(new RegExp(`^R-${year}-\\d{6}$`)) });
    if (!first.ok) return;
    let d = await doc(first.number);
    expect(d).toMatchObject({ kind: "receipt", paid: 50, reference: `Order ${o.number}`, patient: { name: "Pat Singh", email: "pat@example.com" } });
    expect(d.balance).toBeCloseTo(o.total - 50, 2);
    expect((await sys<{ s: string }>("select payment_status as s from public.orders where id = $1", [o.id]))[0].s).toBe("pending");

    const rest = (o.total - 50).toFixed(2);
    const second = await pay(admin, o.id, rest, "credit-card");
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    d = await doc(second.number);
    expect(d.payments.map((p) => [p.method, p.amount])).toEqual([["Debit", 50], ["Credit card", Number(rest)]]);
    expect(d).toMatchObject({ balance: 0, paid: o.total, total: o.total });
    expect(d.taxes.map((t) => t.label)).toContain("HST 13%");
    expect((await sys<{ s: string }>("select payment_status as s from public.orders where id = $1", [o.id]))[0].s).toBe("paid");
    // Consecutive numbers.
    expect(Number(second.number.slice(-6))).toBe(Number(first.number.slice(-6)) + 1);

    // The e-mail carries the PDF and a signed link.
    const [mail] = await sys<{ text_body: string; attachments: { filename: string; contentType: string; content: string; encoding?: string }[] }>(
      "select text_body, attachments from private.mail_outbox where kind = 'receipt' and subject like $1",
      [`%${second.number}%`],
    );
    expect(mail.attachments[0]).toMatchObject({ filename: `${second.number}.pdf`, contentType: "application/pdf", encoding: "base64" });
    expect(Buffer.from(mail.attachments[0].content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(mail.text_body).toMatch(new RegExp(`/brampton/receipts/${second.number}\\?expires=\\d+&sig=`));

    // Nothing more is owed: another payment is refused.
    const before = await counts();
    expect(await pay(admin, o.id, "1.00")).toEqual({ ok: false, error: `Order ${o.number} is already paid in full` });
    expect(await counts()).toEqual(before);
  });

  it("itemises a zero-rated progressive pair beside a taxed frame, with the prescription and the insurer's share", async () => {
    const [frame] = await sys<{ id: string; name: string }>("select id, name from public.products where id <> $1 and is_active and gender <> 'kids' and not is_polarized order by id limit 1", [productId]);
    await sys("update public.products set stock_quantity = 100 where id = $1", [frame.id]);
    const [pairLine] = await productLines(db, [{ productId: frame.id, quantity: 1 }]);
    const [plainLine] = await productLines(db, [{ productId, quantity: 1 }]);
    const lens = {
      type: "progressive",
      prescription: {
        source: "entered", right: { sph: -2.25, cyl: -0.75, axis: 90, add: 2 }, left: { sph: -2, cyl: null, axis: null, add: 2 }, pd: { single: 63 }, date: "2026-05-01",
        prescribedBy: "Dr. Anita Rao, OD", patientName: "Pat Singh",
      },
      material: "polycarbonate-159",
      coatings: ["anti-reflective"],
    };
    const insurance = { insurer: "Green Shield Canada", policyNumber: "GS-2201", memberId: "M-889911", relationship: "spouse" };
    const placed = await placeOrder(db, { ...ORDER_CUSTOMER, insurance, items: [{ ...pairLine, lens }, plainLine] } as never, pat.userId);
    if (!placed.ok) throw new Error(placed.error);
    const [o] = await sys<{ id: string; total: string; tax: string }>("select id, total_amount::text as total, tax::text from public.orders where order_number = $1", [placed.order.orderNumber]);
    const r1 = await pay(admin, o.id, "200.00", "insurer-direct");
    if (!r1.ok) throw new Error(r1.error);
    const r2 = await pay(admin, o.id, (Number(o.total) - 200).toFixed(2), "credit-card");
    if (!r2.ok) throw new Error(r2.error);
    const d = await doc(r2.number);
    const pair = d.lines.find((l) => l.prescription)!;
    expect(pair.taxRate).toBe(0);
    expect(pair.items.map((i) => i.label)).toEqual([expect.stringContaining(frame.name), "Progressive lenses", "Polycarbonate 1.59 material", "Anti-reflective coating"]);
    expect(pair.prescription).toMatchObject({ issuedOn: "2026-05-01", prescribedBy: "Dr. Anita Rao, OD", patientName: "Pat Singh", right: { sph: "-2.25", cyl: "-0.75", axis: "90", add: "+2.00" }, pd: "63" });
    expect(d.taxes.map((t) => t.label)).toEqual(["HST 13%", "HST 0% (prescription eyewear)"]);
    // The receipt's tax is what the checkout charged, per rate.
    expect(d.taxes.reduce((s, t) => s + t.amount, 0)).toBeCloseTo(Number(o.tax), 2);
    expect(d.lines.reduce((s, l) => s + l.items.reduce((t, i) => t + i.amount, 0), 0)).toBeCloseTo(d.subtotal, 2);
    expect(d.insurance).toMatchObject({ insurer: "Green Shield Canada", memberId: "M-889911", relationship: "Spouse or partner", insurerShare: 200 });
    expect(d.insurance!.patientShare).toBeCloseTo(Number(o.total) - 200, 2);
    expect(d).toMatchObject({ balance: 0 });
  });

  it("names the pickup clinic's address, and keeps each line's tax label (issue 45)", async () => {
    const r = await placeOrder(
      db,
      { ...ORDER_CUSTOMER, address: undefined, city: undefined, province: undefined, postalCode: undefined, fulfilment: "pickup", pickupClinic: "goreway", items: await productLines(db, [{ productId, quantity: 1 }]) },
      null,
    );
    if (!r.ok) throw new Error(r.error);
    const [o] = await sys<{ id: string; total: string }>("select id, total_amount::text as total from public.orders where order_number = $1", [r.order.orderNumber]);
    const paid = await pay(admin, o.id, o.total);
    if (!paid.ok) throw new Error(paid.error);
    const d = await doc(paid.number);
    const [goreway] = await sys<{ street: string; postal_code: string }>("select street, postal_code from public.clinics where id = 'goreway'");
    expect(d.clinic.address[0]).toContain(goreway.street);
    expect(d.clinic.address[1]).toContain(goreway.postal_code);
    expect(d.patient.address).toEqual([]);
    expect(d.taxes.map((t) => t.label)).toEqual(["HST 13%"]);
    expect(d.lines[0].taxLabel).toBe("HST 13%");
  });

  it("refuses an overpayment, bad input, customers and visitors, writing nothing and using no number", async () => {
    const o = await order(pat.userId);
    const before = await counts();
    expect(await pay(admin, o.id, (o.total + 0.01).toFixed(2))).toEqual({ ok: false, error: expect.stringMatching(/^That is more than the balance of \$/) });
    for (const amount of ["0", "-5", "1e3", "12.345", "\u0000", "100000.01", ""]) {
      expect(await pay(admin, o.id, amount)).toEqual({ ok: false, error: "Enter an amount between $0.01 and $100,000.00" });
    }
    expect(await recordOrderPayment(db, admin, { orderId: o.id, amount: "5", method: "bitcoin", date: today }, SITE)).toEqual({ ok: false, error: "Choose how it was paid" });
    expect(await recordOrderPayment(db, admin, { orderId: o.id, amount: "5", method: "cash", date: "2999-01-01" }, SITE)).toMatchObject({ ok: false, error: expect.stringMatching(/date/) });
    expect(await recordOrderPayment(db, admin, { orderId: o.id, amount: "5", method: "cash", date: today, total: 0 } as never, SITE)).toMatchObject({ ok: false });
    expect(await recordOrderPayment(db, admin, { orderId: o.id, amount: "5", method: "cash", date: today, dispensedBy: "00000000-0000-4000-8000-000000000000" }, SITE)).toEqual({ ok: false, error: "Choose who dispensed the glasses" });
    for (const who of [pat, anon]) expect(await pay(who, o.id, "5.00")).toEqual(NOT_ADMIN);
    expect(await counts()).toEqual(before);
  });

  it("numbers 20 concurrent payments without a gap or a duplicate", async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await order(null));
    const results = await Promise.all(orders.map((o) => pay(admin, o.id, o.total.toFixed(2))));
    expect(results.every((r) => r.ok)).toBe(true);
    const rows = await sys<{ seq: number }>("select seq from public.receipts where year = $1 order by seq", [year]);
    const seqs = rows.map((r) => r.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    const [{ last }] = await sys<{ last: number }>("select last from private.receipt_numbers where year = $1", [year]);
    expect(last).toBe(seqs.length);
  });

  it("lets only the patient and admins read a receipt; a guest's link is signed for that receipt alone", async () => {
    const o = await order(pat.userId);
    const r = await pay(admin, o.id, o.total.toFixed(2));
    if (!r.ok) throw new Error(r.error);
    expect((await readReceipt(db, pat, r.number))?.number).toBe(r.number);
    expect((await readReceipt(db, admin, r.number))?.number).toBe(r.number);
    expect(await readReceipt(db, kim, r.number)).toBeNull();
    expect(await readReceipt(db, anon, r.number)).toBeNull();
    expect((await listOwnReceipts(db, pat)).map((x) => x.number)).toContain(r.number);
    expect(await listOwnReceipts(db, kim)).toEqual([]);
    // Straight SQL under RLS: the other customer and a visitor see no row.
    expect(await db.run(kim, (tx) => tx.query("select 1 from public.receipts where number = $1", [r.number]))).toEqual([]);
    await expect(db.run(anon, (tx) => tx.query("select 1 from public.receipts"))).rejects.toThrow();

    const query = new URLSearchParams(receiptLinkQuery(r.number));
    expect(verifyReceiptLink(r.number, query.get("expires"), query.get("sig"))).toBe(true);
    expect(guestReceiptPath(r.number, query.toString())).toBe(`/brampton/receipts/${r.number}?${query}`);
    const sig = query.get("sig")!;
    // Any other spelling is refused, the last character's unused bits included.
    for (const tampered of [`${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}`, `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`]) {
      expect(verifyReceiptLink(r.number, query.get("expires"), tampered)).toBe(false);
    }
    expect(verifyReceiptLink(r.number, String(Number(query.get("expires")) + 1), sig)).toBe(false);
    expect(verifyReceiptLink(`R-${year}-999999`, query.get("expires"), sig)).toBe(false);
    // 13 months on, the link has lapsed.
    expect(verifyReceiptLink(r.number, query.get("expires"), sig, new Date(Date.now() + 397 * 86_400_000))).toBe(false);
    expect((await readReceiptBySignedLink(db, r.number))?.number).toBe(r.number);
  });

  it("a refund issues a refund note naming the receipt it reverses; receipts are never edited or deleted", async () => {
    const o = await order(pat.userId);
    const paid = await pay(admin, o.id, o.total.toFixed(2));
    if (!paid.ok) throw new Error(paid.error);
    const original = await doc(paid.number);
    expect(await recordOrderRefund(db, pat, { orderId: o.id, method: "debit", date: today }, SITE)).toEqual(NOT_ADMIN);
    const refund = await recordOrderRefund(db, admin, { orderId: o.id, method: "debit", date: today }, SITE);
    expect(refund.ok).toBe(true);
    if (!refund.ok) return;
    const note = await doc(refund.number);
    expect(note).toMatchObject({ kind: "refund", reverses: paid.number, paid: 0 });
    expect(note.payments.at(-1)?.amount).toBeCloseTo(-o.total, 2);
    expect((await sys<{ s: string }>("select payment_status as s from public.orders where id = $1", [o.id]))[0].s).toBe("refunded");
    expect(await doc(paid.number)).toEqual(original);
    // Nothing left to refund.
    expect(await recordOrderRefund(db, admin, { orderId: o.id, method: "debit", date: today }, SITE)).toEqual({ ok: false, error: `Nothing has been paid on order ${o.number}` });
    // The table's owner cannot rewrite or remove a receipt either.
    await expect(sys("update public.receipts set document = '{}'::jsonb where number = $1", [paid.number])).rejects.toThrow(/never edited/);
    await expect(sys("delete from public.receipts where number = $1", [paid.number])).rejects.toThrow(/never deleted/);
    await expect(db.run(admin, (tx) => tx.query("update public.receipts set email = 'x@example.com' where number = $1", [paid.number]))).rejects.toThrow();
  });

  it("marks an exam seen with its fee (a receipt naming the optometrist) or covered by OHIP (a $0.00 record)", async () => {
    const [opto] = await sys<{ id: string; name: string; registration_number: string }>("select id, name, registration_number from public.staff where role = 'optometrist' and registration_number <> '' order by position limit 1");
    // Early today in Brampton (whatever the hour the test runs), half an hour apart.
    const visit = async (email: string, slot: number) =>
      (await sys<{ id: string }>(
        `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, starts_at, ends_at, room, optometrist_id)
         select 'Ann', 'Lee', $1, '905-555-0100', current_date, 'Comprehensive Eye Exam', c.id, (date_trunc('day', now() at time zone 'America/Toronto') + $3 * interval '30 minutes') at time zone 'America/Toronto',
                (date_trunc('day', now() at time zone 'America/Toronto') + $3 * interval '30 minutes' + interval '15 minutes') at time zone 'America/Toronto', 1, $2
         from public.clinics c order by c.position limit 1 returning id`,
        [email, opto.id, slot],
      ))[0].id;
    const ann = await user("ann.lee@example.com");
    const paidVisit = await visit("Ann.Lee@example.com", 1);
    expect(await markVisitSeen(db, pat, { bookingId: paidVisit, fee: "95", method: "debit", date: today }, SITE)).toEqual(NOT_ADMIN);
    expect(await markVisitSeen(db, admin, { bookingId: paidVisit, fee: "", method: "debit", date: today }, SITE)).toEqual({ ok: false, error: "Enter the fee paid, or choose Covered by OHIP" });
    const seen = await markVisitSeen(db, admin, { bookingId: paidVisit, fee: "95.00", method: "debit", date: today }, SITE);
    expect(seen.ok).toBe(true);
    if (!seen.ok) return;
    const d = await doc(seen.number);
    expect(d).toMatchObject({ total: 95, paid: 95, balance: 0, practitioner: { label: "Examined by", name: opto.name, registration: opto.registration_number } });
    expect(d.taxes).toEqual([{ label: "HST exempt (eye exam)", base: 95, amount: 0 }]);
    expect(d.dates.service).toBe(today);
    // The patient's account is found by its confirmed address, whatever its case.
    expect((await listOwnReceipts(db, ann)).map((r) => r.number)).toEqual([seen.number]);
    expect(await markVisitSeen(db, admin, { bookingId: paidVisit, fee: "95.00", method: "debit", date: today }, SITE)).toEqual({ ok: false, error: "This visit is already marked seen" });
    expect((await sys<{ status: string }>("select status from public.bookings where id = $1", [paidVisit]))[0].status).toBe("completed");

    const ohipVisit = await visit("senior@example.com", 2);
    const mailsBefore = (await sys<{ n: number }>("select count(*)::int as n from private.mail_outbox where kind = 'receipt'"))[0].n;
    const record = await markVisitSeen(db, admin, { bookingId: ohipVisit, ohip: true, method: "debit", date: today }, SITE);
    expect(record.ok).toBe(true);
    if (!record.ok) return;
    expect((await sys<{ kind: string }>("select kind from public.receipts where number = $1", [record.number]))[0].kind).toBe("record");
    expect(await doc(record.number)).toMatchObject({ recordOnly: true, total: 0, payments: [{ method: "Covered by OHIP", amount: 0 }] });
    expect((await sys<{ n: number }>("select count(*)::int as n from private.mail_outbox where kind = 'receipt'"))[0].n).toBe(mailsBefore);
  });
});
