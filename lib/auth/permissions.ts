/**
 * Who may do what: the one table the proxy, pages, actions, the database's
 * private.has_permission() and the tests all follow (issue 34). Pure data, no imports,
 * so the proxy (edge) and scripts can read it too.
 */
export const STAFF_ROLES = ["owner", "front_desk", "optometrist", "optician"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Catalogue, images, CSV import/export. */
  "catalogue",
  /** Clinic hours, closures, holidays, booking rules. */
  "clinic",
  /** Every staff member's shifts and time off. */
  "shifts",
  /** One's own shifts and time off (the linked staff record). */
  "shifts.own",
  /** The day sheet and booking changes. */
  "day-sheet",
  /** One's own day sheet, read only. */
  "day-sheet.own",
  /** Orders: status, payments, receipts. */
  "orders",
  /** Prescriptions: read and verify. */
  "prescriptions",
  /** Every analytics tab and its CSV. */
  "analytics",
  /** The phone calls and form submissions tabs and their CSV. */
  "analytics.contact",
  /** Staff accounts, roles and the access log. */
  "staff",
  /** Every patient's record: details, visits, orders, receipts, messages; search and merge. */
  "patients",
  /** The intake forms' health history: health number, symptoms, medications, allergies, family history (issue 52). */
  "health-history",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_TABLE: Record<StaffRole, readonly Permission[]> = {
  owner: ["catalogue", "clinic", "shifts", "shifts.own", "day-sheet", "day-sheet.own", "orders", "prescriptions", "analytics", "analytics.contact", "staff", "patients", "health-history"],
  front_desk: ["clinic", "shifts", "shifts.own", "day-sheet", "day-sheet.own", "orders", "analytics.contact", "patients"],
  optometrist: ["shifts.own", "day-sheet.own", "prescriptions", "health-history"],
  optician: ["catalogue", "orders", "prescriptions"],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether the role may use the permission; a customer (null) may use none. */
export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return !!role && PERMISSION_TABLE[role].includes(permission);
}

/** Any of the permissions. */
export function canAny(role: StaffRole | null | undefined, permissions: readonly Permission[]): boolean {
  return permissions.some((p) => can(role, p));
}

/** Admin routes and what each needs (any one of the list); the first match wins, in order. */
export const ROUTE_PERMISSIONS: readonly { prefix: string; exact?: boolean; any: readonly Permission[] }[] = [
  { prefix: "/brampton/admin/staff", any: ["staff"] },
  { prefix: "/brampton/admin/access-log", any: ["staff"] },
  { prefix: "/brampton/admin/appointments", any: ["day-sheet", "day-sheet.own"] },
  { prefix: "/brampton/admin/schedule", any: ["clinic", "shifts", "shifts.own"] },
  { prefix: "/brampton/admin/catalogue-csv", any: ["catalogue"] },
  { prefix: "/brampton/admin/patients", exact: true, any: ["patients"] },
  { prefix: "/brampton/admin/patients/duplicates", any: ["patients"] },
  { prefix: "/brampton/admin/patients/new", any: ["patients"] },
  // One patient's page: an Optometrist's day-sheet patients, an Optician's order patients (the page asks the database which).
  { prefix: "/brampton/admin/patients", any: ["patients", "day-sheet.own", "orders"] },
  { prefix: "/brampton/admin/waitlist", any: ["patients"] },
  // Patients' texts and the desk's replies (issue 54): the Owner and the Front desk.
  { prefix: "/brampton/admin/texts", any: ["patients"] },
  // Revenue is not for every role: the practice figures are the Owner's.
  { prefix: "/brampton/admin/figures", any: ["analytics"] },
  // The recall list and its export; the rules and results stay the Owner's (no rule names them).
  { prefix: "/brampton/admin/recall", exact: true, any: ["patients"] },
  { prefix: "/brampton/admin/recall/export", any: ["patients"] },
  { prefix: "/brampton/admin", exact: true, any: ["catalogue"] },
  { prefix: "/brampton/analytics/orders", any: ["orders", "prescriptions"] },
  { prefix: "/brampton/analytics/export", any: ["analytics", "analytics.contact"] },
  // The Orders tab is where orders and their prescriptions are found; the other tabs are analytics.
  { prefix: "/brampton/analytics", exact: true, any: ["analytics", "analytics.contact", "orders", "prescriptions"] },
  { prefix: "/api/admin/prescriptions", any: ["prescriptions"] },
  { prefix: "/api/admin/product-images", any: ["catalogue"] },
];

/** The permissions a path asks for; null for a path no rule names (refused to everyone but the Owner). */
export function routePermissions(pathname: string): readonly Permission[] | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  for (const rule of ROUTE_PERMISSIONS) {
    if (rule.exact ? path === rule.prefix : path === rule.prefix || path.startsWith(`${rule.prefix}/`)) return rule.any;
  }
  return null;
}

/** Whether the role may open the path (an unnamed admin path: the Owner only). */
export function canOpen(role: StaffRole | null | undefined, pathname: string): boolean {
  const needs = routePermissions(pathname);
  return needs ? canAny(role, needs) : role === "owner";
}

/** Admin pages in the order a role lands on them after signing in. */
export const STAFF_HOMES = [
  "/brampton/admin",
  "/brampton/admin/appointments",
  "/brampton/analytics",
  "/brampton/admin/schedule",
] as const;

/** The first admin page the role may use. */
export function staffHome(role: StaffRole): string {
  return STAFF_HOMES.find((href) => canOpen(role, href)) ?? "/brampton/account";
}

/** The database's name for each role (public.user_roles.role; 'admin' is the Owner). */
export const DB_ROLE: Record<StaffRole, string> = { owner: "admin", front_desk: "front_desk", optometrist: "optometrist", optician: "optician" };

export function roleFromDb(value: string | null | undefined): StaffRole | null {
  const found = STAFF_ROLES.find((r) => DB_ROLE[r] === value);
  return found ?? null;
}

/** Which permissions open each analytics tab (and its CSV); the database's analytics_table_allowed() agrees. */
export const ANALYTICS_TAB_PERMISSIONS: Record<string, readonly Permission[]> = {
  "phone-calls": ["analytics", "analytics.contact"],
  "form-submissions": ["analytics", "analytics.contact"],
  orders: ["analytics", "orders", "prescriptions"],
};

/** Whether the role may open the analytics tab (a tab not listed above: the analytics permission). */
export function canOpenTab(role: StaffRole | null | undefined, tab: string): boolean {
  return canAny(role, ANALYTICS_TAB_PERMISSIONS[tab] ?? ["analytics"]);
}
