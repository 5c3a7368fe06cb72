// The patient's intake forms (issue 52): their sections, the questions each asks and the codes the
// answers are stored as. The words patients read are in the message catalogues ("intake"); the
// clinic reads the codes in English from INTAKE_ENGLISH below, whatever language they were given in.
import { ELIGIBLE_CONDITIONS } from "./recall";

export const INTAKE_SECTIONS = ["about", "insurance", "reasons", "eyes", "health", "family", "day", "consent"] as const;
export type IntakeSection = (typeof INTAKE_SECTIONS)[number];

export const FILLED_BY = ["patient", "guardian", "helper"] as const;
export const REASONS = ["routine", "blurryFar", "blurryNear", "headaches", "dryItchy", "redPainful", "floatersFlashes", "curtainShadow", "suddenLoss", "other"] as const;
/** Reasons that cannot wait for the visit: the page says "Please call us now" and the visit is marked "Urgent symptoms". */
export const URGENT_REASONS = ["floatersFlashes", "curtainShadow", "suddenLoss"] as const satisfies readonly (typeof REASONS)[number][];
export const LAST_EXAMS = ["underOneYear", "oneToTwoYears", "overTwoYears", "never", "notSure"] as const;
export const LENS_TYPES = ["soft", "rigid", "notSure"] as const;
/** Ontario's eligible conditions (the recall rules' list) and a few others patients name. */
export const EYE_CONDITIONS = [
  "diabetes", "glaucoma", "cataract", "retinal-disease", "amblyopia", "visual-field-defects", "corneal-disease", "strabismus",
  "recurrent-uveitis", "optic-pathway-disease", "dryEye", "keratoconus", "macularDegeneration",
] as const satisfies readonly (keyof typeof ELIGIBLE_CONDITIONS | "dryEye" | "keratoconus" | "macularDegeneration")[];
export const HEALTH_CONDITIONS = ["diabetes", "highBloodPressure", "thyroid", "autoimmune", "pregnancy", "smoking"] as const;
export const FAMILY_CONDITIONS = ["glaucoma", "macularDegeneration", "retinalDetachment", "lazyEye", "diabetes", "blindness"] as const;
export const SCREEN_HOURS = ["underTwo", "twoToFour", "fourToEight", "overEight"] as const;
export const YES_NO = ["yes", "no"] as const;

/** At most this many medications, one a line. */
export const MAX_MEDICATIONS = 40;
/** Wrong dates of birth before the link closes, and for how long. */
export const GATE_TRIES = 5;
export const GATE_LOCK_MINUTES = 15;
/** How long a link opened with the date of birth stays open in that browser. */
export const GATE_OPEN_MINUTES = 120;
/** Forms never sent are deleted this many days after the visit. */
export const UNSENT_FORMS_KEPT_DAYS = 30;
/** The forms' reminder goes this many days before the visit while they are not done. */
export const FORMS_REMINDER_DAYS = 3;

/**
 * The consent's words, versioned: a new version asks patients who signed an older one again.
 * The words themselves are in the catalogues ("intake.consent"), one version at a time.
 */
export const CONSENT_VERSION = "2026-12";

