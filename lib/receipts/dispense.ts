import { PAYMENT_ERRORS as E } from "@/content/payments";
import { loadClinic } from "@/lib/clinics/load";
import type { Caller, Db } from "@/lib/db/types";
import { markDispensedSchema } from "@/lib/validations/payments";
import { asAdmin, issueReceipt, lockOrder, Refused, type IssueResult } from "./issue";

/**
 * "Mark dispensed" (issue 45): the glasses are handed over. It records the day, who dispensed
 * them (an optician or optometrist of the staff records, with their registration number) and
 * the clinic, marks the order delivered, and issues the insurance receipt: a numbered document
 * with everything an insurer asks for (lib/receipts/build.ts), e-mailed with its PDF.
 *
 * A zero-rated line may be dispensed only with its evidence on file (Excise Tax Act, Schedule
 * VI, Part II, s. 9, and CRA's GST/HST memorandum 4.2): the prescription verified, with the
 * prescriber's name and registration number and the date it was written. Until then it refuses
 * with "Verify the prescription before dispensing", and nothing is written.
 */
export async function markOrderDispensed(db: Db, caller: Caller, input: unknown, opts: { siteUrl: string }): Promise<IssueResult> {
  const parsed = markDispensedSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const v = parsed.data;
  return asAdmin(db, caller, "orders", opts.siteUrl, async (q) => {
    const order = await lockOrder(q, v.orderId);
    if (order.status === "cancelled") throw new Refused(E.cancelledDispense(order.order_number));
    const [done] = await q.query("select 1 from public.receipts where order_id = $1 and kind = 'insurance'", [order.id]);
    if (done) throw new Refused(E.alreadyDispensed(order.order_number));
    const [dispenser] = await q.query(
      `select 1 from public.staff where id = $1 and active and role in ('optician', 'optometrist')
         and registration_number is not null and btrim(registration_number) <> ''`,
      [v.dispensedBy],
    );
    if (!dispenser) throw new Refused(E.dispenser);
    if (!(await loadClinic(q, v.clinicId))) throw new Refused(E.dispensedClinic);
    const [unverified] = await q.query(
      `select 1 from public.order_items i left join public.order_lens l on l.order_item_id = i.id
       where i.order_id = $1 and i.tax_rate = 0
         and (l.order_item_id is null or l.prescription_source is null or l.verified_at is null or l.rx_registration is null
              or l.rx_prescribed_by is null or l.rx_issued_on is null)
       limit 1`,
      [order.id],
    );
    if (unverified) throw new Refused(E.verifyFirst);
    await q.query(
      `update public.orders set dispensed_on = $2, dispensed_by = $3, dispensed_clinic = $4,
         status = 'delivered', updated_at = now() where id = $1`,
      [order.id, v.date, v.dispensedBy, v.clinicId],
    );
    const issued = await issueReceipt(q, { orderId: order.id }, null, { kind: "insurance", userId: order.user_id, email: order.email });
    return { ...issued, mail: { to: order.email, firstName: order.first_name, amount: issued.document.total } };
  });
}
