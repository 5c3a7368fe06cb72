import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/db/types";
import { backends, createTestDb, type TestDb } from "../support/db";
import { roleCases } from "../support/rls-roles";

/**
 * Row Level Security matrix: for every table and command, what a visitor (anon), a
 * signed-in user and an admin may and may not do. Each case runs in a transaction that
 * is rolled back, so cases never see each other's writes.
 *   ok      the statement succeeds and affects/returns at least one row
 *   none    it succeeds but RLS hides every row (0 rows returned or affected)
 *   denied  Postgres refuses it (no grant, or a WITH CHECK policy fails)
 */
type Outcome = "ok" | "none" | "denied";
/**
 * admin is the Owner; the other three staff roles came with issue 34. Issue 52 adds two who reach
 * one visit with intake forms: the patient (a customer whose confirmed address booked it) and the
 * Optometrist on whose day sheet it is (the `optometrist` above has no schedule record linked).
 */
type Who = "anon" | "user" | "admin" | "front_desk" | "optometrist" | "optician" | "patient" | "seeing_optometrist";
type Case = { table: string; who: Who; what: string; sql: string; expect: Outcome };

const ROLLBACK = new Error("rollback");

describe.each(backends)("row level security on %s", (backend) => {
  let db: TestDb;
  const ids: Record<string, string> = {};
  const callers: Record<Who, Caller> = { anon: { kind: "anon" }, user: { kind: "anon" }, admin: { kind: "anon" }, front_desk: { kind: "anon" }, optometrist: { kind: "anon" }, optician: { kind: "anon" }, patient: { kind: "anon" }, seeing_optometrist: { kind: "anon" } };

  beforeAll(async () => {
    db = await createTestDb(backend);
    await db.run({ kind: "system" }, async (tx) => {
      const mk = async (email: string) =>
        (await tx.query<{ id: string }>(
          `insert into auth.users (email, raw_user_meta_data) values ($1, '{"first_name":"T","last_name":"U"}') returning id`,
          [email],
        ))[0].id;
      ids.user = await mk("user@example.com");
      ids.other = await mk("other@example.com");
      ids.admin = await mk("admin@brightview.example.com");
      await tx.query("select public.assign_admin_role($1)", [ids.admin]);
      for (const role of ["front_desk", "optometrist", "optician"] as const) {
        ids[role] = await mk(`${role}@brightview.example.com`);
        await tx.query("insert into public.user_roles (user_id, role) values ($1, $2)", [ids[role], role]);
      }
      await tx.query(
        `insert into public.access_log (user_id, role, kind, subject_id, patient_email, allowed) values ($1, 'owner', 'receipt', 'R-2099-000001', 'x@example.com', true)`,
        [ids.admin],
      );
      ids.product = (await tx.query<{ id: string }>("select id from public.products where is_active limit 1"))[0].id;
      ids.hidden = (await tx.query<{ id: string }>("select id from public.products where not is_active limit 1"))[0].id;
      const order = async (userId: string) =>
        (await tx.query<{ id: string }>(
          `insert into public.orders (user_id, email, first_name, last_name, phone, shipping_address, billing_address,
             subtotal, tax, total_amount) values ($1, 'x@example.com', 'A', 'B', '905-555-0100', '{}', '{}', 100, 13, 113)
           returning id`,
          [userId],
        ))[0].id;
      ids.order = await order(ids.user);
      ids.otherOrder = await order(ids.other);
      const item = async (o: string) =>
        (await tx.query<{ id: string }>(
          `insert into public.order_items (order_id, product_id, product_name, unit_price, quantity, line_total)
           values ($1, $2, 'Frame', 100, 1, 100) returning id`,
          [o, ids.product],
        ))[0].id;
      ids.item = await item(ids.order);
      ids.otherItem = await item(ids.otherOrder);
      ids.bareItem = await item(ids.order);
      // Each order's frame with lenses and an uploaded prescription, as the checkout stores them.
      for (const [o, i, key] of [[ids.order, ids.item, "upload"], [ids.otherOrder, ids.otherItem, "otherUpload"]]) {
        ids[key] = (await tx.query<{ id: string }>(
          `insert into public.prescription_uploads (object_name, content_type, byte_size, order_id)
           values ($1, 'application/pdf', 1024, $2) returning id`,
          [`${key.toLowerCase()}-rls-test.pdf`, o],
        ))[0].id;
        await tx.query(
          `insert into public.order_lens (order_item_id, order_id, lens_type, material, lens_price, summary, prescription_source, upload_id)
           values ($1, $2, 'single-vision', 'standard-150', 0, 'Single vision · Standard 1.50 · prescription uploaded', 'upload', $3)`,
          [i, o, ids[key]],
        );
      }
      // A paid order each, with the receipt its payment issued (issue 33).
      for (const [o, u, key, seq] of [[ids.order, ids.user, "receipt", 1], [ids.otherOrder, ids.other, "otherReceipt", 2]] as const) {
        const [{ id: payment }] = await tx.query<{ id: string }>(
          "insert into public.payments (order_id, amount, method, paid_on) values ($1, 113, 'debit', current_date) returning id",
          [o],
        );
        ids[`${key}Payment`] = payment;
        ids[key] = `R-2099-00000${seq}`;
        await tx.query(
          `insert into public.receipts (number, year, seq, kind, payment_id, order_id, user_id, email, document)
           values ($1, 2099, $2, 'receipt', $3, $4, $5, 'x@example.com', '{}')`,
          [ids[key], seq, payment, o, u],
        );
      }
      await tx.query("insert into public.phone_calls (phone_number, location) values ('905-555-0142', 'header')");
      await tx.query(
        "insert into public.form_submissions (form_type, name, email) values ('contact', 'Ann', 'ann@example.com')",
      );
      await tx.query(
        `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location)
         values ('Ann', 'Lee', 'ann@example.com', '905-555-0100', current_date + 3, 'Comprehensive Eye Exam', 'steeles')`,
      );
      await tx.query("insert into public.cart_items (product_id, quantity) values ($1, 1)", [ids.product]);
      // Patients (issue 42): the user's own record, a stranger's, and the one the user's order named.
      const patient = async (first: string, email: string, userId: string | null) =>
        (await tx.query<{ id: string }>("insert into public.patients (first_name, last_name, email, user_id) values ($1, 'Gill', $2, $3) returning id", [first, email, userId]))[0].id;
      ids.ownPatient = await patient("Pat", "user@example.com", ids.user);
      ids.strangerPatient = await patient("Sam", "stranger@example.com", null);
      ids.orderPatient = (await tx.query<{ patient_id: string }>("select patient_id from public.orders where id = $1", [ids.order]))[0].patient_id;
      for (const pid of [ids.ownPatient, ids.strangerPatient]) await tx.query("select private.record_recall_consent($1, true, 'booking', 'E-mail me', 'en', null)", [pid]);
      await tx.query("insert into public.patient_duplicates (a, b, reason) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), 'same-name-and-contact')", [ids.ownPatient, ids.strangerPatient]);
      await tx.query("insert into private.mail_outbox (kind, to_address, subject, text_body) values ('t', 'a@example.com', 's', 'b')");
      await tx.query("select private.hit_rate_limit('seed', 5, 60)");
      // Intake forms (issue 52): a visit booked by a signed-in patient with the Optometrist linked to
      // its schedule record, its forms sent (with a link); and a visit with no one yet, its forms never sent.
      ids.patient = await mk("forms.patient@example.com");
      await tx.query("update auth.users set email_confirmed_at = now() where id = $1", [ids.patient]);
      ids.seeing_optometrist = await mk("seeing.optometrist@brightview.example.com");
      await tx.query("insert into public.user_roles (user_id, role) values ($1, 'optometrist')", [ids.seeing_optometrist]);
      const [{ id: formsOptometrist }] = await tx.query<{ id: string }>(
        "insert into public.staff (name, title, user_id) values ('Dr. Rls Forms', 'Dr. Rls Forms, OD', $1) returning id",
        [ids.seeing_optometrist],
      );
      ids.formsPatient = await patient("Ravi", "forms.patient@example.com", ids.patient);
      const visit = async (startsAt: string | null, optometrist: string | null) =>
        (await tx.query<{ id: string }>(
          `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, starts_at, ends_at, room, optometrist_id, patient_id)
           values ('Ravi', 'Gill', 'forms.patient@example.com', '905-555-0177', current_date + 3, 'Comprehensive Eye Exam', 'steeles',
                   $1::timestamptz, $1::timestamptz + interval '30 minutes', case when $1::timestamptz is null then null else 2 end, $2, $3) returning id`,
          [startsAt, optometrist, ids.formsPatient],
        ))[0].id;
      ids.formsBooking = await visit(new Date(Date.now() + 3 * 86_400_000).toISOString(), formsOptometrist);
      const answers = {
        about: { preferredName: "", address: "7 Forms Road, Brampton ON", phone: "905-555-0177", emergencyName: "", emergencyPhone: "", doctorName: "", doctorClinic: "", filledBy: "patient", filledByName: "" },
        insurance: { noCard: false, healthNumber: "9876543217", versionCode: "AB", cardExpiry: "", insurer: "", plan: "", memberId: "" },
        eyes: { lastExam: "overTwoYears", glasses: "yes", contacts: "yes", lensType: "soft", sleepsInLenses: "no", surgery: "", eyeConditions: ["glaucoma"], otherEyeConditions: "" },
        health: { conditions: ["diabetes"], medications: "Metformin 500 mg", allergies: "Penicillin" },
      };
      ids.form = (await tx.query<{ id: string }>(
        `insert into public.intake_forms (booking_id, status, answers, saved, submitted_at, consent)
         values ($1, 'done', $2::jsonb, array['about', 'insurance', 'eyes', 'health'], now(), '{"version": "2026-12", "signature": "Ravi Gill"}') returning id`,
        [ids.formsBooking, JSON.stringify(answers)],
      ))[0].id;
      await tx.query("insert into private.intake_links (token_hash, form_id, kind) values (repeat('c', 64), $1, 'mail')", [ids.form]);
      ids.unsentForm = (await tx.query<{ id: string }>(
        "insert into public.intake_forms (booking_id, status, answers, saved) values ($1, 'in_progress', $2::jsonb, array['about']) returning id",
        [await visit(null, null), JSON.stringify({ about: answers.about })],
      ))[0].id;
    });
    callers.user = { kind: "user", userId: ids.user, email: "user@example.com" };
    callers.admin = { kind: "user", userId: ids.admin, email: "admin@brightview.example.com" };
    for (const role of ["front_desk", "optometrist", "optician"] as const) callers[role] = { kind: "user", userId: ids[role], email: `${role}@brightview.example.com` };
    callers.patient = { kind: "user", userId: ids.patient, email: "forms.patient@example.com" };
    callers.seeing_optometrist = { kind: "user", userId: ids.seeing_optometrist, email: "seeing.optometrist@brightview.example.com" };
  });
  afterAll(async () => db?.drop());

  async function attempt(who: Who, sql: string): Promise<Outcome> {
    let outcome: Outcome = "none";
    try {
      await db.run(callers[who], async (tx) => {
        const rows = await tx.query(sql.replace(/\{(\w+)\}/g, (_, k: string) => ids[k]));
        outcome = rows.length > 0 ? "ok" : "none";
        throw ROLLBACK;
      });
    } catch (err) {
      if (err !== ROLLBACK) {
        const msg = (err as Error).message;
        if (!/permission denied|row-level security|violates check constraint/.test(msg)) throw err;
        return "denied";
      }
    }
    return outcome;
  }

  const NEW_PRODUCT = `insert into public.products (name, slug, price) values ('Test Frame', 'test-frame', 99) returning id`;
  const cases: Case[] = [
    // Catalogue
    { table: "products", who: "anon", what: "reads active products", sql: "select id from public.products where id = '{product}'", expect: "ok" },
    { table: "products", who: "anon", what: "cannot see inactive products", sql: "select id from public.products where id = '{hidden}'", expect: "none" },
    { table: "products", who: "user", what: "cannot see inactive products", sql: "select id from public.products where id = '{hidden}'", expect: "none" },
    { table: "products", who: "admin", what: "sees inactive products", sql: "select id from public.products where id = '{hidden}'", expect: "ok" },
    { table: "products", who: "anon", what: "cannot insert", sql: NEW_PRODUCT, expect: "denied" },
    { table: "products", who: "user", what: "cannot insert", sql: NEW_PRODUCT, expect: "denied" },
    { table: "products", who: "admin", what: "inserts", sql: NEW_PRODUCT, expect: "ok" },
    { table: "products", who: "anon", what: "cannot update", sql: "update public.products set price = 1 where id = '{product}' returning id", expect: "denied" },
    { table: "products", who: "user", what: "updates nothing", sql: "update public.products set price = 1 where id = '{product}' returning id", expect: "none" },
    { table: "products", who: "admin", what: "updates", sql: "update public.products set price = 1 where id = '{product}' returning id", expect: "ok" },
    { table: "products", who: "user", what: "deletes nothing", sql: "delete from public.products where id = '{hidden}' returning id", expect: "none" },
    { table: "products", who: "admin", what: "deletes", sql: "delete from public.products where id = '{hidden}' returning id", expect: "ok" },
    { table: "brands", who: "anon", what: "reads", sql: "select id from public.brands limit 1", expect: "ok" },
    { table: "brands", who: "user", what: "cannot insert", sql: "insert into public.brands (name, slug) values ('X', 'x') returning id", expect: "denied" },
    { table: "brands", who: "admin", what: "inserts", sql: "insert into public.brands (name, slug) values ('X', 'x') returning id", expect: "ok" },
    { table: "brands", who: "user", what: "updates nothing", sql: "update public.brands set description = 'x' returning id", expect: "none" },
    { table: "brands", who: "admin", what: "updates", sql: "update public.brands set description = 'x' returning id", expect: "ok" },
    { table: "brands", who: "anon", what: "cannot delete", sql: "delete from public.brands returning id", expect: "denied" },
    { table: "categories", who: "anon", what: "reads", sql: "select id from public.categories", expect: "ok" },
    { table: "categories", who: "user", what: "cannot insert", sql: "insert into public.categories (name, slug) values ('X', 'x') returning id", expect: "denied" },
    { table: "categories", who: "admin", what: "inserts", sql: "insert into public.categories (name, slug) values ('X', 'x') returning id", expect: "ok" },
    { table: "categories", who: "user", what: "deletes nothing", sql: "delete from public.categories returning id", expect: "none" },
    // People
    { table: "profiles", who: "anon", what: "cannot read", sql: "select id from public.profiles", expect: "denied" },
    { table: "profiles", who: "user", what: "reads own", sql: "select id from public.profiles where id = '{user}'", expect: "ok" },
    { table: "profiles", who: "user", what: "cannot read another's", sql: "select id from public.profiles where id = '{other}'", expect: "none" },
    { table: "profiles", who: "user", what: "updates own", sql: "update public.profiles set phone_number = '905' where id = '{user}' returning id", expect: "ok" },
    { table: "profiles", who: "user", what: "cannot update another's", sql: "update public.profiles set phone_number = '905' where id = '{other}' returning id", expect: "none" },
    { table: "profiles", who: "user", what: "saves own glasses", sql: "update public.profiles set fit_lens_width = 52, fit_bridge_width = 18, fit_temple_length = 140 where id = '{user}' returning id", expect: "ok" },
    { table: "profiles", who: "user", what: "cannot save another's glasses", sql: "update public.profiles set fit_lens_width = 52, fit_bridge_width = 18, fit_temple_length = 140 where id = '{other}' returning id", expect: "none" },
    { table: "profiles", who: "anon", what: "cannot save glasses", sql: "update public.profiles set fit_lens_width = 52, fit_bridge_width = 18, fit_temple_length = 140 returning id", expect: "denied" },
    { table: "profiles", who: "admin", what: "reads all", sql: "select id from public.profiles where id = '{other}'", expect: "ok" },
    { table: "profiles", who: "user", what: "cannot insert", sql: "insert into public.profiles (id) values ('{other}') returning id", expect: "denied" },
    { table: "profiles", who: "admin", what: "cannot delete", sql: "delete from public.profiles returning id", expect: "denied" },
    { table: "user_roles", who: "anon", what: "cannot read", sql: "select * from public.user_roles", expect: "denied" },
    { table: "user_roles", who: "user", what: "sees no roles (has none)", sql: "select * from public.user_roles", expect: "none" },
    { table: "user_roles", who: "user", what: "cannot make itself admin", sql: "insert into public.user_roles (user_id, role) values ('{user}', 'admin') returning id", expect: "denied" },
    { table: "user_roles", who: "admin", what: "reads roles", sql: "select * from public.user_roles", expect: "ok" },
    { table: "user_roles", who: "admin", what: "cannot grant through the table", sql: "insert into public.user_roles (user_id, role) values ('{user}', 'admin') returning id", expect: "denied" },
    // Tracking and forms
    { table: "phone_calls", who: "anon", what: "inserts a well-formed call", sql: "insert into public.phone_calls (phone_number, location) values ('+1 905-555-0142', 'footer')", expect: "none" },
    { table: "phone_calls", who: "anon", what: "cannot insert a call marked answered", sql: "insert into public.phone_calls (phone_number, location, call_status) values ('905-555-0142', 'footer', 'answered')", expect: "denied" },
    { table: "phone_calls", who: "anon", what: "cannot insert a caller name", sql: "insert into public.phone_calls (phone_number, caller_name) values ('905-555-0142', 'Mallory')", expect: "denied" },
    { table: "phone_calls", who: "anon", what: "cannot insert a bad number", sql: "insert into public.phone_calls (phone_number) values ('<script>')", expect: "denied" },
    { table: "phone_calls", who: "anon", what: "cannot insert a bad location label", sql: "insert into public.phone_calls (phone_number, location) values ('905-555-0142', 'DROP TABLE;')", expect: "denied" },
    { table: "phone_calls", who: "anon", what: "cannot read", sql: "select * from public.phone_calls", expect: "denied" },
    { table: "phone_calls", who: "user", what: "reads none", sql: "select * from public.phone_calls", expect: "none" },
    { table: "phone_calls", who: "admin", what: "reads all", sql: "select * from public.phone_calls", expect: "ok" },
    { table: "phone_calls", who: "admin", what: "cannot delete", sql: "delete from public.phone_calls", expect: "denied" },
    { table: "form_submissions", who: "anon", what: "inserts a new form", sql: "insert into public.form_submissions (form_type, name, email) values ('contact', 'Bo', 'bo@example.com')", expect: "none" },
    { table: "form_submissions", who: "anon", what: "cannot insert as resolved", sql: "insert into public.form_submissions (form_type, name, email, status) values ('contact', 'Bo', 'bo@example.com', 'resolved')", expect: "denied" },
    { table: "form_submissions", who: "anon", what: "cannot read", sql: "select * from public.form_submissions", expect: "denied" },
    { table: "form_submissions", who: "user", what: "reads none", sql: "select * from public.form_submissions", expect: "none" },
    { table: "form_submissions", who: "admin", what: "reads", sql: "select * from public.form_submissions", expect: "ok" },
    { table: "form_submissions", who: "user", what: "updates none", sql: "update public.form_submissions set status = 'resolved' returning id", expect: "none" },
    { table: "form_submissions", who: "admin", what: "updates status", sql: "update public.form_submissions set status = 'resolved' returning id", expect: "ok" },
    // Visitors book only through the server, which checks the schedule and picks the room.
    { table: "bookings", who: "anon", what: "cannot insert directly", sql: "insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location) values ('A', 'B', 'a@example.com', '905-555-0100', current_date + 1, 'Dry Eye Treatment', 'goreway')", expect: "denied" },
    { table: "bookings", who: "user", what: "cannot insert directly", sql: "insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, starts_at, ends_at, room) values ('A', 'B', 'a@example.com', '905-555-0100', current_date + 1, 'Dry Eye Treatment', 'goreway', now() + interval '1 day', now() + interval '25 hours', 7)", expect: "denied" },
    { table: "bookings", who: "anon", what: "cannot read", sql: "select * from public.bookings", expect: "denied" },
    { table: "bookings", who: "user", what: "reads none", sql: "select * from public.bookings", expect: "none" },
    { table: "bookings", who: "admin", what: "reads", sql: "select * from public.bookings", expect: "ok" },
    { table: "bookings", who: "admin", what: "confirms", sql: "update public.bookings set status = 'confirmed' returning id", expect: "ok" },
    // Issue 53: a no-show is written by the day sheet's staff through the same policy, never beside "seen".
    { table: "bookings", who: "front_desk", what: "marks a no-show", sql: "update public.bookings set no_show_at = now(), no_show_by = '{front_desk}' where seen_at is null returning id", expect: "ok" },
    { table: "bookings", who: "optometrist", what: "cannot mark a no-show", sql: "update public.bookings set no_show_at = now() returning id", expect: "none" },
    { table: "bookings", who: "optician", what: "cannot mark a no-show", sql: "update public.bookings set no_show_at = now() returning id", expect: "none" },
    { table: "bookings", who: "user", what: "cannot mark a no-show", sql: "update public.bookings set no_show_at = now() returning id", expect: "none" },
    { table: "bookings", who: "anon", what: "cannot mark a no-show", sql: "update public.bookings set no_show_at = now() returning id", expect: "denied" },
    { table: "bookings", who: "admin", what: "cannot mark a visit both seen and a no-show", sql: "update public.bookings set seen_at = now(), no_show_at = now() returning id", expect: "denied" },
    { table: "figure_recall_booked", who: "anon", what: "cannot call it", sql: "select * from private.figure_recall_booked('2025-01-01', '2025-12-31')", expect: "denied" },
    { table: "figure_recall_booked", who: "user", what: "gets nothing", sql: "select * from private.figure_recall_booked('2025-01-01', '2025-12-31')", expect: "none" },
    // Issue 52: the OHIP hint reads the caller's own household only.
    { table: "own_household_exams", who: "anon", what: "cannot call it", sql: "select * from private.own_household_exams('[]'::jsonb)", expect: "denied" },
    { table: "own_household_exams", who: "user", what: "finds nobody outside their household", sql: "select * from private.own_household_exams((select jsonb_agg(jsonb_build_object('firstName', first_name, 'lastName', last_name, 'dateOfBirth', date_of_birth)) from public.patients))", expect: "none" },
    { table: "booking_frames", who: "anon", what: "cannot read", sql: "select * from public.booking_frames", expect: "denied" },
    { table: "own_bookings", who: "anon", what: "has no own appointments to read", sql: "select * from private.own_bookings()", expect: "denied" },
    { table: "own_bookings", who: "user", what: "reads none while nothing is booked with the address", sql: "select * from private.own_bookings()", expect: "none" },
    { table: "own_manage_link", who: "anon", what: "cannot open a visit by id", sql: "select private.own_manage_link(gen_random_uuid(), repeat('a', 64))", expect: "denied" },
    { table: "own_manage_link", who: "user", what: "cannot open someone else's visit", sql: "select 1 where private.own_manage_link((select id from public.bookings limit 1), repeat('b', 64))", expect: "none" },
    { table: "booking_frames", who: "user", what: "reads none", sql: "select * from public.booking_frames", expect: "none" },
    { table: "analytics_counts", who: "anon", what: "cannot read the headings' counts", sql: "select * from private.analytics_counts()", expect: "denied" },
    { table: "analytics_counts", who: "user", what: "reads no count", sql: "select * from private.analytics_counts()", expect: "none" },
    { table: "analytics_counts", who: "admin", what: "reads the counts", sql: "select * from private.analytics_counts()", expect: "ok" },
    { table: "analytics_days", who: "anon", what: "cannot read a chart", sql: "select * from private.analytics_days('phone_calls', '2000-01-01')", expect: "denied" },
    { table: "analytics_days", who: "user", what: "reads no day", sql: "select * from private.analytics_days('products', '2000-01-01')", expect: "none" },
    { table: "analytics_days", who: "admin", what: "reads the days", sql: "select * from private.analytics_days('products', '2000-01-01')", expect: "ok" },
    { table: "booking_frames", who: "user", what: "cannot insert", sql: "insert into public.booking_frames (group_id, position, product_name) values (gen_random_uuid(), 1, 'X')", expect: "denied" },
    { table: "closures", who: "anon", what: "reads closures", sql: "select * from public.closures", expect: "none" },
    { table: "closures", who: "anon", what: "cannot close a day", sql: "insert into public.closures (clinic_id, first_date, last_date) values ('steeles', current_date + 5, current_date + 5)", expect: "denied" },
    { table: "closures", who: "user", what: "cannot close a day", sql: "insert into public.closures (clinic_id, first_date, last_date) values ('steeles', current_date + 5, current_date + 5)", expect: "denied" },
    { table: "closures", who: "admin", what: "closes a range", sql: "insert into public.closures (clinic_id, first_date, last_date) values ('steeles', current_date + 5, current_date + 9) returning clinic_id", expect: "ok" },
    // Tax rates (issue 45): everyone reads them; only the Owner adds a rate when one changes.
    { table: "tax_rates", who: "anon", what: "reads the rates", sql: "select * from public.tax_rates where province = 'NS'", expect: "ok" },
    { table: "tax_rates", who: "anon", what: "cannot add a rate", sql: "insert into public.tax_rates (province, kind, rate, effective_from) values ('AB', 'GST', 0.06, '2099-01-01') returning province", expect: "denied" },
    { table: "tax_rates", who: "user", what: "cannot add a rate", sql: "insert into public.tax_rates (province, kind, rate, effective_from) values ('AB', 'GST', 0.06, '2099-01-01') returning province", expect: "denied" },
    { table: "tax_rates", who: "user", what: "changes no rate", sql: "update public.tax_rates set rate = 0.01 returning province", expect: "none" },
    { table: "tax_rates", who: "admin", what: "adds a rate that takes effect later", sql: "insert into public.tax_rates (province, kind, rate, effective_from) values ('AB', 'GST', 0.06, '2099-01-01') returning province", expect: "ok" },
    { table: "clinic_hours", who: "anon", what: "reads the hours", sql: "select * from public.clinic_hours", expect: "ok" },
    { table: "clinic_hours", who: "user", what: "cannot change the hours", sql: "update public.clinic_hours set opens = 600 returning weekday", expect: "none" },
    { table: "clinic_hours", who: "admin", what: "changes the hours", sql: "update public.clinic_hours set opens = 540 where clinic_id = 'steeles' and weekday = 1 returning weekday", expect: "ok" },
    { table: "staff", who: "anon", what: "reads the public fields", sql: "select name, title, registration_number, languages from public.staff", expect: "ok" },
    { table: "staff", who: "anon", what: "cannot read who changed them", sql: "select updated_by from public.staff", expect: "denied" },
    { table: "staff", who: "user", what: "cannot add a person", sql: "insert into public.staff (name, title) values ('X', 'Dr. X, OD')", expect: "denied" },
    { table: "staff", who: "admin", what: "adds a person", sql: "insert into public.staff (name, title) values ('X', 'Dr. X, OD') returning id", expect: "ok" },
    { table: "staff_shifts", who: "anon", what: "reads shifts", sql: "select * from public.staff_shifts", expect: "ok" },
    { table: "staff_shifts", who: "user", what: "cannot remove shifts", sql: "delete from public.staff_shifts returning id", expect: "none" },
    { table: "booking_rules", who: "user", what: "cannot change the rules", sql: "update public.booking_rules set lead_minutes = 0 returning id", expect: "none" },
    { table: "booking_rules", who: "anon", what: "reads the rules", sql: "select * from public.booking_rules", expect: "ok" },
    { table: "holiday_openings", who: "user", what: "cannot open a holiday", sql: "insert into public.holiday_openings (clinic_id, holiday) values ('steeles', '2030-12-25')", expect: "denied" },
    { table: "schedule_changes", who: "anon", what: "cannot read the history", sql: "select * from public.schedule_changes", expect: "denied" },
    { table: "schedule_changes", who: "user", what: "reads no history", sql: "select * from public.schedule_changes", expect: "none" },
    { table: "schedule_changes", who: "admin", what: "records a change", sql: "insert into public.schedule_changes (actor, what) values ('admin', 'test') returning id", expect: "ok" },
    { table: "product_changes", who: "anon", what: "cannot read the import record", sql: "select * from public.product_changes", expect: "denied" },
    { table: "product_changes", who: "user", what: "reads no import record", sql: "select * from public.product_changes", expect: "none" },
    { table: "product_changes", who: "user", what: "cannot record a change", sql: "insert into public.product_changes (product_id, actor_id, actor, action) values ('{product}', '{user}', 'x', 'updated') returning id", expect: "denied" },
    { table: "product_changes", who: "admin", what: "records a change as themselves", sql: "insert into public.product_changes (product_id, actor_id, actor, action) values ('{product}', '{admin}', 'admin', 'updated') returning id", expect: "ok" },
    { table: "product_changes", who: "admin", what: "cannot record a change in another's name", sql: "insert into public.product_changes (product_id, actor_id, actor, action) values ('{product}', '{user}', 'x', 'updated') returning id", expect: "denied" },
    { table: "product_changes", who: "admin", what: "cannot rewrite the record", sql: "update public.product_changes set actor = 'y' returning id", expect: "denied" },
    { table: "cart_items", who: "anon", what: "records an active product", sql: "insert into public.cart_items (product_id, quantity) values ('{product}', 2)", expect: "none" },
    { table: "cart_items", who: "anon", what: "cannot record a hidden product", sql: "insert into public.cart_items (product_id, quantity) values ('{hidden}', 2)", expect: "denied" },
    { table: "cart_items", who: "anon", what: "cannot read", sql: "select * from public.cart_items", expect: "denied" },
    { table: "cart_items", who: "admin", what: "reads", sql: "select * from public.cart_items", expect: "ok" },
    { table: "cart_items", who: "admin", what: "cannot delete", sql: "delete from public.cart_items", expect: "denied" },
    // Patients (issue 42): the `patients` permission sees every record; others only their own reach.
    { table: "patients", who: "anon", what: "cannot read", sql: "select id from public.patients", expect: "denied" },
    { table: "patients", who: "user", what: "reads own record", sql: "select id from public.patients where id = '{ownPatient}'", expect: "ok" },
    { table: "patients", who: "user", what: "cannot read a stranger's", sql: "select id from public.patients where id = '{strangerPatient}'", expect: "none" },
    { table: "patients", who: "front_desk", what: "reads any record", sql: "select id from public.patients where id = '{strangerPatient}'", expect: "ok" },
    { table: "patients", who: "admin", what: "reads any record", sql: "select id from public.patients where id = '{strangerPatient}'", expect: "ok" },
    { table: "patients", who: "optometrist", what: "cannot read a patient not on their day sheet", sql: "select id from public.patients where id = '{strangerPatient}'", expect: "none" },
    { table: "patients", who: "optician", what: "reads the patient of an order", sql: "select id from public.patients where id = '{orderPatient}'", expect: "ok" },
    { table: "patients", who: "optician", what: "cannot read a patient with no order", sql: "select id from public.patients where id = '{strangerPatient}'", expect: "none" },
    { table: "patients", who: "user", what: "cannot add a record", sql: "insert into public.patients (first_name, last_name) values ('X', 'Y') returning id", expect: "denied" },
    { table: "patients", who: "optician", what: "cannot add a record", sql: "insert into public.patients (first_name, last_name) values ('X', 'Y') returning id", expect: "denied" },
    { table: "patients", who: "front_desk", what: "adds a record", sql: "insert into public.patients (first_name, last_name) values ('X', 'Y') returning id", expect: "ok" },
    { table: "patients", who: "user", what: "cannot edit own record", sql: "update public.patients set notes = 'x' where id = '{ownPatient}' returning id", expect: "none" },
    { table: "patients", who: "front_desk", what: "edits a record", sql: "update public.patients set notes = 'x' where id = '{strangerPatient}' returning id", expect: "ok" },
    { table: "patients", who: "front_desk", what: "cannot merge by hand", sql: "update public.patients set merged_into = '{ownPatient}', merged_at = now() where id = '{strangerPatient}' returning id", expect: "denied" },
    { table: "patients", who: "admin", what: "cannot delete", sql: "delete from public.patients returning id", expect: "denied" },
    { table: "patient_history", who: "user", what: "reads none", sql: "select * from public.patient_history", expect: "none" },
    { table: "patient_history", who: "front_desk", what: "cannot write history by hand", sql: "insert into public.patient_history (patient_id, action) values ('{ownPatient}', 'edited')", expect: "denied" },
    { table: "patient_duplicates", who: "user", what: "reads none", sql: "select * from public.patient_duplicates", expect: "none" },
    { table: "patient_duplicates", who: "optician", what: "reads none", sql: "select * from public.patient_duplicates", expect: "none" },
    { table: "patient_duplicates", who: "front_desk", what: "reads the pairs", sql: "select * from public.patient_duplicates", expect: "ok" },
    { table: "patient_duplicates", who: "front_desk", what: "marks a pair not the same person", sql: "update public.patient_duplicates set dismissed_at = now(), dismissed_by = 'desk' returning a", expect: "ok" },
    { table: "patient_duplicates", who: "user", what: "cannot dismiss a pair", sql: "update public.patient_duplicates set dismissed_at = now() returning a", expect: "none" },
    { table: "search_patients", who: "anon", what: "cannot search", sql: "select * from private.search_patients(array['gill'], null, null, 10)", expect: "denied" },
    { table: "search_patients", who: "user", what: "finds nobody", sql: "select * from private.search_patients(array['gill'], null, null, 10)", expect: "none" },
    { table: "search_patients", who: "optometrist", what: "finds nobody", sql: "select * from private.search_patients(array['gill'], null, null, 10)", expect: "none" },
    { table: "search_patients", who: "front_desk", what: "finds by name", sql: "select * from private.search_patients(array['gill'], null, null, 10)", expect: "ok" },
    { table: "patient_messages", who: "user", what: "reads none", sql: "select * from private.patient_messages('{ownPatient}', 10)", expect: "none" },
    { table: "merge_patients", who: "user", what: "is not allowed to merge", sql: "select 1 where private.merge_patients('{strangerPatient}', '{ownPatient}', '', 'x') = 'merged-ok'", expect: "none" },
    { table: "merge_patients", who: "front_desk", what: "merges", sql: "select 1 where private.merge_patients('{strangerPatient}', '{ownPatient}', '', 'x') = 'merged-ok'", expect: "ok" },
    { table: "households", who: "anon", what: "cannot read", sql: "select * from public.households", expect: "denied" },
    // Texts (issue 54): consent to texts through the function only, by the record's own account or the
    // front desk; the inbox, the numbers' STOP, the short links and the recall texts are the server's.
    { table: "set_text_consent", who: "anon", what: "cannot call it", sql: "select private.set_text_consent('{ownPatient}', true, true, '+19055550142', 'account', 'w', 'en')", expect: "denied" },
    { table: "set_text_consent", who: "user", what: "changes their own record's", sql: "select 1 where private.set_text_consent('{ownPatient}', true, true, '+19055550142', 'account', 'w', 'en')", expect: "ok" },
    { table: "set_text_consent", who: "user", what: "cannot change another's", sql: "select 1 where private.set_text_consent('{strangerPatient}', true, true, '+19055550142', 'account', 'w', 'en')", expect: "none" },
    { table: "set_text_consent", who: "user", what: "cannot pass as the front desk", sql: "select 1 where private.set_text_consent('{ownPatient}', true, true, null, 'front-desk', 'w', 'en')", expect: "none" },
    { table: "set_text_consent", who: "front_desk", what: "records what a patient said", sql: "select 1 where private.set_text_consent('{strangerPatient}', true, true, null, 'front-desk', 'w', 'en')", expect: "ok" },
    ...(["anon", "user", "patient", "front_desk"] as Who[]).flatMap((who): Case[] => [
      { table: "sms_inbound", who, what: "cannot read patients' texts from the table", sql: "select * from private.sms_inbound", expect: "denied" },
      { table: "sms_numbers", who, what: "cannot undo a STOP", sql: "update private.sms_numbers set stopped_at = null", expect: "denied" },
      { table: "short_links", who, what: "cannot add a short link", sql: "insert into private.short_links (code_hash, target, expires_at) values (repeat('a', 64), '/x', now() + interval '1 day')", expect: "denied" },
      { table: "recall_texts", who, what: "cannot read who was texted", sql: "select * from private.recall_texts", expect: "denied" },
      { table: "claim_recall_texts", who, what: "cannot claim the recall texts", sql: "select * from private.claim_recall_texts(now(), 10)", expect: "denied" },
    ]),
    // Intake forms (issue 52). Nobody reads the answers, the consent or the gate's count from the
    // table; its status columns follow the booking (the day sheet's own rules); the links are the
    // server's alone. The four staff roles' probes of the table are in tests/support/rls-roles.ts.
    { table: "intake_forms", who: "anon", what: "cannot read", sql: "select id from public.intake_forms", expect: "denied" },
    { table: "intake_forms", who: "seeing_optometrist", what: "reads the status of a visit on their day sheet", sql: "select status, urgent, lockbox from public.intake_forms where id = '{form}'", expect: "ok" },
    { table: "intake_forms", who: "seeing_optometrist", what: "reads no status of a visit not on their day sheet", sql: "select status from public.intake_forms where id <> '{form}'", expect: "none" },
    { table: "intake_forms", who: "patient", what: "reads no status from the table (their bookings are not theirs to read there)", sql: "select status from public.intake_forms where id = '{form}'", expect: "none" },
    { table: "intake_forms", who: "user", what: "reads no status", sql: "select status from public.intake_forms", expect: "none" },
    ...(["anon", "user", "patient", "seeing_optometrist"] as Who[]).flatMap((who): Case[] => [
      { table: "intake_forms", who, what: "cannot read the answers", sql: "select answers from public.intake_forms where id = '{form}'", expect: "denied" },
      { table: "intake_forms", who, what: "cannot read the consent or the gate's count", sql: "select consent, failed_tries, locked_until from public.intake_forms where id = '{form}'", expect: "denied" },
      { table: "intake_forms", who, what: "cannot reopen a sent form", sql: "update public.intake_forms set status = 'in_progress', submitted_at = null where id = '{form}' returning id", expect: "denied" },
      { table: "intake_forms", who, what: "cannot make a form", sql: "insert into public.intake_forms (booking_id) select id from public.bookings limit 1 returning id", expect: "denied" },
      { table: "intake_forms", who, what: "cannot delete a form", sql: "delete from public.intake_forms returning id", expect: "denied" },
      { table: "intake_links", who, what: "cannot read the links", sql: "select * from private.intake_links", expect: "denied" },
      { table: "intake_links", who, what: "cannot mint a link", sql: "insert into private.intake_links (token_hash, form_id, kind) values (repeat('d', 64), '{form}', 'desk')", expect: "denied" },
      { table: "intake_links", who, what: "cannot point a link at another form", sql: "update private.intake_links set form_id = '{unsentForm}'", expect: "denied" },
      { table: "patients", who, what: "cannot read a health card from the table", sql: "select health_card from public.patients where id = '{formsPatient}'", expect: "denied" },
    ]),
    // One patient's forms, for their record: the health history with `health-history` (and the record
    // open to the caller); with `patients` alone "About you" and the insurance, the number masked.
    { table: "patient_intake_forms", who: "anon", what: "cannot call it", sql: "select * from private.patient_intake_forms('{formsPatient}')", expect: "denied" },
    ...([["admin", "ok"], ["seeing_optometrist", "ok"], ["front_desk", "none"], ["optometrist", "none"], ["optician", "none"], ["user", "none"], ["patient", "none"]] as [Who, Outcome][]).map(
      ([who, expect]): Case => ({
        table: "patient_intake_forms",
        who,
        what: expect === "ok" ? "reads the health history and the health number" : "(refused) reads the health history",
        sql: "select 1 from private.patient_intake_forms('{formsPatient}') where full_view and answers #>> '{health,medications}' = 'Metformin 500 mg' and answers #>> '{insurance,healthNumber}' = '9876543217'",
        expect,
      }),
    ),
    { table: "patient_intake_forms", who: "front_desk", what: "reads the forms without the health history, the number masked", sql: "select 1 from private.patient_intake_forms('{formsPatient}') where not full_view and answers -> 'health' is null and answers -> 'eyes' is null and answers #>> '{insurance,healthNumber}' = '\u2022\u2022\u2022\u2022 \u2022\u2022\u2022 217' and answers #>> '{about,address}' = '7 Forms Road, Brampton ON'", expect: "ok" },
    { table: "patient_intake_forms", who: "optometrist", what: "gets nothing for a patient not on their day sheet", sql: "select * from private.patient_intake_forms('{formsPatient}')", expect: "none" },
    { table: "patient_intake_forms", who: "optician", what: "gets nothing", sql: "select * from private.patient_intake_forms('{formsPatient}')", expect: "none" },
    { table: "patient_intake_forms", who: "patient", what: "gets nothing through the clinic's function, even for their own record", sql: "select * from private.patient_intake_forms('{formsPatient}')", expect: "none" },
    // "Add to record": only `health-history`, for a record the caller may open, and only forms that were sent.
    { table: "intake_add_to_record", who: "anon", what: "cannot call it", sql: "select private.intake_add_to_record('{form}')", expect: "denied" },
    ...([["admin", "ok"], ["seeing_optometrist", "ok"], ["front_desk", "none"], ["optometrist", "none"], ["optician", "none"], ["user", "none"], ["patient", "none"]] as [Who, Outcome][]).map(
      ([who, expect]): Case => ({
        table: "intake_add_to_record",
        who,
        what: expect === "ok" ? "adds the forms to the record" : "(refused) adds the forms to the record",
        sql: "select 1 where private.intake_add_to_record('{form}') = 'added'",
        expect,
      }),
    ),
    { table: "intake_add_to_record", who: "front_desk", what: "is told it is refused", sql: "select 1 where private.intake_add_to_record('{form}') = 'refused'", expect: "ok" },
    { table: "intake_add_to_record", who: "admin", what: "cannot add forms never sent", sql: "select 1 where private.intake_add_to_record('{unsentForm}') = 'added'", expect: "none" },
    { table: "intake_add_to_record", who: "admin", what: "finds no form that does not exist", sql: "select 1 where private.intake_add_to_record(gen_random_uuid()) = 'missing'", expect: "ok" },
    { table: "patients", who: "front_desk", what: "cannot write a health card by hand", sql: "update public.patients set health_card = '{}'::jsonb where id = '{formsPatient}' returning id", expect: "denied" },
    // The account's own visits' forms: their status, for the visits booked with its confirmed address only.
    { table: "own_intake_forms", who: "anon", what: "cannot call it", sql: "select * from private.own_intake_forms()", expect: "denied" },
    { table: "own_intake_forms", who: "patient", what: "reads their own visit's forms status", sql: "select 1 from private.own_intake_forms() where booking_id = '{formsBooking}' and status = 'done'", expect: "ok" },
    ...(["user", "admin", "front_desk", "optometrist", "optician", "seeing_optometrist"] as Who[]).map(
      (who): Case => ({ table: "own_intake_forms", who, what: "reads no one else's visits' forms", sql: "select * from private.own_intake_forms()", expect: "none" }),
    ),
    // Consent to recall e-mail (issue 43): read with the record; written only through the functions that decide whose.
    { table: "recall_consents", who: "anon", what: "cannot read", sql: "select * from public.recall_consents", expect: "denied" },
    { table: "recall_consents", who: "user", what: "reads own record's", sql: "select * from public.recall_consents where patient_id = '{ownPatient}'", expect: "ok" },
    { table: "recall_consents", who: "user", what: "cannot read a stranger's", sql: "select * from public.recall_consents where patient_id = '{strangerPatient}'", expect: "none" },
    { table: "recall_consents", who: "front_desk", what: "reads any record's", sql: "select * from public.recall_consents where patient_id = '{strangerPatient}'", expect: "ok" },
    { table: "recall_consents", who: "front_desk", what: "cannot write one by hand", sql: "insert into public.recall_consents (patient_id, given, source, words, language) values ('{strangerPatient}', true, 'front-desk', 'x', 'en')", expect: "denied" },
    { table: "recall_consents", who: "user", what: "cannot change a record's answer by hand", sql: "update public.patients set recall_consent = false where id = '{ownPatient}' returning id", expect: "denied" },
    { table: "recall_consents", who: "anon", what: "cannot record consent for anyone", sql: "select private.record_recall_consent('{strangerPatient}', true, 'booking', 'x', 'en', null)", expect: "denied" },
    { table: "recall_consents", who: "optometrist", what: "cannot record a patient's answer", sql: "select 1 where private.set_patient_recall_consent('{strangerPatient}', true, 'x')", expect: "none" },
    { table: "recall_consents", who: "front_desk", what: "records a patient's answer", sql: "select 1 where private.set_patient_recall_consent('{strangerPatient}', true, 'x')", expect: "ok" },
    { table: "recall_consents", who: "anon", what: "cannot consent for an old booking", sql: "select 1 where private.recall_consent_from_booking(gen_random_uuid(), 'x', 'en') > 0", expect: "none" },
    { table: "recall_calls", who: "user", what: "reads none", sql: "select * from public.recall_calls", expect: "none" },
    { table: "recall_calls", who: "front_desk", what: "cannot write a call by hand", sql: "insert into public.recall_calls (patient_id, due, outcome) values ('{strangerPatient}', current_date, 'booked')", expect: "denied" },
    { table: "recall_calls", who: "optometrist", what: "cannot see the recall list", sql: "select * from private.recall_list('due', current_date, null, null, 10, 0)", expect: "none" },
    { table: "recall_links", who: "anon", what: "cannot read the links", sql: "select * from private.recall_links", expect: "denied" },
    { table: "claim_recall_notices", who: "front_desk", what: "cannot run the sender", sql: "select * from private.claim_recall_notices(now(), 10)", expect: "denied" },
    // Recall rules (issue 43): staff who keep records or a day sheet read them; the Owner alone changes them.
    { table: "recall_rules", who: "anon", what: "cannot read", sql: "select * from public.recall_rules", expect: "denied" },
    { table: "recall_rules", who: "user", what: "reads none", sql: "select * from public.recall_rules", expect: "none" },
    { table: "recall_rules", who: "optometrist", what: "reads the rules", sql: "select * from public.recall_rules", expect: "ok" },
    { table: "recall_rules", who: "front_desk", what: "cannot change the rules", sql: "update public.recall_rules set adult = 36 returning id", expect: "none" },
    { table: "recall_rules", who: "admin", what: "changes the rules", sql: "update public.recall_rules set adult = 36 returning id", expect: "ok" },
    { table: "recall_rules", who: "admin", what: "cannot add a second row", sql: "insert into public.recall_rules (id) values (false)", expect: "denied" },
    // Orders
    { table: "orders", who: "anon", what: "cannot read", sql: "select * from public.orders", expect: "denied" },
    { table: "orders", who: "anon", what: "cannot insert", sql: "insert into public.orders (email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount) values ('a@example.com', 'A', 'B', '1', '{}', '{}', 0, 0, 0)", expect: "denied" },
    { table: "orders", who: "user", what: "reads own", sql: "select id from public.orders where id = '{order}'", expect: "ok" },
    { table: "orders", who: "user", what: "cannot read another's", sql: "select id from public.orders where id = '{otherOrder}'", expect: "none" },
    { table: "orders", who: "user", what: "cannot insert", sql: "insert into public.orders (email, first_name, last_name, phone, shipping_address, billing_address, subtotal, tax, total_amount) values ('a@example.com', 'A', 'B', '1', '{}', '{}', 0, 0, 0)", expect: "denied" },
    { table: "orders", who: "user", what: "cannot mark own order paid", sql: "update public.orders set payment_status = 'paid' where id = '{order}' returning id", expect: "none" },
    { table: "orders", who: "admin", what: "reads all", sql: "select id from public.orders where id = '{otherOrder}'", expect: "ok" },
    { table: "orders", who: "admin", what: "updates status", sql: "update public.orders set status = 'delivered' where id = '{order}' returning id", expect: "ok" },
    { table: "orders", who: "admin", what: "cannot delete", sql: "delete from public.orders", expect: "denied" },
    { table: "order_items", who: "anon", what: "cannot read", sql: "select * from public.order_items", expect: "denied" },
    { table: "order_items", who: "user", what: "reads own order's items", sql: "select id from public.order_items where order_id = '{order}'", expect: "ok" },
    { table: "order_items", who: "user", what: "cannot read another's items", sql: "select id from public.order_items where order_id = '{otherOrder}'", expect: "none" },
    { table: "order_items", who: "admin", what: "reads all", sql: "select id from public.order_items where order_id = '{otherOrder}'", expect: "ok" },
    { table: "order_items", who: "user", what: "cannot insert", sql: "insert into public.order_items (order_id, product_name, unit_price, quantity, line_total) values ('{order}', 'x', 0, 1, 0)", expect: "denied" },
    // Lenses and prescriptions (issue 24): the buyer and admins read; only an admin records a verification.
    { table: "order_lens", who: "anon", what: "cannot read", sql: "select * from public.order_lens", expect: "denied" },
    { table: "order_lens", who: "user", what: "reads own order's lenses", sql: "select order_item_id from public.order_lens where order_id = '{order}'", expect: "ok" },
    { table: "order_lens", who: "user", what: "cannot read another's lenses", sql: "select order_item_id from public.order_lens where order_id = '{otherOrder}'", expect: "none" },
    { table: "order_lens", who: "admin", what: "reads all", sql: "select order_item_id from public.order_lens where order_id = '{otherOrder}'", expect: "ok" },
    { table: "order_lens", who: "anon", what: "cannot verify", sql: "update public.order_lens set verified_at = now(), verified_by = '{user}' returning order_item_id", expect: "denied" },
    { table: "order_lens", who: "user", what: "cannot record a prescriber's registration", sql: "update public.order_lens set rx_registration = 'OD-1234' where order_item_id = '{item}' returning order_item_id", expect: "none" },
    { table: "order_lens", who: "admin", what: "records the prescriber's registration (issue 45)", sql: "update public.order_lens set rx_registration = 'OD-1234' where order_item_id = '{item}' returning order_item_id", expect: "ok" },
    { table: "order_lens", who: "admin", what: "cannot record a registration the register would not show", sql: "update public.order_lens set rx_registration = 'OD-12' where order_item_id = '{item}' returning order_item_id", expect: "denied" },
    { table: "order_lens", who: "user", what: "cannot verify own prescription", sql: "update public.order_lens set verified_at = now(), verified_by = '{user}' where order_item_id = '{item}' returning order_item_id", expect: "none" },
    { table: "order_lens", who: "admin", what: "verifies", sql: "update public.order_lens set verified_at = now(), verified_by = '{admin}' where order_item_id = '{otherItem}' returning order_item_id", expect: "ok" },
    { table: "order_lens", who: "admin", what: "cannot change the lenses or the prescription", sql: "update public.order_lens set summary = 'x', prescription = '{}' where order_item_id = '{item}' returning order_item_id", expect: "denied" },
    { table: "order_lens", who: "admin", what: "cannot delete", sql: "delete from public.order_lens returning order_item_id", expect: "denied" },
    // Payments and receipts (issue 33): written only by the server's issuing operation.
    // Issue 45: reopenings and refunded lines: staff with the orders permission read them; nobody writes through the API.
    { table: "order_reopenings", who: "anon", what: "cannot read", sql: "select id from public.order_reopenings", expect: "denied" },
    { table: "order_reopenings", who: "user", what: "reads none", sql: "select id from public.order_reopenings", expect: "none" },
    { table: "order_reopenings", who: "admin", what: "cannot reopen outside the operation", sql: "insert into public.order_reopenings (order_id, reason) values ('{order}', 'why not') returning id", expect: "denied" },
    { table: "order_reopenings", who: "front_desk", what: "cannot reopen outside the operation", sql: "insert into public.order_reopenings (order_id, reason) values ('{order}', 'why not') returning id", expect: "denied" },
    { table: "refund_lines", who: "anon", what: "cannot read", sql: "select payment_id from public.refund_lines", expect: "denied" },
    { table: "refund_lines", who: "user", what: "reads none", sql: "select payment_id from public.refund_lines", expect: "none" },
    { table: "refund_lines", who: "admin", what: "cannot write one", sql: "insert into public.refund_lines (payment_id, order_item_id, amount, tax) select id, '{item}', 1, 0 from public.payments limit 1 returning payment_id", expect: "denied" },
    { table: "payments", who: "anon", what: "cannot read", sql: "select id from public.payments", expect: "denied" },
    { table: "payments", who: "user", what: "cannot read even their own", sql: "select id from public.payments where order_id = '{order}'", expect: "none" },
    { table: "payments", who: "admin", what: "reads all", sql: "select id from public.payments where order_id = '{otherOrder}'", expect: "ok" },
    { table: "payments", who: "user", what: "cannot record one", sql: "insert into public.payments (order_id, amount, method, paid_on) values ('{order}', 113, 'cash', current_date) returning id", expect: "denied" },
    { table: "payments", who: "admin", what: "cannot record one outside the issuing operation", sql: "insert into public.payments (order_id, amount, method, paid_on) values ('{order}', 113, 'cash', current_date) returning id", expect: "denied" },
    { table: "payments", who: "admin", what: "cannot change one", sql: "update public.payments set amount = 1 returning id", expect: "denied" },
    { table: "payments", who: "admin", what: "cannot delete one", sql: "delete from public.payments returning id", expect: "denied" },
    { table: "receipts", who: "anon", what: "cannot read", sql: "select number from public.receipts", expect: "denied" },
    { table: "receipts", who: "user", what: "reads own", sql: "select number from public.receipts where number = '{receipt}'", expect: "ok" },
    { table: "receipts", who: "user", what: "cannot read another's", sql: "select number from public.receipts where number = '{otherReceipt}'", expect: "none" },
    { table: "receipts", who: "admin", what: "reads all", sql: "select number from public.receipts where number = '{otherReceipt}'", expect: "ok" },
    { table: "receipts", who: "user", what: "cannot issue one", sql: "insert into public.receipts (number, year, seq, kind, payment_id, order_id, email, document) values ('R-2099-000009', 2099, 9, 'receipt', '{receiptPayment}', '{order}', 'x@example.com', '{}') returning number", expect: "denied" },
    { table: "receipts", who: "admin", what: "cannot issue one outside the issuing operation", sql: "insert into public.receipts (number, year, seq, kind, payment_id, order_id, email, document) values ('R-2099-000009', 2099, 9, 'receipt', '{receiptPayment}', '{order}', 'x@example.com', '{}') returning number", expect: "denied" },
    { table: "receipts", who: "user", what: "cannot edit own", sql: "update public.receipts set email = 'y@example.com' where number = '{receipt}' returning number", expect: "denied" },
    { table: "receipts", who: "admin", what: "cannot edit one", sql: "update public.receipts set document = '{}' returning number", expect: "denied" },
    { table: "receipts", who: "admin", what: "cannot delete one", sql: "delete from public.receipts returning number", expect: "denied" },
    { table: "receipt_numbers", who: "user", what: "cannot read the counter", sql: "select year from private.receipt_numbers", expect: "denied" },
    { table: "receipt_numbers", who: "admin", what: "cannot move the counter", sql: "update private.receipt_numbers set last = 1 returning year", expect: "denied" },
    // Issue 33: the evidence for zero-rating is recorded by an admin with the verification; the buyer cannot write it, nor anyone a line's tax rate.
    { table: "order_lens", who: "user", what: "cannot record the prescription's evidence", sql: "update public.order_lens set rx_prescribed_by = 'x' where order_item_id = '{item}' returning order_item_id", expect: "none" },
    { table: "order_lens", who: "admin", what: "records the prescription's evidence", sql: "update public.order_lens set rx_issued_on = '2026-01-02', rx_prescribed_by = 'Dr. Lee', rx_patient_name = 'Pat' where order_item_id = '{otherItem}' returning order_item_id", expect: "ok" },
    { table: "order_items", who: "admin", what: "cannot change a line's tax rate", sql: "update public.order_items set tax_rate = 0 returning id", expect: "denied" },
    { table: "prescription_uploads", who: "anon", what: "cannot read", sql: "select * from public.prescription_uploads", expect: "denied" },
    { table: "prescription_uploads", who: "user", what: "reads own order's upload", sql: "select id from public.prescription_uploads where id = '{upload}'", expect: "ok" },
    { table: "prescription_uploads", who: "user", what: "cannot read another's upload", sql: "select id from public.prescription_uploads where id = '{otherUpload}'", expect: "none" },
    { table: "prescription_uploads", who: "admin", what: "reads all", sql: "select id from public.prescription_uploads where id = '{otherUpload}'", expect: "ok" },
    { table: "prescription_uploads", who: "user", what: "cannot move an upload to another order", sql: "update public.prescription_uploads set order_id = '{order}' where id = '{otherUpload}' returning id", expect: "denied" },
    { table: "prescription_uploads", who: "admin", what: "cannot delete", sql: "delete from public.prescription_uploads returning id", expect: "denied" },
    ...(["anon", "user", "admin"] as Who[]).flatMap((who): Case[] => [
      { table: "order_lens", who, what: "cannot insert", sql: "insert into public.order_lens (order_item_id, order_id, lens_type, material, reading_power, lens_price, summary) values ('{bareItem}', '{order}', 'reading', 'standard-150', 1.5, 0, 'Reading +1.50') returning order_item_id", expect: "denied" },
      { table: "prescription_uploads", who, what: "cannot insert", sql: "insert into public.prescription_uploads (object_name, content_type, byte_size) values ('forged-upload.pdf', 'application/pdf', 10) returning id", expect: "denied" },
    ]),
    // System-only tables
    ...(["anon", "user", "admin"] as Who[]).flatMap((who): Case[] => [
      { table: "mail_outbox", who, what: "cannot read", sql: "select * from private.mail_outbox", expect: "denied" },
      { table: "mail_outbox", who, what: "cannot insert", sql: "insert into private.mail_outbox (kind, to_address, subject, text_body) values ('x', 'a@b.c', 's', 't')", expect: "denied" },
      { table: "mail_outbox", who, what: "cannot update", sql: "update private.mail_outbox set status = 'sent'", expect: "denied" },
      { table: "rate_limits", who, what: "cannot read", sql: "select * from private.rate_limits", expect: "denied" },
      { table: "rate_limits", who, what: "cannot reset counters", sql: "delete from private.rate_limits", expect: "denied" },
      { table: "auth_links", who, what: "cannot read", sql: "select * from private.auth_links", expect: "denied" },
      { table: "auth_links", who, what: "cannot mint a link", sql: "insert into private.auth_links (token_hash, user_id, purpose, email, expires_at) values (repeat('a', 64), '{user}', 'password-reset', 'a@b.c', now() + interval '1 hour')", expect: "denied" },
      { table: "auth_links", who, what: "cannot revive a used link", sql: "update private.auth_links set used_at = null", expect: "denied" },
      { table: "manage_links", who, what: "cannot read", sql: "select * from private.manage_links", expect: "denied" },
      { table: "manage_links", who, what: "cannot mint a link to any visit", sql: "insert into private.manage_links (token_hash, group_id) values (repeat('a', 64), gen_random_uuid())", expect: "denied" },
      { table: "appointment_reminders", who, what: "cannot read", sql: "select * from private.appointment_reminders", expect: "denied" },
      { table: "appointment_reminders", who, what: "cannot forget a sent reminder", sql: "delete from private.appointment_reminders", expect: "denied" },
      { table: "claim_due_reminders", who, what: "cannot claim reminders", sql: "select * from private.claim_due_reminders(now() + interval '30 days', 10)", expect: "denied" },
      { table: "row_counts", who, what: "cannot read", sql: "select * from private.row_counts", expect: "denied" },
      { table: "daily_counts", who, what: "cannot read", sql: "select * from private.daily_counts", expect: "denied" },
      { table: "daily_counts", who, what: "cannot change a chart", sql: "delete from private.daily_counts", expect: "denied" },
      { table: "row_counts", who, what: "cannot change a heading's count", sql: "update private.row_counts set n = 0", expect: "denied" },
      { table: "sessions", who, what: "cannot read", sql: "select * from private.sessions", expect: "denied" },
      { table: "sessions", who, what: "cannot revive a revoked session", sql: "update private.sessions set revoked_at = null", expect: "denied" },
    ]),
  ];

  cases.push(...roleCases());

  it.each(cases)("$table: $who $what", async (c) => {
    expect(await attempt(c.who, c.sql)).toBe(c.expect);
  });

  it("visitors' inserts really land (as seen by the system), even though they cannot read them back", async () => {
    await db.run({ kind: "anon" }, (tx) =>
      tx.query("insert into public.phone_calls (phone_number, location) values ('905-555-0157', 'goreway')"),
    );
    const rows = await db.run({ kind: "system" }, (tx) =>
      tx.query("select call_status, location from public.phone_calls where phone_number = '905-555-0157'"),
    );
    expect(rows).toEqual([{ call_status: "initiated", location: "goreway" }]);
  });

  it("assign_admin_role is callable by neither visitors nor users", async () => {
    expect(await attempt("anon", `select public.assign_admin_role('{user}')`)).toBe("denied");
    expect(await attempt("user", `select public.assign_admin_role('{user}')`)).toBe("denied");
  });

  it("is_admin() is true only for admins", async () => {
    const check = async (who: Who) =>
      db.run(callers[who], async (tx) => (await tx.query<{ a: boolean }>("select private.is_admin() as a"))[0].a);
    expect(await check("anon")).toBe(false);
    expect(await check("user")).toBe(false);
    expect(await check("admin")).toBe(true);
  });

  it("assign_admin_role is idempotent", async () => {
    await db.run({ kind: "system" }, async (tx) => {
      await tx.query("select public.assign_admin_role($1)", [ids.admin]);
      await tx.query("select public.assign_admin_role($1)", [ids.admin]);
    });
    const rows = await db.run({ kind: "system" }, (tx) =>
      tx.query("select 1 from public.user_roles where user_id = $1", [ids.admin]),
    );
    expect(rows).toHaveLength(1);
  });

  it("every security-definer function pins search_path to ''", async () => {
    const rows = await db.run({ kind: "system" }, (tx) =>
      tx.query<{ proname: string; proconfig: string[] | null }>(
        `select p.proname, p.proconfig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('public', 'private') and p.prosecdef`,
      ),
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) expect(r.proconfig, r.proname).toContain('search_path=""');
  });

  it("a new auth user gets a profile from the sign-up metadata", async () => {
    const [p] = await db.run({ kind: "system" }, async (tx) => {
      await tx.query(
        `insert into auth.users (email, raw_user_meta_data) values ('meta@example.com',
          '{"first_name":"Mei","last_name":"Chen","phone_number":"905-555-0199","how_did_you_hear":"walk-by"}')`,
      );
      return tx.query(
        "select first_name, last_name, phone_number, how_did_you_hear, email from public.profiles where email = 'meta@example.com'",
      );
    });
    expect(p).toEqual({ first_name: "Mei", last_name: "Chen", phone_number: "905-555-0199", how_did_you_hear: "walk-by", email: "meta@example.com" });
  });
});
