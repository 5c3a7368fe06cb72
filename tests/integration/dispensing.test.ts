import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RX_EVIDENCE_COPY } from "@/content/rx-evidence";
import { verifyPrescription } from "@/lib/analytics/order-detail";
import type { Caller } from "@/lib/db/types";
import type { LensChoice } from "@/lib/lenses/choice";
import { placeOrder } from "@/lib/orders/place-order";
import { markOrderDispensed } from "@/lib/receipts/dispense";
import { markVisitSeen, recordOrderPayment } from "@/lib/receipts/issue";
import { recordExamRefund, recordOrderRefund, reopenOrder } from "@/lib/receipts/refund";
import { receiptPdf } from "@/lib/receipts/pdf";
import { listOwnReceipts } from "@/lib/receipts/read";
import type { ReceiptDocument } from "@/lib/receipts/types";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { pdfText } from "../e2e/support/pdf";
import { backends, createTestDb, type TestDb } from "../support/db";
import { ORDER_CUSTOMER, productLines } from "../support/orders";

/**
 * Issue 45, "Mark dispensed": a zero-rated pair is dispensed only with its evidence on file
 * (verified, with the prescriber's registration); dispensing issues the insurance receipt with
 * the wearer as patient, the buyer as "Paid by", both registrations and the date dispensed.
 * Payments and receipts are append-only, TRUNCATE included.
 */

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
process.env.AUTH_SECRET ??= "dispensing-test-secret-0123456789abcdefghij";

const SITE = { siteUrl: "http://localhost:3000" };
const today = todayInToronto();
const RECTANGLE = "00000000-0000-4000-8003-000000000004";
const SANDHU = "5b0a51b6-1d3e-4c6b-9f10-000000000001"; // Dr. Harleen Sandhu, OD-10432
const eye = (sph: number) => ({ sph, cyl: null, axis: null, add: 2 });
const progressive = {
  type: "progressive",
  prescription: {
    source: "entered", right: eye(-2.25), left: eye(-2), pd: { single: 63 }, date: "2026-05-01",
    prescribedBy: "Dr. Anita Rao, OD", patientName: "Harpreet Gill",
  },
  material: "standard-150",
  coatings: [],
} as LensChoice;

