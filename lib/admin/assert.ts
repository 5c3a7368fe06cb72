import type { Permission } from "@/lib/auth/permissions";
import type { Queryable } from "@/lib/db/types";

// Free of Next.js imports, so scripts and benchmarks can use the data layer too.
export const NOT_ADMIN = "You must be signed in as an admin to do that.";
/** The refusal a staff member hears for something their role may not do (issue 34). */
export const NOT_ALLOWED = "Your role does not allow that. Ask the clinic's Owner if you need it.";

export class NotAdminError extends Error {
  constructor(message = NOT_ADMIN) {
    super(message);
  }
}

/**
 * Inside a data-layer write: the database itself must agree the caller may (the same check
 * the RLS policies make), so a refused write says so instead of silently touching no rows.
 * Without a permission: the Owner only (private.is_admin()).
 */
export async function assertAdmin(tx: Queryable, permission?: Permission | readonly Permission[]): Promise<void> {
  if (!permission) {
    const [row] = await tx.query<{ ok: boolean }>("select private.is_admin() as ok");
    if (!row?.ok) throw new NotAdminError();
    return;
  }
  const wanted = typeof permission === "string" ? [permission] : [...permission];
  const [row] = await tx.query<{ ok: boolean; staff: boolean }>(
    "select exists (select 1 from unnest($1::text[]) p where private.has_permission(p)) as ok, private.staff_role() is not null as staff",
    [wanted],
  );
  // A customer or visitor hears what they always heard; a staff member, that their role may not.
  if (!row?.ok) throw new NotAdminError(row?.staff ? NOT_ALLOWED : NOT_ADMIN);
}
