import "server-only";

import type { ServiceType } from "@/content/schedule";
import { formatAppointment } from "@/lib/booking/format";
import { newLinkToken } from "@/lib/booking";
import type { Caller, Db } from "@/lib/db/types";
import { loadClinics } from "@/lib/clinics/load";
import type { Clinic } from "@/lib/clinics/types";

type Own = Caller & { kind: "user" };

export type OwnAppointment = {
  id: string;
  name: string;
  serviceType: ServiceType;
  start: string;
  end: string;
  when: string;
  status: string;
  /** Still ahead and not cancelled: Cancel and Change time apply. */
  changeable: boolean;
  /** Who sees the patient ("Dr. …, OD"), or null before one was assigned. */
  optometrist: string | null;
  /** The intake forms (issue 52): "done" shows "Forms done", anything else "Fill in forms". */
  forms: "not_started" | "in_progress" | "done";
};

/** One booking request: the people booked together at one clinic, and the frames held for them. */
export type OwnVisit = {
  groupId: string;
  clinic: string;
  /** The clinic's record, as the page names it and links its phone and directions. */
  place: Clinic;
  serviceType: ServiceType;
  start: string;
  reminders: boolean;
  appointments: OwnAppointment[];
  frames: { productId: string | null; name: string; brand: string | null }[];
};

type Row = {
  id: string;
  group_id: string;
  first_name: string;
  last_name: string;
  service_type: ServiceType;
  location: string;
  starts_at: Date | string;
  ends_at: Date | string;
  status: string;
  reminders: boolean;
  optometrist: string | null;
};
type FrameRow = { group_id: string; seq: number; product_id: string | null; product_name: string; brand_name: string | null };

/**
 * The visits booked with the account's confirmed address, also before the account existed:
 * upcoming (soonest first) and past (latest first). The database matches the address from
 * auth.users by the session's user id (private.own_bookings); none while it is unconfirmed.
 */
export async function listOwnVisits(db: Db, caller: Own, now = new Date()): Promise<{ upcoming: OwnVisit[]; past: OwnVisit[] }> {
  const [rows, frames, clinics, forms] = await db.run(caller, async (tx) => [
    await tx.query<Row>(
      `select b.*, o.optometrist_title as optometrist from private.own_bookings() b
       left join private.own_booking_optometrists() o on o.id = b.id order by b.starts_at, b.id`,
    ),
    await tx.query<FrameRow>("select * from private.own_booking_frames() order by group_id, seq"),
    await loadClinics(tx),
    new Map((await tx.query<{ booking_id: string; status: OwnAppointment["forms"] }>("select * from private.own_intake_forms()")).map((f) => [f.booking_id, f.status])),
  ] as const);
  const visits = new Map<string, OwnVisit>();
  for (const r of rows) {
    const start = new Date(r.starts_at);
    const end = new Date(r.ends_at);
    const visit = visits.get(r.group_id) ?? {
      groupId: r.group_id,
      clinic: r.location,
      // A booking's clinic is a foreign key: it exists while the booking does.
      place: clinics.find((c) => c.id === r.location)!,
      serviceType: r.service_type,
      start: start.toISOString(),
      reminders: r.reminders,
      appointments: [],
      frames: frames.filter((f) => f.group_id === r.group_id).map((f) => ({ productId: f.product_id, name: f.product_name, brand: f.brand_name })),
    };
    visit.appointments.push({
      id: r.id,
      name: `${r.first_name} ${r.last_name}`,
      serviceType: r.service_type,
      start: start.toISOString(),
      end: end.toISOString(),
      when: formatAppointment(start, end),
      status: r.status,
      changeable: r.status !== "cancelled" && start.getTime() > now.getTime(),
      optometrist: r.optometrist,
      forms: forms.get(r.id) ?? "not_started",
    });
    visits.set(r.group_id, visit);
  }
  const all = [...visits.values()];
  // A visit is upcoming while any of its people still has a live appointment ahead.
  const ahead = (v: OwnVisit) => v.appointments.some((a) => a.status !== "cancelled" && new Date(a.end).getTime() > now.getTime());
  return {
    upcoming: all.filter(ahead),
    past: all.filter((v) => !ahead(v)).reverse(),
  };
}

/**
 * A fresh manage link for one of the account's own appointments, so the account cancels and
 * moves through the manage link's own rules and e-mails. Null when the appointment is not
 * theirs (or too many links were asked for this hour).
 */
export async function openOwnAppointment(db: Db, caller: Own, bookingId: string): Promise<string | null> {
  const { token, hash } = newLinkToken();
  const [row] = await db.run(caller, (tx) => tx.query<{ ok: boolean }>("select private.own_manage_link($1, $2) as ok", [bookingId, hash]));
  return row?.ok ? token : null;
}

/** Reminders on or off for the visit of one of the account's own appointments; null when not theirs. */
export async function setOwnReminders(db: Db, caller: Own, bookingId: string, on: boolean): Promise<boolean | null> {
  const [row] = await db.run(caller, (tx) => tx.query<{ on: boolean | null }>("select private.set_own_reminders($1, $2) as on", [bookingId, on]));
  return row?.on ?? null;
}
