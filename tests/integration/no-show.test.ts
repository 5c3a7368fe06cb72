import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_SHOW_COPY as C } from "@/content/appointments";
import type { StaffRole } from "@/lib/auth/permissions";
import { NOT_ALLOWED } from "@/lib/admin/assert";
import { loadDaySheet } from "@/lib/admin/appointments";
import { markNoShow, undoNoShow } from "@/lib/admin/no-show";
import type { Caller } from "@/lib/db/types";
import { loadFigures } from "@/lib/figures";
import { markVisitSeen } from "@/lib/receipts/issue";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { backends, createTestDb, type TestDb } from "../support/db";
import { makeStaff } from "../support/staff";

type User = Caller & { kind: "user" };

// Issue 53, who did not come: "Mark no-show" once the start has passed, "Undo" until the day ends,
// kept with when and by whom; it frees no time, moves no recall date, and the figures count it.
describe.each(backends)("no-shows on %s", (backend) => {
  let db: TestDb;
  const staff = {} as Record<StaffRole, User>;
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));

  beforeAll(async () => {
    db = await createTestDb(backend);
    Object.assign(staff, await makeStaff(db, "noshow"));
  });
  afterAll(async () => db?.drop());

  /** A comprehensive exam at Goreway starting `minutes` from now (negative: already started). */
  async function visit(first: string, minutes: number, room: number) {
    const [b] = await sys<{ id: string; patient_id: string; day: string }>(
      `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, room, starts_at, ends_at, status)
       values ($1, 'Noshow', $2, '905-555-0144', (now() at time zone 'America/Toronto')::date, 'Comprehensive Eye Exam', 'goreway', $4,
               now() + make_interval(mins => $3), now() + make_interval(mins => $3 + 30), 'confirmed')
       returning id, patient_id, (starts_at at time zone 'America/Toronto')::date::text as day`,
      [first, `${first.toLowerCase()}.noshow@example.com`, minutes, room],
    );
    return b;
  }
  const row = async (id: string) =>
    (await sys<{ no_show_at: string | null; no_show_by: string | null; status: string }>("select no_show_at, no_show_by, status from public.bookings where id = $1", [id]))[0];

  it("refuses a visit that has not started, marks one that has, and keeps who and when", async () => {
    const later = await visit("Later", 60, 1);
    expect(await markNoShow(db, staff.front_desk, { bookingId: later.id })).toEqual({ ok: false, error: C.errors.notStarted });
    expect((await row(later.id)).no_show_at).toBeNull();

    const gone = await visit("Gone", -45, 2);
    const freedBefore = (await sys<{ n: number }>("select count(*)::int as n from private.waitlist_freed"))[0].n;
    expect(await markNoShow(db, staff.front_desk, { bookingId: gone.id })).toEqual({ ok: true });
    const marked = await row(gone.id);
    expect(marked.no_show_at).not.toBeNull();
    expect(marked.no_show_by).toBe(staff.front_desk.userId);
    expect(marked.status).toBe("confirmed");
    // No time freed for the waitlist, no recall date moved.
    expect((await sys<{ n: number }>("select count(*)::int as n from private.waitlist_freed"))[0].n).toBe(freedBefore);
    expect((await sys<{ d: string | null }>("select next_exam_due::text as d from public.patients where id = $1", [gone.patient_id]))[0].d).toBeNull();
    expect(await markNoShow(db, staff.front_desk, { bookingId: gone.id })).toEqual({ ok: false, error: C.errors.already });
    // Marked seen only after the no-show is undone.
    const seen = await markVisitSeen(db, staff.front_desk, { bookingId: gone.id, ohip: true, method: "debit", date: todayInToronto() }, { siteUrl: "https://brightview.example.com" });
    expect(seen).toEqual({ ok: false, error: "This visit is marked no-show: undo that first" });

    const sheet = await loadDaySheet(db, staff.front_desk, "goreway", gone.day);
    expect(sheet.appointments.find((a) => a.id === gone.id)).toMatchObject({ started: true, noShowAt: expect.any(String) });
    const laterSheet = await loadDaySheet(db, staff.front_desk, "goreway", later.day);
    expect(laterSheet.appointments.find((a) => a.id === later.id)).toMatchObject({ started: false, noShowAt: null });
  });

  it("changes the no-show rate, and Undo restores it until the visit's day ends", async () => {
    // On a clock of its own, so that a run near midnight in Brampton tells the same story.
    const [v] = await sys<{ id: string }>(
      `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, room, starts_at, ends_at, status)
       values ('Rate', 'Noshow', 'rate.noshow@example.com', '905-555-0144', '2030-06-14', 'Comprehensive Eye Exam', 'goreway', 3,
               timestamp '2030-06-14 23:00' at time zone 'America/Toronto', timestamp '2030-06-14 23:30' at time zone 'America/Toronto', 'confirmed')
       returning id`,
    );
    const at = (local: string) => new Date(new Date(`${local}:00Z`).getTime() + 4 * 3_600_000); // EDT is UTC−4 in June
    const day = { period: "custom" as const, range: { from: "2030-06-14", to: "2030-06-14" }, clinic: "goreway", optometrist: null };
    const before = (await loadFigures(db, staff.owner, day)).now.noShows;
    expect(await markNoShow(db, staff.front_desk, { bookingId: v.id }, at("2030-06-14T22:59"))).toEqual({ ok: false, error: C.errors.notStarted });
    expect((await markNoShow(db, staff.front_desk, { bookingId: v.id }, at("2030-06-14T23:10"))).ok).toBe(true);
    expect((await loadFigures(db, staff.owner, day)).now.noShows).toBe(before + 1);
    expect(await undoNoShow(db, staff.front_desk, { bookingId: v.id }, at("2030-06-14T23:59"))).toEqual({ ok: true });
    expect((await loadFigures(db, staff.owner, day)).now.noShows).toBe(before);
    expect(await row(v.id)).toMatchObject({ no_show_at: null, no_show_by: null });

    // After midnight in Brampton (04:00 UTC), the mark stays.
    expect((await markNoShow(db, staff.front_desk, { bookingId: v.id }, at("2030-06-14T23:20"))).ok).toBe(true);
    expect(await undoNoShow(db, staff.front_desk, { bookingId: v.id }, at("2030-06-15T00:01"))).toEqual({ ok: false, error: C.errors.dayEnded });
    expect((await row(v.id)).no_show_at).not.toBeNull();
  });

  it("is the day sheet's staff's: an Optometrist, an Optician and a forged id change nothing", async () => {
    const v = await visit("Roles", -20, 1);
    for (const role of ["optometrist", "optician"] as const) {
      expect(await markNoShow(db, staff[role], { bookingId: v.id }), role).toEqual({ ok: false, error: NOT_ALLOWED });
    }
    for (const bad of [{ bookingId: "not-a-uuid" }, { bookingId: v.id, extra: 1 }, null, "x", { bookingId: "00000000-0000-0000-0000-000000000000" }]) {
      expect((await markNoShow(db, staff.owner, bad)).ok, JSON.stringify(bad)).toBe(false);
    }
    expect((await row(v.id)).no_show_at).toBeNull();
    expect((await markNoShow(db, staff.owner, { bookingId: v.id })).ok).toBe(true);
  });
});
