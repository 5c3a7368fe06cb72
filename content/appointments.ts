/** A reminder's kind: the day before, or a week before (when booked further ahead). */
export type ReminderKind = "day" | "week";

export const APPOINTMENTS_COPY = {
  fillForms: "Fill in forms",
  fillFormsFor: (name: string) => `Fill in forms for ${name}`,
  formsDone: "Forms done",
  formsFailed: "The forms could not be opened. Please use the link in your e-mail, or call us.",
  heading: "Appointments",
  upcoming: "Upcoming",
  past: "Past",
  noneUpcoming: "You have no upcoming appointments.",
  nonePast: "No past appointments yet.",
  book: "Book an exam",
  bookAgain: "Book again",
  unconfirmed: "Appointments booked with your e-mail address appear here once the address is confirmed.",
  cancelled: "Cancelled",
  withOptometrist: (name: string) => `With ${name}`,
  framesHeld: "Frames we will have ready",
  frameGone: "no longer available",
  changeTime: "Change time",
  cancel: "Cancel appointment",
  cancelledToast: (name: string, when: string) => `Cancelled: ${name}, ${when}`,
  failed: "We could not change your appointment. Please try again or call us.",
  notYours: "This appointment is not in your account.",
} as const;

/** The clinic's day sheet (/brampton/admin/appointments): its table's words. */
export const DAY_SHEET_COPY = {
  confirmedByText: "Confirmed by text",
  caption: (clinic: string) => `Appointments at ${clinic}, in time order`,
  empty: (clinic: string) => `No appointments at ${clinic} on this day.`,
  columns: { time: "Time", patient: "Patient", service: "Service", room: "Room", frames: "Frames to prepare", actions: "Actions" },
  family: (n: number) => `Family of ${n}`,
  bookedIn: (language: string) => `Booked in ${language}`,
  withOptometrist: (name: string) => `With ${name}`,
  outsideSchedule: "Outside the schedule (kept after a change)",
  cancelled: "Cancelled",
  unavailable: "(unavailable)",
  none: "—",
} as const;

/** The day sheet's no-shows (issue 53). */
export const NO_SHOW_COPY = {
  mark: "Mark no-show",
  marking: "Marking…",
  markLabel: (visit: string) => `Mark no-show: ${visit}`,
  noShow: "No-show",
  undo: "Undo",
  undoLabel: (visit: string) => `Undo no-show: ${visit}`,
  marked: (visit: string) => `Marked no-show: ${visit}`,
  undone: (visit: string) => `No-show undone: ${visit}`,
  markedBy: (who: string) => `Marked by ${who}`,
  errors: {
    unknown: "Appointment not found",
    notStarted: "A visit can be marked no-show once its start has passed",
    seen: "This visit is marked seen",
    cancelled: "A cancelled visit cannot be marked no-show",
    already: "This visit is already marked no-show",
    notNoShow: "This visit is not marked no-show",
    dayEnded: "The visit's day has ended: its no-show stays",
  },
} as const;
