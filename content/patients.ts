// The staff's patient pages (issue 42): every word they show, in one place.

export const PATIENT_STATUS_REASONS = {
  moved: "Moved away",
  deceased: "Deceased",
  asked: "Asked not to be contacted",
} as const;
export type PatientStatusReason = keyof typeof PATIENT_STATUS_REASONS;

export const PATIENT_LANGUAGES = { en: "English", pa: "Punjabi", hi: "Hindi" } as const;

export const PATIENTS_COPY = {
  title: "Patients",
  intro: "Find a patient by name, phone, e-mail or date of birth.",
  searchLabel: "Search patients",
  searchHint: "A name or part of one (any order), a phone number in any format, an e-mail, or a date of birth (YYYY-MM-DD).",
  searching: "Searching…",
  add: "Add patient",
  duplicatesLink: "Possible duplicates",
  caption: "Patients",
  columns: { name: "Name", dateOfBirth: "Date of birth", phone: "Phone", clinic: "Clinic", lastVisit: "Last visit", nextVisit: "Next visit" },
  prompt: "Type at least two letters, three digits of a phone number, or a date of birth.",
  none: "No patient matches that search.",
  results: (n: number) => (n === 1 ? "1 patient found" : `${n} patients found`),
  more: "Showing the first 50: type more to narrow the search.",
  doNotContact: "Do not contact",
  unknown: "—",
} as const;

export const PATIENT_FORM_COPY = {
  addTitle: "Add patient",
  editTitle: "Edit details",
  firstName: "First name",
  lastName: "Last name",
  dateOfBirth: "Date of birth",
  email: "Email",
  phone: "Phone",
  language: "Preferred language",
  address: "Address (optional)",
  clinic: "Usual clinic",
  noClinic: "No usual clinic",
  notes: "Notes for staff",
  status: "Status",
  active: "Active",
  doNotContact: "Do not contact",
  reason: "Reason",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  saved: "Details saved",
  errors: {
    firstName: "First name is required",
    lastName: "Last name is required",
    tooLong: "One of the values is too long",
    dateOfBirth: "Please enter a date of birth between 1900 and today",
    email: "Please enter a valid email address",
    phone: "Please enter a valid phone number",
    reason: "Choose why this patient is not to be contacted",
    clinic: "Choose a clinic",
    notFound: "That patient record no longer exists",
    merged: "That record was merged into another; open the one it was merged into",
  },
} as const;

export const PATIENT_PAGE_COPY = {
  details: "Details",
  edit: "Edit details",
  book: "Book an appointment",
  household: "Household",
  noHousehold: "Not part of a household.",
  visits: "Visits",
  noVisits: "No visits yet.",
  visitColumns: { date: "Date", clinic: "Clinic", service: "Service", optometrist: "Optometrist", status: "Status" },
  orders: "Orders",
  noOrders: "No orders.",
  orderColumns: { number: "Order", date: "Date", total: "Total", status: "Status" },
  receipts: "Receipts",
  noReceipts: "No receipts.",
  receiptColumns: { number: "Receipt", date: "Issued", kind: "Kind" },
  prescriptions: "Prescriptions on file",
  noPrescriptions: "No prescriptions on file.",
  prescriptionsHidden: "Prescriptions are shown to staff who may read them.",
  prescriptionColumns: { order: "Order", source: "From", verified: "Verification" },
  verifiedBy: (who: string, when: string) => `Verified by ${who}, ${when}`,
  notVerified: "Not verified yet",
  messages: "Messages sent",
  noMessages: "No messages sent.",
  messageColumns: { date: "Date", kind: "Kind", subject: "Subject", status: "Status" },
  history: "History",
  noHistory: "No history.",
  mergedInto: "This record was merged into another.",
  openMerged: "Open the record it was merged into",
  notes: "Notes for staff",
  status: "Status",
  dateOfBirth: "Date of birth",
  email: "Email",
  phone: "Phone",
  language: "Preferred language",
  address: "Address",
  clinic: "Usual clinic",
  account: "Account",
  hasAccount: "Has an account",
  noAccount: "No account",
  mergeInto: "Merge into…",
  refusedTitle: "You may not open this patient's record",
  refusedBody: "Optometrists open the patients on their own day sheet, and opticians the patients of the orders they handle.",
} as const;

