import "server-only";
import { system, type Db } from "@/lib/db/types";

/**
 * "Download my data" (PIPEDA's right of access): everything tied to the account in one object.
 * Appointments and forms carry an address, not an account, so they are found by the account's
 * confirmed address, read in the same statement from auth.users by the session's user id; nothing
 * the browser sends chooses them. The manage links' token hashes stay out (they open visits).
 */
export async function exportOwnData(db: Db, userId: string): Promise<Record<string, unknown> | null> {
  const [row] = await db.run(system, (tx) =>
    tx.query<{ data: Record<string, unknown> | null }>(
      `with me as (
         select u.id, u.email, u.created_at, u.email_confirmed_at,
                case when u.email_confirmed_at is not null then lower(u.email) end as confirmed
         from auth.users u where u.id = $1
       )
       select json_build_object(
         'account', (select json_build_object('email', email, 'created_at', created_at, 'email_confirmed_at', email_confirmed_at) from me),
         'profile', (select to_jsonb(p) - 'id' from public.profiles p where p.id = $1),
         'orders', coalesce((
           select json_agg(to_jsonb(o) - 'user_id' || jsonb_build_object('items', (
             select coalesce(json_agg(to_jsonb(i) - 'order_id' order by i.id), '[]'::json) from public.order_items i where i.order_id = o.id
           )) order by o.created_at desc)
           from public.orders o where o.user_id = $1), '[]'::json),
         'appointments', coalesce((
           select json_agg(to_jsonb(b) - 'manage_token_hash' order by b.starts_at desc nulls last, b.created_at desc)
           from public.bookings b, me where me.confirmed is not null and lower(b.email) = me.confirmed), '[]'::json),
         'forms', coalesce((
           select json_agg(to_jsonb(f) order by f.created_at desc)
           from public.form_submissions f, me where me.confirmed is not null and lower(f.email) = me.confirmed), '[]'::json)
       ) as data
       from me`,
      [userId],
    ),
  );
  return row?.data ?? null;
}
