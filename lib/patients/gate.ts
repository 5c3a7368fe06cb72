import "server-only";
import { logAccess } from "@/lib/access-log/log";
import type { StaffRole } from "@/lib/auth/permissions";
import { getDb, system } from "@/lib/db";

/** A patient's page (and its edit and merge pages): the record's id in the address. */
export const PATIENT_PATH = /^\/brampton\/admin\/patients\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/|$)/i;

/**
 * For the proxy: whether this staff member is refused this patient's record (an Optometrist's
 * patient not on their day sheet, an Optician's with no order). A refusal is logged here, since the
 * page never runs; an allowed opening is logged by the page. An unknown id is the page's 404.
 */
export async function patientRecordRefused(who: { userId: string; email: string; role: StaffRole; clientAddress: string | null }, id: string): Promise<boolean> {
  const db = await getDb();
  const [seen] = await db.run({ kind: "user", userId: who.userId, email: who.email }, (tx) =>
    tx.query<{ ok: boolean }>("select private.may_see_patient($1::uuid) as ok", [id]),
  );
  if (seen?.ok) return false;
  const [patient] = await db.run(system, (tx) => tx.query<{ email: string | null }>("select email from public.patients where id = $1", [id]));
  if (!patient) return false;
  await logAccess(db, { userId: who.userId, email: who.email, role: who.role, clientAddress: who.clientAddress }, [
    { kind: "patient-record", subjectId: id, patientEmail: patient.email, allowed: false },
  ]);
  return true;
}
