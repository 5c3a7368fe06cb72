import { afterEach, describe, expect, it, vi } from "vitest";
import { INSURANCE_COPY } from "@/content/insurance-plans";
import type { LensChoice } from "@/lib/lenses/choice";
import { placeOrder } from "@/lib/orders/place-order";
import { placeOrderSchema, type PlaceOrderInput } from "@/lib/validations/checkout";
import { appDatabase } from "../support/app-db";
import { backends } from "../support/db";
import { nextRequest } from "../support/next-request";
import { ORDER_CUSTOMER, productLines } from "../support/orders";

/**
 * Issue 33, tax on each line: glasses made to a prescription are zero-rated, everything else
 * keeps 13% HST; the server computes it whatever the browser sends. Each line keeps its rate,
 * an entered prescription its evidence (date, Prescribed by, Patient's name), the order its
 * optional insurance.
 */

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
process.env.AUTH_SECRET ??= "order-tax-secret-for-tests-only-0123456789abcdef";

const RECTANGLE = "00000000-0000-4000-8003-000000000004"; // $199
const KIDS = "00000000-0000-4000-8003-000000000006"; // $129
const CLINIC = "orders@clinic.example.com";

const eye = (sph: number) => ({ sph, cyl: null, axis: null, add: 2 });
const progressive = (rx: Record<string, unknown> = {}): LensChoice =>
  ({
    type: "progressive",
    prescription: {
      source: "entered", right: eye(-2.25), left: eye(-2), pd: { single: 63 }, date: "2026-05-01",
      prescribedBy: "Dr. Anita Rao, OD", patientName: "Pat Singh", ...rx,
    },
    material: "standard-150",
    coatings: [],
  }) as LensChoice;
const INSURANCE = { insurer: "Green Shield Canada", policyNumber: "GS-2201", memberId: "M-889911", relationship: "self" };

