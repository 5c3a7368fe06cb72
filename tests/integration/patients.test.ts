import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Accessor } from "@/lib/access-log/log";
import type { StaffRole } from "@/lib/auth/permissions";
import { createBooking, getSchedule } from "@/lib/booking";
import type { Caller } from "@/lib/db/types";
import { listDuplicates, listOwnFamily, openPatientRecord, searchPatients } from "@/lib/patients/read";
import { createPatient, dismissDuplicate, mergePatients, updatePatient } from "@/lib/patients/write";
import { patientSchema } from "@/lib/validations/patients";
import { listMigrations, migrate } from "@/lib/db/migrate";
import { backends, createEmptyDb, createTestDb, type TestDb } from "../support/db";
import { makeStaff } from "../support/staff";

type User = Caller & { kind: "user" };
const OPTS = { clinicInbox: "appointments@brightview.example.com", siteUrl: "https://brightview.example.com" };
let ipCounter = 0;
const ip = () => `10.42.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(backends)("patients on %s", (backend) => {
  let db: TestDb;
  const staff = {} as Record<StaffRole, User>;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const who = (role: StaffRole): Accessor => ({ userId: staff[role].userId, email: staff[role].email, role, clientAddress: "203.0.113.9" });
  let dayIndex = 0;

  /** Books the next free Steeles time for the people given (the first is the booker). */
  async function book(people: { firstName: string; lastName: string; dateOfBirth: string }[], contact: { email: string; phone: string }) {
    const first = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles", people: people.length });
    const day = await getSchedule(db, { serviceType: "Comprehensive Eye Exam", location: "steeles", people: people.length, date: first.days[dayIndex++ % first.days.length].date });
    const slot = day.slots[0];
    const [me, ...family] = people;
    const result = await createBooking(
      db,
      { ...me, ...contact, family, serviceType: "Comprehensive Eye Exam", location: "steeles", preferredDate: slot.start.slice(0, 10), slot: slot.value, notes: "" },
      ip(),
      OPTS,
    );
    if (!result.ok) throw new Error(result.error);
    return sys<{ id: string; patient_id: string }>("select id, patient_id from public.bookings where group_id = $1 order by starts_at", [result.visit.groupId]);
  }

  beforeAll(async () => {
    db = await createTestDb(backend);
    Object.assign(staff, await makeStaff(db, "patients"));
  });
  afterAll(async () => db?.drop());

  it("a family booking of three makes three patients in one household; booking again finds them", async () => {
    const before = (await sys<{ n: number }>("select count(*)::int as n from public.patients"))[0].n;
    const family = [
      { firstName: "Harpreet", lastName: "Gill", dateOfBirth: "1985-04-12" },
      { firstName: "Jasleen", lastName: "Gill", dateOfBirth: "2014-09-01" },
      { firstName: "Arjun", lastName: "Gill", dateOfBirth: "2017-02-20" },
    ];
    const rows = await book(family, { email: "gill.family@example.com", phone: "905-555-0142" });
    expect(new Set(rows.map((r) => r.patient_id)).size).toBe(3);
    const households = await sys<{ h: string | null }>("select distinct household_id as h from public.patients where id = any($1::uuid[])", [rows.map((r) => r.patient_id)]);
    expect(households).toHaveLength(1);
    expect(households[0].h).not.toBeNull();
    expect((await sys<{ n: number }>("select count(*)::int as n from public.patients"))[0].n).toBe(before + 3);

    // Again, with the name typed another way and the phone formatted otherwise: the same three.
    const again = await book(
      [{ firstName: "HARPREET ", lastName: "gill", dateOfBirth: "1985-04-12" }, family[1], family[2]],
      { email: "Gill.Family@example.com", phone: "(905) 555 0142" },
    );
    expect(again.map((r) => r.patient_id).sort()).toEqual(rows.map((r) => r.patient_id).sort());
    expect((await sys<{ n: number }>("select count(*)::int as n from public.patients"))[0].n).toBe(before + 3);
  });

  it("the same name and e-mail with another date of birth is a new record listed as a possible duplicate; merging moves its visit", async () => {
    const [first] = await book([{ firstName: "Meera", lastName: "Shah", dateOfBirth: "1990-01-05" }], { email: "meera@example.com", phone: "905-555-0150" });
    const [second] = await book([{ firstName: "Méera", lastName: "Shah", dateOfBirth: "1990-05-01" }], { email: "meera@example.com", phone: "905-555-0151" });
    expect(second.patient_id).not.toBe(first.patient_id);
    const pairs = await listDuplicates(db, staff.front_desk);
    const pair = pairs.find((p) => [p.a.id, p.b.id].sort().join() === [first.patient_id, second.patient_id].sort().join());
    expect(pair?.reason).toBe("same-name-and-contact");

    // Different dates of birth: a merge needs the reason typed.
    expect(await mergePatients(db, staff.front_desk, second.patient_id, first.patient_id, "", "no")).toEqual({
      ok: false,
      error: "These records have different dates of birth: type the reason for merging them",
    });
    expect(await mergePatients(db, staff.front_desk, second.patient_id, first.patient_id, "Typo in the month at booking", "no")).toEqual({ ok: true, id: first.patient_id });
    const [visit] = await sys<{ patient_id: string }>("select patient_id from public.bookings where id = $1", [second.id]);
    expect(visit.patient_id).toBe(first.patient_id);
    const history = await sys<{ action: string; actor_email: string }>("select action, actor_email from public.patient_history where patient_id = $1 and action like 'merged%'", [first.patient_id]);
    expect(history).toEqual([{ action: "merged-in", actor_email: staff.front_desk.email }]);
    expect((await listDuplicates(db, staff.front_desk)).some((p) => p.a.id === second.patient_id || p.b.id === second.patient_id)).toBe(false);

    // Into itself, into (or from) a merged record: refused, nothing changes.
    expect((await mergePatients(db, staff.front_desk, first.patient_id, first.patient_id, "", "no")).ok).toBe(false);
    expect(await mergePatients(db, staff.front_desk, first.patient_id, second.patient_id, "x", "no")).toEqual({
      ok: false,
      error: "One of these records has already been merged; reload to see where it went",
    });
  });

  it("two staff merging the same pair at once: one merges, the other is told, and the visit moves once", async () => {
    const [a] = await book([{ firstName: "Ravi", lastName: "Nair", dateOfBirth: "1970-03-03" }], { email: "ravi@example.com", phone: "905-555-0160" });
    const [b] = await book([{ firstName: "Ravi", lastName: "Nair", dateOfBirth: "1970-03-04" }], { email: "ravi@example.com", phone: "905-555-0161" });
    const results = await Promise.all([
      mergePatients(db, staff.front_desk, b.patient_id, a.patient_id, "same man", "no"),
      mergePatients(db, staff.owner, b.patient_id, a.patient_id, "same man", "no"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, error: "One of these records has already been merged; reload to see where it went" });
    expect((await sys<{ n: number }>("select count(*)::int as n from public.patient_history where patient_id = $1 and action = 'merged-in'", [a.patient_id]))[0].n).toBe(1);
  });

  it("'Not the same person' keeps a pair from being listed again", async () => {
    const [a] = await book([{ firstName: "Nina", lastName: "Roy", dateOfBirth: "2001-01-01" }], { email: "roy.twins@example.com", phone: "905-555-0170" });
    const [b] = await book([{ firstName: "Nina", lastName: "Roy", dateOfBirth: "1975-06-06" }], { email: "roy.twins@example.com", phone: "905-555-0170" });
    expect((await listDuplicates(db, staff.owner)).some((p) => p.a.id === a.patient_id || p.b.id === a.patient_id)).toBe(true);
    expect((await dismissDuplicate(db, staff.optician, a.patient_id, b.patient_id)).ok).toBe(false);
    expect((await dismissDuplicate(db, staff.owner, a.patient_id, b.patient_id)).ok).toBe(true);
    expect((await listDuplicates(db, staff.owner)).some((p) => p.a.id === a.patient_id || p.b.id === a.patient_id)).toBe(false);
    // A third booking by the second Nina does not bring the pair back.
    await book([{ firstName: "Nina", lastName: "Roy", dateOfBirth: "1975-06-06" }], { email: "roy.twins@example.com", phone: "905-555-0170" });
    expect((await listDuplicates(db, staff.owner)).some((p) => p.a.id === a.patient_id || p.b.id === a.patient_id)).toBe(false);
  });

  it("the front desk finds a patient by a fragment of the last name, a phone typed with spaces or dashes, and a date of birth", async () => {
    await book([{ firstName: "Tejinder", lastName: "Dhaliwal", dateOfBirth: "1962-11-30" }], { email: "tej@example.com", phone: "416-555-0199" });
    const names = (rows: { first_name: string; last_name: string }[]) => rows.map((r) => `${r.first_name} ${r.last_name}`);
    expect(names(await searchPatients(db, staff.front_desk, "aliw"))).toContain("Tejinder Dhaliwal");
    expect(names(await searchPatients(db, staff.front_desk, "dhaliwal tej"))).toContain("Tejinder Dhaliwal");
    expect(names(await searchPatients(db, staff.front_desk, "416 555 0199"))).toContain("Tejinder Dhaliwal");
    expect(names(await searchPatients(db, staff.front_desk, "416-555-01"))).toContain("Tejinder Dhaliwal");
    expect(names(await searchPatients(db, staff.front_desk, "1962-11-30"))).toEqual(["Tejinder Dhaliwal"]);
    expect(names(await searchPatients(db, staff.front_desk, "tej@example"))).toContain("Tejinder Dhaliwal");
    // LIKE's own characters are text: "%" finds nobody rather than everybody.
    expect(await searchPatients(db, staff.front_desk, "%%")).toEqual([]);
    expect(await searchPatients(db, staff.front_desk, "__")).toEqual([]);
    // Only the `patients` permission searches.
    expect(await searchPatients(db, staff.optometrist, "dhaliwal")).toEqual([]);
    expect(await searchPatients(db, staff.optician, "dhaliwal")).toEqual([]);
  });

  it("an Optometrist opens the patients on their own day sheet only, and every opening is logged", async () => {
    const [row] = await book([{ firstName: "Kiran", lastName: "Bedi", dateOfBirth: "1980-08-08" }], { email: "kiran@example.com", phone: "905-555-0177" });
    const [{ optometrist_id }] = await sys<{ optometrist_id: string }>("select optometrist_id from public.bookings where id = $1", [row.id]);
    const refused = await openPatientRecord(db, staff.optometrist, "optometrist", who("optometrist"), row.patient_id);
    expect(refused).toEqual({ ok: false, reason: "refused" });
    await sys("update public.staff set user_id = $1 where id = $2", [staff.optometrist.userId, optometrist_id]);
    const allowed = await openPatientRecord(db, staff.optometrist, "optometrist", who("optometrist"), row.patient_id);
    expect(allowed.ok && allowed.record.visits.map((v) => v.id)).toEqual([row.id]);
    // No messages or history for the Optometrist: those are the `patients` permission's.
    expect(allowed.ok && allowed.record.messages).toBeNull();
    await sys("update public.staff set user_id = null where id = $1", [optometrist_id]);
    const log = await sys<{ role: string; kind: string; allowed: boolean; patient_email: string }>(
      "select role, kind, allowed, patient_email from public.access_log where subject_id = $1 order by id",
      [row.patient_id],
    );
    expect(log).toEqual([
      { role: "optometrist", kind: "patient-record", allowed: false, patient_email: "kiran@example.com" },
      { role: "optometrist", kind: "patient-record", allowed: true, patient_email: "kiran@example.com" },
    ]);
    const desk = await openPatientRecord(db, staff.front_desk, "front_desk", who("front_desk"), row.patient_id);
    expect(desk.ok && desk.record.messages?.map((m) => m.kind)).toContain("booking-confirmation");
  });

  it("an Optician sees the patient of an order, and not a patient who only booked", async () => {
    const [product] = await sys<{ id: string }>("select id from public.products where is_active limit 1");
    const [order] = await sys<{ id: string; patient_id: string }>(
      `insert into public.orders (email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount)
       values ('buyer@example.com', 'Raj', 'Kaur', '905-555-0111', '{}', '{}', 100, 13, 113) returning id, patient_id`,
    );
    const [item] = await sys<{ id: string }>(
      "insert into public.order_items (order_id, product_id, product_name, unit_price, quantity, line_total) values ($1, $2, 'Frame', 100, 1, 100) returning id",
      [order.id, product.id],
    );
    // The prescription names the wearer: she is the order's patient, in the buyer's household.
    await sys(
      `insert into public.order_lens (order_item_id, order_id, lens_type, material, lens_price, summary, prescription_source, prescription, rx_patient_name)
       values ($1, $2, 'single-vision', 'standard-150', 0, 'Single vision', 'entered', '{"od":{"sph":-1}}', 'Asha Kaur')`,
      [item.id, order.id],
    );
    const [after] = await sys<{ patient_id: string; first_name: string; same_household: boolean }>(
      `select o.patient_id, p.first_name, p.household_id = (select household_id from public.patients where id = $2) as same_household
       from public.orders o join public.patients p on p.id = o.patient_id where o.id = $1`,
      [order.id, order.patient_id],
    );
    expect(after).toMatchObject({ first_name: "Asha", same_household: true });
    const seen = await openPatientRecord(db, staff.optician, "optician", who("optician"), after.patient_id);
    expect(seen.ok && seen.record.orders.map((o) => o.id)).toEqual([order.id]);
    expect(seen.ok && seen.record.prescriptions?.map((p) => p.source)).toEqual(["entered"]);
    const [booked] = await book([{ firstName: "Only", lastName: "Booked", dateOfBirth: "1999-09-09" }], { email: "only@example.com", phone: "905-555-0178" });
    expect(await openPatientRecord(db, staff.optician, "optician", who("optician"), booked.patient_id)).toEqual({ ok: false, reason: "refused" });
  });

  it("a customer sees their own record and their household's under 'Your family', and nobody else's", async () => {
    const rows = await book(
      [{ firstName: "Sunita", lastName: "Rao", dateOfBirth: "1979-02-02" }, { firstName: "Vik", lastName: "Rao", dateOfBirth: "2012-03-03" }],
      { email: "sunita@example.com", phone: "905-555-0190" },
    );
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ('sunita@example.com', now()) returning id");
    await sys("insert into public.profiles (id, first_name, last_name) values ($1, 'Sunita', 'Rao') on conflict (id) do update set first_name = 'Sunita', last_name = 'Rao'", [id]);
    const sunita: User = { kind: "user", userId: id, email: "sunita@example.com" };
    const family = await listOwnFamily(db, sunita);
    expect(family.map((f) => [f.first_name, f.is_self, f.next_visit !== null])).toEqual([["Sunita", true, true], ["Vik", false, true]]);
    const seen = await db.run(sunita, (tx) => tx.query<{ id: string }>("select id from public.patients"));
    expect(seen.map((r) => r.id).sort()).toEqual(rows.map((r) => r.patient_id).sort());
    // An unconfirmed address sees nothing.
    const [{ id: other }] = await sys<{ id: string }>("insert into auth.users (email) values ('gill.family@example.com') returning id");
    expect(await listOwnFamily(db, { kind: "user", userId: other, email: "gill.family@example.com" })).toEqual([]);
  });

  it("staff add and edit a patient; bad input changes nothing; only the `patients` permission writes", async () => {
    const details = patientSchema.parse({ firstName: "Walk", lastName: "In", dateOfBirth: "2000-01-01", email: "Walk.In@Example.com", phone: "905 555 0101", language: "pa", status: "active" });
    expect(details.email).toBe("walk.in@example.com");
    await expect(createPatient(db, staff.optician, details)).rejects.toThrow();
    const made = await createPatient(db, staff.front_desk, details);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect((await updatePatient(db, staff.front_desk, made.id, { ...details, status: "do-not-contact", statusReason: "moved" })).ok).toBe(true);
    const [row] = await sys<{ status: string; status_reason: string }>("select status, status_reason from public.patients where id = $1", [made.id]);
    expect(row).toEqual({ status: "do-not-contact", status_reason: "moved" });
    const [h] = await sys<{ detail: string }>("select detail from public.patient_history where patient_id = $1 and action = 'edited'", [made.id]);
    expect(h.detail).toBe("status, status reason");

    // A clinic id of the right shape that the clinic does not have: the form's message, nothing written.
    const before = (await sys<{ n: number }>("select count(*)::int as n from public.patients"))[0].n;
    expect(await createPatient(db, staff.front_desk, { ...details, clinicId: "brampton-east" })).toEqual({ ok: false, error: "Choose a clinic" });
    expect(await updatePatient(db, staff.front_desk, made.id, { ...details, clinicId: "brampton-east" })).toEqual({ ok: false, error: "Choose a clinic" });
    expect((await sys<{ n: number }>("select count(*)::int as n from public.patients"))[0].n).toBe(before);

    for (const bad of [
      { dateOfBirth: "2999-01-01" },
      { dateOfBirth: "1899-12-31" },
      { email: "a@b" },
      { email: "x\u0000@example.com" },
      { phone: "905\u202E5550101" },
      { firstName: "Lee\uD800" },
      { status: "do-not-contact", statusReason: "" },
      { language: "fr" },
    ]) {
      expect(patientSchema.safeParse({ ...details, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe.each(backends)("the past carried over on %s", (backend) => {
  it("makes the patients of stored bookings and orders by the same rules, and counts them", async () => {
    const db = await createEmptyDb(backend, 4);
    try {
      const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
      await migrate(db, listMigrations().filter((m) => m.version < "20261208000100"));
      const booking = (first: string, last: string, dob: string | null, email: string, phone: string, group: string, at: string) =>
        sys(
          `insert into public.bookings (group_id, first_name, last_name, date_of_birth, email, phone, preferred_date, service_type, location, created_at)
           values ($1, $2, $3, $4, $5, $6, current_date, 'Comprehensive Eye Exam', 'steeles', $7)`,
          [group, first, last, dob, email, phone, at],
        );
      const g = () => crypto.randomUUID();
      const family = g();
      await booking("Harpreet", "Gill", "1985-04-12", "gill@example.com", "905-555-0142", family, "2025-01-01T10:00:00Z");
      await booking("Jasleen", "Gill", "2014-09-01", "gill@example.com", "905-555-0142", family, "2025-01-01T10:00:00Z");
      await booking("HARPREET", "gill", "1985-04-12", "Gill@Example.com", "(905) 555 0142", g(), "2025-06-01T10:00:00Z"); // the same person again
      await booking("Meera", "Shah", "1990-01-05", "meera@example.com", "905-555-0150", g(), "2025-02-01T10:00:00Z");
      await booking("Meera", "Shah", "1990-05-01", "meera@example.com", "905-555-0151", g(), "2025-03-01T10:00:00Z"); // a look-alike
      await booking("Solo", "Person", null, "solo@example.com", "905-555-0160", g(), "2025-04-01T10:00:00Z");
      await booking("Solo", "Person", null, "solo@example.com", "905-555-0160", g(), "2025-05-01T10:00:00Z");
      // Issue 43: a visit marked seen gives its patient a due date when carried over.
      await sys("update public.bookings set seen_at = now(), preferred_date = '2025-05-01' where first_name = 'Solo' and created_at = '2025-05-01T10:00:00Z'");
      await sys(
        `insert into public.orders (email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount, created_at)
         values ('meera@example.com', 'Meera', 'Shah', '905-555-0150', '{}', '{}', 10, 0, 10, '2025-07-01T10:00:00Z')`,
      );
      await migrate(db);
      const [carried] = await sys<{ made: number; detail: string }>("select made, detail from private.carry_overs where name = 'patients'");
      expect(carried).toEqual({ made: 5, detail: "from 7 bookings and 1 orders" });
      const per = await sys<{ first_name: string; dob: string | null; visits: number; household: boolean }>(
        `select p.first_name, p.date_of_birth::text as dob, (select count(*)::int from public.bookings b where b.patient_id = p.id) as visits,
                p.household_id is not null as household
         from public.patients p order by p.first_name, p.date_of_birth`,
      );
      expect(per).toEqual([
        { first_name: "Harpreet", dob: "1985-04-12", visits: 2, household: true },
        { first_name: "Jasleen", dob: "2014-09-01", visits: 1, household: true },
        { first_name: "Meera", dob: "1990-01-05", visits: 1, household: false },
        { first_name: "Meera", dob: "1990-05-01", visits: 1, household: false },
        { first_name: "Solo", dob: null, visits: 2, household: false },
      ]);
      expect((await sys<{ n: number }>("select count(*)::int as n from public.patient_duplicates"))[0].n).toBe(1);
      expect((await sys<{ n: number }>("select count(*)::int as n from public.bookings where patient_id is null"))[0].n).toBe(0);
      expect((await sys<{ n: number }>("select count(*)::int as n from public.patient_history where action = 'created'"))[0].n).toBe(5);
      // Issue 43: only the patient with a visit marked seen is due: 24 months on (an adult, no date of birth known).
      expect(await sys("select first_name, next_exam_due::text as due from public.patients where next_exam_due is not null")).toEqual([{ first_name: "Solo", due: "2027-05-01" }]);
      // The order went to the first Meera (her date of birth is not known on the order, so it agrees).
      const [order] = await sys<{ dob: string }>("select p.date_of_birth::text as dob from public.orders o join public.patients p on p.id = o.patient_id");
      expect(order.dob).toBe("1990-01-05");
    } finally {
      await db.drop();
    }
  });
});