/** The clinic's side, in English as the back office is: every code's words and each section's title. */
export const INTAKE_ENGLISH = {
  sections: {
    about: "About you",
    insurance: "Health card and insurance",
    reasons: "Why you're coming",
    eyes: "Your eyes",
    health: "Your health",
    family: "Family history",
    day: "Your day",
    consent: "Consent",
  } satisfies Record<IntakeSection, string>,
  fields: {
    preferredName: "Preferred name",
    address: "Address",
    phone: "Phone",
    emergencyName: "Emergency contact",
    emergencyPhone: "Emergency contact's phone",
    doctorName: "Family doctor",
    doctorClinic: "Family doctor's clinic",
    filledBy: "Filled in by",
    filledByName: "Their name",
    noCard: "No Ontario health card",
    healthNumber: "Health number",
    versionCode: "Version code",
    cardExpiry: "Card expiry",
    insurer: "Insurer",
    plan: "Plan",
    memberId: "Member ID",
    reasons: "Reasons",
    details: "Details",
    lastExam: "Last eye exam",
    glasses: "Wears glasses",
    contacts: "Wears contact lenses",
    lensType: "Lens type",
    sleepsInLenses: "Sleeps in lenses",
    surgery: "Eye surgery or injury",
    eyeConditions: "Eye conditions",
    otherEyeConditions: "Other eye conditions",
    conditions: "Conditions",
    medications: "Medications",
    allergies: "Allergies",
    family: "Family history",
    familyOther: "Other",
    work: "Work",
    screenHours: "Hours at a screen",
    driving: "Drives",
    hobbies: "Hobbies",
    privacy: "Read the information practices",
    exam: "Agreed to the exam",
    lockbox: "Lockbox request",
    signature: "Signed",
  },
  codes: {
    patient: "The patient",
    guardian: "A parent or guardian",
    helper: "Someone helping",
    routine: "Routine check-up",
    blurryFar: "Blurry far",
    blurryNear: "Blurry near",
    headaches: "Headaches",
    dryItchy: "Dry or itchy eyes",
    redPainful: "Red or painful eye",
    floatersFlashes: "New floaters or flashes of light",
    curtainShadow: "A curtain or shadow over the vision",
    suddenLoss: "Sudden loss of vision",
    other: "Other",
    underOneYear: "Less than a year ago",
    oneToTwoYears: "One to two years ago",
    overTwoYears: "More than two years ago",
    never: "Never",
    notSure: "Not sure",
    soft: "Soft",
    rigid: "Rigid (RGP)",
    ...ELIGIBLE_CONDITIONS,
    dryEye: "Dry eye",
    keratoconus: "Keratoconus",
    macularDegeneration: "Macular degeneration",
    highBloodPressure: "High blood pressure",
    thyroid: "Thyroid disease",
    autoimmune: "Autoimmune disease",
    pregnancy: "Pregnant or breastfeeding",
    smoking: "Smokes",
    retinalDetachment: "Retinal detachment",
    lazyEye: "Lazy eye or eye turn",
    blindness: "Blindness",
    underTwo: "Under 2 hours",
    twoToFour: "2 to 4 hours",
    fourToEight: "4 to 8 hours",
    overEight: "Over 8 hours",
    yes: "Yes",
    no: "No",
  } as Record<string, string>,
} as const;

/** The clinic's pages about the forms (day sheet, patient page), English as the back office is. */
export const INTAKE_ADMIN_COPY = {
  status: { not_started: "Not started", in_progress: "In progress", done: "Done" } as Record<string, string>,
  urgent: "Urgent symptoms",
  lockbox: "Lockbox request",
  formsColumn: "Forms",
  sendAgain: "Send forms again",
  sendAgainFor: (name: string) => `Send forms again to ${name}`,
  sending: "Sending…",
  sent: "A fresh link was e-mailed",
  fillHere: "Fill in here",
  fillHereFor: (name: string) => `Fill in here for ${name}`,
  title: "Forms",
  read: "Read the forms",
  readFor: (name: string) => `Read the forms of ${name}`,
  intro: "Each submission of the intake forms, newest first. Sections that changed since the one before are marked.",
  empty: "No forms sent yet.",
  changed: "Changed",
  submitted: (when: string) => `Sent ${when}`,
  visit: (when: string) => `Visit ${when}`,
  notSent: "Not submitted yet",
  inLanguage: (language: string) => `Filled in in ${language}`,
  addToRecord: "Add to record",
  adding: "Adding…",
  added: "Added to the record",
  addFailed: "The forms could not be added to the record. Please try again.",
  addHint: "Copies the address, phone, health card, eligible conditions and contact lenses into the record; each change is in the record's history.",
  cardGiven: "Health card given",
  noCardGiven: "No Ontario health card",
  historyHidden: "The health history is for the Owner and Optometrists.",
  consentLine: (name: string, when: string, address: string) => `Signed \u201c${name}\u201d ${when} from ${address}`,
  consentVersion: (v: string) => `Consent words version ${v}`,
  noAnswer: "—",
  notFound: "These forms were not found.",
  notAllowed: "You do not have permission to do that.",
  notBookable: "This visit has no forms to send: it was cancelled or is over.",
  noEmail: "This booking has no e-mail address to send the link to.",
} as const;

