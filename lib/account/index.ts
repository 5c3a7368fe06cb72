import "server-only";
import type { FitNumbers } from "@/lib/catalog/fit";
import type { ProfileData } from "@/lib/validations/auth";
import { system, type Caller, type Db } from "@/lib/db/types";

export type Profile = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  address: string | null;
  how_did_you_hear: string | null;
  created_at: string;
  /** The numbers of the glasses they wear now, saved from the shop's match form. */
  fit: FitNumbers | null;
};

export type OrderSummary = {
  order_number: string;
  created_at: string;
  status: string;
  payment_status: string;
  total_amount: number;
  item_count: number;
};

/** The signed-in user's own profile; RLS returns nobody else's. */
export async function getOwnProfile(db: Db, caller: Caller & { kind: "user" }): Promise<Profile | null> {
  const rows = await db.run(caller, (tx) =>
    tx.query<Profile>(
      `select first_name, last_name, email, phone_number, address, how_did_you_hear, created_at::text,
              case when fit_lens_width is not null
                then json_build_object('lens', fit_lens_width, 'bridge', fit_bridge_width, 'temple', fit_temple_length) end as fit
       from public.profiles where id = $1`,
      [caller.userId],
    ),
  );
  return rows[0] ?? null;
}

/** The signed-in user's orders, newest first (RLS: own orders only). */
export async function listOwnOrders(db: Db, caller: Caller & { kind: "user" }): Promise<OrderSummary[]> {
  return db.run(caller, (tx) =>
    tx.query<OrderSummary>(
      `select o.order_number, o.created_at::text, o.status, o.payment_status, o.total_amount,
              coalesce(sum(i.quantity), 0)::int as item_count
       from public.orders o left join public.order_items i on i.order_id = o.id
       where o.user_id = $1
       group by o.id order by o.created_at desc limit 50`,
      [caller.userId],
    ),
  );
}

/**
 * Saves the numbers of the user's current glasses to their own profile. Returns false when no
 * row was updated (no profile); RLS lets a user update only their own row, anon none.
 */
export async function saveOwnFit(db: Db, caller: Caller & { kind: "user" }, fit: FitNumbers): Promise<boolean> {
  const rows = await db.run(caller, (tx) =>
    tx.query(
      `update public.profiles set fit_lens_width = $2, fit_bridge_width = $3, fit_temple_length = $4, updated_at = now()
       where id = $1 returning id`,
      [caller.userId, fit.lens, fit.bridge, fit.temple],
    ),
  );
  return rows.length === 1;
}

/** Edits the user's own profile (RLS: their own row only). False when there is no profile row. */
export async function updateOwnProfile(db: Db, caller: Caller & { kind: "user" }, p: ProfileData): Promise<boolean> {
  const rows = await db.run(caller, (tx) =>
    tx.query(
      `update public.profiles set first_name = $2, last_name = $3, phone_number = $4, address = $5, how_did_you_hear = $6, updated_at = now()
       where id = $1 returning id`,
      [caller.userId, p.firstName, p.lastName, p.phoneNumber ?? null, p.address ?? null, p.howDidYouHear ?? null],
    ),
  );
  return rows.length === 1;
}

/**
 * Whether the account's address is confirmed (auth.users.email_confirmed_at, which Supabase Auth
 * keeps itself and the embedded adapter sets from its link). Read by the server, never from the
 * browser: what the account shows by e-mail depends on it.
 */
export async function isEmailConfirmed(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.run(system, (tx) =>
    tx.query<{ confirmed: boolean }>("select email_confirmed_at is not null as confirmed from auth.users where id = $1", [userId]),
  );
  return row?.confirmed ?? false;
}
