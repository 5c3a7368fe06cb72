import { createSessionToken, SESSION_COOKIE } from "@/lib/auth/session-token";
import type { Db } from "@/lib/db/types";

/** An admin user with a live embedded session, and the cookie that carries it (signed with `secret`). */
export async function createAdminSession(db: Db, secret: string): Promise<{ userId: string; cookie: [string, string] }> {
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  const [admin] = await sys<{ id: string }>("insert into auth.users (email) values ('admin@brightview.example.com') returning id");
  await sys("select public.assign_admin_role($1)", [admin.id]);
  const [session] = await sys<{ id: string }>("insert into private.sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id", [admin.id]);
  const token = createSessionToken({ sid: session.id, sub: admin.id, email: "admin@brightview.example.com", admin: true }, secret);
  return { userId: admin.id, cookie: [SESSION_COOKIE, token] };
}