/** One question on the forms: how it is asked, its options' codes, and when it shows. */
export type IntakeField = {
  name: string;
  kind: "text" | "tel" | "date" | "textarea" | "radio" | "checks" | "checkbox" | "select";
  options?: readonly string[];
  /** Shown only while another answer of the section is (or is not) this value. */
  showIf?: { field: string; is?: string | boolean; not?: string | boolean };
  autoComplete?: string;
  numeric?: boolean;
  hint?: boolean;
  /** A field that may stay empty. */
  optional?: boolean;
};

export const INTAKE_FIELDS: Record<IntakeSection, readonly IntakeField[]> = {
  about: [
    { name: "preferredName", kind: "text", optional: true, autoComplete: "nickname" },
    { name: "address", kind: "text", autoComplete: "street-address" },
    { name: "phone", kind: "tel", autoComplete: "tel" },
    { name: "emergencyName", kind: "text", optional: true },
    { name: "emergencyPhone", kind: "tel", optional: true },
    { name: "doctorName", kind: "text", optional: true },
    { name: "doctorClinic", kind: "text", optional: true },
    { name: "filledBy", kind: "radio", options: FILLED_BY },
    { name: "filledByName", kind: "text", showIf: { field: "filledBy", not: "patient" }, hint: true },
  ],
  insurance: [
    { name: "noCard", kind: "checkbox" },
    { name: "healthNumber", kind: "text", numeric: true, showIf: { field: "noCard", is: false }, hint: true },
    { name: "versionCode", kind: "text", optional: true, showIf: { field: "noCard", is: false }, hint: true },
    { name: "cardExpiry", kind: "date", optional: true, showIf: { field: "noCard", is: false } },
    { name: "insurer", kind: "select", optional: true },
    { name: "plan", kind: "text", optional: true },
    { name: "memberId", kind: "text", optional: true },
  ],
  reasons: [
    { name: "reasons", kind: "checks", options: REASONS },
    { name: "details", kind: "textarea", optional: true },
  ],
  eyes: [
    { name: "lastExam", kind: "radio", options: LAST_EXAMS },
    { name: "glasses", kind: "radio", options: YES_NO },
    { name: "contacts", kind: "radio", options: YES_NO },
    { name: "lensType", kind: "radio", options: LENS_TYPES, showIf: { field: "contacts", is: "yes" } },
    { name: "sleepsInLenses", kind: "radio", options: YES_NO, showIf: { field: "contacts", is: "yes" } },
    { name: "surgery", kind: "textarea", optional: true, hint: true },
    { name: "eyeConditions", kind: "checks", options: EYE_CONDITIONS, hint: true },
    { name: "otherEyeConditions", kind: "text", optional: true },
  ],
  health: [
    { name: "conditions", kind: "checks", options: HEALTH_CONDITIONS },
    { name: "medications", kind: "textarea", hint: true },
    { name: "allergies", kind: "textarea", optional: true, hint: true },
  ],
  family: [
    { name: "family", kind: "checks", options: FAMILY_CONDITIONS },
    { name: "familyOther", kind: "text", optional: true },
  ],
  day: [
    { name: "work", kind: "text", optional: true },
    { name: "screenHours", kind: "radio", options: SCREEN_HOURS },
    { name: "driving", kind: "radio", options: YES_NO },
    { name: "hobbies", kind: "text", optional: true },
  ],
  consent: [
    { name: "privacy", kind: "checkbox" },
    { name: "exam", kind: "checkbox" },
    { name: "lockbox", kind: "checkbox" },
    { name: "lockboxDetails", kind: "textarea", showIf: { field: "lockbox", is: true }, hint: true },
    { name: "signature", kind: "text", autoComplete: "name", hint: true },
  ],
};

/** A section's empty answers, as the form starts them. */
export function emptyAnswers(section: IntakeSection): Record<string, unknown> {
  return Object.fromEntries(INTAKE_FIELDS[section].map((f) => [f.name, f.kind === "checks" ? [] : f.kind === "checkbox" ? false : ""]));
}

/** Whether a field shows, given the section's answers. */
export function fieldShown(field: IntakeField, values: Record<string, unknown>): boolean {
  if (!field.showIf) return true;
  const v = values[field.showIf.field];
  return field.showIf.is !== undefined ? v === field.showIf.is : v !== field.showIf.not;
}
