import "server-only";
import { ORDER_ADMIN_COPY, ORDER_ADMIN_ERRORS } from "@/content/order-admin";
import { RX_EVIDENCE_COPY } from "@/content/rx-evidence";
import { NotAdminError, assertAdmin } from "@/lib/admin/assert";
import type { Caller, Db } from "@/lib/db/types";
import { prescriptionVerifySchema, type PrescriptionVerifyInput } from "@/lib/validations/analytics";
import type { ActionResult } from "./index";

/**
 * Records that an admin checked one line's prescription: who (the database's own idea of the
 * caller, auth.uid()) and when. Only once, only for a line that takes a prescription, and not on
 * a cancelled order. With it, the evidence for zero-rating (issue 33): an entered prescription
 * has its issue date, "Prescribed by" and "Patient's name" already; for an upload, a later or an
 * exam prescription staff give them here, and without all three nothing changes. RLS lets admins
 * update just these columns; two admins at once: the second one's update finds the row verified
 * and is refused.
 */
export async function verifyPrescription(db: Db, caller: Caller, input: PrescriptionVerifyInput): Promise<ActionResult> {
  const parsed = prescriptionVerifySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const { orderItemId, evidence } = parsed.data;
  try {
    return await db.run(caller, async (tx): Promise<ActionResult> => {
      await assertAdmin(tx, "prescriptions");
      // A line verified before issue 45 lacks the registration only: recording it keeps who verified it and when.
      const done = await tx.query(
        `update public.order_lens l set verified_at = coalesce(l.verified_at, now()), verified_by = coalesce(l.verified_by, (select auth.uid())),
           rx_issued_on = coalesce(l.rx_issued_on, $2::date), rx_prescribed_by = coalesce(l.rx_prescribed_by, $3),
           rx_patient_name = coalesce(l.rx_patient_name, $4), rx_registration = coalesce(l.rx_registration, $5)
         from public.orders o
         where l.order_item_id = $1 and o.id = l.order_id and o.status <> 'cancelled'
           and l.prescription_source is not null and (l.verified_at is null or l.rx_registration is null)
           and coalesce(l.rx_issued_on, $2::date) is not null and coalesce(l.rx_prescribed_by, $3) is not null
           and coalesce(l.rx_patient_name, $4) is not null and coalesce(l.rx_registration, $5) is not null
         returning l.order_item_id`,
        [orderItemId, evidence?.issuedOn ?? null, evidence?.prescribedBy ?? null, evidence?.patientName ?? null, evidence?.registration ?? null],
      );
      if (done.length) return { ok: true };
      // Nothing changed: say why.
      const [line] = await tx.query<{ prescription_source: string | null; verified_at: unknown; status: string; evidence: boolean }>(
        `select l.prescription_source, case when l.rx_registration is not null then l.verified_at end as verified_at, o.status,
                (l.rx_issued_on is not null and l.rx_prescribed_by is not null and l.rx_patient_name is not null and l.rx_registration is not null) as evidence
         from public.order_lens l join public.orders o on o.id = l.order_id where l.order_item_id = $1`,
        [orderItemId],
      );
      if (!line) return { ok: false, error: ORDER_ADMIN_ERRORS.unknownLine };
      if (line.prescription_source === null) return { ok: false, error: ORDER_ADMIN_ERRORS.noPrescription };
      if (line.verified_at !== null) return { ok: false, error: ORDER_ADMIN_ERRORS.alreadyVerified };
      if (line.status === "cancelled") return { ok: false, error: ORDER_ADMIN_ERRORS.cancelled };
      return { ok: false, error: line.evidence || evidence ? ORDER_ADMIN_COPY.verifyFailed : RX_EVIDENCE_COPY.evidenceRequired };
    });
  } catch (err) {
    if (err instanceof NotAdminError) return { ok: false, error: err.message };
    console.error("analytics: verify prescription failed", (err as Error)?.message);
    return { ok: false, error: ORDER_ADMIN_COPY.verifyFailed };
  }
}
