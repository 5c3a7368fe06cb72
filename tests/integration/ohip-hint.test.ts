import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ohipNextExamDates } from "@/lib/booking/ohip-hint";
import type { Caller } from "@/lib/db/types";
import { backends, createTestDb, type TestDb } from "../support/db";

type User = Caller & { kind: "user" };

// Issue 52: the booking form's personal OHIP hint reads the caller's own household only.
describe.each(backends)("the personal OHIP hint on %s", (backend) => {
  let db: TestDb;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  let asha: User;
  let stranger: User;
  const day = "2026-12-07";
  const people = [
    { firstName: "Asha", lastName: "Ohiptest", dateOfBirth: "1956-03-14" },
    { firstName: "Ravi", lastName: "Ohiptest", dateOfBirth: "2014-06-01" },
    { firstName: "Nikhil", lastName: "Elsewhere", dateOfBirth: "1950-01-01" },
  ];

  async function user(email: string): Promise<User> {
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id", [email]);
    return { kind: "user", userId: id, email };
  }
  async function patient(p: (typeof people)[number], o: { userId?: string; household?: string; exam?: string }) {
    const [{ id }] = await sys<{ id: string }>(
      "insert into public.patients (first_name, last_name, date_of_birth, email, user_id, household_id) values ($1, $2, $3, $4, $5, $6) returning id",
      [p.firstName, p.lastName, p.dateOfBirth, `${p.firstName.toLowerCase()}.ohip@example.com`, o.userId ?? null, o.household ?? null],
    );
    if (o.exam) {
      await sys(
        `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, room, starts_at, ends_at, status, seen_at, patient_id)
         values ($1, $2, $3, '905-555-0147', $4::date, 'Comprehensive Eye Exam', 'steeles', 8, ($4::date + time '10:00') at time zone 'America/Toronto',
                 ($4::date + time '10:30') at time zone 'America/Toronto', 'completed', now(), $5)`,
        [p.firstName, p.lastName, `${p.firstName.toLowerCase()}.ohip@example.com`, o.exam, id],
      );
    }
  }

  beforeAll(async () => {
    db = await createTestDb(backend);
    asha = await user("asha.ohip@example.com");
    stranger = await user("nikhil.ohip@example.com");
    const [{ id: household }] = await sys<{ id: string }>("insert into public.households default values returning id");
    await patient(people[0], { userId: asha.userId, household, exam: "2025-09-14" });
    await patient(people[1], { household, exam: "2026-08-31" });
    await patient(people[2], { userId: stranger.userId, exam: "2026-01-10" });
  });
  afterAll(async () => db?.drop());

  it("gives the signed-in patient and their household the day OHIP covers the next exam, and nobody else anything", async () => {
    expect(await ohipNextExamDates(db, asha, { people, day })).toEqual(["2027-03-14", "2027-08-31", null]);
    // Names are matched as the records keep them, whatever the case and accents typed.
    expect(await ohipNextExamDates(db, asha, { people: [{ ...people[1], firstName: "RAVI" }], day })).toEqual(["2027-08-31"]);
    // Another account names Asha: nothing.
    expect(await ohipNextExamDates(db, stranger, { people: [people[0]], day })).toEqual([null]);
    // A visitor, or input that is not the form's, gets nothing at all.
    expect(await ohipNextExamDates(db, { kind: "anon" }, { people, day })).toEqual([]);
    for (const bad of [{ people: "x", day }, { people: [{ ...people[0], firstName: "A\u0000" }], day }, { people: Array(9).fill(people[0]), day }, null]) {
      expect(await ohipNextExamDates(db, asha, bad), JSON.stringify(bad)).toEqual([]);
    }
  });
});