export const PRESCRIPTION_SOURCES = { exam: "Our eye exam", entered: "Entered at checkout", upload: "Uploaded file", later: "Sent later" } as const;

export const HISTORY_ACTIONS = {
  created: "Created",
  edited: "Edited",
  "merged-in": "Merged in",
  "merged-away": "Merged away",
  "not-duplicate": "Marked not the same person",
} as const;

/** Where a record came from, when no person made it. */
export const HISTORY_SOURCES: Record<string, string> = {
  booking: "From a booking",
  order: "From an order",
  prescription: "From the prescription on an order",
};

export const MESSAGE_KINDS: Record<string, string> = {
  "booking-confirmation": "Booking confirmation",
  "reminder-day": "Reminder, the day before",
  "reminder-week": "Reminder, a week before",
  "booking-moved": "Booking moved",
  "booking-cancelled": "Booking cancelled",
  "order-confirmation": "Order confirmation",
  receipt: "Receipt",
  "recall-first": "Exam due, first notice",
  "recall-second": "Exam due, second notice",
  "recall-last": "Exam due, last notice",
  "waitlist-offer": "Waitlist offer",
  "intake-forms": "Forms to fill in",
  "intake-reminder": "Forms reminder",
  // Texts (issue 54), sent and received.
  "sms-reminder": "Text: reminder, the day before",
  "sms-offer": "Text: waitlist offer",
  "sms-recall": "Text: exam due",
  "sms-desk-reply": "Text: the front desk's reply",
  "sms-confirmed": "Text: thanks for confirming",
  "sms-change": "Text: change link",
  "sms-stopped": "Text: texts stopped",
  "sms-started": "Text: texts on again",
  "sms-help": "Text: help",
  "sms-no-visit": "Text: no visit to confirm",
  "text-received": "Text from the patient",
};

export const DUPLICATES_COPY = {
  title: "Possible duplicates",
  intro: "Records that may be one person. Nothing is merged until someone chooses to.",
  empty: "No possible duplicates to review.",
  reasons: {
    "same-name-and-contact": "Same name and the same e-mail or phone, another date of birth",
    "same-birth-and-contact": "Same date of birth and the same e-mail or phone, another spelling",
  },
  shares: "Shares",
  differs: "Differs",
  merge: "Merge",
  notSame: "Not the same person",
  fields: { name: "Name", dateOfBirth: "Date of birth", email: "Email", phone: "Phone" },
  /** The comparison's two unlabelled columns, named for screen readers. */
  fieldColumn: "Field",
  compareColumn: "Shares or differs",
  visits: (n: number) => (n === 1 ? "1 visit" : `${n} visits`),
  dismissed: "The pair will not be listed again",
} as const;

export const MERGE_COPY = {
  title: "Merge into…",
  intro: (name: string) => `Every visit, order, prescription, receipt and message of ${name} moves to the record you choose. The history of both records says who merged them and when.`,
  target: "Merge into this record",
  targetHint: "Search for the record to keep",
  reason: "Reason (required when the dates of birth differ)",
  submit: "Merge",
  merging: "Merging…",
  done: "Records merged",
  errors: {
    same: "A record cannot be merged into itself",
    merged: "One of these records has already been merged; reload to see where it went",
    missing: "That patient record no longer exists",
    reasonNeeded: "These records have different dates of birth: type the reason for merging them",
    reasonTooLong: "The reason is too long (500 characters at most)",
    choose: "Choose the record to merge into",
  },
} as const;

export const FAMILY_COPY = {
  title: "Your family",
  intro: "The people you book for. Each one's next visit is shown here.",
  you: "You",
  nextVisit: "Next visit",
  none: "No visit booked",
  empty: "When you book for someone else, they appear here.",
} as const;
