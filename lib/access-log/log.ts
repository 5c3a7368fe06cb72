import { system, type Caller, type Db, type Queryable } from "@/lib/db/types";
import type { StaffRole } from "@/lib/auth/permissions";

/** What was opened (issue 34): the kinds of personal health information the log names. */
export const ACCESS_KINDS = ["prescription", "prescription-file", "exam-reference", "upload-file", "birth-date", "family", "receipt", "data-download", "patient-record", "eligible-conditions", "intake-forms"] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
/** Who opened it: a staff role, the patient themself, or a guest through a signed link. */
export type AccessorRole = StaffRole | "patient" | "guest";

export type Accessor = { userId: string | null; email: string | null; role: AccessorRole; clientAddress: string | null };

export type AccessEntry = {
  kind: AccessKind;
  /** The opened thing's id: an order number, an upload id, a booking id, a receipt number, an account id. */
  subjectId: string;
  /** Whose information it is. */
  patientEmail: string | null;
  allowed: boolean;
};

const clip = (s: string | null, n: number) => (s === null ? null : s.slice(0, n));

/**
 * Appends rows to the access log as a named system operation (nobody may write it directly but
 * about themselves, and nobody may change or remove a row). In the caller's transaction when one
 * is given, so a read and its log row stand or fall together.
 */
export async function appendAccess(q: Queryable, who: Accessor, entries: readonly AccessEntry[]): Promise<void> {
  if (!entries.length) return;
  await q.query(
    `insert into public.access_log (user_id, actor_email, role, kind, subject_id, patient_email, client_address, allowed)
     select $1::uuid, $2, $3, e.kind, e.subject_id, e.patient_email, $4, e.allowed
     from jsonb_to_recordset($5::jsonb) as e(kind text, subject_id text, patient_email text, allowed boolean)`,
    [
      who.userId,
      clip(who.email, 254),
      who.role,
      clip(who.clientAddress, 64),
      JSON.stringify(
        entries.map((e) => ({ kind: e.kind, subject_id: e.subjectId.slice(0, 200), patient_email: clip(e.patientEmail?.toLowerCase() ?? null, 254), allowed: e.allowed })),
      ),
    ],
  );
}

export async function logAccess(db: Db, who: Accessor, entries: readonly AccessEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.run(system, (tx) => appendAccess(tx, who, entries));
}

/**
 * An order's prescriptions (the grid, the uploaded file, the exam reference) as a staff member
 * opens them: read as the caller, so RLS decides, and logged either way. A role RLS keeps from
 * them gets no rows and a refused row in the log; one it admits, an allowed row per kind.
 */
export async function openOrderPrescriptions(db: Db, caller: Caller & { kind: "user" }, who: Accessor, orderId: string) {
  const seen = await db.run(caller, (tx) =>
    tx.query<{ order_item_id: string; prescription_source: string; prescription: unknown; upload_id: string | null }>(
      `select order_item_id, prescription_source, prescription, upload_id from public.order_lens
       where order_id = $1 and prescription_source in ('exam', 'entered', 'upload')`,
      [orderId],
    ),
  );
  await db.run(system, async (tx) => {
    const [order] = await tx.query<{ order_number: string; email: string; kinds: string[] | null }>(
      `select o.order_number, o.email,
              array(select distinct l.prescription_source from public.order_lens l
                    where l.order_id = o.id and l.prescription_source in ('exam', 'entered', 'upload')) as kinds
       from public.orders o where o.id = $1`,
      [orderId],
    );
    if (!order?.kinds?.length) return;
    const kindOf = (source: string): AccessKind => (source === "upload" ? "prescription-file" : source === "exam" ? "exam-reference" : "prescription");
    const allowed = seen.length > 0;
    const kinds = [...new Set(order.kinds.map(kindOf))];
    await appendAccess(tx, who, kinds.map((kind) => ({ kind, subjectId: order.order_number, patientEmail: order.email, allowed })));
  });
  return seen;
}

/** A receipt opened (or refused): logged with the patient's address, when the number exists at all. */
export async function logReceiptAccess(db: Db, who: Accessor, number: string, allowed: boolean): Promise<void> {
  await db.run(system, async (tx) => {
    const [row] = await tx.query<{ email: string | null }>("select email from public.receipts where number = $1", [number]);
    if (row) await appendAccess(tx, who, [{ kind: "receipt", subjectId: number, patientEmail: row.email, allowed }]);
  });
}

/** A prescription upload's file opened (or refused), logged with the order's address when the upload exists. */
export async function logUploadAccess(db: Db, who: Accessor, uploadId: string, allowed: boolean): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(uploadId)) return;
  await db.run(system, async (tx) => {
    const [row] = await tx.query<{ email: string | null }>(
      "select o.email from public.prescription_uploads u left join public.orders o on o.id = u.order_id where u.id = $1",
      [uploadId],
    );
    if (row) await appendAccess(tx, who, [{ kind: "upload-file", subjectId: uploadId, patientEmail: row.email, allowed }]);
  });
}
