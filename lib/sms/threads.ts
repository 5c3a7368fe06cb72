/**
 * The front desk's "Texts" (issue 54): one thread per number that has texted the clinic, the
 * patient named when the number is on a record, unread ones first; the desk replies from the
 * thread. The Owner and the Front desk (`patients`), checked in the same transaction; the inbox and
 * the outbox stay closed to every role and are read here as a named system operation.
 */
import { assertAdmin, NotAdminError } from "@/lib/admin/assert";
import type { Caller, Db } from "@/lib/db/types";
import { TEXTS_COPY } from "@/content/texts";
import { replySchema, TEXT_NUMBER } from "@/lib/validations/texts";
import { numberState } from "./consent";
import { queueText } from "./outbox";

type User = Caller & { kind: "user" };

export type ThreadSummary = { number: string; patientId: string | null; patientName: string | null; lastAt: string; last: string; unread: number };
export type ThreadMessage = { id: string; direction: "in" | "out"; at: string; body: string; status: string | null; delivery: string | null; kind: string };
export type Thread = { number: string; patientId: string | null; patientName: string | null; cannotReceive: boolean; stopped: boolean; messages: ThreadMessage[] };

/** Every thread, unread first, then the latest. */
export async function listThreads(db: Db, caller: User): Promise<ThreadSummary[]> {
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "patients");
    const rows = await tx.asSystem((q) =>
      q.query<{ number: string; patient_id: string | null; patient_name: string | null; last_at: Date | string; last: string; unread: number }>(
        `with t as (
           select i.from_number as number, max(i.received_at) as last_in,
                  count(*) filter (where i.action = 'message' and i.read_at is null)::int as unread,
                  (array_agg(i.patient_id order by i.received_at desc) filter (where i.patient_id is not null))[1] as patient_id
           from private.sms_inbound i group by i.from_number
         )
         select t.number, t.patient_id, p.first_name || ' ' || p.last_name as patient_name, t.unread,
                greatest(t.last_in, o.last_out) as last_at,
                coalesce((select i.body from private.sms_inbound i where i.from_number = t.number order by i.received_at desc limit 1), '') as last
         from t left join public.patients p on p.id = t.patient_id
         left join lateral (select max(m.created_at) as last_out from private.mail_outbox m where m.channel = 'sms' and m.to_address = t.number) o on true
         order by (t.unread > 0) desc, greatest(t.last_in, o.last_out) desc
         limit 200`,
      ),
    );
    return rows.map((r) => ({ number: r.number, patientId: r.patient_id, patientName: r.patient_name, lastAt: new Date(r.last_at).toISOString(), last: r.last, unread: r.unread }));
  });
}

/** One thread, oldest first; opening it marks its messages read. Null for a number that never texted. */
export async function openThread(db: Db, caller: User, number: string): Promise<Thread | null> {
  if (!TEXT_NUMBER.test(number)) return null;
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "patients");
    return tx.asSystem(async (q) => {
      const inbound = await q.query<{ id: string; received_at: Date | string; body: string; action: string; patient_id: string | null }>(
        "select id, received_at, body, action, patient_id from private.sms_inbound where from_number = $1 order by received_at desc limit 200",
        [number],
      );
      if (!inbound.length) return null;
      const outbound = await q.query<{ id: string; created_at: Date | string; text_body: string; status: string; delivery_status: string | null; kind: string }>(
        "select id, created_at, text_body, status, delivery_status, kind from private.mail_outbox where channel = 'sms' and to_address = $1 order by created_at desc limit 200",
        [number],
      );
      await q.query("update private.sms_inbound set read_at = now() where from_number = $1 and read_at is null", [number]);
      const patientId = inbound.find((i) => i.patient_id)?.patient_id ?? null;
      const [patient] = patientId ? await q.query<{ name: string }>("select first_name || ' ' || last_name as name from public.patients where id = $1", [patientId]) : [];
      const state = await numberState(q, number);
      const messages: ThreadMessage[] = [
        ...inbound.map((i) => ({ id: i.id, direction: "in" as const, at: new Date(i.received_at).toISOString(), body: i.body, status: null, delivery: null, kind: i.action })),
        ...outbound.map((o) => ({ id: o.id, direction: "out" as const, at: new Date(o.created_at).toISOString(), body: o.text_body, status: o.status, delivery: o.delivery_status, kind: o.kind })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return { number, patientId, patientName: patient?.name ?? null, ...state, messages };
    });
  });
}

/** The desk's reply: queued as a text to the thread's number (only a number that texted us). */
export async function replyToThread(db: Db, caller: User, input: unknown): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = replySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const { number, body } = parsed.data;
  try {
    return await db.run(caller, async (tx) => {
      await assertAdmin(tx, "patients");
      return tx.asSystem(async (q) => {
        const [known] = await q.query<{ patient_id: string | null }>(
          "select patient_id from private.sms_inbound where from_number = $1 order by (patient_id is not null) desc, received_at desc limit 1",
          [number],
        );
        if (!known) return { ok: false as const, error: TEXTS_COPY.errors.number };
        const id = await queueText(q, { kind: "sms-desk-reply", to: number, body, patientId: known.patient_id });
        return id ? { ok: true as const } : { ok: false as const, error: TEXTS_COPY.stopped };
      });
    });
  } catch (err) {
    if (err instanceof NotAdminError) return { ok: false, error: err.message };
    throw err;
  }
}
