import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_ROLE, type StaffRole } from "@/lib/auth/permissions";
import type { Caller } from "@/lib/db/types";
import { nextExamDue } from "@/lib/recall/due";
import { readRecallRules, saveRecallRules } from "@/lib/recall/rules";
import { markVisitSeen } from "@/lib/receipts/issue";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { backends, createTestDb, type TestDb } from "../support/db";

type User = Caller & { kind: "user" };
const SITE = { siteUrl: "https://brightview.example.com" };

// Issue 43, the due date: the rules in the database agree with lib/recall/due.ts, "Mark seen" saves
// the next exam on the patient, and only the Owner changes the rules.
describe.each(backends)("recall due dates on %s", (backend) => {
  let db: TestDb;
  const staff = {} as Record<StaffRole, User>;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const today = todayInToronto();

  beforeAll(async () => {
    db = await createTestDb(backend);
    for (const role of ["owner", "front_desk", "optometrist"] as const) {
      const email = `${role.replace("_", "")}.recall@example.com`;
      const [{ id }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id", [email]);
      await sys("insert into public.user_roles (user_id, role) values ($1, $2)", [id, DB_ROLE[role]]);
      staff[role] = { kind: "user", userId: id, email };
    }
  });
  afterAll(async () => db?.drop());

  /** A visit today for a new patient, and that patient's id. */
  async function visitToday(first: string, dob: string) {
    const [b] = await sys<{ id: string; patient_id: string }>(
      `insert into public.bookings (first_name, last_name, email, phone, date_of_birth, preferred_date, service_type, location)
       values ($1, 'Recall', $2, '905-555-0100', $3, $4, 'Comprehensive Eye Exam', 'steeles') returning id, patient_id`,
      [first, `${first.toLowerCase()}.recall@example.com`, dob, today],
    );
    return b;
  }
  const due = async (patient: string) => (await sys<{ d: string | null }>("select next_exam_due::text as d from public.patients where id = $1", [patient]))[0].d;

  it("private.recall_due agrees with lib/recall/due.ts across ages, conditions and lenses", async () => {
    const cases: [string | null, string, string[], boolean][] = [
      ["2016-05-01", "2026-11-29", [], false],
      ["2006-11-30", "2026-11-29", [], false],
      ["2006-11-29", "2026-11-29", [], false],
      ["1986-01-15", "2026-11-29", [], false],
      ["1986-01-15", "2026-11-29", ["diabetes"], false],
      ["1986-01-15", "2027-01-31", [], true],
      ["1961-11-30", "2026-11-29", [], false],
      ["1961-11-29", "2026-11-29", [], false],
      [null, "2028-02-29", [], false],
    ];
    for (const [dob, visit, conditions, lens] of cases) {
      const [{ d }] = await sys<{ d: string }>("select private.recall_due($1::date, $2::date, $3::text[], $4)::text as d", [dob, visit, conditions, lens]);
      expect(d, JSON.stringify([dob, visit, conditions, lens])).toBe(nextExamDue({ dateOfBirth: dob, conditions: conditions as ["diabetes"], contactLens: lens }, visit));
    }
  });

  it("OHIP since September 2023: a 70-year-old with diabetes is due 12 months on, one without 18", async () => {
    const { addMonths } = await import("@/lib/recall/due");
    const dob = `${Number(today.slice(0, 4)) - 70}-01-15`;
    const withDiabetes = await visitToday("Gurdev", dob);
    await sys("update public.patients set eligible_conditions = '{diabetes}' where id = $1", [withDiabetes.patient_id]);
    const without = await visitToday("Kamal", dob);
    for (const v of [withDiabetes, without]) {
      expect((await markVisitSeen(db, staff.front_desk, { bookingId: v.id, ohip: true, method: "debit", date: today }, SITE)).ok).toBe(true);
    }
    expect(await due(withDiabetes.patient_id)).toBe(addMonths(today, 12));
    expect(await due(without.patient_id)).toBe(addMonths(today, 18));
  });

  it("Mark seen saves the next exam: the rules' date by default, or the one staff typed", async () => {
    const child = await visitToday("Riya", "2016-04-02");
    expect((await markVisitSeen(db, staff.front_desk, { bookingId: child.id, ohip: true, method: "debit", date: today }, SITE)).ok).toBe(true);
    expect(await due(child.patient_id)).toBe(nextExamDue({ dateOfBirth: "2016-04-02", conditions: [], contactLens: false }, today));
    const adult = await visitToday("Dev", "1980-01-20");
    const typed = `${Number(today.slice(0, 4)) + 1}-06-30`;
    expect((await markVisitSeen(db, staff.front_desk, { bookingId: adult.id, ohip: false, fee: "95.00", method: "debit", date: today, nextExamDue: typed }, SITE)).ok).toBe(true);
    expect(await due(adult.patient_id)).toBe(typed);
    // A date that is not one changes nothing.
    const other = await visitToday("Nope", "1980-01-20");
    expect(await markVisitSeen(db, staff.front_desk, { bookingId: other.id, ohip: true, method: "debit", date: today, nextExamDue: "2027-02-30" }, SITE)).toEqual({
      ok: false,
      error: "Enter the date the next exam is due",
    });
    expect(await due(other.patient_id)).toBeNull();
  });

  it("the Owner changes '20 to 64' to 36 months and the next adult gets 36; nobody else may change the rules", async () => {
    const rules = await db.run(staff.owner, (tx) => readRecallRules(tx));
    expect(await saveRecallRules(db, staff.front_desk, { ...rules, adult: 36 })).toBe(false);
    expect((await db.run(staff.owner, (tx) => readRecallRules(tx))).adult).toBe(24);
    expect(await saveRecallRules(db, staff.owner, { ...rules, adult: 36 })).toBe(true);
    const adult = await visitToday("Asha", "1986-01-15");
    expect((await markVisitSeen(db, staff.front_desk, { bookingId: adult.id, ohip: true, method: "debit", date: today }, SITE)).ok).toBe(true);
    expect(await due(adult.patient_id)).toBe(nextExamDue({ dateOfBirth: "1986-01-15", conditions: [], contactLens: false }, today, { ...rules, adult: 36 }));
    await saveRecallRules(db, staff.owner, rules);
  });
});
