/**
 * Availability at both clinics for the 60-day window with 5,000 bookings in the table: ~750
 * live in the window (a 45-minute visit every two hours in every room), the rest past or
 * cancelled history. Measures what the booking form asks for: the free days and
 * the first day's times, for one person and for a family of three.
 */
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { getSchedule } from "@/lib/booking";
import { bookingWindow } from "@/lib/booking/slots";
import { addDays, zonedInstant } from "@/lib/booking/zoned-time";
import { system, type Db } from "@/lib/db/types";
import { loadScheduleData } from "@/lib/schedule/load";

const first_day = (now: Date) => now.toISOString().slice(0, 10);
const TOTAL = 5_000;
const RUNS = 40;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function fillBookings(db: Db, now = new Date()): Promise<{ live: number; history: number }> {
  const rows: [string, number, string, string, string][] = [];
  const { rules } = await db.run(system, (tx) => loadScheduleData(tx, first_day(now)));
  const { first, last } = bookingWindow(now, rules);
  // Live: a 45-minute visit every two hours from opening, in every room, Monday to Saturday.
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0) continue;
    for (const [clinic, rooms, open, close] of [["steeles", 2, 9 * 60, 19 * 60], ["goreway", 1, 11 * 60, 18 * 60]] as const) {
      for (let room = 1; room <= rooms; room++) {
        for (let m = open + (room - 1) * 15; m + 45 <= close; m += 120) {
          const start = zonedInstant(date, m, CLINIC_TIME_ZONE)!;
          rows.push([clinic, room, start.toISOString(), new Date(start.getTime() + 45 * 60_000).toISOString(), "requested"]);
        }
      }
    }
  }
  const live = rows.length;
  // History: past visits and cancellations, which the queries must skip cheaply.
  for (let i = 0; rows.length < TOTAL; i++) {
    const past = i % 3 !== 0;
    // Past visits never overlap (45 minutes apart, one day per 20); cancelled ones may.
    const start = past
      ? new Date(now.getTime() - (1 + Math.floor(i / 20)) * 86_400_000 + (i % 20) * 45 * 60_000)
      : new Date(now.getTime() + (1 + (i % 60)) * 86_400_000 + (i % 40) * 15 * 60_000);
    rows.push([i % 2 ? "steeles" : "goreway", 1 + (i % 2), start.toISOString(), new Date(start.getTime() + 45 * 60_000).toISOString(), past ? "completed" : "cancelled"]);
  }
  await db.run(system, async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      await tx.query(
        `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, room, starts_at, ends_at, status)
         select 'Bench', 'Patient', 'bench@example.com', '905-555-0100', (s at time zone 'America/Toronto')::date, 'Dry Eye Treatment', l, r, s, e, st
         from unnest($1::text[], $2::int[], $3::timestamptz[], $4::timestamptz[], $5::text[]) as u(l, r, s, e, st)`,
        [chunk.map((c) => c[0]), chunk.map((c) => c[1]), chunk.map((c) => c[2]), chunk.map((c) => c[3]), chunk.map((c) => c[4])],
      );
    }
  });
  return { live, history: rows.length - live };
}

export async function measureAvailability(db: Db) {
  const out: Record<string, { p50: number; p95: number; days: number; firstDayTimes: number }> = {};
  const cases = {
    "either clinic, 1 person": { serviceType: "Comprehensive Eye Exam", location: "either", people: 1 },
    // Three hours back to back never fit between those visits: the worst case, all 60 days scanned.
    "either clinic, family of 3": { serviceType: "Comprehensive Eye Exam", location: "either", people: 3 },
    "Steeles, dry eye (45 min)": { serviceType: "Dry Eye Treatment", location: "steeles", people: 1 },
  } as const;
  for (const [name, query] of Object.entries(cases)) {
    const times: number[] = [];
    let last = { days: 0, firstDayTimes: 0 };
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const s = await getSchedule(db, query);
      times.push(performance.now() - t);
      last = { days: s.days.length, firstDayTimes: s.slots.length };
    }
    times.sort((a, b) => a - b);
    out[name] = { p50: +percentile(times, 50).toFixed(2), p95: +percentile(times, 95).toFixed(2), ...last };
  }
  return out;
}
