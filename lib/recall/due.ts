import { addMonths, ageOn } from "@/lib/booking/zoned-time";
import { DEFAULT_RECALL_RULES, type EligibleCondition, type RecallRuleKey, type RecallRules } from "@/content/recall";

// Calendar arithmetic lives with the other date helpers; the recall pages import it from here too.
export { addMonths, ageOn };

export type RecallPatient = {
  /** YYYY-MM-DD, or null when not known (then the adult rule applies). */
  dateOfBirth: string | null;
  conditions: readonly EligibleCondition[];
  contactLens: boolean;
};

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

/** When the next exam is due after a visit on `visitDay`: the shortest interval that applies wins. */
export function nextExamDue(p: RecallPatient, visitDay: string, rules: RecallRules = DEFAULT_RECALL_RULES): string {
  const months = Math.min(...applicableRules(p, visitDay).map((k) => rules[k]));
  return addMonths(visitDay, months);
}
