/**
 * Issue 52's intake case: one clinic's day of 120 visits, each with its forms sent (every section
 * answered), then, as the Owner, the day sheet with the forms' status (timed as the page's data
 * load), and a section's "Save and continue" on one visit's forms. Goal: both p95 < 300 ms on
 * PostgreSQL. BENCH_ONLY=intake runs it alone; BENCH_INTAKE_RUNS the runs (30).
 */
import { randomUUID } from "node:crypto";
import { percentiles } from "./support/timing";
import { loadDaySheet } from "@/lib/admin/appointments";
import { addDays } from "@/lib/booking/zoned-time";
import { migrate } from "@/lib/db/migrate";
import { system, type Db } from "@/lib/db/types";
import { saveSection } from "@/lib/intake/forms";
import { mintFormLink } from "@/lib/intake/links";
import { todayInToronto } from "@/lib/validations/booking-choices";

const RUNS = Number(process.env.BENCH_INTAKE_RUNS ?? 30);
export const INTAKE_GOAL_MS = 300;

const ANSWERS = {
  about: { preferredName: "", address: "12 Queen St, Brampton ON", phone: "905-555-0161", emergencyName: "", emergencyPhone: "", doctorName: "", doctorClinic: "", filledBy: "patient", filledByName: "" },
  insurance: { noCard: false, healthNumber: "9876543217", versionCode: "AB", cardExpiry: "", insurer: "", plan: "", memberId: "" },
  reasons: { reasons: ["routine"], details: "" },
  eyes: { lastExam: "overTwoYears", glasses: "yes", contacts: "no", lensType: "", sleepsInLenses: "", surgery: "", eyeConditions: [], otherEyeConditions: "" },
  health: { conditions: [], medications: "None", allergies: "" },
  family: { family: [], familyOther: "" },
  day: { work: "", screenHours: "fourToEight", driving: "yes", hobbies: "" },
  consent: { privacy: true, exam: true, lockbox: false, lockboxDetails: "", signature: "Bench Patient" },
};

export async function measureIntake(db: Db): Promise<{ visits: number; daySheet: { p50: number; p95: number }; save: { p50: number; p95: number } }> {
  await migrate(db);
  const date = addDays(todayInToronto(), 2);
  const owner = await db.run(system, async (tx) => {
    const [{ id }] = await tx.query<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ('owner.intake-bench@example.com', now()) returning id");
    await tx.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [id]);
    // 120 visits at Steeles: 60 ten-minute times from 8:00, in its two rooms; all but one with their forms sent.
    await tx.query(
      `insert into public.bookings (id, first_name, last_name, email, phone, preferred_date, service_type, location, room, starts_at, ends_at, status, language)
       select md5('intake-bench-' || i)::uuid, 'Bench' || i, 'Intake', 'bench' || i || '@example.com', '905-555-0100', $1::date, 'Comprehensive Eye Exam', 'steeles',
              1 + i % 2, ($1::date + time '08:00' + ((i / 2) * interval '10 minutes')) at time zone 'America/Toronto',
              ($1::date + time '08:10' + ((i / 2) * interval '10 minutes')) at time zone 'America/Toronto', 'confirmed', 'en'
       from generate_series(0, 119) i`,
      [date],
    );
    await tx.query(
      `insert into public.intake_forms (booking_id, status, answers, saved, urgent, submitted_at, language)
       select md5('intake-bench-' || i)::uuid, case when i = 0 then 'in_progress' else 'done' end, $1::jsonb,
              array['about','consent','day','eyes','family','health','insurance','reasons'], i % 17 = 0, case when i = 0 then null else now() end, 'en'
       from generate_series(0, 119) i`,
      [JSON.stringify(ANSWERS)],
    );
    await tx.exec("analyze public.bookings; analyze public.intake_forms");
    return { kind: "user" as const, userId: id, email: "owner.intake-bench@example.com" };
  });
  const [{ id: formId }] = await db.run(system, (tx) => tx.query<{ id: string }>("select id from public.intake_forms where status = 'in_progress' limit 1"));
  const token = await db.run(system, (tx) => mintFormLink(tx, formId, "mail"));
  const daySheet = await percentiles(RUNS, () => loadDaySheet(db, owner, "steeles", date));
  const save = await percentiles(RUNS, async (i) => {
    const r = await saveSection(db, { token, section: "about", answers: { ...ANSWERS.about, preferredName: `Run ${i} ${randomUUID().slice(0, 4)}` }, locale: "en" }, { opened: () => true, address: "203.0.113.1", clinicInbox: "clinic@example.com" });
    if (!r.ok) throw new Error(r.error);
  });
  return { visits: 120, daySheet, save };
}
