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
  over65Condition: "65 and over with an eligible condition",
  condition: "20 to 64 with an eligible condition",
  adult: "20 to 64",
  contactLens: "Contact lens wearer",
} as const;
export type RecallRuleKey = keyof typeof RECALL_RULE_LABELS;
export type RecallRules = Record<RecallRuleKey, number>;

/** What the rules say until the Owner changes them (months until the next exam). */
// OHIP since 1 September 2023 (docs/ohip.md): 65 and over every 18 months, 12 with an eligible condition.
export const DEFAULT_RECALL_RULES: RecallRules = { under20: 12, over65: 18, over65Condition: 12, condition: 12, adult: 24, contactLens: 12 };

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
  /** Beside an answer about recall texts (issue 54) rather than e-mails. */
  byText: "(texts)",
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

export const RECALL_TABS = { due: "Due this month", overdue: "Overdue", contacted: "Contacted", booked: "Booked" } as const;
export type RecallTab = keyof typeof RECALL_TABS;

export const CALL_OUTCOMES = { booked: "Booked", "left-message": "Left message", "no-answer": "No answer", declined: "Declined", "wrong-number": "Wrong number" } as const;
export type CallOutcome = keyof typeof CALL_OUTCOMES;

/** The front desk's recall list (/brampton/admin/recall). */
export const RECALL_LIST_COPY = {
  title: "Recall",
  intro: "Patients whose next eye exam is due, by clinic and optometrist. Phone those the e-mails have not brought back, and log each call.",
  tabsLabel: "Recall lists",
  filters: "Filter the list",
  clinic: "Clinic",
  anyClinic: "All clinics",
  optometrist: "Optometrist",
  anyOptometrist: "All optometrists",
  apply: "Show",
  caption: (tab: string) => `Recall: ${tab}`,
  columns: ["Patient", "Age", "Due", "Last visit", "Reason", "Messages sent", "Last call", ""],
  count: (n: number) => `${n} ${n === 1 ? "patient" : "patients"}`,
  empty: {
    due: "Nobody else is due this month.",
    overdue: "Nobody is overdue.",
    contacted: "No calls logged for the patients who are due.",
    booked: "No patient who is due has an exam booked yet.",
  } as Record<RecallTab, string>,
  exportCsv: "Export CSV",
  rules: "Recall rules",
  results: "Recall results",
  pager: "Recall list pages",
  reasons: { under20: "Age (under 20)", over65: "Age (65 and over)", condition: "Condition", contactLens: "Contact lenses", adult: "Age (20 to 64)" },
  booked: (when: string) => `Booked ${when}`,
  never: "—",
  logCall: "Log call",
  logCallFor: (name: string) => `Log call for ${name}`,
  outcome: "Outcome",
  note: "Note",
  noteHint: "Optional: what was said, a better time to call.",
  stopRecall: "Stop recall for this patient (no more exam due e-mails or calls)",
  stopHint: "They declined: tick only if they asked not to be reminded again.",
  save: "Save call",
  saving: "Saving…",
  cancel: "Cancel",
  saved: "Call logged",
  failed: "The call could not be logged. Please try again.",
  outcomeError: "Choose what happened on the call",
  noteError: "Keep the note to 500 characters of plain text",
  gone: "This patient has no due date any more: the list has changed.",
} as const;

/** "Recall results" (/brampton/admin/recall/results), the Owner's. */
export const RECALL_RESULTS_COPY = {
  title: "Recall results",
  intro: "For each month of due dates: how many patients were due, how many were contacted (an e-mail or a call), how many booked within 60 days of the first contact, and how many have been seen.",
  from: "From month",
  to: "To month",
  clinic: "Clinic",
  anyClinic: "All clinics",
  show: "Show",
  caption: "Recall results by month, clinic and optometrist",
  columns: ["Month", "Clinic", "Optometrist", "Due", "Contacted", "Booked within 60 days", "Seen"],
  totals: "All",
  noOptometrist: "No visit yet",
  noClinic: "No clinic yet",
  empty: "No patient was due in these months.",
  chartTitle: "Due, contacted, booked and seen by month",
  legend: { due: "Due", contacted: "Contacted", booked: "Booked", seen: "Seen" },
  back: "Recall list",
  rangeError: "Choose a range of at most 24 months, the first month before the last",
} as const;

/** "Eligible conditions" on a patient's page (staff with the `prescriptions` permission). */
export const CONDITIONS_COPY = {
  title: "Eligible conditions",
  intro: "Health information: shown only to staff who handle prescriptions, and each look is logged. A condition from Ontario's list makes a patient due every 12 months, at any age.",
  legend: "Conditions",
  contactLens: "Contact lens wearer",
  save: "Save conditions",
  saving: "Saving…",
  saved: "Conditions saved",
  failed: "The conditions could not be saved. Please try again.",
} as const;
