/**
 * The day sheet's "Mark no-show" and its "Undo" (issue 53). A no-show is kept on the booking, with
 * when and by whom; it frees no time (the time has passed) and moves no recall date, so it touches
 * nothing else. Undo is open until the visit's day ends in Brampton.
 */
import { NO_SHOW_COPY as C } from "@/content/appointments";
import type { Caller, Db } from "@/lib/db/types";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { noShowSchema } from "@/lib/validations/no-show";
import { assertAdmin, NOT_ADMIN, NotAdminError } from "./assert";

export type NoShowResult = { ok: true } | { ok: false; error: string };

type Visit = { id: string; status: string; seen_at: string | null; no_show_at: string | null; started: boolean; day: string };

async function change(db: Db, caller: Caller, input: unknown, mark: boolean, now: Date): Promise<NoShowResult> {
  const parsed = noShowSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: C.errors.unknown };
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, "day-sheet");
      const [v] = await tx.query<Visit>(
        `select id, status, seen_at, no_show_at, starts_at <= $2::timestamptz as started,
                (starts_at at time zone 'America/Toronto')::date::text as day
         from public.bookings where id = $1 and starts_at is not null for update`,
        [parsed.data.bookingId, now.toISOString()],
      );
      if (!v) return { ok: false as const, error: C.errors.unknown };
      if (mark) {
        if (v.status === "cancelled") return { ok: false as const, error: C.errors.cancelled };
        if (v.seen_at) return { ok: false as const, error: C.errors.seen };
        if (v.no_show_at) return { ok: false as const, error: C.errors.already };
        if (!v.started) return { ok: false as const, error: C.errors.notStarted };
        await tx.query("update public.bookings set no_show_at = $2, no_show_by = (select auth.uid()) where id = $1", [v.id, now.toISOString()]);
      } else {
        if (!v.no_show_at) return { ok: false as const, error: C.errors.notNoShow };
        if (v.day < todayInToronto(now)) return { ok: false as const, error: C.errors.dayEnded };
        await tx.query("update public.bookings set no_show_at = null, no_show_by = null where id = $1", [v.id]);
      }
      return { ok: true as const };
    });
  } catch (err) {
    if (err instanceof NotAdminError) return { ok: false, error: err.message || NOT_ADMIN };
    throw err;
  }
}

export const markNoShow = (db: Db, caller: Caller, input: unknown, now = new Date()) => change(db, caller, input, true, now);
export const undoNoShow = (db: Db, caller: Caller, input: unknown, now = new Date()) => change(db, caller, input, false, now);
