import { RECALL_LIST_COPY as L, type CallOutcome, type RecallTab } from "@/content/recall";
import { csvCell } from "@/lib/analytics/csv";
import { type Caller, type Db } from "@/lib/db/types";
import { todayInToronto } from "@/lib/validations/booking-choices";
import type { RecallListQuery } from "@/lib/validations/recall";
import { ageOn } from "./due";

type User = Caller & { kind: "user" };

export const RECALL_PAGE_SIZE = 50;
const EXPORT_BATCH = 1_000;

export type RecallRow = {
  id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  phone: string | null;
  email: string | null;
  due: string;
  eligible_conditions: string[];
  contact_lens_wearer: boolean;
  last_visit: string | null;
  optometrist: string | null;
  messages: number;
  last_call_outcome: CallOutcome | null;
  last_call_at: string | null;
  next_visit: string | null;
  total: number;
};

/** Why the patient is recalled when they are: the rule that set the interval (age first, as the rules read). */
export function recallReason(row: Pick<RecallRow, "date_of_birth" | "eligible_conditions" | "contact_lens_wearer" | "due">): string {
  const age = row.date_of_birth ? ageOn(row.date_of_birth, row.due) : null;
  const parts: string[] = [];
  if (age !== null && age < 20) parts.push(L.reasons.under20);
  else if (age !== null && age >= 65) parts.push(L.reasons.over65);
  // A condition counts at every age (OHIP since September 2023).
  if (row.eligible_conditions.length) parts.push(L.reasons.condition);
  if (row.contact_lens_wearer) parts.push(L.reasons.contactLens);
  return parts.length ? parts.join(", ") : L.reasons.adult;
}

async function page(db: Db, caller: User, tab: RecallTab, q: Omit<RecallListQuery, "tab" | "page">, limit: number, offset: number): Promise<RecallRow[]> {
  const rows = await db.run(caller, (tx) =>
    tx.query<RecallRow>(
      `select id, first_name, last_name, date_of_birth::text, phone, email, due::text, eligible_conditions, contact_lens_wearer, last_visit::text,
              optometrist, messages, last_call_outcome, last_call_at::text, next_visit::text, total::int
       from private.recall_list($1, $2::date, $3, $4::uuid, $5, $6)`,
      [tab, todayInToronto(), q.clinic ?? null, q.optometrist ?? null, limit, offset],
    ),
  );
  return rows;
}

/** One page of one tab (the database refuses callers without the `patients` permission: no rows). */
export async function recallList(db: Db, caller: User, q: RecallListQuery): Promise<{ rows: RecallRow[]; total: number; pageCount: number }> {
  const rows = await page(db, caller, q.tab, q, RECALL_PAGE_SIZE, (q.page - 1) * RECALL_PAGE_SIZE);
  const total = rows[0]?.total ?? 0;
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / RECALL_PAGE_SIZE)) };
}

export const RECALL_CSV_HEADER = ["First name", "Last name", "Phone", "Email", "Age", "Due", "Last visit", "Optometrist", "Reason", "Messages sent", "Last call", "Booked"];

/** "Export CSV": the tab with the page's filters, for a phone list, read a batch at a time. */
export async function* recallCsv(db: Db, caller: User, q: RecallListQuery): AsyncGenerator<string, number> {
  yield `${RECALL_CSV_HEADER.join(",")}\r\n`;
  let total = 0;
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await page(db, caller, q.tab, q, EXPORT_BATCH, offset);
    if (rows.length) {
      yield rows
        .map((r) =>
          [
            r.first_name,
            r.last_name,
            r.phone,
            r.email,
            r.date_of_birth ? ageOn(r.date_of_birth, todayInToronto()) : "",
            r.due,
            r.last_visit,
            r.optometrist,
            recallReason(r),
            r.messages,
            r.last_call_outcome ? `${r.last_call_outcome} ${r.last_call_at?.slice(0, 10) ?? ""}` : "",
            r.next_visit?.slice(0, 10) ?? "",
          ]
            .map(csvCell)
            .join(",") + "\r\n",
        )
        .join("");
    }
    total += rows.length;
    if (rows.length < EXPORT_BATCH) return total;
  }
}

/** "Log call": false when the caller may not, or the patient has no due date. */
export async function logRecallCall(db: Db, caller: User, input: { patientId: string; outcome: CallOutcome; note: string; stop: boolean }): Promise<boolean> {
  const [row] = await db.run(caller, (tx) =>
    tx.query<{ ok: boolean }>("select private.log_recall_call($1, $2, $3, $4) as ok", [input.patientId, input.outcome, input.note, input.stop]),
  );
  return row.ok;
}

/** The optometrists the list can be filtered by (every one, active or not: past visits name them). */
export async function recallOptometrists(db: Db, caller: User): Promise<{ id: string; title: string }[]> {
  return db.run(caller, (tx) => tx.query<{ id: string; title: string }>("select id, title from public.staff where role = 'optometrist' order by active desc, title"));
}
