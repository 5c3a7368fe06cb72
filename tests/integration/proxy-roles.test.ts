import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { DB_ROLE, type StaffRole } from "@/lib/auth/permissions";
import { backends } from "../support/db";
import { appDatabase } from "../support/app-db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);

// proxy.ts's first gate: the cookie's role lets a request on; only the database's role refuses (issue 42).
const { proxy } = await import("@/proxy");
const { SESSION_COOKIE, createSessionToken } = await import("@/lib/auth/session-token");
const { authSecret } = await import("@/lib/auth/secret");

describe.each(backends)("proxy.ts by role on %s", (backend) => {
  const app = appDatabase(backend);
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => app.db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));

  /** A staff account holding `role` in the database, and a cookie signed when it held `signedAs`. */
  async function person(role: StaffRole | null, signedAs: StaffRole | null = role) {
    const email = `${role ?? "customer"}.${Math.random().toString(36).slice(2)}@example.com`;
    const [{ id }] = await sys<{ id: string }>("insert into auth.users (email) values ($1) returning id", [email]);
    if (role) await sys("insert into public.user_roles (user_id, role) values ($1, $2)", [id, DB_ROLE[role]]);
    const [session] = await sys<{ id: string }>("insert into private.sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id", [id]);
    const token = createSessionToken({ sid: session.id, sub: id, email, admin: signedAs !== null, role: signedAs }, authSecret());
    return { id, sessionId: session.id, cookie: `${SESSION_COOKIE}=${token}` };
  }

  async function open(path: string, cookie?: string) {
    const res = await proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers: cookie ? { cookie } : {} }));
    const rewrite = res.headers.get("x-middleware-rewrite");
    const location = res.headers.get("location");
    return rewrite ? `${res.status} ${new URL(rewrite).pathname}` : location ? `${res.status} ${new URL(location).pathname}` : String(res.status);
  }

  it.each([
    ["/brampton/admin/staff", "optician", "403 /brampton/forbidden"],
    ["/brampton/admin/staff", "owner", "200"],
    ["/brampton/admin/access-log", "front_desk", "403 /brampton/forbidden"],
    ["/brampton/admin", "front_desk", "403 /brampton/forbidden"],
    ["/brampton/admin", "optician", "200"],
    ["/brampton/admin/appointments", "front_desk", "200"],
    ["/brampton/admin/appointments", "optician", "403 /brampton/forbidden"],
    ["/brampton/analytics/orders/ORD-1", "optometrist", "200"],
    ["/brampton/admin/schedule", "optician", "403 /brampton/forbidden"],
    // Issue 53: revenue is not for every role; the practice figures, their rows and CSV are the Owner's.
    ["/brampton/admin/texts", "front_desk", "200"],
    ["/brampton/admin/texts", "owner", "200"],
    ["/brampton/admin/texts", "optometrist", "403 /brampton/forbidden"],
    ["/brampton/admin/texts", "optician", "403 /brampton/forbidden"],
    ["/brampton/admin/figures", "owner", "200"],
    ["/brampton/admin/figures", "front_desk", "403 /brampton/forbidden"],
    ["/brampton/admin/figures", "optometrist", "403 /brampton/forbidden"],
    ["/brampton/admin/figures/capture-30-days", "optician", "403 /brampton/forbidden"],
    ["/brampton/admin/figures/revenue/export", "front_desk", "403 /brampton/forbidden"],
    ["/brampton/admin", null, "403 /brampton/forbidden"],
  ] as const)("%s as %s: %s", async (path, role, expected) => {
    expect(await open(path, (await person(role)).cookie)).toBe(expected);
  });

  it("a Front desk member changed to Optician opens the catalogue on their next request", async () => {
    const desk = await person("front_desk");
    expect(await open("/brampton/admin", desk.cookie)).toBe("403 /brampton/forbidden");
    await sys("update public.user_roles set role = 'optician' where user_id = $1", [desk.id]);
    expect(await open("/brampton/admin", desk.cookie)).toBe("200");
  });

  it("never refuses on a role the database no longer holds, nor lets one through that it took away", async () => {
    // Signed in as Optician, made Owner since: the Staff page opens.
    const promoted = await person("owner", "optician");
    expect(await open("/brampton/admin/staff", promoted.cookie)).toBe("200");
    // Signed in as Owner, now Front desk: the proxy lets the request on (the page asks the database and refuses).
    const demoted = await person("front_desk", "owner");
    expect(await open("/brampton/admin/staff", demoted.cookie)).toBe("200");
  });

  it("a patient's record: an Optometrist is refused one not on their day sheet (403, logged), and opens one that is", async () => {
    const optometrist = await person("optometrist");
    const optician = await person("optician");
    const desk = await person("front_desk");
    const [{ id: patient }] = await sys<{ id: string }>("insert into public.patients (first_name, last_name, email) values ('Kiran', 'Bedi', 'kiran.proxy@example.com') returning id");
    const path = `/brampton/admin/patients/${patient}`;
    expect(await open(path, optometrist.cookie)).toBe("403 /brampton/forbidden");
    expect(await open(`${path}/edit`, optician.cookie)).toBe("403 /brampton/forbidden");
    expect(await open(path, desk.cookie)).toBe("200");
    const log = await sys<{ role: string; allowed: boolean; patient_email: string }>(
      "select role, allowed, patient_email from public.access_log where kind = 'patient-record' and subject_id = $1 order by id",
      [patient],
    );
    expect(log).toEqual([
      { role: "optometrist", allowed: false, patient_email: "kiran.proxy@example.com" },
      { role: "optician", allowed: false, patient_email: "kiran.proxy@example.com" },
    ]);
    // On the Optometrist's day sheet, the page opens (and the page logs that opening itself).
    const [{ id: staffId }] = await sys<{ id: string }>("insert into public.staff (name, title, user_id) values ('Proxy Test', 'Dr. Proxy Test, OD', $1) returning id", [optometrist.id]);
    await sys(
      `insert into public.bookings (first_name, last_name, email, phone, preferred_date, service_type, location, optometrist_id, patient_id)
       values ('Kiran', 'Bedi', 'kiran.proxy@example.com', '905-555-0100', current_date + 3, 'Comprehensive Eye Exam', 'steeles', $1, $2)`,
      [staffId, patient],
    );
    expect(await open(path, optometrist.cookie)).toBe("200");
    // An unknown record is the page's to answer (404), not a logged refusal.
    expect(await open("/brampton/admin/patients/00000000-0000-4000-8000-000000000000", optometrist.cookie)).toBe("200");
  });

  it("sends an ended session, and a visitor, to sign in", async () => {
    const ended = await person("front_desk");
    await sys("update private.sessions set revoked_at = now() where id = $1", [ended.sessionId]);
    expect(await open("/brampton/admin", ended.cookie)).toBe("307 /brampton/auth");
    const res = await proxy(new NextRequest(new URL("/brampton/admin/staff", "http://localhost:3000")));
    expect([res.status, res.headers.get("location")]).toEqual([307, "http://localhost:3000/brampton/auth?next=%2Fbrampton%2Fadmin%2Fstaff"]);
  });
});
