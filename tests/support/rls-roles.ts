import { canAny, type Permission, type StaffRole } from "@/lib/auth/permissions";

/**
 * The RLS matrix's staff rows (issue 34): every table probed as each of the four roles, the
 * expected outcome read from lib/auth/permissions.ts, the one table the policies follow.
 * `needs` null: the Owner only. `refused`: what a role without the permission gets.
 */
type Outcome = "ok" | "none" | "denied";
type Probe = { table: string; what: string; sql: string; needs: readonly Permission[] | null; refused: Outcome; allowed?: Outcome };

export const STAFF_WHO = { owner: "admin", front_desk: "front_desk", optometrist: "optometrist", optician: "optician" } as const;
export type StaffWho = (typeof STAFF_WHO)[StaffRole];

const PROBES: Probe[] = [
  // Catalogue, images, CSV
  { table: "products", what: "sees inactive products", sql: "select id from public.products where id = '{hidden}'", needs: ["catalogue"], refused: "none" },
  { table: "products", what: "inserts a product", sql: "insert into public.products (name, slug, price) values ('Role Frame', 'role-frame', 99) returning id", needs: ["catalogue"], refused: "denied" },
  { table: "products", what: "updates a price", sql: "update public.products set price = 1 where id = '{product}' returning id", needs: ["catalogue"], refused: "none" },
  { table: "products", what: "deletes a product", sql: "delete from public.products where id = '{hidden}' returning id", needs: ["catalogue"], refused: "none" },
  { table: "brands", what: "inserts a brand", sql: "insert into public.brands (name, slug) values ('R', 'r') returning id", needs: ["catalogue"], refused: "denied" },
  { table: "categories", what: "inserts a category", sql: "insert into public.categories (name, slug) values ('R', 'r') returning id", needs: ["catalogue"], refused: "denied" },
  { table: "product_changes", what: "records a change as itself", sql: "insert into public.product_changes (product_id, actor_id, actor, action) values ('{product}', auth.uid(), 'a@b.c', 'updated') returning id", needs: ["catalogue"], refused: "denied" },
  // Clinic hours, closures, holidays, booking rules
  { table: "clinic_hours", what: "changes opening hours", sql: "update public.clinic_hours set opens = opens where clinic_id = 'steeles' returning clinic_id", needs: ["clinic"], refused: "none" },
  { table: "closures", what: "closes a day", sql: "insert into public.closures (clinic_id, first_date, last_date) values ('steeles', current_date + 40, current_date + 40) returning clinic_id", needs: ["clinic"], refused: "denied" },
  { table: "booking_rules", what: "changes the booking rules", sql: "update public.booking_rules set lead_minutes = lead_minutes returning id", needs: ["clinic"], refused: "none" },
  { table: "service_lengths", what: "changes a service length", sql: "update public.service_lengths set minutes = minutes returning 1", needs: ["clinic"], refused: "none" },
  { table: "clinics", what: "edits a clinic", sql: "update public.clinics set id = id where id = 'steeles' returning id", needs: ["clinic"], refused: "none" },
  // Staff shifts and time off (no schedule record is linked here: an Optometrist's own rows are none)
  { table: "staff", what: "edits a staff record", sql: "update public.staff set bio = bio returning id", needs: ["shifts"], refused: "none" },
  { table: "staff_shifts", what: "edits every shift", sql: "update public.staff_shifts set starts = starts returning id", needs: ["shifts"], refused: "none" },
  { table: "schedule_changes", what: "reads the schedule's history", sql: "select 1 from public.schedule_changes limit 1", needs: ["clinic", "shifts"], refused: "none", allowed: "none" },
  // Day sheet and booking changes
  { table: "bookings", what: "reads the day sheet", sql: "select id from public.bookings", needs: ["day-sheet"], refused: "none" },
  { table: "bookings", what: "confirms a booking", sql: "update public.bookings set status = 'confirmed' returning id", needs: ["day-sheet"], refused: "none" },
  // Orders: status, payments, receipts
  { table: "orders", what: "reads another's order", sql: "select id from public.orders where id = '{otherOrder}'", needs: ["orders", "prescriptions"], refused: "none" },
  { table: "orders", what: "moves an order on", sql: "update public.orders set status = 'delivered' where id = '{otherOrder}' returning id", needs: ["orders"], refused: "none" },
  { table: "order_items", what: "reads another's lines", sql: "select id from public.order_items where id = '{otherItem}'", needs: ["orders", "prescriptions"], refused: "none" },
  { table: "payments", what: "reads payments", sql: "select id from public.payments where id = '{otherReceiptPayment}'", needs: ["orders"], refused: "none" },
  { table: "receipts", what: "reads another's receipt", sql: "select number from public.receipts where number = '{otherReceipt}'", needs: ["orders"], refused: "none" },
  { table: "cart_items", what: "reads carts", sql: "select id from public.cart_items", needs: ["orders"], refused: "none" },
  // Prescriptions: read and verify
  { table: "order_lens", what: "reads a prescription", sql: "select order_item_id from public.order_lens where order_item_id = '{otherItem}'", needs: ["prescriptions"], refused: "none" },
  { table: "order_lens", what: "verifies a prescription", sql: "update public.order_lens set verified_at = now(), verified_by = auth.uid() where order_item_id = '{otherItem}' returning order_item_id", needs: ["prescriptions"], refused: "none" },
  { table: "prescription_uploads", what: "reads an upload's record", sql: "select id from public.prescription_uploads where id = '{otherUpload}'", needs: ["prescriptions"], refused: "none" },
  // Analytics
  { table: "phone_calls", what: "reads calls", sql: "select id from public.phone_calls", needs: ["analytics", "analytics.contact"], refused: "none" },
  { table: "form_submissions", what: "reads forms", sql: "select id from public.form_submissions", needs: ["analytics", "analytics.contact"], refused: "none" },
  { table: "form_submissions", what: "marks a form handled", sql: "update public.form_submissions set status = 'resolved' returning id", needs: ["analytics", "analytics.contact"], refused: "none" },
  { table: "analytics_days", what: "reads the products chart", sql: "select * from private.analytics_days('products', '2000-01-01')", needs: ["analytics"], refused: "none" },
  { table: "analytics_counts", what: "reads the calls count", sql: "select * from private.analytics_counts() where table_name = 'phone_calls'", needs: ["analytics", "analytics.contact"], refused: "none" },
  { table: "analytics_counts", what: "reads the orders count", sql: "select * from private.analytics_counts() where table_name = 'orders'", needs: ["analytics", "orders", "prescriptions"], refused: "none" },
  { table: "analytics_counts", what: "reads the profiles count", sql: "select * from private.analytics_counts() where table_name = 'profiles'", needs: ["analytics"], refused: "none" },
  // Intake forms (issue 52): the status with the booking (the day sheet); the answers, the consent, the
  // gate's count and the links never from the tables, whatever the role (the functions are in rls.test.ts).
  { table: "intake_forms", what: "reads a visit's forms status", sql: "select status, urgent, lockbox, submitted_at from public.intake_forms where id = '{form}'", needs: ["day-sheet"], refused: "none" },
  { table: "intake_forms", what: "cannot read the answers", sql: "select answers from public.intake_forms where id = '{form}'", needs: [], refused: "denied" },
  { table: "intake_forms", what: "cannot read the consent or the gate's count", sql: "select consent, failed_tries, locked_until from public.intake_forms where id = '{form}'", needs: [], refused: "denied" },
  { table: "intake_forms", what: "cannot reopen a sent form", sql: "update public.intake_forms set status = 'in_progress', submitted_at = null where id = '{form}' returning id", needs: [], refused: "denied" },
  { table: "intake_forms", what: "cannot make a form", sql: "insert into public.intake_forms (booking_id) select id from public.bookings limit 1 returning id", needs: [], refused: "denied" },
  { table: "intake_forms", what: "cannot delete a form", sql: "delete from public.intake_forms returning id", needs: [], refused: "denied" },
  { table: "intake_links", what: "cannot read the links", sql: "select * from private.intake_links", needs: [], refused: "denied" },
  { table: "intake_links", what: "cannot mint a link", sql: "insert into private.intake_links (token_hash, form_id, kind) values (repeat('d', 64), '{form}', 'desk')", needs: [], refused: "denied" },
  { table: "patients", what: "cannot read a health card from the table", sql: "select health_card from public.patients where id = '{formsPatient}'", needs: [], refused: "denied" },
  // Staff accounts, roles, the access log
  { table: "profiles", what: "reads another's profile", sql: "select id from public.profiles where id = '{other}'", needs: null, refused: "none" },
  { table: "user_roles", what: "reads the Owner's role", sql: "select id from public.user_roles where user_id = '{admin}'", needs: ["staff"], refused: "none" },
  { table: "user_roles", what: "cannot grant a role through the table", sql: "insert into public.user_roles (user_id, role) values ('{user}', 'optician') returning id", needs: [], refused: "denied" },
  { table: "access_log", what: "reads the log", sql: "select id from public.access_log", needs: ["staff"], refused: "none" },
  { table: "access_log", what: "cannot write a row", sql: "insert into public.access_log (user_id, role, kind, subject_id, allowed) values (auth.uid(), 'owner', 'receipt', 'R-1', true) returning id", needs: [], refused: "denied" },
  { table: "access_log", what: "cannot change a row", sql: "update public.access_log set allowed = false returning id", needs: [], refused: "denied" },
  { table: "access_log", what: "cannot delete a row", sql: "delete from public.access_log returning id", needs: [], refused: "denied" },
  { table: "staff_invitations", what: "cannot read invitations", sql: "select * from private.staff_invitations", needs: [], refused: "denied" },
  { table: "staff_invitations", what: "cannot mint an invitation", sql: "insert into private.staff_invitations (email, role, token_hash) values ('a@b.c', 'admin', repeat('a', 64))", needs: [], refused: "denied" },
  { table: "sessions", what: "cannot revive a session", sql: "update private.sessions set revoked_at = null", needs: [], refused: "denied" },
  { table: "mail_outbox", what: "cannot read mail", sql: "select * from private.mail_outbox", needs: [], refused: "denied" },
];

export function roleCases(): { table: string; who: StaffWho; what: string; sql: string; expect: Outcome }[] {
  return (Object.keys(STAFF_WHO) as StaffRole[]).flatMap((role) =>
    PROBES.map((p) => {
      const may = p.needs === null ? role === "owner" : canAny(role, p.needs);
      return { table: p.table, who: STAFF_WHO[role], what: `${may ? "" : "(refused) "}${p.what}`, sql: p.sql, expect: may ? (p.allowed ?? "ok") : p.refused };
    }),
  );
}
