import type { Queryable } from "@/lib/db/types";

// Free of Next.js imports, so scripts and benchmarks can use the data layer too.
export const NOT_ADMIN = "You must be signed in as an admin to do that.";

export class NotAdminError extends Error {
  constructor() {
    super(NOT_ADMIN);
  }
}

/**
 * Inside a data-layer write: the database itself must agree the caller is an admin
 * (the same check the RLS policies make), so a refused write says so instead of
 * silently touching no rows.
 */
export async function assertAdmin(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ ok: boolean }>("select private.is_admin() as ok");
  if (!row?.ok) throw new NotAdminError();
}
