import "server-only";
import { system, type Caller, type Db } from "@/lib/db/types";

/** What the "Use my prescription from my Brightview exam" fields can start from. */
export type LensPrefill = { name: string; birthDate: string | null };

/**
 * The signed-in patient's name (their profile) and date of birth (the newest visit booked with
 * their confirmed address that gave one). The account itself keeps no date of birth.
 */
export async function getLensPrefill(db: Db, caller: Caller & { kind: "user" }): Promise<LensPrefill | null> {
  const [profile] = await db.run(caller, (tx) =>
    tx.query<{ first_name: string | null; last_name: string | null }>("select first_name, last_name from public.profiles where id = $1", [caller.userId]),
  );
  if (!profile) return null;
  // A system read, narrowed the way private.own_bookings() narrows: this user, confirmed address.
  const [visit] = await db.run(system, (tx) =>
    tx.query<{ birth_date: string }>(
      `select b.date_of_birth::text as birth_date
       from auth.users u join public.bookings b on lower(b.email) = lower(u.email)
       where u.id = $1 and u.email_confirmed_at is not null and b.date_of_birth is not null
       order by b.created_at desc limit 1`,
      [caller.userId],
    ),
  );
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ");
  return { name, birthDate: visit?.birth_date ?? null };
}
