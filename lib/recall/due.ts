import { DEFAULT_RECALL_RULES, type EligibleCondition, type RecallRuleKey, type RecallRules } from "@/content/recall";

export type RecallPatient = {
  /** YYYY-MM-DD, or null when not known (then the adult rule applies). */
  dateOfBirth: string | null;
  conditions: readonly EligibleCondition[];
  contactLens: boolean;
};

/** Whole years of age on `day` (both YYYY-MM-DD): a birthday counts from its own date. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The rules that apply to the patient on the visit's day: their age's, an eligible condition's at
 * every age (65 and over has its own), and contact lenses'. The shortest of them wins.
 */
export function applicableRules(p: RecallPatient, visitDay: string): RecallRuleKey[] {
  const age = p.dateOfBirth ? ageOn(p.dateOfBirth, visitDay) : null;
  const senior = age !== null && age >= 65;
  const rules: RecallRuleKey[] = [age !== null && age < 20 ? "under20" : senior ? "over65" : "adult"];
  if (p.conditions.length) rules.push(senior ? "over65Condition" : "condition");
  if (p.contactLens) rules.push("contactLens");
  return rules;
}

/** `day` plus `months`, kept within the month (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** When the next exam is due after a visit on `visitDay`: the shortest interval that applies wins. */
export function nextExamDue(p: RecallPatient, visitDay: string, rules: RecallRules = DEFAULT_RECALL_RULES): string {
  const months = Math.min(...applicableRules(p, visitDay).map((k) => rules[k]));
  return addMonths(visitDay, months);
}
