// Recall (issue 43): the words of the rules and of Ontario's list of eligible conditions.

/** Ontario's conditions for an OHIP-insured yearly exam between 20 and 64 (Schedule of Benefits, optometry). */
export const ELIGIBLE_CONDITIONS = {
  diabetes: "Diabetes",
  glaucoma: "Glaucoma",
  cataract: "Cataract",
  "retinal-disease": "Retinal disease",
  amblyopia: "Amblyopia",
  "visual-field-defects": "Visual field defects",
  "corneal-disease": "Corneal disease",
  strabismus: "Strabismus",
  "recurrent-uveitis": "Recurrent uveitis",
  "optic-pathway-disease": "Optic pathway disease",
} as const;
export type EligibleCondition = keyof typeof ELIGIBLE_CONDITIONS;

/** The rules the Owner edits, by key, with the label the page shows. */
export const RECALL_RULE_LABELS = {
  under20: "Under 20",
  over65: "65 and over",
  condition: "20 to 64 with an eligible condition",
  adult: "20 to 64",
  contactLens: "Contact lens wearer",
} as const;
export type RecallRuleKey = keyof typeof RECALL_RULE_LABELS;
export type RecallRules = Record<RecallRuleKey, number>;

/** What the rules say until the Owner changes them (months until the next exam). */
export const DEFAULT_RECALL_RULES: RecallRules = { under20: 12, over65: 12, condition: 12, adult: 24, contactLens: 12 };

export const RECALL_RULES_COPY = {
  page: "Recall",
  title: "Recall rules",
  conditions: (list: string) => `Eligible conditions (Ontario's list): ${list}.`,
  changedBy: (who: string) => `Last changed by ${who}.`,
  intro: "Months until a patient's next eye exam is due. When more than one applies, the shortest wins.",
  months: "months",
  save: "Save rules",
  saving: "Saving…",
  saved: "Recall rules saved",
  monthsError: "Enter a whole number of months from 1 to 60",
  nextExamDue: "Next exam due",
  change: "Change",
  notSet: "Not set",
} as const;
