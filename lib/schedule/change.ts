/**
 * One schedule change as a transaction: applied as the admin under RLS, then the future
 * appointments that fitted the schedule before and no longer do are listed; without the admin's
 * answer ("keep" or "cancel") the change is rolled back and the list returned. Cancelled ones get
 * the clinic's cancellation e-mail in the booking's language. Every change is recorded.
 */

import { CLINIC_TIME_ZONE, type ServiceType } from "@/content/schedule";
import { clinicCancellationMail } from "@/lib/admin/appointments";
import { clinicShortName } from "@/lib/clinics/format";
import { assertAdmin, NOT_ADMIN, NotAdminError } from "@/lib/admin/assert";
import { formatAppointment } from "@/lib/booking/format";
import { zonedDate, zonedMinutes } from "@/lib/booking/zoned-time";
import type { Caller, Db, Tx } from "@/lib/db/types";
import { enqueueMail } from "@/lib/mail/outbox";
import { bookingFits } from "./days";
import { loadScheduleData } from "./load";
import type { ScheduleData } from "./types";

export type AffectedAppointment = { id: string; name: string; clinic: string; when: string; service: string; optometrist: string | null };
export type ScheduleResult =
  | { ok: true; cancelled: number; kept: number }
  | { ok: false; error: string; field?: string; affected?: AffectedAppointment[] };
export type Confirm = "keep" | "cancel" | undefined;

export const AFFECTED_MESSAGE = "This change takes away times already booked. Keep those appointments, or cancel them and e-mail the patients.";

export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
class NeedsAnswer extends Error {
  constructor(readonly affected: AffectedAppointment[]) {
    super(AFFECTED_MESSAGE);
  }
}

type LiveRow = {
  id: string; first_name: string; last_name: string; email: string; service_type: ServiceType; location: string;
  starts_at: Date; ends_at: Date; language: string; room: number; optometrist_id: string | null; optometrist: string | null;
};

async function futureBookings(tx: Tx): Promise<LiveRow[]> {
  return tx.query<LiveRow>(
    `select b.id, b.first_name, b.last_name, b.email, b.service_type, b.location, b.starts_at, b.ends_at, b.language, b.room,
            b.optometrist_id, s.title as optometrist
     from public.bookings b left join public.staff s on s.id = b.optometrist_id
     where b.starts_at > now() and b.status <> 'cancelled' order by b.starts_at`,
  );
}

const fits = (data: ScheduleData, r: LiveRow) => {
  const start = new Date(r.starts_at);
  const end = new Date(r.ends_at);
  const startMinute = zonedMinutes(start, CLINIC_TIME_ZONE);
  return bookingFits(data, {
    clinic: r.location,
    date: zonedDate(start, CLINIC_TIME_ZONE),
    startMinute,
    endMinute: startMinute + Math.round((end.getTime() - start.getTime()) / 60_000),
    room: Number(r.room),
    optometrist: r.optometrist_id,
  });
};

/** The admin's e-mail, for the history and the rows' "updated by". */
const actor = async (tx: Tx) => (await tx.query<{ email: string | null }>("select auth.jwt() ->> 'email' as email"))[0]?.email ?? "admin";

/**
 * One schedule change: applied, then the bookings that fitted before and no longer do are
 * listed; without the admin's answer the transaction is rolled back and the list returned.
 */
export async function change(db: Db, caller: Caller, what: string, detail: unknown, confirm: Confirm, apply: (tx: Tx, by: string) => Promise<void>): Promise<ScheduleResult> {
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, ["clinic", "shifts", "shifts.own"]);
      const by = await actor(tx);
      const today = zonedDate(new Date(), CLINIC_TIME_ZONE);
      const before = await loadScheduleData(tx, today);
      const live = await futureBookings(tx);
      const fitting = new Set(live.filter((r) => fits(before, r)).map((r) => r.id));
      await apply(tx, by);
      const after = await loadScheduleData(tx, today);
      const lost = live.filter((r) => fitting.has(r.id) && !fits(after, r));
      if (lost.length && !confirm) {
        throw new NeedsAnswer(
          lost.map((r) => ({
            id: r.id,
            name: `${r.first_name} ${r.last_name}`,
            clinic: clinicShortName(after.clinics, r.location),
            when: formatAppointment(new Date(r.starts_at), new Date(r.ends_at)),
            service: r.service_type,
            optometrist: r.optometrist,
          })),
        );
      }
      let cancelled = 0;
      if (lost.length && confirm === "cancel") {
        for (const r of lost) {
          const [row] = await tx.query<LiveRow>(
            `update public.bookings set status = 'cancelled', cancelled_at = now() where id = $1 and status <> 'cancelled'
             returning id, first_name, last_name, email, service_type, location, starts_at, ends_at, language`,
            [r.id],
          );
          if (!row) continue;
          await enqueueMail(tx, clinicCancellationMail(row, after.clinics.find((c) => c.id === row.location)!));
          cancelled++;
        }
      }
      await tx.query("insert into public.schedule_changes (actor, what, detail) values ($1, $2, $3::jsonb)", [
        by,
        what,
        JSON.stringify({ ...(detail as object), ...(lost.length ? { affected: lost.map((r) => r.id), answer: confirm } : {}) }),
      ]);
      return { ok: true as const, cancelled, kept: confirm === "keep" ? lost.length : 0 };
    });
  } catch (err) {
    if (err instanceof NotAdminError) return { ok: false, error: NOT_ADMIN };
    if (err instanceof NeedsAnswer) return { ok: false, error: AFFECTED_MESSAGE, affected: err.affected };
    if (err instanceof FieldError) return { ok: false, error: err.message, field: err.field };
    throw err;
  }
}