describe.each(backends)("dispensing on %s", (backend) => {
  let db: TestDb;
  let admin: Caller & { kind: "user" };
  let pat: Caller & { kind: "user" };
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const doc = async (number: string) => (await sys<{ document: ReceiptDocument }>("select document from public.receipts where number = $1", [number]))[0].document;
  const counts = async () =>
    (await sys<{ r: number; status: string }>("select (select count(*)::int from public.receipts) as r, (select string_agg(status, ',' order by id) from public.orders) as status"))[0];

  async function user(email: string, isAdmin = false): Promise<Caller & { kind: "user" }> {
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id", [email]);
    if (isAdmin) await sys("select public.assign_admin_role($1)", [id]);
    return { kind: "user", userId: id, email };
  }

  async function pairOrder() {
    const [line] = await productLines(db, [{ productId: RECTANGLE, quantity: 1 }]);
    const r = await placeOrder(db, { ...ORDER_CUSTOMER, items: [{ ...line, lens: progressive }] }, pat.userId);
    if (!r.ok) throw new Error(r.error);
    const [o] = await sys<{ id: string; total: string; item: string }>(
      "select o.id, o.total_amount::text as total, i.id as item from public.orders o join public.order_items i on i.order_id = o.id where o.order_number = $1",
      [r.order.orderNumber],
    );
    return o;
  }
  const dispense = (orderId: string, over: Record<string, unknown> = {}) =>
    markOrderDispensed(db, admin, { orderId, date: today, dispensedBy: SANDHU, clinicId: "goreway", ...over }, SITE);

  beforeAll(async () => {
    db = await createTestDb(backend);
    admin = await user("admin@brightview.example.com", true);
    pat = await user("pat@example.com");
    await sys("update public.products set stock_quantity = 100 where is_active");
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("refuses a zero-rated pair until its prescription is verified with the prescriber's registration, then issues the insurance receipt", async () => {
    const o = await pairOrder();
    // Entered with its date and names, but no registration yet: refused, nothing written.
    const before = await counts();
    expect(await dispense(o.id)).toEqual({ ok: false, error: "Verify the prescription before dispensing" });
    expect(await counts()).toEqual(before);

    // The registration: 4 to 7 digits, with or without a prefix; anything else refused.
    for (const bad of ["12", "OD-12345678", "ABCDE-1234", "OD 12\u0000345", "1234-OD"]) {
      expect(await verifyPrescription(db, admin, { orderItemId: o.item, evidence: { registration: bad } })).toEqual({ ok: false, error: RX_EVIDENCE_COPY.registrationInvalid });
    }
    expect(await verifyPrescription(db, admin, { orderItemId: o.item })).toEqual({ ok: false, error: RX_EVIDENCE_COPY.evidenceRequired });
    expect(await verifyPrescription(db, admin, { orderItemId: o.item, evidence: { registration: "od 12345" } })).toEqual({ ok: true });
    const [lens] = await sys<{ rx_registration: string; verified: boolean }>("select rx_registration, verified_at is not null as verified from public.order_lens where order_item_id = $1", [o.item]);
    expect(lens).toEqual({ rx_registration: "OD-12345", verified: true });

    // Paid in full: the payment receipt says the insurance receipt follows.
    const paid = await recordOrderPayment(db, admin, { orderId: o.id, amount: o.total, method: "debit", date: today }, SITE);
    if (!paid.ok) throw new Error(paid.error);
    expect((await doc(paid.number)).note).toBe("Payment receipt — your insurance receipt is issued when your glasses are dispensed");

    // A dispenser without a registration, or a clinic that does not exist: refused.
    const [{ id: noReg }] = await sys<{ id: string }>("insert into public.staff (name, title, role) values ('Sam Lee', 'Sam Lee, optician', 'optician') returning id");
    expect(await dispense(o.id, { dispensedBy: noReg })).toMatchObject({ ok: false, error: expect.stringContaining("registration number") });
    expect(await dispense(o.id, { clinicId: "nowhere" })).toEqual({ ok: false, error: "Choose the clinic where the glasses were dispensed" });
    expect(await dispense(o.id, { date: "2999-01-01" })).toMatchObject({ ok: false });
    expect(await counts()).toMatchObject({ r: before.r + 1 });

    const done = await dispense(o.id);
    if (!done.ok) throw new Error(done.error);
    const [row] = await sys<{ kind: string; payment_id: string | null; status: string; dispensed_clinic: string; dispensed_on: string }>(
      `select r.kind, r.payment_id, o.status, o.dispensed_clinic, o.dispensed_on::text from public.receipts r join public.orders o on o.id = r.order_id where r.number = $1`,
      [done.number],
    );
    expect(row).toEqual({ kind: "insurance", payment_id: null, status: "delivered", dispensed_clinic: "goreway", dispensed_on: today });
    const d = await doc(done.number);
    expect(d).toMatchObject({
      insuranceReceipt: true,
      patient: { name: "Harpreet Gill" },
      paidBy: "Pat Singh",
      prescriber: { name: "Dr. Anita Rao, OD", registration: "OD-12345" },
      practitioner: { label: "Dispensed by", name: "Harleen Sandhu", registration: "OD-10432" },
      dates: { service: today, serviceLabel: "Date dispensed" },
      balance: 0,
    });
    expect(d.note).toBeUndefined();
    expect(d.clinic.address.join(" ")).toMatch(/Goreway/);
    expect(d.clinic.name).toBe("Brightview Eye Care — Goreway Dr");

    // Its PDF says the same, as a reader extracts it.
    const text = (await pdfText(await receiptPdf(d))).replace(/\s+/g, " ");
    for (const words of ["Brightview Eye Care — Goreway Dr", "Date dispensed", "Harpreet Gill", "Paid by Pat Singh", "Dr. Anita Rao, OD", "OD-12345", "Harleen Sandhu", "OD-10432", "Paid in full"]) {
      expect(text).toContain(words);
    }

    // E-mailed with the PDF; the patient's account lists it first.
    const [mail] = await sys<{ subject: string; attachments: unknown }>("select subject, attachments from private.mail_outbox where subject like $1", [`%insurance receipt ${done.number}%`]);
    expect(mail.subject).toBe(`Your insurance receipt ${done.number} from Brightview Eye Care`);
    expect(JSON.stringify(mail.attachments)).toContain(`${done.number}.pdf`);
    expect((await listOwnReceipts(db, pat))[0]).toMatchObject({ number: done.number, kind: "insurance" });

    // Once only.
    expect(await dispense(o.id)).toMatchObject({ ok: false, error: expect.stringContaining("already dispensed") });
  });

  it("two staff marking the same order at once issue one insurance receipt, numbered without a gap", async () => {
    const o = await pairOrder();
    expect(await verifyPrescription(db, admin, { orderItemId: o.item, evidence: { registration: "10432" } })).toEqual({ ok: true });
    const results = await Promise.all([dispense(o.id), dispense(o.id), dispense(o.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const [{ n }] = await sys<{ n: number }>("select count(*)::int as n from public.receipts where order_id = $1", [o.id]);
    expect(n).toBe(1);
    const seqs = (await sys<{ seq: number }>("select seq from public.receipts order by seq")).map((r) => r.seq);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0] + i));
  });

  it("refunds one line of three with its own tax in a numbered refund note; a full refund stops payments until the order is reopened", async () => {
    const items = await productLines(db, [
      { productId: RECTANGLE, quantity: 1 },
      { productId: "00000000-0000-4000-8003-000000000006", quantity: 1 },
      { productId: "00000000-0000-4000-8003-000000000005", quantity: 1 },
    ]);
    const r = await placeOrder(db, { ...ORDER_CUSTOMER, items }, pat.userId);
    if (!r.ok) throw new Error(r.error);
    const [o] = await sys<{ id: string; total: string; number: string }>("select id, total_amount::text as total, order_number as number from public.orders where order_number = $1", [r.order.orderNumber]);
    const lines = await sys<{ id: string; name: string; total: string }>("select id, product_name as name, line_total::text as total from public.order_items where order_id = $1 order by product_name", [o.id]);
    const paid = await recordOrderPayment(db, admin, { orderId: o.id, amount: o.total, method: "debit", date: today }, SITE);
    if (!paid.ok) throw new Error(paid.error);

    // One line: its price and its 13% tax, rounded once.
    const one = lines[0];
    const tax = Math.round(Number(one.total) * 100 * 0.13) / 100;
    const refund = await recordOrderRefund(db, admin, { orderId: o.id, method: "debit", date: today, by: "lines", lines: [one.id] }, SITE);
    if (!refund.ok) throw new Error(refund.error);
    const note = await doc(refund.number);
    expect(note).toMatchObject({ kind: "refund", reverses: paid.number, refunded: { amount: Math.round((Number(one.total) + tax) * 100) / 100, tax, lines: [one.name] } });
    const text = (await pdfText(await receiptPdf(note))).replace(/\s+/g, " ");
    expect(text).toContain(`Lines refunded: ${one.name}`);
    expect(text).toMatch(/Refunded \$[\d,.]+, including \$[\d.]+ of tax/);
    const [state] = await sys<{ payment_status: string }>("select payment_status from public.orders where id = $1", [o.id]);
    expect(state.payment_status).toBe("paid");
    // The same line twice, a line of another order, or more than was paid: refused, nothing written.
    const before = await counts();
    expect(await recordOrderRefund(db, admin, { orderId: o.id, method: "debit", date: today, by: "lines", lines: [one.id] }, SITE)).toEqual({ ok: false, error: "A line ticked has already been refunded" });
    expect(await recordOrderRefund(db, admin, { orderId: o.id, method: "debit", date: today, by: "lines", lines: [crypto.randomUUID()] }, SITE)).toEqual({ ok: false, error: "A line to refund is not on this order" });
    expect(await recordOrderRefund(db, admin, { orderId: o.id, method: "debit", date: today, by: "amount", amount: o.total }, SITE)).toMatchObject({ ok: false, error: expect.stringMatching(/^That is more than the \$/) });
    expect(await recordOrderRefund(db, admin, { orderId: o.id, method: "debit", date: today, by: "lines", lines: [] }, SITE)).toEqual({ ok: false, error: "Tick the lines to refund" });
    expect(await recordOrderRefund(db, admin, { orderId: o.id, method: "debit", date: today, lines: [one.id], amount: "5.00" }, SITE)).toEqual({ ok: false, error: "Refund either the lines ticked or an amount, not both" });
    expect(await counts()).toEqual(before);

    // By amount, then the rest: refunded in full, and a payment is refused until "Reopen order".
    const part = await recordOrderRefund(db, admin, { orderId: o.id, method: "cash", date: today, amount: "10.00" }, SITE);
    if (!part.ok) throw new Error(part.error);
    expect((await doc(part.number)).refunded).toMatchObject({ amount: 10, lines: [] });
    const rest = await recordOrderRefund(db, admin, { orderId: o.id, method: "debit", date: today }, SITE);
    if (!rest.ok) throw new Error(rest.error);
    expect((await sys<{ payment_status: string }>("select payment_status from public.orders where id = $1", [o.id]))[0].payment_status).toBe("refunded");
    expect(await recordOrderPayment(db, admin, { orderId: o.id, amount: "5.00", method: "debit", date: today }, SITE)).toEqual({ ok: false, error: `Order ${o.number} was refunded in full: reopen it to record a payment` });

    expect(await reopenOrder(db, admin, { orderId: o.id, reason: "x" })).toMatchObject({ ok: false });
    expect(await reopenOrder(db, pat, { orderId: o.id, reason: "Came back for the frame" })).toMatchObject({ ok: false });
    expect(await reopenOrder(db, admin, { orderId: o.id, reason: "Came back for the frame" })).toEqual({ ok: true, number: o.number });
    expect(await reopenOrder(db, admin, { orderId: o.id, reason: "Again" })).toMatchObject({ ok: false, error: expect.stringContaining("nothing to reopen") });
    const [kept] = await sys<{ reason: string; by: string }>("select reason, reopened_by as by from public.order_reopenings where order_id = $1", [o.id]);
    expect(kept).toEqual({ reason: "Came back for the frame", by: admin.userId });
    expect(await recordOrderPayment(db, admin, { orderId: o.id, amount: "5.00", method: "debit", date: today }, SITE)).toMatchObject({ ok: true });
  });

  it("refunds an exam fee with a refund note naming its receipt", async () => {
    const [b] = await sys<{ id: string }>(
      `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location)
       values ('Pat', 'Singh', 'pat@example.com', '905-555-0100', $1, 'Comprehensive Eye Exam', 'steeles') returning id`,
      [today],
    );
    expect(await recordExamRefund(db, admin, { bookingId: b.id, method: "debit", date: today }, SITE)).toEqual({ ok: false, error: "No fee was paid for this visit" });
    // The patient's record gives the exam receipt a date of birth and an address.
    await sys("update public.patients set date_of_birth = '1990-04-02', address = E'12 Queen St E\\nBrampton, ON  L6V 1A1' where id = (select patient_id from public.bookings where id = $1)", [b.id]);
    // Insurance given at "Mark seen" is printed on the exam receipt; a bad plan is refused first.
    const plan = { insurer: "Green Shield Canada", policyNumber: "GS-2201", memberId: "M-889911", relationship: "child" };
    expect(await markVisitSeen(db, admin, { bookingId: b.id, fee: "120", method: "debit", date: today, insurance: { ...plan, insurer: "Acme" } }, SITE)).toMatchObject({ ok: false });
    const seen = await markVisitSeen(db, admin, { bookingId: b.id, fee: "120", method: "insurer-direct", date: today, insurance: plan }, SITE);
    if (!seen.ok) throw new Error(seen.error);
    expect((await doc(seen.number)).insurance).toEqual({ ...plan, relationship: "Child", insurerShare: 120, patientShare: 0 });
    expect((await doc(seen.number)).patient).toMatchObject({ dateOfBirth: "1990-04-02", address: ["12 Queen St E", "Brampton, ON  L6V 1A1"] });
    const refund = await recordExamRefund(db, admin, { bookingId: b.id, method: "debit", date: today }, SITE);
    if (!refund.ok) throw new Error(refund.error);
    expect(await doc(refund.number)).toMatchObject({ kind: "refund", reverses: seen.number, refunded: { amount: 120, tax: 0 } });
    // None given (every field empty): no insurance on the receipt.
    const [b2] = await sys<{ id: string }>(
      `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location)
       values ('Kim', 'Lee', 'kim@example.com', '905-555-0101', $1, 'Comprehensive Eye Exam', 'goreway') returning id`,
      [today],
    );
    const plain = await markVisitSeen(db, admin, { bookingId: b2.id, fee: "95", method: "cash", date: today, insurance: { insurer: "", policyNumber: " ", memberId: "", relationship: "" } }, SITE);
    if (!plain.ok) throw new Error(plain.error);
    expect((await doc(plain.number)).insurance).toBeUndefined();
    expect(await recordExamRefund(db, admin, { bookingId: b.id, method: "debit", date: today }, SITE)).toEqual({ ok: false, error: "No fee was paid for this visit" });
  });

  it("keeps payments and receipts append-only: no update, no delete, no truncate", async () => {
    const [p] = await sys<{ id: string }>("select id from public.payments limit 1");
    await expect(sys("update public.payments set amount = 1 where id = $1", [p.id])).rejects.toThrow(/append-only/);
    await expect(sys("delete from public.payments where id = $1", [p.id])).rejects.toThrow(/append-only/);
    await expect(sys("truncate public.payments cascade")).rejects.toThrow();
    await expect(sys("truncate public.receipts")).rejects.toThrow(/never deleted/);
    const [{ n }] = await sys<{ n: number }>("select count(*)::int as n from public.payments");
    expect(n).toBeGreaterThan(0);
  });
});
