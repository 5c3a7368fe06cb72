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
  show: "Show",
  rangeError: "Choose a From date on or before the To date, no more than three years apart.",
  lastYear: (value: string) => `Same period last year: ${value}`,
  change: (text: string) => `Change: ${text}`,
  howCounted: (name: string) => `How ${name} is counted`,
  uniqueNote: "Counts unique patients: the clinics' figures need not add up to both clinics'.",
  none: "—",
  ofPatients: (part: number, whole: number) => `${part} of ${whole} patients`,
  ofVisits: (part: number, whole: number) => `${part} of ${whole} visits`,
  minutes: (booked: number, shift: number) => `${booked.toLocaleString("en-CA")} of ${shift.toLocaleString("en-CA")} minutes`,
  split: { examFees: "Exam fees", eyewear: "Eyewear", insurers: "Insurers", patients: "Patients" },
  orders: (n: number) => `${n} ${n === 1 ? "order" : "orders"}`,
  refilled: (part: number, whole: number, hours: string) => `${part} of ${whole} refilled, ${hours} hours recovered`,
  bookedAhead: (n: number) => `${n} with a visit booked ahead`,
  byOptometrist: "By optometrist",
  byOptometristCaption: "Figures by optometrist for the period",
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
