import { DEFAULT_RECALL_NOTICES, DEFAULT_RECALL_RULES, RECALL_RULE_LABELS, type RecallNotices, type RecallRuleKey, type RecallRules } from "@/content/recall";
import { type Caller, type Db, type Queryable } from "@/lib/db/types";

type User = Caller & { kind: "user" };
const COLUMN: Record<RecallRuleKey, string> = {
  under20: "under20",
  over65: "over65",
  over65Condition: "over65_condition",
  condition: "condition",
  adult: "adult",
  contactLens: "contact_lens",
};
const KEYS = Object.keys(RECALL_RULE_LABELS) as RecallRuleKey[];

/** The rules as the database holds them (the defaults when the row cannot be read). */
export async function readRecallRules(q: Queryable): Promise<RecallRules & { updatedAt: string | null; updatedBy: string | null }> {
  const [row] = await q.query<Record<string, number | string | null>>(
    `select under20, over65, over65_condition, condition, adult, contact_lens, updated_at::text, updated_by from public.recall_rules`,
  );
  if (!row) return { ...DEFAULT_RECALL_RULES, updatedAt: null, updatedBy: null };
  const rules = Object.fromEntries(KEYS.map((k) => [k, Number(row[COLUMN[k]])])) as RecallRules;
  return { ...rules, updatedAt: row.updated_at as string | null, updatedBy: row.updated_by as string | null };
}

/** The Owner's save (RLS lets nobody else update the row): true when it was written. */
export async function saveRecallRules(db: Db, caller: User, rules: RecallRules): Promise<boolean> {
  const rows = await db.run(caller, (tx) =>
    tx.query(
      `update public.recall_rules set under20 = $1, over65 = $2, over65_condition = $3, condition = $4, adult = $5, contact_lens = $6,
              updated_at = now(), updated_by = $7
       returning id`,
      [rules.under20, rules.over65, rules.over65Condition, rules.condition, rules.adult, rules.contactLens, caller.email.slice(0, 254)],
    ),
  );
  return rows.length === 1;
}

/** When the three recall e-mails go, in days from the due date. */
export async function readRecallNotices(q: Queryable): Promise<RecallNotices> {
  const [row] = await q.query<{ notice_first: number; notice_second: number; notice_last: number }>("select notice_first, notice_second, notice_last from public.recall_rules");
  return row ? { first: Number(row.notice_first), second: Number(row.notice_second), last: Number(row.notice_last) } : DEFAULT_RECALL_NOTICES;
}

/** The Owner's save of "Recall messages": true when it was written. */
export async function saveRecallNotices(db: Db, caller: User, n: RecallNotices): Promise<boolean> {
  const rows = await db.run(caller, (tx) =>
    tx.query("update public.recall_rules set notice_first = $1, notice_second = $2, notice_last = $3, updated_at = now(), updated_by = $4 returning id", [
      n.first,
      n.second,
      n.last,
      caller.email.slice(0, 254),
    ]),
  );
  return rows.length === 1;
}
