import { config } from "@/lib/config";
import { hashPassword } from "./password";
import { system, type Db } from "@/lib/db/types";

export const DEV_DEMO_ADMIN = { email: "admin@brightview.example.com", password: "brightview-demo" };

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
