// The owner's figures (issue 53): each one's name and the definition the page shows under its "?".
// What each counts is written once in lib/figures/definitions.ts; these are its words.

export const FIGURE_KEYS = [
  "exams",
  "newPatients",
  "noShowRate",
  "lateCancellations",
  "chairTime",
  "captureSameDay",
  "capture30",
  "revenuePerExam",
  "averageSale",
  "multiplePairs",
  "recall",
  "waitlist",
  "activePatients",
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

export const FIGURES: Record<FigureKey, { name: string; definition: string; rows: string; slug: string }> = {
  exams: {
    name: "Exams",
    slug: "exams",
    definition: "Comprehensive eye exams marked seen, by the visit's day in Brampton.",
    rows: "Exams seen",
  },
  newPatients: {
    name: "New patients",
    slug: "new-patients",
    definition: "Patients whose first exam marked seen falls in the period, with their share. The share is of the patients with an exam seen in the period.",
    rows: "New patients",
  },
  noShowRate: {
    name: "No-show rate",
    slug: "no-shows",
    definition: "No-shows ÷ (exams seen + no-shows), counted in visits, not minutes.",
    rows: "No-shows",
  },
  lateCancellations: {
    name: "Late cancellations",
    slug: "late-cancellations",
    definition: "Visits cancelled less than 24 hours before their start ÷ visits booked for the period.",
    rows: "Visits cancelled late",
  },
  chairTime: {
    name: "Chair time booked",
    slug: "chair-time",
    definition: "Booked minutes ÷ minutes on the optometrists' shifts, from the schedule's own rows.",
    rows: "Visits booked",
  },
  captureSameDay: {
    name: "Eyewear capture (same day)",
    slug: "capture-same-day",
    definition:
      "Of the patients with an exam seen in the period, the share with an order for glasses with prescription lenses placed the same day. Orders refunded in full do not count.",
    rows: "Patients seen, and their glasses ordered the same day",
  },
  capture30: {
    name: "Eyewear capture (30 days)",
    slug: "capture-30-days",
    definition:
      "Of the patients with an exam seen in the period, the share with an order for glasses with prescription lenses placed within 30 days. Orders refunded in full do not count.",
    rows: "Patients seen, and their glasses ordered within 30 days",
  },
  revenuePerExam: {
    name: "Revenue per exam",
    slug: "revenue",
    definition:
      "Money taken in the period (payments less refunds, without the tax they carry, by the day each was paid or refunded) ÷ exams; split into Exam fees and Eyewear, with the insurers' and the patients' shares.",
    rows: "Payments and refunds",
  },
  averageSale: {
    name: "Average eyewear sale",
    slug: "eyewear-sales",
    definition: "Eyewear revenue before tax ÷ eyewear orders. The orders are those with a payment in the period.",
    rows: "Eyewear orders paid",
  },
  multiplePairs: {
    name: "Multiple pairs",
    slug: "multiple-pairs",
    definition: "The share of eyewear buyers with more than one pair in the period. A pair is a frame ordered with lenses.",
    rows: "Eyewear buyers",
  },
  recall: {
    name: "Recall",
    slug: "recall",
    definition: "Patients sent a first notice who booked within 60 days (the same count as \"Recall results\"). Counted by the day they were due.",
    rows: "Recalled patients who booked",
  },
  waitlist: {
    name: "Waitlist",
    slug: "waitlist",
    definition: "Freed times refilled ÷ freed times offered, and the hours recovered.",
    rows: "Freed times offered",
  },
  activePatients: {
    name: "Active patients",
    slug: "active-patients",
    definition: "Patients with an exam seen in the 18 months before the period's last day, and how many of them have a visit booked ahead.",
    rows: "Active patients",
  },
};

export const PERIODS = {
  "this-month": "This month",
  "last-month": "Last month",
  "last-12-months": "Last 12 months",
  custom: "From/To",
} as const;
export type PeriodKey = keyof typeof PERIODS;

export const FIGURES_COPY = {
  nav: "Figures",
  title: "Practice figures",
  asOf: (time: string) => `Figures as of ${time}`,
  choose: "Choose the figures",
  period: "Period",
  from: "From",
  to: "To",
  clinic: "Clinic",
  bothClinics: "Both clinics",
  optometrist: "Optometrist",
  all: "All",
  allOptometrists: "All optometrists",
  show: "Show",
  datesHint: "From and To apply when the period is From/To.",
  rangeError: "Choose a From date on or before the To date, no more than three years apart.",
  lastYearLabel: "Same period last year",
  changeLabel: "Change",
  howCounted: (name: string) => `How ${name} is counted`,
  uniqueNote: "Counts unique patients: the clinics' figures need not add up to both clinics'.",
  none: "—",
  ofPatients: (part: number, whole: number) => `${part} of ${whole} ${whole === 1 ? "patient" : "patients"}`,
  ofVisits: (part: number, whole: number) => `${part} of ${whole} ${whole === 1 ? "visit" : "visits"}`,
  ofBuyers: (part: number, whole: number) => `${part} of ${whole} ${whole === 1 ? "buyer" : "buyers"}`,
  newShare: (share: string, seen: number) => `${share} of ${seen} ${seen === 1 ? "patient" : "patients"} seen`,
  minutes: (booked: number, shift: number) => `${booked.toLocaleString("en-CA")} of ${shift.toLocaleString("en-CA")} minutes`,
  split: { examFees: "Exam fees", eyewear: "Eyewear", insurers: "Insurers", patients: "Patients" },
  orders: (n: number) => `${n} ${n === 1 ? "order" : "orders"}`,
  refilled: (part: number, whole: number, hours: string) => `${part} of ${whole} refilled, ${hours} hours recovered`,
  bookedAhead: (n: number) => `${n} with a visit booked ahead`,
  byOptometrist: "By optometrist",
  byOptometristCaption: "Exams, no-show rate, chair time, eyewear capture and revenue per exam, side by side",
  byOptometristEmpty: "No optometrist saw or booked a patient in this period.",
  byMonth: "By month",
  byMonthCaption: "Exams, revenue and eyewear capture (30 days), the last 12 months",
  byMonthEmpty: "Nothing in these months.",
  chartLabel: "Exams by month, the last 12 months, with revenue and eyewear capture in the table beside it",
  columns: {
    optometrist: "Optometrist",
    exams: "Exams",
    noShowRate: "No-show rate",
    chairTime: "Chair time booked",
    capture: "Eyewear capture (30 days)",
    revenuePerExam: "Revenue per exam",
    month: "Month",
    revenue: "Revenue",
  },
  rowsTitle: (name: string) => `${name}: the rows`,
  rowsCount: (n: number) => `${n.toLocaleString("en-CA")} ${n === 1 ? "row" : "rows"}`,
  rowsEmpty: "No rows for this choice.",
  exportCsv: "Export CSV",
  back: "Back to the figures",
  noOptometrist: "No optometrist",
} as const;

/** How a rows page shows a column: a day, a moment, a person (linked to their record), money… */
export type FigureColumnKind = "day" | "when" | "name" | "clinic" | "optometrist" | "money" | "text" | "count" | "yesno" | "order" | "status";
export type FigureColumn = { key: string; label: string; kind: FigureColumnKind };

const visitColumns: FigureColumn[] = [
  { key: "day", label: "Day", kind: "day" },
  { key: "starts_at", label: "Time", kind: "when" },
  { key: "name", label: "Patient", kind: "name" },
  { key: "clinic_id", label: "Clinic", kind: "clinic" },
  { key: "optometrist_id", label: "Optometrist", kind: "optometrist" },
];

/** Each figure's rows page and CSV: the columns, in order. */
export const FIGURE_COLUMNS: Record<FigureKey, FigureColumn[]> = {
  exams: visitColumns,
  newPatients: visitColumns,
  noShowRate: [...visitColumns, { key: "no_show_at", label: "Marked no-show", kind: "when" }],
  lateCancellations: [...visitColumns, { key: "service_type", label: "Service", kind: "text" }, { key: "cancelled_at", label: "Cancelled", kind: "when" }],
  chairTime: [...visitColumns, { key: "service_type", label: "Service", kind: "text" }, { key: "minutes", label: "Minutes", kind: "count" }],
  captureSameDay: [
    ...visitColumns,
    { key: "order_number", label: "Glasses order", kind: "order" },
    { key: "order_day", label: "Ordered on", kind: "day" },
    { key: "same_day", label: "Same day", kind: "yesno" },
  ],
  capture30: [
    ...visitColumns,
    { key: "order_number", label: "Glasses order", kind: "order" },
    { key: "order_day", label: "Ordered on", kind: "day" },
    { key: "within30", label: "Within 30 days", kind: "yesno" },
  ],
  revenuePerExam: [
    { key: "day", label: "Day", kind: "day" },
    { key: "name", label: "Patient", kind: "name" },
    { key: "kind", label: "Payment or refund", kind: "status" },
    { key: "stream", label: "For", kind: "status" },
    { key: "method", label: "Method", kind: "status" },
    { key: "order_number", label: "Order", kind: "order" },
    { key: "clinic_id", label: "Clinic", kind: "clinic" },
    { key: "amount", label: "Amount", kind: "money" },
    { key: "net", label: "Before tax", kind: "money" },
  ],
  averageSale: [
    { key: "day", label: "First paid", kind: "day" },
    { key: "order_number", label: "Order", kind: "order" },
    { key: "name", label: "Patient", kind: "name" },
    { key: "clinic_id", label: "Clinic", kind: "clinic" },
    { key: "net", label: "Before tax", kind: "money" },
  ],
  multiplePairs: [
    { key: "day", label: "First order", kind: "day" },
    { key: "name", label: "Patient", kind: "name" },
    { key: "clinic_id", label: "Clinic", kind: "clinic" },
    { key: "orders", label: "Orders", kind: "count" },
    { key: "pairs", label: "Pairs", kind: "count" },
  ],
  recall: [
    { key: "day", label: "Due", kind: "day" },
    { key: "name", label: "Patient", kind: "name" },
    { key: "clinic_id", label: "Clinic", kind: "clinic" },
    { key: "optometrist_id", label: "Optometrist", kind: "optometrist" },
    { key: "first_contact", label: "First contacted", kind: "when" },
    { key: "booked_at", label: "Booked", kind: "when" },
  ],
  waitlist: [
    { key: "day", label: "Offered on", kind: "day" },
    { key: "starts_at", label: "Time freed", kind: "when" },
    { key: "clinic_id", label: "Clinic", kind: "clinic" },
    { key: "service_type", label: "Service", kind: "text" },
    { key: "minutes", label: "Minutes", kind: "count" },
    { key: "status", label: "Outcome", kind: "status" },
  ],
  activePatients: [
    { key: "day", label: "Last exam", kind: "day" },
    { key: "name", label: "Patient", kind: "name" },
    { key: "clinic_id", label: "Clinic", kind: "clinic" },
    { key: "optometrist_id", label: "Optometrist", kind: "optometrist" },
    { key: "next_at", label: "Next visit", kind: "when" },
  ],
};

/** Stored codes as the rows read them. */
export const FIGURE_CODES: Record<string, string> = {
  payment: "Payment",
  refund: "Refund",
  exam: "Exam fee",
  eyewear: "Eyewear",
  debit: "Debit",
  "credit-card": "Credit card",
  cash: "Cash",
  "e-transfer": "E-transfer",
  "insurer-direct": "Insurer (direct billing)",
  ohip: "OHIP",
  taken: "Refilled",
  gone: "Not refilled",
  open: "Still offered",
};
