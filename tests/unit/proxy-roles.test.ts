import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import type { StaffRole } from "@/lib/auth/permissions";

// proxy.ts's first gate reads the role the signed session cookie carries (issue 34).
const SECRET = "proxy-roles-secret-0123456789abcdefghijklmnop";
process.env.AUTH_SECRET = SECRET;
delete process.env.NEXT_PUBLIC_SUPABASE_URL;
const { proxy } = await import("@/proxy");
const { SESSION_COOKIE, createSessionToken } = await import("@/lib/auth/session-token");

async function open(path: string, role: StaffRole | null, email = "someone@example.com") {
  const token = createSessionToken({ sid: "00000000-0000-4000-8000-000000000001", sub: "00000000-0000-4000-8000-000000000002", email, admin: role !== null, role }, SECRET);
  const res = await proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers: { cookie: `${SESSION_COOKIE}=${token}` } }));
  const rewrite = res.headers.get("x-middleware-rewrite");
  return rewrite ? `${res.status} ${new URL(rewrite).pathname}` : String(res.status);
}

describe("proxy.ts by role", () => {
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
    ["/brampton/admin", null, "403 /brampton/forbidden"],
  ] as const)("%s as %s: %s", async (path, role, expected) => {
    expect(await open(path, role)).toBe(expected);
  });

  it("sends a visitor to sign in", async () => {
    const res = await proxy(new NextRequest(new URL("/brampton/admin/staff", "http://localhost:3000")));
    expect([res.status, res.headers.get("location")]).toEqual([307, "http://localhost:3000/brampton/auth?next=%2Fbrampton%2Fadmin%2Fstaff"]);
  });
});
