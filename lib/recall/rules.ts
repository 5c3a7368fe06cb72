import { DEFAULT_RECALL_RULES, RECALL_RULE_LABELS, type RecallRuleKey, type RecallRules } from "@/content/recall";
import { type Caller, type Db, type Queryable } from "@/lib/db/types";

type User = Caller & { kind: "user" };
const COLUMN: Record<RecallRuleKey, string> = { under20: "under20", over65: "over65", condition: "condition", adult: "adult", contactLens: "contact_lens" };
const KEYS = Object.keys(RECALL_RULE_LABELS) as RecallRuleKey[];

/** The rules as the database holds them (the defaults when the row cannot be read). */
export async function readRecallRules(q: Queryable): Promise<RecallRules & { updatedAt: string | null; updatedBy: string | null }> {
  const [row] = await q.query<Record<string, number | string | null>>(
    `select under20, over65, condition, adult, contact_lens, updated_at::text, updated_by from public.recall_rules`,
  );
  if (!row) return { ...DEFAULT_RECALL_RULES, updatedAt: null, updatedBy: null };
  const rules = Object.fromEntries(KEYS.map((k) => [k, Number(row[COLUMN[k]])])) as RecallRules;
  return { ...rules, updatedAt: row.updated_at as string | null, updatedBy: row.updated_by as string | null };
}

/** The Owner's save (RLS lets nobody else update the row): true when it was written. */
export async function saveRecallRules(db: Db, caller: User, rules: RecallRules): Promise<boolean> {
  const rows = await db.run(caller, (tx) =>
    tx.query(
      `update public.recall_rules set under20 = $1, over65 = $2, condition = $3, adult = $4, contact_lens = $5, updated_at = now(), updated_by = $6
       returning id`,
      [rules.under20, rules.over65, rules.condition, rules.adult, rules.contactLens, caller.email.slice(0, 254)],
    ),
  );
  return rows.length === 1;
}
