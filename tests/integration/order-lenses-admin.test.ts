import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RX_EVIDENCE_COPY } from "@/content/rx-evidence";
import { loadTab, setOrderStatus } from "@/lib/analytics";
import { streamTabCsv } from "@/lib/analytics/export";
import { getOrderDetail, verifyPrescription, type OrderLensDetail } from "@/lib/analytics/order-detail";
import { createSessionToken, SESSION_COOKIE } from "@/lib/auth/session-token";
import type { Caller } from "@/lib/db/types";
import { nextRequest } from "../support/next-request";
import { setAppDb } from "../support/app-db";
import { backends, createTestDb, type TestDb } from "../support/db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
// The verify button refreshes the router; outside Next there is none to mount.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));
process.env.AUTH_SECRET ??= "order-lenses-admin-secret-0123456789abcdef";

const NOT_ADMIN = { ok: false, error: "You must be signed in as an admin to do that." };

/** An entered grid with values that appear nowhere else (the CSV must never hold them). */
const ENTERED = {
  right: { sph: -3.75, cyl: -0.5, axis: 90, add: 1.75 },
  left: { sph: 2.25, cyl: null, axis: null, add: 1.75 },
  pd: { right: 31.5, left: 32 },
  date: "2025-11-03",
};
const EXAM = { clinic: "steeles", examMonth: "2026-03", name: "Pat Singh", birthDate: "1980-05-14" };
/** What staff record when they verify an upload, a later or an exam prescription (issue 33). */
const EVIDENCE = { issuedOn: "2026-02-10", prescribedBy: "Dr. Mei Lee, OD", patientName: "Pat Singh", registration: "OD-20931" };
/** An entered prescription has its date and names from the checkout: verifying it records the prescriber's registration (issue 45). */
const REGISTRATION = { registration: "OD-20931" };

type LensSpec =
  | { source: "entered" | "exam" | "later" | "upload"; type?: "single-vision" | "progressive" }
  | { source: null };

const SUMMARY: Record<string, string> = {
  entered: "Progressive · High-index 1.67 · Anti-reflective · prescription entered",
  exam: "Single vision · Standard 1.50 · prescription from Brightview exam",
  later: "Single vision · Standard 1.50 · prescription to follow",
  upload: "Single vision · Polycarbonate 1.59 · prescription uploaded",
  reading: "Reading +1.50",
};

