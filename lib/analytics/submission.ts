
import { formatLongDate } from "@/lib/format";
import { clinicShortName } from "@/lib/clinics/format";
import type { ClinicName } from "@/lib/clinics/types";
import { LENS_TYPE_LABELS, SUPPLY_LABELS } from "@/lib/validations/contact-lens";

/** What each form is called when an admin opens it. */
export const FORM_NAMES: Record<string, string> = { booking: "Exam booking", contact: "Contact message", contact_lens: "Contact lens request" };

/** Human labels for the keys the booking, contact and contact-lens forms store in form_data. */
const LABELS: Record<string, string> = {
  fullName: "Full name",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  message: "Message",
  preferredDate: "Preferred date",
  appointment: "Appointment",
  people: "Patients",
  frames: "Frames to prepare",
  serviceType: "Service",
  location: "Clinic",
  notes: "Notes",
  lensType: "Lens type",
  supply: "Supply",
  comments: "Comments",
};

/** Fields in the order each form asks for them; any other key follows, alphabetically. */
const ORDER = ["fullName", "firstName", "lastName", "email", "phone", "serviceType", "location", "preferredDate", "appointment", "people", "frames", "lensType", "supply", "subject", "message", "notes", "comments"];

export function fieldLabel(key: string): string {
  return (
    LABELS[key] ??
    key
      .replace(/_/g, " ")
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .toLowerCase()
      .replace(/^./, (c) => c.toUpperCase())
  );
}

function fieldValue(key: string, value: unknown, clinics: readonly ClinicName[]): string {
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  if (key === "location") return clinicShortName(clinics, text);
  if (key === "lensType" && text in LENS_TYPE_LABELS) return LENS_TYPE_LABELS[text as keyof typeof LENS_TYPE_LABELS];
  if (key === "supply" && text in SUPPLY_LABELS) return SUPPLY_LABELS[text as keyof typeof SUPPLY_LABELS];
  if (key === "preferredDate" && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatLongDate(text);
  return text;
}

export type SubmissionField = { key: string; label: string; value: string };

/**
 * Everything a visitor sent with a form, as label/value pairs for a definition list: the
 * stored form_data (blank values left out), else the message column alone.
 */
/** `clinics` name a booking's clinic by its id. */
export function describeSubmission(formData: unknown, message: string | null, clinics: readonly ClinicName[] = []): SubmissionField[] {
  const data = formData && typeof formData === "object" && !Array.isArray(formData) ? (formData as Record<string, unknown>) : {};
  const rank = (k: string) => (ORDER.includes(k) ? ORDER.indexOf(k) : ORDER.length);
  const fields = Object.entries(data)
    .filter(([, v]) => v !== "" && v !== null && v !== undefined)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => ({ key, label: fieldLabel(key), value: fieldValue(key, value, clinics) }));
  if (fields.length === 0 && message) return [{ key: "message", label: "Message", value: message }];
  return fields;
}
