/**
 * A seeded test database that the app itself uses (its actions and route handlers call
 * getDb(), which keeps its handle on globalThis), with an admin's session cookie.
 */
import { afterAll, beforeAll } from "vitest";
import type { Db } from "@/lib/db/types";
import { createAdminSession } from "./admin-session";
import { createTestDb, type Backend, type TestDb } from "./db";

const globalForDb = globalThis as unknown as { __brightviewDb?: Promise<Db> };

/** Points the app's getDb() at a database, or back to none. */
export function setAppDb(db: Db | undefined) {
  globalForDb.__brightviewDb = db ? Promise.resolve(db) : undefined;
}

/** Registers the suite's hooks; read `db` and `adminCookie` inside tests. */
export function appDatabase(backend: Backend): { db: TestDb; adminCookie: [string, string] } {
  const state = { db: undefined as unknown as TestDb, adminCookie: ["", ""] as [string, string] };
  beforeAll(async () => {
    state.db = await createTestDb(backend);
    setAppDb(state.db);
    const { authSecret } = await import("@/lib/auth/secret");
    state.adminCookie = (await createAdminSession(state.db, authSecret())).cookie;
  });
  afterAll(async () => {
    setAppDb(undefined);
    await state.db?.drop();
  });
  return state;
}

/**
 * One number that changes when any row a visitor or an admin can write is added or removed,
 * or a status, stock, visibility or saved glasses change (an intake form's status, its wrong dates of
 * birth, its links, a record's health card too): a refused request must leave it as it was.
 */
export async function rowFingerprint(db: Db): Promise<number> {
  const [row] = await db.run({ kind: "system" }, (tx) =>
    tx.query<{ n: number }>(
      `select ((select count(*) from public.products) + (select count(*) from public.brands) + (select count(*) from public.categories)
        + (select count(*) from public.form_submissions) + (select count(*) from public.bookings) + (select count(*) from public.orders)
        + (select count(*) from public.order_items) + (select count(*) from public.cart_items) + (select count(*) from public.phone_calls)
        + (select count(*) from public.booking_frames) + (select count(*) from public.closures) + (select count(*) from public.staff) + (select count(*) from public.staff_shifts) + (select count(*) from public.clinic_hours)
        + (select count(*) from public.order_lens) + (select count(*) from public.order_lens where verified_at is not null)
        + (select count(*) from public.prescription_uploads)
        + (select count(*) from public.patients) + (select count(*) from public.patients where merged_into is not null)
        + (select count(*) from public.patient_duplicates where dismissed_at is not null) + (select count(*) from public.patient_history)
        + (select count(*) from auth.users) + (select count(*) from private.mail_outbox) + (select count(*) from private.auth_links)
        + (select count(*) from public.products where is_active) + (select coalesce(sum(stock_quantity), 0) from public.products)
        + (select count(*) from public.orders where status <> 'pending' or payment_status <> 'pending')
        + (select count(*) from public.bookings where status <> 'requested')
        + (select count(*) from public.form_submissions where status <> 'new')
        + (select count(*) from public.intake_forms) + (select count(*) from public.intake_forms where status <> 'not_started')
        + (select coalesce(sum(failed_tries), 0) from public.intake_forms) + (select count(*) from private.intake_links)
        + (select count(*) from public.patients where health_card is not null)
        + (select count(*) from public.patients where sms_appointments) + (select count(*) from public.patients where sms_recall)
        + (select count(*) from public.patients where mobile is not null) + (select count(*) from public.recall_consents)
        + (select count(*) from private.sms_inbound) + (select count(*) from private.sms_numbers)
        + (select coalesce(sum(quiet_from + quiet_until), 0) from public.booking_rules)
        + (select coalesce(sum(fit_lens_width * 40000 + fit_bridge_width * 200 + fit_temple_length), 0) from public.profiles))::int as n`,
    ),
  );
  return row.n;
}