describe.each(backends)("the clinic's lens orders on %s", (backend) => {
  let db: TestDb;
  const admin = { kind: "user" as const, userId: "", email: "admin@brightview.example.com" };
  const owner = { kind: "user" as const, userId: "", email: "pat@example.com" };
  const other = { kind: "user" as const, userId: "", email: "kim@example.com" };
  const visitor: Caller = { kind: "anon" };
  let adminCookie: [string, string] = ["", ""];
  let ownerCookie: [string, string] = ["", ""];
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const statusOf = async (id: string) => (await sys<{ status: string }>("select status from public.orders where id = $1", [id]))[0].status;

  async function user(email: string, isAdmin: boolean) {
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email]);
    if (isAdmin) await sys("select public.assign_admin_role($1)", [id]);
    const [session] = await sys<{ id: string }>("insert into private.sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id", [id]);
    return { id, cookie: [SESSION_COOKIE, createSessionToken({ sid: session.id, sub: id, email, admin: isAdmin }, process.env.AUTH_SECRET!)] as [string, string] };
  }

  /** An order of `owner` with one frame line per spec, stored as the checkout stores it (as system). */
  async function lensOrder(specs: LensSpec[]) {
    const [o] = await sys<{ id: string; order_number: string }>(
      `insert into public.orders (user_id, email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount)
       values ($1, 'pat@example.com', 'Pat', 'Singh', '905-555-0111', '{}', '{}', 500, 65, 565) returning id, order_number`,
      [owner.userId],
    );
    const items: string[] = [];
    for (const [n, spec] of specs.entries()) {
      const [item] = await sys<{ id: string }>(
        `insert into public.order_items (order_id, product_name, brand_name, unit_price, quantity, color_name, size, line_total)
         values ($1, $2, 'Oakley', 250, 1, 'Black', '54', 250) returning id`,
        [o.id, `Frame ${String.fromCharCode(65 + n)}`],
      );
      items.push(item.id);
      const source = spec.source;
      const type = source === null ? "reading" : (spec.type ?? (source === "entered" ? "progressive" : "single-vision"));
      let upload: string | null = null;
      if (source === "upload") {
        [{ id: upload }] = await sys<{ id: string }>(
          `insert into public.prescription_uploads (object_name, content_type, byte_size, order_id)
           values ($1, 'application/pdf', 2048, $2) returning id`,
          [`rx-${crypto.randomUUID()}.pdf`, o.id],
        );
      }
      await sys(
        `insert into public.order_lens (order_item_id, order_id, lens_type, material, coatings, reading_power, lens_price, summary,
           prescription_source, prescription, upload_id, rx_issued_on, rx_prescribed_by, rx_patient_name)
         values ($1, $2, $3, $4, $5::text[], $6, 120, $7, $8, $9::jsonb, $10, $11, $12, $13)`,
        [
          item.id, o.id, type,
          source === "entered" ? "high-index-167" : source === "upload" ? "polycarbonate-159" : "standard-150",
          source === "entered" ? ["anti-reflective"] : [],
          source === null ? 1.5 : null,
          SUMMARY[source ?? "reading"],
          source,
          source === "entered" ? JSON.stringify(ENTERED) : source === "exam" ? JSON.stringify(EXAM) : null,
          upload,
          // An entered prescription carries its evidence for zero-rating from the checkout.
          ...(source === "entered" ? [ENTERED.date, "Dr. Anita Rao, OD", "Pat Singh"] : [null, null, null]),
        ],
      );
    }
    return { id: o.id, number: o.order_number, items };
  }

  const flagOf = async (orderNumber: string) => {
    const { rows } = await loadTab(db, admin, "orders", 1);
    const row = rows.find((r) => r.order_number === orderNumber);
    expect(row, orderNumber).toBeDefined();
    return row!.prescription;
  };

  beforeAll(async () => {
    db = await createTestDb(backend);
    setAppDb(db);
    const a = await user(admin.email, true);
    const o = await user(owner.email, false);
    const k = await user(other.email, false);
    [admin.userId, owner.userId, other.userId] = [a.id, o.id, k.id];
    [adminCookie, ownerCookie] = [a.cookie, o.cookie];
  });
  afterAll(async () => {
    setAppDb(undefined);
    await db?.drop();
  });

  it("refuses to confirm an order while a prescription is unverified, but lets it be cancelled", async () => {
    const entered = await lensOrder([{ source: "entered" }, { source: null }]);
    expect(await setOrderStatus(db, admin, { orderId: entered.id, status: "confirmed" })).toEqual({
      ok: false,
      error: `Order ${entered.number} has a prescription to verify first`,
    });
    expect(await statusOf(entered.id)).toBe("pending");

    const later = await lensOrder([{ source: "later" }]);
    expect(await setOrderStatus(db, admin, { orderId: later.id, status: "confirmed" })).toMatchObject({ ok: false, error: expect.stringMatching(/prescription to verify first/) });
    expect(await setOrderStatus(db, admin, { orderId: later.id, status: "cancelled" })).toEqual({ ok: true });
    expect(await statusOf(later.id)).toBe("cancelled");
    // Nothing to check on a cancelled order.
    expect(await verifyPrescription(db, admin, { orderItemId: later.items[0] })).toEqual({ ok: false, error: "This order is cancelled: there is nothing to verify" });

    // Readers take no prescription: such an order confirms at once.
    const readers = await lensOrder([{ source: null }]);
    expect(await setOrderStatus(db, admin, { orderId: readers.id, status: "confirmed" })).toEqual({ ok: true });
  });

  it("records who verified and when, once, for admins only; then the order confirms", async () => {
    const order = await lensOrder([{ source: "entered" }, { source: "exam" }, { source: null }]);
    const [entered, exam, reading] = order.items;
    const before = Date.now();

    for (const who of [owner, other, visitor]) {
      expect(await verifyPrescription(db, who, { orderItemId: entered })).toEqual(NOT_ADMIN);
    }
    expect(await sys("select 1 from public.order_lens where order_id = $1 and verified_at is not null", [order.id])).toEqual([]);

    expect(await verifyPrescription(db, admin, { orderItemId: entered, evidence: REGISTRATION })).toEqual({ ok: true });
    const [row] = await sys<{ verified_at: Date; verified_by: string }>("select verified_at, verified_by from public.order_lens where order_item_id = $1", [entered]);
    expect(row.verified_by).toBe(admin.userId);
    expect(row.verified_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row.verified_at.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);

    expect(await verifyPrescription(db, admin, { orderItemId: entered })).toEqual({ ok: false, error: "This prescription was already verified" });
    expect(await verifyPrescription(db, admin, { orderItemId: reading })).toEqual({ ok: false, error: "These lenses need no prescription" });
    expect(await verifyPrescription(db, admin, { orderItemId: crypto.randomUUID() })).toEqual({ ok: false, error: "Unknown order line" });
    expect(await verifyPrescription(db, admin, { orderItemId: "' or 1=1 --" })).toEqual({ ok: false, error: "Unknown order line" });
    // The second verification changed nothing.
    const [again] = await sys<{ verified_at: Date }>("select verified_at from public.order_lens where order_item_id = $1", [entered]);
    expect(again.verified_at.getTime()).toBe(row.verified_at.getTime());

    // One still open: confirming waits.
    expect(await setOrderStatus(db, admin, { orderId: order.id, status: "confirmed" })).toMatchObject({ ok: false });
    expect(await verifyPrescription(db, admin, { orderItemId: exam, evidence: EVIDENCE })).toEqual({ ok: true });
    expect(await setOrderStatus(db, admin, { orderId: order.id, status: "confirmed" })).toEqual({ ok: true });
    expect(await statusOf(order.id)).toBe("confirmed");
    expect((await sys<{ n: number }>("select count(*)::int as n from public.order_lens where order_id = $1 and verified_at is null", [order.id]))[0].n).toBe(1); // the readers
  });

  it("verifies an upload, a later or an exam prescription only with its issue date, Prescribed by and Patient's name", async () => {
    const order = await lensOrder([{ source: "upload" }, { source: "later" }, { source: "exam" }, { source: "entered" }]);
    const [upload, later, exam, entered] = order.items;
    const evidenceOf = async (item: string) =>
      (await sys<{ on: string | null; by: string | null; patient: string | null; verified: boolean }>(
        `select rx_issued_on::text as on, rx_prescribed_by as by, rx_patient_name as patient, verified_at is not null as verified
         from public.order_lens where order_item_id = $1`,
        [item],
      ))[0];
    const untouched = { on: null, by: null, patient: null, verified: false };

    // Without the three facts: a clear message, nothing stored.
    expect(await verifyPrescription(db, admin, { orderItemId: upload })).toEqual({ ok: false, error: RX_EVIDENCE_COPY.evidenceRequired });
    expect(await evidenceOf(upload)).toEqual(untouched);
    // Hostile or malformed facts: refused with the field's words, nothing stored.
    const bad: [Record<string, unknown>, string][] = [
      [{ ...EVIDENCE, prescribedBy: "Dr. Lee\u0000" }, "Please remove unusual characters from Prescribed by"],
      [{ ...EVIDENCE, patientName: "Pat \u202Egnis" }, "Please remove unusual characters from Patient's name"],
      [{ ...EVIDENCE, prescribedBy: "x".repeat(500) }, "Prescribed by: use at most 120 characters."],
      [{ ...EVIDENCE, patientName: "   " }, RX_EVIDENCE_COPY.patientNameRequired],
      [{ ...EVIDENCE, issuedOn: "2999-01-01" }, RX_EVIDENCE_COPY.issuedOnFuture],
      [{ ...EVIDENCE, issuedOn: "2026-02-30" }, RX_EVIDENCE_COPY.issuedOnRequired],
      [{ ...EVIDENCE, issuedOn: "yesterday" }, RX_EVIDENCE_COPY.issuedOnRequired],
    ];
    for (const [evidence, message] of bad) {
      expect(await verifyPrescription(db, admin, { orderItemId: later, evidence: evidence as never }), message).toEqual({ ok: false, error: message });
    }
    expect(await evidenceOf(later)).toEqual(untouched);

    // With them: stored with the verification, trimmed.
    for (const item of [upload, later, exam]) {
      expect(await verifyPrescription(db, admin, { orderItemId: item, evidence: { ...EVIDENCE, prescribedBy: ` ${EVIDENCE.prescribedBy} ` } })).toEqual({ ok: true });
      expect(await evidenceOf(item)).toEqual({ on: EVIDENCE.issuedOn, by: EVIDENCE.prescribedBy, patient: EVIDENCE.patientName, verified: true });
    }
    // An entered prescription has its facts from the checkout: verified as before, and they are kept.
    expect(await verifyPrescription(db, admin, { orderItemId: entered, evidence: { issuedOn: "2020-01-01", prescribedBy: "Someone else", patientName: "Other", registration: "1234" } })).toEqual({ ok: true });
    expect(await evidenceOf(entered)).toEqual({ on: ENTERED.date, by: "Dr. Anita Rao, OD", patient: "Pat Singh", verified: true });
    // The clinic's page shows them.
    const detail = (await getOrderDetail(db, admin, order.number))!;
    expect(detail.lines.find((l) => l.id === upload)!.lens!.evidence).toEqual({ issuedOn: EVIDENCE.issuedOn, prescribedBy: EVIDENCE.prescribedBy, patientName: EVIDENCE.patientName, registration: EVIDENCE.registration });
  });

  it("opens an order for the admin only: lines, lens summaries, the grid, the exam, the upload and who verified", async () => {
    const order = await lensOrder([{ source: "entered" }, { source: "exam" }, { source: "upload" }, { source: "later" }, { source: null }]);
    await verifyPrescription(db, admin, { orderItemId: order.items[1], evidence: EVIDENCE });

    for (const who of [other, owner, visitor]) expect(await getOrderDetail(db, who, order.number)).toBeNull();
    expect(await getOrderDetail(db, admin, "ORD-0")).toBeNull();
    expect(await getOrderDetail(db, admin, "'; drop table public.orders; --")).toBeNull();

    const detail = (await getOrderDetail(db, admin, order.number))!;
    expect(detail).toMatchObject({
      id: order.id,
      orderNumber: order.number,
      status: "pending",
      paymentStatus: "pending",
      customer: { name: "Pat Singh", email: "pat@example.com", phone: "905-555-0111" },
      subtotal: 500,
      tax: 65,
      total: 565,
      prescription: "needed",
    });
    expect(detail.lines.map((l) => [l.productName, l.colour, l.size, l.quantity, l.lineTotal])).toEqual(
      ["Frame A", "Frame B", "Frame C", "Frame D", "Frame E"].map((n) => [n, "Black", "54", 1, 250]),
    );
    const lens = (i: number) => detail.lines[i].lens as OrderLensDetail;
    expect(lens(0)).toMatchObject({ lensType: "progressive", source: "entered", summary: SUMMARY.entered, verifiedAt: null, verifiedBy: null });
    expect(lens(0).entered).toEqual(ENTERED);
    expect(lens(1)).toMatchObject({ source: "exam", exam: { ...EXAM, clinic: "Steeles Ave W" }, verifiedBy: admin.email });
    expect(lens(1).verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lens(2)).toMatchObject({ source: "upload", entered: null, exam: null });
    expect(lens(2).uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lens(3)).toMatchObject({ source: "later", entered: null, exam: null, uploadId: null });
    expect(lens(4)).toMatchObject({ lensType: "reading", source: null, summary: SUMMARY.reading });

    // As the page renders it.
    const { PrescriptionView } = await import("@/components/analytics/prescription-view");
    const view = (i: number, canVerify = true) =>
      renderToStaticMarkup(createElement(PrescriptionView, { lens: lens(i), orderItemId: order.items[i], product: `Frame ${"ABCDE"[i]}`, headingId: `h${i}`, canVerify }));
    const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

    const grid = view(0);
    expect(grid).toMatch(/<table[^>]*>\s*<caption[^>]*>Prescription for Frame A<\/caption>/);
    expect(grid.match(/<th scope="col"[^>]*>(.*?)<\/th>/g)!.map(textOf)).toEqual(["Eye", "SPH", "CYL", "Axis", "ADD"]);
    expect(grid.match(/<th scope="row"[^>]*>(.*?)<\/th>/g)!.map(textOf)).toEqual(["Right eye (OD)", "Left eye (OS)"]);
    expect(textOf(grid)).toContain("Right eye (OD) -3.75 -0.50 90 +1.75");
    expect(textOf(grid)).toContain("Left eye (OS) +2.25 — none — none +1.75");
    expect(textOf(grid)).toContain("Right PD 31.5 mm Left PD 32 mm Prescription date 3 November 2025");
    expect(grid).toMatch(/<button[^>]*aria-describedby="h0"[^>]*>Prescription verified<\/button>/);
    // Single vision has no ADD column.
    const single = renderToStaticMarkup(createElement(PrescriptionView, { lens: { ...lens(0), lensType: "single-vision" }, orderItemId: order.items[0], product: "Frame A", headingId: "h", canVerify: false }));
    expect(single.match(/<th scope="col"[^>]*>(.*?)<\/th>/g)!.map(textOf)).toEqual(["Eye", "SPH", "CYL", "Axis"]);
    expect(single).not.toContain("<button");

    const exam = textOf(view(1));
    expect(exam).toContain("From the exam at Steeles Ave W, March 2026, born 14 May 1980");
    expect(exam).toMatch(new RegExp(`Verified by ${admin.email} on \\S.*\\d{4}.*\\d{1,2}:\\d{2}`));
    expect(view(1)).not.toContain("<button");

    const upload = view(2);
    const href = /<a href="([^"]+)"[^>]*target="_blank"/.exec(upload)?.[1].replace(/&amp;/g, "&");
    expect(href).toMatch(new RegExp(`^/api/admin/prescriptions/${lens(2).uploadId}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    expect(textOf(upload)).toContain("Open the uploaded prescription (opens in a new tab)");
    expect(textOf(upload)).toContain("expires in 5 minutes");

    expect(textOf(view(3))).toContain("Prescription needed: the customer will send it later");
    expect(textOf(view(3, false))).not.toContain("Prescription verified");
    expect(textOf(view(4))).toBe("No prescription needed for these lenses.");

    // The whole page's body: header, back link, the lines table, one section per lens line.
    const { OrderDetailView } = await import("@/components/analytics/order-detail");
    const page = renderToStaticMarkup(createElement(OrderDetailView, { order: detail }));
    expect(page).toMatch(new RegExp(`<h1[^>]*>Order ${order.number}</h1>`));
    expect(page).toMatch(/<a [^>]*href="\/brampton\/analytics\?tab=orders"[^>]*>.*Back to orders<\/a>/);
    expect(textOf(page)).toContain("Prescription needed");
    expect(page.match(/<th [^>]*scope="col"[^>]*>(.*?)<\/th>/g)!.slice(0, 5).map(textOf)).toEqual(["Product", "Colour", "Size", "Quantity", "Line total"]);
    expect(page.match(/<h3 id="lens-[^"]+"[^>]*>(.*?)<\/h3>/g)!.map(textOf)).toEqual(["A", "B", "C", "D", "E"].map((l) => `Lenses for Oakley Frame ${l}`));
    expect(page).toMatch(new RegExp(`aria-label="Mark order ${order.number} confirmed"`));
    // Four lines take a prescription, one is verified: three buttons.
    expect(page.match(/>Prescription verified<\/button>/g)).toHaveLength(3);
  });

  it("marks the Orders tab's rows: prescription needed, to verify, or nothing", async () => {
    const later = await lensOrder([{ source: "entered" }, { source: "later" }]);
    const entered = await lensOrder([{ source: "entered" }]);
    const upload = await lensOrder([{ source: "upload" }, { source: null }]);
    const readers = await lensOrder([{ source: null }]);
    const [{ order_number: plain }] = await sys<{ order_number: string }>(
      `insert into public.orders (email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount)
       values ('a@example.com', 'A', 'B', '905-555-0100', '{}', '{}', 100, 13, 113) returning order_number`,
    );

    expect(await flagOf(later.number)).toBe("needed");
    expect(await flagOf(entered.number)).toBe("to-verify");
    expect(await flagOf(upload.number)).toBe("to-verify");
    expect(await flagOf(readers.number)).toBeNull();
    expect(await flagOf(plain)).toBeNull();

    // The later one arrives and is checked: the entered one is still to verify.
    await verifyPrescription(db, admin, { orderItemId: later.items[1], evidence: EVIDENCE });
    expect(await flagOf(later.number)).toBe("to-verify");
    await verifyPrescription(db, admin, { orderItemId: later.items[0], evidence: EVIDENCE });
    expect(await flagOf(later.number)).toBeNull();
    expect((await getOrderDetail(db, admin, later.number))!.prescription).toBeNull();

    // The screen's table has no lenses column: the CSV has it.
    const { columns } = await loadTab(db, admin, "orders", 1);
    expect(columns.map((c) => c.label)).toEqual(["Date", "Order Number", "Status", "Total", "Payment", "Method"]);
  });

  it("gives the Orders CSV a lenses column with the lines' summaries and never a prescription value", async () => {
    const order = await lensOrder([{ source: "entered" }, { source: "exam" }, { source: null }]);
    const chunks: string[] = [];
    await streamTabCsv(db, admin, "orders", (c) => void chunks.push(c));
    const csv = chunks.join("").replace(/^\uFEFF/, "");
    const [header, ...lines] = csv.split("\r\n");
    expect(header).toBe("Date,Order Number,Status,Total,Payment,Method,lenses,Place of supply,Taxable subtotal,Tax,Zero-rated subtotal (prescription eyewear)");
    const line = lines.find((l) => l.includes(`,${order.number},`))!;
    expect(line).toContain(`,${[SUMMARY.entered, SUMMARY.exam, SUMMARY.reading].join(" | ")},`);
    // No grid value, exam detail or file in this order's row or the header. The rest of the file holds
    // other tests' orders, whose amounts ($231.50, $103.75) may contain these digits.
    for (const secret of ["-3.75", "3.75", "+2.25", "31.5", "2025-11-03", "1980-05-14", "Pat Singh", "steeles", "sph", "prescriptions/"]) {
      expect(line, secret).not.toContain(secret);
      expect(header, secret).not.toContain(secret);
    }
    // Text no amount or date can hold is absent from the whole file.
    for (const secret of ["Pat Singh", "prescriptions/"]) expect(csv, secret).not.toContain(secret);
    // An order without lenses has an empty cell.
    const [{ order_number: plain }] = await sys<{ order_number: string }>(
      `insert into public.orders (email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount)
       values ('b@example.com', 'A', 'B', '905-555-0100', '{}', '{}', 100, 13, 113) returning order_number`,
    );
    const again: string[] = [];
    await streamTabCsv(db, admin, "orders", (c) => void again.push(c));
    expect(again.join("").split("\r\n").find((l) => l.includes(`,${plain},`))).toMatch(/,card,,ON,[^,]*,[^,]*,[^,]*$/);
  });

  it("the Prescription verified action checks the admin itself and revalidates the order page and the tab", async () => {
    const { verifyPrescriptionAction } = await import("@/components/analytics/actions");
    const order = await lensOrder([{ source: "entered" }]);
    const as = (cookie: [string, string] | null) => {
      nextRequest.cookies.clear();
      if (cookie) nextRequest.cookies.set(...cookie);
    };
    nextRequest.revalidatedPaths.length = 0;
    for (const cookie of [ownerCookie, null]) {
      as(cookie);
      expect(await verifyPrescriptionAction(order.items[0])).toEqual(NOT_ADMIN);
    }
    expect(nextRequest.revalidatedPaths).toEqual([]);
    as(adminCookie);
    expect(await verifyPrescriptionAction(42 as never)).toEqual({ ok: false, error: "Unknown order line" });
    expect(await verifyPrescriptionAction(order.items[0], REGISTRATION)).toEqual({ ok: true });
    expect(await verifyPrescriptionAction(order.items[0], REGISTRATION)).toEqual({ ok: false, error: "This prescription was already verified" });
    expect(nextRequest.revalidatedPaths).toEqual(["/brampton/analytics/orders/[orderNumber]", "/brampton/analytics"]);
    const [row] = await sys<{ verified_by: string }>("select verified_by from public.order_lens where order_item_id = $1", [order.items[0]]);
    expect(row.verified_by).toBe(admin.userId);
    nextRequest.cookies.clear();
  });
});
