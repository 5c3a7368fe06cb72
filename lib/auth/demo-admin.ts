import { config } from "@/lib/config";
import { hashPassword } from "./password";
import { system, type Db } from "@/lib/db/types";

export const DEV_DEMO_ADMIN = { email: "admin@brightview.example.com", password: "brightview-demo" };

/**
 * One account per staff role for development (README lists them), with the demo password. The
 * Optometrist and Optician are linked to the schedule's first record of their kind.
 */
export const DEV_DEMO_STAFF = [
  { email: "frontdesk@brightview.example.com", role: "front_desk", first: "Demo", last: "Front Desk", record: null },
  { email: "optometrist@brightview.example.com", role: "optometrist", first: "Demo", last: "Optometrist", record: "optometrist" },
  { email: "optician@brightview.example.com", role: "optician", first: "Demo", last: "Optician", record: "optician" },
] as const;

/** Creates the demo staff accounts (idempotent): embedded development, and the e2e database. */
export async function ensureDemoStaff(db: Db, password = DEV_DEMO_ADMIN.password): Promise<void> {
  const hash = await hashPassword(password);
  await db.run(system, async (tx) => {
    for (const s of DEV_DEMO_STAFF) {
      const rows = await tx.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at)
         values ($1, $2, jsonb_build_object('first_name', $3::text, 'last_name', $4::text), now())
         on conflict (email) do nothing returning id`,
        [s.email, hash, s.first, s.last],
      );
      if (!rows[0]) continue;
      await tx.query("insert into public.user_roles (user_id, role) values ($1, $2) on conflict (user_id) do nothing", [rows[0].id, s.role]);
      if (s.record) {
        await tx.query(
          `update public.staff set user_id = $1
           where id = (select id from public.staff where role = $2 and user_id is null and active order by position, name limit 1)`,
          [rows[0].id, s.record],
        );
      }
    }
  });
}

/**
 * Embedded development gets a demo admin (README gives the login). A production start
 * creates one only when DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD are both set.
 */
export async function ensureDemoAdmin(db: Db): Promise<void> {
  const c = config();
  const configured = c.DEMO_ADMIN_EMAIL && c.DEMO_ADMIN_PASSWORD;
  const creds = configured
    ? { email: c.DEMO_ADMIN_EMAIL!, password: c.DEMO_ADMIN_PASSWORD! }
    : c.NODE_ENV !== "production" && c.authMode === "embedded"
      ? DEV_DEMO_ADMIN
      : null;
  if (!creds) return;
  if (creds === DEV_DEMO_ADMIN) await ensureDemoStaff(db);
  const hash = await hashPassword(creds.password);
  await db.run(system, async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at)
       values (lower($1), $2, '{"first_name":"Demo","last_name":"Admin"}'::jsonb, now())
       on conflict (email) do nothing returning id`,
      [creds.email, hash],
    );
    if (rows[0]) await tx.query("select public.assign_admin_role($1)", [rows[0].id]);
  });
}
