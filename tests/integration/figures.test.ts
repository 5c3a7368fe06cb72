import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIGURE_KEYS } from "@/content/figures";
import type { StaffRole } from "@/lib/auth/permissions";
import type { Caller } from "@/lib/db/types";
import { DEFINITIONS, figureRowBatches, loadFigureRows, loadFigures, type FigureChoice } from "@/lib/figures";
import { backends, createTestDb, type TestDb } from "../support/db";
import { makeStaff } from "../support/staff";

type User = Caller & { kind: "user" };

// Issue 53: a fixed small practice, worked out by hand, in March 2025 (no other rows of this file's
// database fall in it). Every figure is asserted exactly, and each equals the count of its rows.
describe.each(backends)("the owner's figures on %s", (backend) => {
  let db: TestDb;
  const staff = {} as Record<StaffRole, User>;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const opt = { one: "", two: "" };
  const patient: Record<string, string> = {};
  const march = (over: Partial<FigureChoice> = {}): FigureChoice => ({ period: "custom", range: { from: "2025-03-01", to: "2025-03-31" }, clinic: null, optometrist: null, ...over });

  /** A visit at a Brampton wall-clock time (the database turns it into an instant in America/Toronto). */
  async function visit(first: string, local: string, o: { clinic?: string; optometrist?: string; service?: string; minutes?: number; seen?: boolean; noShow?: boolean; cancelledAt?: string; createdAt?: string } = {}) {
    const [b] = await sys<{ id: string; patient_id: string }>(
      `insert into public.bookings (first_name, last_name, email, phone, date_of_birth, preferred_date, service_type, location, room,
         starts_at, ends_at, optometrist_id, status, seen_at, no_show_at, cancelled_at, created_at)
       values ($1, 'Figures', $2, '905-555-0142', '1980-01-01', $3::date, $4, $5, 1,
         $6::timestamp at time zone 'America/Toronto', ($6::timestamp + make_interval(mins => $7)) at time zone 'America/Toronto',
         $8, $9, case when $10 then $6::timestamp at time zone 'America/Toronto' end,
         case when $11 then $6::timestamp at time zone 'America/Toronto' end, $12::timestamp at time zone 'America/Toronto',
         coalesce($13::timestamp at time zone 'America/Toronto', now()))
       returning id, patient_id`,
      [
        first,
        `${first.toLowerCase()}.figures@example.com`,
        local.slice(0, 10),
        o.service ?? "Comprehensive Eye Exam",
        o.clinic ?? "steeles",
        local,
        o.minutes ?? 30,
        o.optometrist ?? opt.one,
        o.cancelledAt ? "cancelled" : o.seen ? "completed" : "confirmed",
        o.seen ?? false,
        o.noShow ?? false,
        o.cancelledAt ?? null,
        o.createdAt ?? null,
      ],
    );
    patient[first] ??= b.patient_id;
    return b;
  }

  /** An order placed at a Brampton time: `glasses` lines with prescription lenses and `plain` taxed lines. */
  async function order(first: string, local: string, lines: { price: number; quantity?: number; glasses?: boolean; tax?: number }[], o: { pickup?: string } = {}) {
    const subtotal = lines.reduce((s, l) => s + l.price * (l.quantity ?? 1), 0);
    const tax = lines.reduce((s, l) => s + (l.tax ?? 0), 0);
    const [row] = await sys<{ id: string; order_number: string }>(
      `insert into public.orders (email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount, patient_id, created_at, status, pickup_clinic, fulfilment)
       values ($1, $2, 'Figures', '905-555-0142', '{}', '{}', $3, $4, $5, $6, $7::timestamp at time zone 'America/Toronto', 'confirmed', $8, $9) returning id, order_number`,
      [`${first.toLowerCase()}.figures@example.com`, first, subtotal, tax, subtotal + tax, patient[first], local, o.pickup ?? null, o.pickup ? "pickup" : "delivery"],
    );
    for (const l of lines) {
      const [item] = await sys<{ id: string }>(
        "insert into public.order_items (order_id, product_name, unit_price, quantity, line_total, tax_rate, tax_label) values ($1, 'Frame', $2, $3, $4, $5, $6) returning id",
        [row.id, l.price, l.quantity ?? 1, l.price * (l.quantity ?? 1), l.tax ? 0.13 : 0, l.tax ? "HST 13%" : "HST 0% (prescription eyewear)"],
      );
      if (l.glasses) {
        await sys(
          `insert into public.order_lens (order_item_id, order_id, lens_type, material, lens_price, summary, prescription_source)
           values ($1, $2, 'single-vision', 'standard-150', 0, 'Single vision', 'later')`,
          [item.id, row.id],
        );
      }
    }
    return row;
  }

  const pay = (to: { order?: string; booking?: string }, amount: number, method: string, day: string, kind = "payment") =>
    sys("insert into public.payments (order_id, booking_id, kind, amount, method, paid_on) values ($1, $2, $3, $4, $5, $6)", [to.order ?? null, to.booking ?? null, kind, amount, method, day]);

  beforeAll(async () => {
    db = await createTestDb(backend);
    Object.assign(staff, await makeStaff(db, "figures"));
    for (const k of ["one", "two"] as const) {
      const [{ id }] = await sys<{ id: string }>("insert into public.staff (name, title, role, active) values ($1, $2, 'optometrist', false) returning id", [
        `Figures ${k}`,
        `Dr. Figures ${k}`,
      ]);
      opt[k] = id;
    }
    // Dr. One works Mondays 9:00–17:00 at Steeles in March 2025: five Mondays, 2,400 minutes.
    await sys("insert into public.staff_shifts (staff_id, clinic_id, weekday, starts, ends, first_date, last_date) values ($1, 'steeles', 1, 540, 1020, '2025-03-01', '2025-03-31')", [opt.one]);

    const b2024 = await visit("Bal", "2024-03-12 10:00", { clinic: "goreway", optometrist: opt.two, seen: true });
    const a = await visit("Asha", "2025-03-01 00:30", { seen: true, createdAt: "2025-02-10 12:00" });
    const b = await visit("Bal", "2025-03-10 10:00", { clinic: "goreway", optometrist: opt.two, seen: true });
    const c = await visit("Chen", "2025-03-12 09:00", { seen: true });
    await visit("Dev", "2025-03-14 11:00", { noShow: true });
    await visit("Esha", "2025-03-18 10:00", { clinic: "goreway", optometrist: opt.two, cancelledAt: "2025-03-17 20:00" });
    await visit("Farid", "2025-03-19 10:00", { cancelledAt: "2025-03-10 09:00" });
    await visit("Gita", "2025-03-31 20:30", { seen: true });
    await visit("Jas", "2025-03-20 13:00", { clinic: "goreway", optometrist: opt.two, service: "Contact Lens Fitting", minutes: 45, seen: true });
    await visit("Hari", "2025-04-01 00:30", { seen: true });
    await visit("Indu", "2025-02-28 23:30", { seen: true });
    await visit("Asha", "2025-09-01 10:00", {});
    expect(patient.Bal).toBe(b2024.patient_id);

    // Money in March: exam fees 95 + 0 (OHIP) + 95 (insurer), eyewear 220 + 300 + 150 − 150.
    await pay({ booking: a.id }, 95, "debit", "2025-03-01");
    await pay({ booking: b.id }, 0, "ohip", "2025-03-10");
    await pay({ booking: c.id }, 95, "insurer-direct", "2025-03-12");
    const oa = await order("Asha", "2025-03-01 14:00", [{ price: 200, glasses: true }, { price: 20, tax: 2.6 }]);
    await pay({ order: oa.id }, 222.6, "debit", "2025-03-01");
    const ob = await order("Bal", "2025-03-25 11:00", [{ price: 150, quantity: 2, glasses: true }]);
    await pay({ order: ob.id }, 300, "insurer-direct", "2025-03-25");
    await pay({ order: ob.id }, 50, "insurer-direct", "2025-04-05", "refund");
    const oc = await order("Chen", "2025-03-12 15:00", [{ price: 150, glasses: true }]);
    await pay({ order: oc.id }, 150, "cash", "2025-03-12");
    await pay({ order: oc.id }, 150, "cash", "2025-03-20", "refund");

    // Recall: Asha was due on 5 March, called on 1 February, and booked on 10 February.
    await sys("insert into public.recall_dues (patient_id, due, clinic_id, optometrist_id) values ($1, '2025-03-05', 'steeles', $2)", [patient.Asha, opt.one]);
    await sys("insert into public.recall_calls (patient_id, due, at, outcome) values ($1, '2025-03-05', '2025-02-01 15:00+00', 'left-message')", [patient.Asha]);

    // The waitlist: two freed times offered in March, one refilled (30 minutes).
    for (const [status, at] of [["taken", "2025-03-11 09:00"], ["gone", "2025-03-12 09:00"]]) {
      await sys(
        `insert into public.waitlist_offers (clinic_id, service_type, starts_at, ends_at, optometrist_ids, reason, batch_size, hold_minutes, status, created_at, closed_at)
         values ('steeles', 'Comprehensive Eye Exam', $1::timestamp at time zone 'America/Toronto', ($1::timestamp + interval '30 minutes') at time zone 'America/Toronto',
                 array[$2]::uuid[], 'cancelled', 3, 15, $3, $1::timestamp at time zone 'America/Toronto' - interval '1 day', $1::timestamp at time zone 'America/Toronto')`,
        [at, opt.one, status],
      );
    }
  });
  afterAll(async () => db?.drop());

  it("gives every figure of the month as worked out by hand", async () => {
    const { now, before } = await loadFigures(db, staff.owner, march());
    expect(now.exams).toBe(4); // Asha (00:30 on the 1st), Bal, Chen, Gita (20:30 on the 31st); not Hari (00:30 on 1 April), nor Indu (23:30 on 28 February)
    expect(before.exams).toBe(1); // Bal, March 2024
    expect([now.newPatients, now.patientsSeen]).toEqual([3, 4]);
    expect([now.noShows, DEFINITIONS.noShowRate.value(now)]).toEqual([1, 0.2]);
    expect([now.lateCancellations, now.visitsBooked, DEFINITIONS.lateCancellations.value(now)]).toEqual([1, 8, 1 / 8]);
    expect([now.capturePatients, now.captureSameDay, now.capture30]).toEqual([4, 1, 2]); // Chen's order was refunded in full
    expect(now.money).toEqual({ total: 71000, examFees: 19000, eyewear: 52000, insurers: 39500, patients: 31500, rows: 7 });
    expect(DEFINITIONS.revenuePerExam.value(now)).toBe(17750);
    expect([now.eyewearOrders, now.eyewearOrderRevenue, DEFINITIONS.averageSale.value(now)]).toEqual([3, 52000, 17333]);
    expect([now.buyers, now.multipleBuyers]).toEqual([2, 1]);
    expect(now.recall).toBe(1);
    expect([now.offered, now.refilled, now.recoveredMinutes]).toEqual([2, 1, 30]);
    expect([now.active, now.activeAhead]).toEqual([5, 1]); // Asha, Bal, Chen, Gita and Indu (28 February); Asha has a visit ahead
  });

  it("counts chair time from the optometrist's own shifts, and refunds by the day they were made", async () => {
    const { now, months } = await loadFigures(db, staff.owner, march({ optometrist: opt.one }));
    // Dr. One: Asha, Chen, Dev and Gita booked (30 minutes each; Farid's visit was cancelled).
    expect([now.bookedMinutes, now.shiftMinutes]).toEqual([120, 2400]);
    const all = await loadFigures(db, staff.owner, { period: "custom", range: { from: "2025-04-01", to: "2025-04-30" }, clinic: null, optometrist: null });
    expect(all.now.money.total).toBe(-5000); // Bal's partial refund, in April
    expect(months.map((m) => m.month)).toEqual(["2024-04", "2024-05", "2024-06", "2024-07", "2024-08", "2024-09", "2024-10", "2024-11", "2024-12", "2025-01", "2025-02", "2025-03"]);
    const allMonths = all.months.slice(-2);
    expect(allMonths.map((m) => [m.month, m.exams, m.revenue])).toEqual([
      ["2025-03", 4, 71000],
      ["2025-04", 1, -5000],
    ]);
  });

  it("each figure equals the count of its rows, and the clinics' counts and money add up to both", async () => {
    const both = await loadFigures(db, staff.owner, march());
    for (const key of FIGURE_KEYS) {
      const { total, rows } = await loadFigureRows(db, staff.owner, key, march(), 1);
      expect(total, key).toBe(DEFINITIONS[key].rowCount(both.now));
      expect(rows.length, key).toBe(Math.min(total, 100));
      let streamed = 0;
      for await (const batch of figureRowBatches(db, staff.owner, key, march(), 2)) streamed += batch.length;
      expect(streamed, key).toBe(total);
    }
    const steeles = (await loadFigures(db, staff.owner, march({ clinic: "steeles" }))).now;
    const goreway = (await loadFigures(db, staff.owner, march({ clinic: "goreway" }))).now;
    for (const k of ["exams", "newPatients", "noShows", "lateCancellations", "visitsBooked", "bookedMinutes", "eyewearOrders", "recall", "offered"] as const) {
      expect(steeles[k] + goreway[k], k).toBe(both.now[k]);
    }
    expect(steeles.money.total + goreway.money.total).toBe(both.now.money.total);
    expect(goreway.exams).toBe(1);
  });

  it("counts the same recalled patients as Recall results", async () => {
    const [{ booked }] = await db.run(staff.owner, (tx) => tx.query<{ booked: number }>("select coalesce(sum(booked), 0)::int as booked from private.recall_results('2025-03-01', '2025-04-01')"));
    expect((await loadFigures(db, staff.owner, march())).now.recall).toBe(booked);
  });

  it("is the Owner's alone", async () => {
    for (const role of ["front_desk", "optometrist", "optician"] as const) {
      await expect(loadFigures(db, staff[role], march()), role).rejects.toThrow();
      await expect(loadFigureRows(db, staff[role], "exams", march(), 1), role).rejects.toThrow();
    }
  });
});
