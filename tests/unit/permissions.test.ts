import { describe, expect, it } from "vitest";
import { afterSignIn } from "@/lib/auth/redirect";
import { PERMISSIONS, PERMISSION_TABLE, STAFF_ROLES, can, canOpen, canOpenTab, staffHome, type Permission, type StaffRole } from "@/lib/auth/permissions";
import { ANALYTICS_TABS } from "@/lib/analytics/tabs";

// The issue's table, row by row, written out once more so a change to the data is a decision.
const ISSUE_TABLE: Record<Permission, Record<StaffRole, boolean>> = {
  catalogue: { owner: true, front_desk: false, optometrist: false, optician: true },
  clinic: { owner: true, front_desk: true, optometrist: false, optician: false },
  shifts: { owner: true, front_desk: true, optometrist: false, optician: false },
  "shifts.own": { owner: true, front_desk: true, optometrist: true, optician: false },
  "day-sheet": { owner: true, front_desk: true, optometrist: false, optician: false },
  "day-sheet.own": { owner: true, front_desk: true, optometrist: true, optician: false },
  orders: { owner: true, front_desk: true, optometrist: false, optician: true },
  prescriptions: { owner: true, front_desk: false, optometrist: true, optician: true },
  analytics: { owner: true, front_desk: false, optometrist: false, optician: false },
  "analytics.contact": { owner: true, front_desk: true, optometrist: false, optician: false },
  staff: { owner: true, front_desk: false, optometrist: false, optician: false },
  // Issue 42: the Optometrist's and Optician's narrower reach is per patient, in the database.
  patients: { owner: true, front_desk: true, optometrist: false, optician: false },
  // Issue 52: the intake forms' health history is the Owner's and the Optometrists'.
  "health-history": { owner: true, front_desk: false, optometrist: true, optician: false },
};

describe("the permission table", () => {
  it.each(PERMISSIONS.flatMap((p) => STAFF_ROLES.map((r) => [p, r] as const)))("%s for %s matches the issue", (p, r) => {
    expect(can(r, p)).toBe(ISSUE_TABLE[p][r]);
  });

  it("gives a customer nothing", () => {
    for (const p of PERMISSIONS) expect(can(null, p)).toBe(false);
  });

  it("names only known permissions", () => {
    for (const r of STAFF_ROLES) for (const p of PERMISSION_TABLE[r]) expect(PERMISSIONS).toContain(p);
  });
});

describe("routes", () => {
  it.each([
    ["/brampton/admin", "optician", true],
    ["/brampton/admin", "front_desk", false],
    ["/brampton/admin/appointments", "front_desk", true],
    ["/brampton/admin/appointments", "optometrist", true],
    ["/brampton/admin/appointments", "optician", false],
    ["/brampton/admin/staff", "optician", false],
    ["/brampton/admin/staff", "owner", true],
    ["/brampton/admin/access-log", "front_desk", false],
    ["/brampton/admin/catalogue-csv", "front_desk", false],
    ["/brampton/admin/schedule", "optometrist", true],
    ["/brampton/admin/schedule", "optician", false],
    ["/brampton/analytics", "front_desk", true],
    ["/brampton/analytics", "optometrist", true],
    ["/brampton/analytics/orders/BV-1", "optician", true],
    ["/brampton/analytics/orders/BV-1", "front_desk", true],
    ["/brampton/admin/something-new", "front_desk", false],
    ["/brampton/admin/something-new", "owner", true],
  ] as const)("%s for %s: %s", (path, role, ok) => {
    expect(canOpen(role, path)).toBe(ok);
  });

  it("lands each role on the first page it may use", () => {
    expect(staffHome("owner")).toBe("/brampton/admin");
    expect(staffHome("optician")).toBe("/brampton/admin");
    expect(staffHome("front_desk")).toBe("/brampton/admin/appointments");
    expect(staffHome("optometrist")).toBe("/brampton/admin/appointments");
    expect(afterSignIn("/brampton/admin/staff", "optician")).toBe("/brampton/admin");
    expect(afterSignIn("/brampton/admin", "front_desk")).toBe("/brampton/admin/appointments");
  });
});

describe("analytics tabs", () => {
  it("the Owner opens all, Front desk the calls and forms, order handlers the Orders tab", () => {
    const open = (role: StaffRole) => ANALYTICS_TABS.filter((t) => canOpenTab(role, t.id)).map((t) => t.id);
    expect(open("owner")).toEqual(ANALYTICS_TABS.map((t) => t.id));
    expect(open("front_desk")).toEqual(["phone-calls", "form-submissions", "orders"]);
    expect(open("optician")).toEqual(["orders"]);
    expect(open("optometrist")).toEqual(["orders"]);
    expect(canOpenTab(null, "orders")).toBe(false);
  });
});
