import { assertAdmin } from "@/lib/admin/assert";
import { csvCell } from "@/lib/analytics/csv";
import { ANALYTICS_PAGE_SIZE } from "@/lib/analytics/tabs";
import type { Caller, Db, Queryable } from "@/lib/db/types";
import type { AccessLogQuery } from "@/lib/validations/staff";

/** Rows per page, as the analytics tables. */
export const ACCESS_LOG_PAGE_SIZE = ANALYTICS_PAGE_SIZE;
const EXPORT_BATCH = 2_000;

export type AccessRow = {
  id: string;
  at: string;
  user_id: string | null;
  actor_email: string | null;
  role: string | null;
  kind: string;
  subject_id: string;
  patient_email: string | null;
  client_address: string | null;
  allowed: boolean;
};

export type AccessFilters = Partial<Omit<AccessLogQuery, "page">>;

/** The filters as SQL over fixed columns; only values travel as parameters. */
function where(f: AccessFilters, params: unknown[]): string {
  const parts: string[] = [];
  if (f.staff) parts.push(`user_id = $${params.push(f.staff)}::uuid`);
  if (f.patient) parts.push(`lower(patient_email) = $${params.push(f.patient)}`);
  if (f.from) parts.push(`at >= ($${params.push(f.from)}::date::timestamp at time zone 'America/Toronto')`);
  if (f.to) parts.push(`at < (($${params.push(f.to)}::date + 1)::timestamp at time zone 'America/Toronto')`);
  return parts.length ? `where ${parts.join(" and ")}` : "";
}

const COLUMNS = "id::text, at, user_id, actor_email, role, kind, subject_id, patient_email, client_address, allowed";

/** One page of the log, newest first, as the Owner (RLS admits only the staff permission). */
export async function readAccessLog(db: Db, caller: Caller, q: AccessFilters & { page: number }) {
  return db.run(caller, async (tx) => {
    await assertAdmin(tx, "staff");
    const params: unknown[] = [];
    const w = where(q, params);
    const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from public.access_log ${w}`, params);
    const pageCount = Math.max(1, Math.ceil(n / ACCESS_LOG_PAGE_SIZE));
    const page = Math.min(q.page, pageCount);
    const rows = await tx.query<AccessRow>(
      `select ${COLUMNS} from public.access_log ${w} order by at desc, id desc limit ${ACCESS_LOG_PAGE_SIZE} offset ${(page - 1) * ACCESS_LOG_PAGE_SIZE}`,
      params,
    );
    const staff = await tx.query<{ user_id: string; email: string }>(
      "select distinct user_id::text, actor_email as email from public.access_log where user_id is not null and role <> 'patient' order by 2 limit 500",
    );
    return { rows: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })), total: n, page, pageCount, staff };
  });
}

export const ACCESS_CSV_HEADER = ["When", "Staff", "Role", "What", "Id", "Patient", "Client address", "Allowed"];

function line(r: AccessRow): string {
  return [new Date(r.at).toISOString(), r.actor_email, r.role, r.kind, r.subject_id, r.patient_email, r.client_address, r.allowed ? "yes" : "no"].map(csvCell).join(",");
}

/** The filtered log as CSV, read in keyed batches (never all in memory); formula cells escaped by csvCell. */
export async function* accessLogCsv(db: Db, caller: Caller, f: AccessFilters): AsyncGenerator<string, number> {
  let after: { at: string; id: string } | null = null;
  let total = 0;
  let first = true;
  for (;;) {
    const rows: AccessRow[] = await db.run(caller, async (tx: Queryable) => {
      if (first) await assertAdmin(tx, "staff");
      const params: unknown[] = [];
      const w = where(f, params);
      const keyed = after ? `${w ? `${w} and` : "where"} (at, id) < ($${params.push(after.at)}::timestamptz, $${params.push(after.id)}::bigint)` : w;
      return tx.query<AccessRow>(`select ${COLUMNS}, at::text as key_at from public.access_log ${keyed} order by at desc, id desc limit ${EXPORT_BATCH}`, params);
    });
    if (first) yield `${ACCESS_CSV_HEADER.join(",")}\r\n`;
    first = false;
    if (rows.length) yield rows.map((r) => `${line(r)}\r\n`).join("");
    total += rows.length;
    if (rows.length < EXPORT_BATCH) return total;
    const last = rows[rows.length - 1] as AccessRow & { key_at: string };
    after = { at: last.key_at, id: last.id };
  }
}
