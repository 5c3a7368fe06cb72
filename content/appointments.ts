import { BRAND } from "./clinics";

/** What to bring, as the booking page's preparation tips say: the confirmation and every reminder repeat it. */
export const VISIT_PREPARATION =
  "Please bring your current glasses or contact lenses, your health card and your insurance details. If you wear contact lenses, remove them 2 hours before your exam.";

export type ReminderKind = "day" | "week";

export type ReminderMail = {
  firstName: string;
  serviceType: string;
  /** One line per person: "Ann Lee: Monday, March 15, 2027, 9:00 AM – 10:00 AM EDT". */
  people: string[];
  clinicName: string;
  address: string;
  phone: string;
  mapUrl: string;
  /** Null when the server knows no public address to link to (no SITE_URL in production). */
  manageUrl: string | null;
};

export const REMINDER_EMAIL = {
  subject: (kind: ReminderKind, serviceType: string, when: string) =>
    `${kind === "day" ? "Tomorrow" : "In one week"}: your ${serviceType} at ${BRAND.name}, ${when}`,
  body: (kind: ReminderKind, m: ReminderMail) =>
    `Hi ${m.firstName},

A reminder of your ${m.serviceType} ${kind === "day" ? "in the next 24 hours" : "in one week"} (Brampton time):

${m.people.map((p) => `- ${p}`).join("\n")}

${m.clinicName}
${m.address}
${m.phone}
Directions: ${m.mapUrl}

${VISIT_PREPARATION}

${m.manageUrl ? `Need to change or cancel? ${m.manageUrl}` : `Need to change or cancel? Use the link in your confirmation e-mail or call ${m.phone}.`}
You can turn these reminders off on that page or in your account.

${BRAND.name} · ${BRAND.phone}`,
} as const;

export const APPOINTMENTS_COPY = {
  heading: "Appointments",
  upcoming: "Upcoming",
  past: "Past",
  noneUpcoming: "You have no upcoming appointments.",
  nonePast: "No past appointments yet.",
  book: "Book an exam",
  bookAgain: "Book again",
  unconfirmed: "Appointments booked with your e-mail address appear here once the address is confirmed.",
  cancelled: "Cancelled",
  framesHeld: "Frames we will have ready",
  frameGone: "no longer available",
  changeTime: "Change time",
  cancel: "Cancel appointment",
  cancelledToast: (name: string, when: string) => `Cancelled: ${name}, ${when}`,
  failed: "We could not change your appointment. Please try again or call us.",
  notYours: "This appointment is not in your account.",
} as const;
