import { createHash, randomBytes } from "node:crypto";
import { RECALL_TOKEN } from "@/lib/validations/recall";
import type { Locale } from "@/content/i18n/locales";
import { anon, type Db, type Queryable } from "@/lib/db/types";

/** The database keeps only a recall link's SHA-256, as for manage links. */
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Stores a new link (the sender's transaction, as the system) and returns its token. */
export async function newRecallLink(
  tx: Queryable,
  link: { kind: "book" | "unsubscribe"; patientIds: string[]; email: string; language: Locale; expiresAt: Date | null },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.query(
    "insert into private.recall_links (token_hash, kind, patient_ids, email, language, expires_at) values ($1, $2, $3::uuid[], $4, $5, $6)",
    [hash(token), link.kind, link.patientIds, link.email, link.language, link.expiresAt?.toISOString() ?? null],
  );
  return token;
}

export type UnsubscribeView = { names: string[]; language: Locale; done: boolean };

/** What an unsubscribe link names, without changing anything (a mail scanner may open it). */
export async function unsubscribeView(db: Db, token: string): Promise<UnsubscribeView | null> {
  if (!RECALL_TOKEN.test(token)) return null;
  const [row] = await db.run(anon, (tx) =>
    tx.query<{ first_names: string[]; language: Locale; done: boolean }>("select * from private.recall_unsubscribe_view($1)", [hash(token)]),
  );
  return row ? { names: row.first_names, language: row.language, done: row.done } : null;
}

/** The button, or a mail client's one-click POST: false when the link is unknown. */
export async function unsubscribeRecall(db: Db, token: string, source: "unsubscribe" | "mail-client"): Promise<boolean> {
  if (!RECALL_TOKEN.test(token)) return false;
  const [row] = await db.run(anon, (tx) => tx.query<{ ok: boolean }>("select private.recall_unsubscribe($1, $2) as ok", [hash(token), source]));
  return row.ok;
}

export type RecallPrefill = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  location: string;
  optometrist: string;
};

/** "Book my exam": what the booking form starts with; null when the link is unknown or has expired. */
export async function recallBookingPrefill(db: Db, token: string): Promise<RecallPrefill | null> {
  if (!RECALL_TOKEN.test(token)) return null;
  const [row] = await db.run(anon, (tx) =>
    tx.query<{ first_name: string; last_name: string; email: string; phone: string | null; date_of_birth: string | null; clinic_id: string | null; optometrist_id: string | null }>(
      "select first_name, last_name, email, phone, date_of_birth::text, clinic_id, optometrist_id from private.recall_booking_prefill($1)",
      [hash(token)],
    ),
  );
  if (!row) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone ?? "",
    dateOfBirth: row.date_of_birth ?? "",
    location: row.clinic_id ?? "",
    optometrist: row.optometrist_id ?? "",
  };
}

/** In the booking's own transaction: a booking made from "Book my exam" counts for the recall. */
export async function markRecallBooking(tx: Queryable, token: string, groupId: string): Promise<void> {
  if (!RECALL_TOKEN.test(token)) return;
  await tx.query("select private.mark_recall_booking($1, $2)", [hash(token), groupId]);
}
