import { DB_ROLE, type StaffRole } from "@/lib/auth/permissions";
import type { Caller, Db } from "@/lib/db/types";

export type StaffCaller = Caller & { kind: "user" };

/**
 * One signed-up account per role (Owner, Front desk, Optometrist, Optician), named for the test
 * file (`owner.<tag>@example.com`), as the database callers the tests act as.
 */
export async function makeStaff(db: Db, tag: string): Promise<Record<StaffRole, StaffCaller>> {
  const staff = {} as Record<StaffRole, StaffCaller>;
  for (const role of ["owner", "front_desk", "optometrist", "optician"] as const) {
    const email = `${role.replace("_", "")}.${tag}@example.com`;
    staff[role] = await db.run({ kind: "system" }, async (tx) => {
      const [{ id }] = await tx.query<{ id: string }>("insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id", [email]);
      await tx.query("insert into public.user_roles (user_id, role) values ($1, $2)", [id, DB_ROLE[role]]);
      return { kind: "user" as const, userId: id, email };
    });
  }
  return staff;
}
