/**
 * Issue 44's waitlist case: 10,000 live entries (every service, either or one clinic, a date range
 * and times of day each) beside a booked calendar (bench/availability.ts), then a Goreway morning
 * visit cancelled and the minute sender run: finding the freed time, matching every entry, and
 * queueing the first batch's e-mails. Goal: under 500 ms. BENCH_ONLY=waitlist runs it alone.
 */
import { fillBookings } from "./availability";
import { performance } from "node:perf_hooks";
import { percentiles, round } from "./support/timing";
import { migrate } from "@/lib/db/migrate";
import { system, type Db } from "@/lib/db/types";
import { queueWaitlistOffers } from "@/lib/waitlist/offers";

const RUNS = 20;
const ENTRIES = 10_000;

export async function measureWaitlist(db: Db) {
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run(system, (tx) => tx.query<T>(sql, params));
  await migrate(db);
  await fillBookings(db);
  // One in five wants Goreway, one in five either clinic; most want an eye exam; a third mornings.
  await sys(
    `insert into public.waitlist_entries (created_at, first_name, last_name, email, phone, service_type, clinic_id, earliest, latest, times, locale, leave_token_hash)
     select now() - (i || ' minutes')::interval, 'Wait' || i, 'Listed', 'wait' || i || '@example.com', '905-555-0100',
            (array['Comprehensive Eye Exam','Comprehensive Eye Exam','Comprehensive Eye Exam','Contact Lens Fitting','Dry Eye Treatment'])[1 + i % 5],
            (array['steeles','steeles','steeles','goreway',null])[1 + (i / 5) % 5],
            current_date + i % 5, current_date + 10 + i % 40,
            case (i / 25) % 4 when 0 then array['mornings'] when 1 then array['afternoons'] when 2 then array['evenings', 'saturdays'] else '{}'::text[] end,
            (array['en','pa','hi'])[1 + i % 3], encode(sha256(('t' || i)::bytea), 'hex')
     from generate_series(1, $1) i`,
    [ENTRIES],
  );
  await sys("analyze");
  const targets = await sys<{ id: string }>(
    `select id from public.bookings where location = 'goreway' and status = 'requested' and starts_at > now() + interval '2 days'
       and extract(hour from starts_at at time zone 'America/Toronto') < 12 order by starts_at limit $1`,
    [RUNS],
  );
  const [{ matching }] = await sys<{ matching: number }>(
    `select count(*)::int as matching from public.waitlist_entries where service_type = 'Comprehensive Eye Exam' and (clinic_id is null or clinic_id = 'goreway')`,
  );
  const emails: number[] = [];
  const ms: number[] = [];
  for (const target of targets) {
    // Cancelling is the patient's request, outside the timing; the sender's run is timed.
    await sys("update public.bookings set status = 'cancelled' where id = $1", [target.id]);
    const t = performance.now();
    emails.push(await queueWaitlistOffers(db, { siteUrl: "https://brightview.example.com" }));
    ms.push(performance.now() - t);
    await sys("update public.waitlist_offers set status = 'gone', gone_reason = 'booked', closed_at = now() where status = 'open'");
  }
  // A run with nothing freed and nothing open: what every minute costs.
  const idle = await percentiles(RUNS, () => queueWaitlistOffers(db, { siteUrl: "https://brightview.example.com" }));
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { entries: ENTRIES, serviceAndClinicMatches: matching, runs: ms.length, emailsPerRun: [...new Set(emails)].join("/"), p50: at(0.5), p95: at(0.95), idleP50: idle.p50 };
}
