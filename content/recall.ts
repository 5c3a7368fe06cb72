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

/** Consent to recall e-mail in the account and on a patient's page (English: staff and the account). */
export const RECALL_CONSENT_COPY = {
  title: "Exam due reminders",
  /** The account's switch: the exact words recorded with the answer. */
  accountLabel: "E-mail me when my next eye exam is due",
  accountHint: "For you and the family members booked with your e-mail: a short e-mail around each due date. Appointment reminders are separate.",
  accountNone: "These can be turned on once you have booked an exam with us.",
  /** The front desk's switch: the words recorded with what the patient said in person or by phone. */
  staffLabel: "The patient agreed to e-mails when their next eye exam is due",
  staffHint: "Only with the patient's own yes, in person or by phone. It is recorded with your name.",
  savedOn: "Exam due reminders are on",
  savedOff: "Exam due reminders are off",
  failed: "The change could not be saved. Please try again.",
  noEmail: "This patient has no e-mail address: add one to send exam due reminders.",
  historyCaption: "Consent to exam due reminders",
  columns: ["When", "Answer", "From", "Words shown", "By"],
  given: "Yes",
  withdrawn: "No",
  none: "Never asked: no exam due reminders are sent.",
  sources: {
    booking: "Booking form",
    account: "Account",
    "front-desk": "Front desk",
    unsubscribe: "Unsubscribe page",
    "mail-client": "Mail client's unsubscribe",
  } as Record<string, string>,
} as const;

/** The Owner's "Recall messages": when the three notices go, in days from the due date. */
export const RECALL_NOTICES_COPY = {
  title: "Recall messages",
  intro: "When each recall e-mail goes, in days from the patient's due date: a negative number is before it (-30 is 30 days before). Patients with an exam booked ahead, marked Do not contact, or without consent get none.",
  labels: { first: "First notice", second: "Second notice", last: "Last notice" },
  days: "days from the due date",
  save: "Save messages",
  saving: "Saving…",
  saved: "Recall messages saved",
  errors: {
    first: "Enter a whole number of days from -180 to 0",
    second: "Enter a whole number of days from -90 to 90",
    last: "Enter a whole number of days from 0 to 180",
    order: "Each notice must come after the one before it",
  },
} as const;
export type RecallNotices = { first: number; second: number; last: number };
export const DEFAULT_RECALL_NOTICES: RecallNotices = { first: -30, second: 0, last: 30 };
