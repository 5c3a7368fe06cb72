import type { Caller, Db } from "@/lib/db/types";

export type OwnAccess = { at: string; role: string; kind: string };

/** "Who has looked at my information": staff opens of the caller's own records (confirmed address), role not name. */
export async function listOwnAccess(db: Db, caller: Caller & { kind: "user" }): Promise<OwnAccess[]> {
  const rows = await db.run(caller, (tx) => tx.query<{ at: Date | string; role: string; kind: string }>("select at, role, kind from private.own_access_log(50)"));
  return rows.map((r) => ({ at: new Date(r.at).toISOString(), role: r.role, kind: r.kind }));
}