describe.each(backends)("tax per line on %s", (backend) => {
  const app = appDatabase(backend);
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    app.db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const written = async () =>
    (await sys<{ o: number; i: number; l: number; m: number }>(
      `select (select count(*) from public.orders)::int as o, (select count(*) from public.order_items)::int as i,
              (select count(*) from public.order_lens)::int as l, (select count(*) from private.mail_outbox)::int as m`,
    ))[0];
  const lines = async (pair: LensChoice | null, frame: boolean) => {
    const out: Record<string, unknown>[] = [];
    if (pair) out.push({ ...(await productLines(app.db, [{ productId: RECTANGLE, quantity: 1 }]))[0], lens: pair });
    if (frame) out.push(...(await productLines(app.db, [{ productId: KIDS, quantity: 1 }])));
    return out;
  };
  const stored = async (orderNumber: string) => {
    const [o] = await sys<{ id: string; subtotal: string; tax: string; total_amount: string; insurance: unknown }>(
      "select id, subtotal::text, tax::text, total_amount::text, insurance from public.orders where order_number = $1",
      [orderNumber],
    );
    const items = await sys<{ product_name: string; tax_rate: string; line_total: string }>(
      "select product_name, tax_rate::text, line_total::text from public.order_items where order_id = $1 order by product_name",
      [o.id],
    );
    return { ...o, items: items.map((i) => [i.product_name, Number(i.tax_rate), Number(i.line_total)]) };
  };
  afterEach(() => vi.restoreAllMocks());

  it("zero-rates a progressive pair end to end and taxes the frame alone at 13%", async () => {
    const input = placeOrderSchema.parse({ ...ORDER_CUSTOMER, insurance: INSURANCE, items: await lines(progressive(), true) }) as PlaceOrderInput;
    const result = await placeOrder(app.db, input, null, { clinicInbox: CLINIC });
    if (!result.ok) throw new Error(result.error);
    expect(result.order.total).toBe(544.77);
    const order = await stored(result.order.orderNumber);
    // $399 pair at 0, $129 frame at 13%: 12900 × 0.13 = 1677 cents.
    expect(order).toMatchObject({ subtotal: "528.00", tax: "16.77", total_amount: "544.77" });
    expect(order.items).toEqual([
      ["Ray-Ban RB5228 Rectangle Optics", 0, 399],
      ["Ray-Ban RB7047 Kids Square", 0.13, 129],
    ]);
    // The evidence for zero-rating, from the entered prescription.
    const [lens] = await sys<{ on: string; by: string; patient: string }>(
      "select rx_issued_on::text as on, rx_prescribed_by as by, rx_patient_name as patient from public.order_lens where order_id = $1",
      [order.id],
    );
    expect(lens).toEqual({ on: "2026-05-01", by: "Dr. Anita Rao, OD", patient: "Pat Singh" });
    expect(order.insurance).toEqual(INSURANCE);
    // Both e-mails say the tax per rate; the clinic's names the plan for direct billing.
    const mail = await sys<{ kind: string; text_body: string; html_body: string | null }>(
      "select kind, text_body, html_body from private.mail_outbox where text_body like $1 order by kind",
      [`%${result.order.orderNumber}%`],
    );
    expect(mail.map((m) => m.kind)).toEqual(["order-confirmation", "order-notice"]);
    for (const m of mail) {
      expect(m.text_body).toContain("HST 13%: $16.77");
      expect(m.text_body).toContain("HST 0% (prescription eyewear): $0.00");
      expect(m.text_body).not.toContain("Tax (13% HST)");
    }
    expect(mail[0].html_body).toContain("HST 0% (prescription eyewear): $0.00");
    expect(mail[1].text_body).toContain(`${INSURANCE_COPY.insurer}: Green Shield Canada`);
    expect(mail[1].text_body).toContain(`${INSURANCE_COPY.memberId}: M-889911`);
    expect(mail[1].text_body).toContain(`${INSURANCE_COPY.relationship}: Self`);
  });

  it("taxes where the order is supplied: GST 5% to Alberta, HST 14% to Nova Scotia, HST 13% picked up at Goreway (issue 45)", async () => {
    const place = async (over: Partial<PlaceOrderInput>, pair: LensChoice | null = null) => {
      const input = placeOrderSchema.parse({ ...ORDER_CUSTOMER, ...over, items: await lines(pair, !pair) }) as PlaceOrderInput;
      const result = await placeOrder(app.db, input, null);
      if (!result.ok) throw new Error(result.error);
      const [o] = await sys<{ tax: string; tax_province: string; fulfilment: string; pickup_clinic: string | null; shipping_address: unknown; labels: string }>(
        `select tax::text, tax_province, fulfilment, pickup_clinic, shipping_address,
                (select string_agg(tax_label || '@' || tax_rate::text, ',') from public.order_items i where i.order_id = o.id) as labels
         from public.orders o where order_number = $1`,
        [result.order.orderNumber],
      );
      return o;
    };
    const alberta = { address: "1 Main St", city: "Calgary", province: "AB" as const, postalCode: "T2P 1J9" };
    expect(await place(alberta)).toMatchObject({ tax: "6.45", tax_province: "AB", fulfilment: "delivery", labels: "GST 5%@0.050" });
    expect(await place({ ...alberta, city: "Halifax", province: "NS", postalCode: "B3H 1A1" })).toMatchObject({ tax: "18.06", tax_province: "NS", labels: "HST 14%@0.140" });
    const pickup = { fulfilment: "pickup" as const, pickupClinic: "goreway", address: undefined, city: undefined, province: undefined, postalCode: undefined };
    expect(await place(pickup)).toMatchObject({ tax: "16.77", tax_province: "ON", fulfilment: "pickup", pickup_clinic: "goreway", shipping_address: null, labels: "HST 13%@0.130" });
    // A progressive pair is zero-rated wherever it goes; a plano pair is taxed, and says why.
    expect(await place(alberta, progressive())).toMatchObject({ tax: "0.00", labels: "GST 0% (prescription eyewear)@0.000" });
    const plano = progressive({ right: { sph: 0, cyl: null, axis: null, add: null }, left: { sph: 0, cyl: null, axis: null, add: null } });
    const planoPair = { ...(plano as Extract<LensChoice, { prescription: unknown }>), type: "single-vision" } as LensChoice;
    expect(await place({}, planoPair)).toMatchObject({ labels: expect.stringMatching(/^HST 13% \(plano lenses: no correction\)@0\.130$/) });
    // A clinic that does not exist is refused, and nothing is written.
    const before = await written();
    const refused = await placeOrder(app.db, { ...ORDER_CUSTOMER, ...pickup, pickupClinic: "nowhere", items: (await lines(null, true)) as PlaceOrderInput["items"] }, null);
    expect(refused).toEqual({ ok: false, error: "Choose the clinic where you will pick up your order" });
    expect(await written()).toEqual(before);
  });

  it("taxes a frame alone at 13%, as before, with no insurance stored", async () => {
    const result = await placeOrder(app.db, { ...ORDER_CUSTOMER, items: (await lines(null, true)) as PlaceOrderInput["items"] }, null);
    if (!result.ok) throw new Error(result.error);
    const order = await stored(result.order.orderNumber);
    expect(order).toMatchObject({ subtotal: "129.00", tax: "16.77", total_amount: "145.77", insurance: null });
    expect(order.items).toEqual([["Ray-Ban RB7047 Kids Square", 0.13, 129]]);
  });

  it("ignores a tax or price figure the browser sends: the order refuses it or drops it, and the server computes its own", async () => {
    const { placeOrderAction } = await import("@/components/checkout/actions");
    const logged = vi.spyOn(console, "error");
    nextRequest.ip = "203.0.113.61";
    const items = await lines(null, true);
    // Figures beside the order: refused, nothing stored.
    for (const extra of [{ tax: 0 }, { total: 1 }, { subtotal: 0.01, tax: 0, total: 0.01 }, { taxes: [{ rate: 0, base: 129, amount: 0 }] }]) {
      const before = await written();
      const result = await placeOrderAction({ ...ORDER_CUSTOMER, ...extra, items } as never);
      expect(result).toMatchObject({ ok: false, error: expect.any(String) });
      expect(await written()).toEqual(before);
    }
    // Figures on a line (a price, a rate, a lens price): dropped; the frame alone still pays 13%.
    const result = await placeOrderAction({
      ...ORDER_CUSTOMER,
      items: items.map((l) => ({ ...l, price: 0.01, unitPrice: 0.01, taxRate: 0, tax_rate: 0, lensPrice: 0, lineTotal: 0.01 })),
    } as never);
    if (!result.ok) throw new Error(result.error);
    expect(await stored(result.orderNumber)).toMatchObject({ subtotal: "129.00", tax: "16.77", total_amount: "145.77", items: [["Ray-Ban RB7047 Kids Square", 0.13, 129]] });
    expect(logged).not.toHaveBeenCalled();
  });

  it("refuses bad prescriber, patient or insurance input with a message and stores nothing", async () => {
    const { placeOrderAction } = await import("@/components/checkout/actions");
    nextRequest.ip = "203.0.113.62";
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ items: await lines(progressive({ prescribedBy: "Dr. Rao\u0000" }), false) }, "Please remove unusual characters from Prescribed by"],
      [{ items: await lines(progressive({ patientName: "Pat \u202Egnis" }), false) }, "Please remove unusual characters from Patient's name"],
      [{ items: await lines(progressive({ prescribedBy: "x".repeat(500) }), false) }, "Prescribed by: use at most 120 characters."],
      [{ items: await lines(progressive({ prescribedBy: "  " }), false) }, /Prescribed by: Enter the name of the optometrist or physician/],
      [{ items: await lines(progressive({ patientName: undefined }), false) }, /Patient's name: Enter the name of the person who will wear the glasses/],
      [{ insurance: { ...INSURANCE, memberId: "M\u0000" } }, "Please remove unusual characters from Member ID"],
      [{ insurance: { ...INSURANCE, policyNumber: "\u202E1234" } }, "Please remove unusual characters from Plan or policy number"],
      [{ insurance: { ...INSURANCE, memberId: "9".repeat(500) } }, "Member ID: use at most 40 characters."],
      [{ insurance: { ...INSURANCE, memberId: "" } }, INSURANCE_COPY.memberIdRequired],
      [{ insurance: { ...INSURANCE, insurer: "Acme Mutual" } }, INSURANCE_COPY.insurerRequired],
      [{ insurance: { ...INSURANCE, relationship: "cousin" } }, INSURANCE_COPY.relationship],
      [{ insurance: { ...INSURANCE, notes: "x" } }, /./],
    ];
    const frame = await lines(null, true);
    for (const [over, message] of cases) {
      const before = await written();
      const result = await placeOrderAction({ ...ORDER_CUSTOMER, items: frame, ...over } as never);
      expect(result.ok, JSON.stringify(over).slice(0, 80)).toBe(false);
      expect(result.ok ? "" : result.error).toMatch(message);
      expect(await written()).toEqual(before);
    }
  });

  it("an order's stored rate and insurance are checked by the database too", async () => {
    const [o] = await sys<{ id: string }>(
      `insert into public.orders (email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount)
       values ('t@example.com', 'T', 'X', '905-555-0100', '{}', '{}', 0, 0, 0) returning id`,
    );
    const item = (rate: number, label: string) =>
      sys(`insert into public.order_items (order_id, product_name, unit_price, quantity, line_total, tax_rate, tax_label) values ($1, 'X', 1, 1, 1, $2, $3)`, [o.id, rate, label]);
    // Issue 45: any province's rate, with a label that says 0% exactly when the rate is 0.
    await expect(item(0.25, "HST 25%")).rejects.toThrow();
    await expect(item(-0.05, "GST -5%")).rejects.toThrow();
    await expect(item(0, "HST 13%")).rejects.toThrow();
    await expect(item(0.05, "GST 0% (prescription eyewear)")).rejects.toThrow();
    await item(0.05, "GST 5%");
    await item(0, "HST 0% (prescription eyewear)");
    const [{ tax_rate }] = await sys<{ tax_rate: string }>(
      "insert into public.order_items (order_id, product_name, unit_price, quantity, line_total) values ($1, 'Y', 1, 1, 1) returning tax_rate::text",
      [o.id],
    );
    expect(Number(tax_rate)).toBe(0.13); // the default: every line before issue 33 was charged 13%
    await expect(sys("update public.orders set insurance = '[1]'::jsonb where id = $1", [o.id])).rejects.toThrow();
    await expect(sys("update public.orders set insurance = '\"x\"'::jsonb where id = $1", [o.id])).rejects.toThrow();
  });
});
