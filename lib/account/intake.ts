import "server-only";
import type { Caller, Db } from "@/lib/db/types";
import { ensureForm, linkEndsAt, mintFormLink } from "@/lib/intake/links";

type Own = Caller & { kind: "user" };
export type OwnFormStatus = "not_started" | "in_progress" | "done";

/** The forms' status of the account's own visits, by booking id (a visit without a form yet is not started). */
export async function ownFormStatuses(db: Db, caller: Own): Promise<Map<string, OwnFormStatus>> {
  const rows = await db.run(caller, (tx) => tx.query<{ booking_id: string; status: OwnFormStatus }>("select * from private.own_intake_forms()"));
  return new Map(rows.map((r) => [r.booking_id, r.status]));
}

/**
 * "Fill in forms" from the account: a link for one of its own upcoming visits (the database says
 * which are its own), opened in this browser without the date of birth since the account is signed in.
 */
export async function openOwnForms(db: Db, caller: Own, bookingId: string, now = new Date()): Promise<{ token: string; formId: string; locale: string } | null> {
  return db.run(caller, async (tx) => {
    const [own] = await tx.query<{ id: string; starts_at: Date | string; status: string }>(
      "select id, starts_at, status from private.own_bookings() where id = $1",
      [bookingId],
    );
    if (!own || own.status === "cancelled" || now.getTime() >= linkEndsAt(new Date(own.starts_at)).getTime()) return null;
    return tx.asSystem(async (q) => {
      const formId = await ensureForm(q, own.id);
      const [{ language }] = await q.query<{ language: string }>("select language from public.bookings where id = $1", [own.id]);
      return { token: await mintFormLink(q, formId, "account"), formId, locale: language };
    });
  });
}
