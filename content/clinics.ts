/**
 * Every clinic fact — names, addresses, phones, e-mails, hours — is written once: the
 * business in ./brand, each clinic's names in ./clinic-names (small, for browser code), the
 * rest here.
 * Pages, the footer, JSON-LD, the booking form's open-day check and e-mails read it.
 * Phone numbers are fictitious (555-01xx); e-mails use the reserved example domain.
 */

import { BRAND } from "./brand";
import { CLINIC_NAMES, type ClinicId } from "./clinic-names";

export { BRAND };
export type { ClinicId };

/** 0 = Sunday … 6 = Saturday, as Date#getDay. `null` means closed. */
export type DayHours = { open: string; close: string } | null;
export type WeeklyHours = Record<0 | 1 | 2 | 3 | 4 | 5 | 6, DayHours>;

export type Clinic = {
  id: ClinicId;
  /** URL slug under /brampton/locations/. */
  slug: string;
  name: string;
  shortName: string;
  /** The booking form's label for this location. */
  bookingLabel: string;
  street: string;
  unit?: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  email: string;
  hours: WeeklyHours;
  geo: { lat: number; lng: number };
  mapQuery: string;
  badge: string;
  features: string[];
  parking: string[];
};

/** A clinic's descriptive words in another language; names, addresses, phones and hours stay. */
export type ClinicCopy = Pick<Clinic, "badge" | "features" | "parking">;

const weekdays = (open: string, close: string) => ({ open, close });

export const CLINICS: Record<ClinicId, Clinic> = {
  steeles: {
    ...CLINIC_NAMES.steeles,
    street: "373 Steeles Ave W",
    city: "Brampton",
    province: "ON",
    postalCode: "L6Y 0P8",
    phone: "905-555-0142",
    email: "steeles@brightview.example.com",
    hours: {
      0: null,
      1: weekdays("9:00 AM", "7:00 PM"),
      2: weekdays("9:00 AM", "7:00 PM"),
      3: weekdays("9:00 AM", "7:00 PM"),
      4: weekdays("9:00 AM", "7:00 PM"),
      5: weekdays("9:00 AM", "7:00 PM"),
      6: weekdays("9:00 AM", "5:00 PM"),
    },
    geo: { lat: 43.6644, lng: -79.7367 },
    mapQuery: "373 Steeles Ave W, Brampton, ON",
    badge: "373 Steeles Ave W, Brampton",
    features: [
      "Comprehensive Eye Exams",
      "Contact Lens Fitting",
      "Dry Eye Treatment",
      "LASIK Consultation",
      "Designer Eyewear",
    ],
    parking: [
      "Free parking in the plaza lot in front of the clinic",
      "Accessible parking spaces beside the main entrance",
      "Brampton Transit routes 11 and 511 Züm stop on Steeles Ave W",
    ],
  },
  goreway: {
    ...CLINIC_NAMES.goreway,
    street: "10960 Goreway Dr",
    unit: "Unit A2",
    city: "Brampton",
    province: "ON",
    postalCode: "L6P 4N5",
    phone: "905-555-0157",
    email: "goreway@brightview.example.com",
    hours: {
      0: null,
      1: weekdays("11:00 AM", "6:00 PM"),
      2: weekdays("11:00 AM", "6:00 PM"),
      3: weekdays("11:00 AM", "6:00 PM"),
      4: weekdays("11:00 AM", "6:00 PM"),
      5: weekdays("11:00 AM", "6:00 PM"),
      6: weekdays("11:00 AM", "5:00 PM"),
    },
    geo: { lat: 43.7998, lng: -79.6536 },
    mapQuery: "10960 Goreway Dr, Brampton, ON",
    badge: "Grand Opening — July 18",
    features: [
      "Comprehensive Eye Exams",
      "Kids' Eye Care",
      "Myopia Control",
      "Contact Lens Fitting",
      "Designer Eyewear",
    ],
    parking: [
      "Free surface parking throughout the plaza",
      "Accessible spaces near Unit A2",
      "Brampton Transit route 14 stops on Goreway Dr",
    ],
  },
};

export const CLINIC_LIST: Clinic[] = [CLINICS.steeles, CLINICS.goreway];

/** The general opening hours shown in the footer, contact and booking pages: Steeles'. */
export const GENERAL_HOURS = CLINICS.steeles.hours;

export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The words around the hours, in the page's language ("Monday – Friday", "Closed"…). */
export type HoursLabels = { weekdays: string; saturday: string; sunday: string; closed: string };

/** Rows for display: "Monday – Friday", "Saturday", "Sunday". */
export function hoursSummary(hours: WeeklyHours, labels: HoursLabels): { label: string; value: string }[] {
  const fmt = (h: DayHours) => (h ? `${h.open} – ${h.close}` : labels.closed);
  return [
    { label: labels.weekdays, value: fmt(hours[1]) },
    { label: labels.saturday, value: fmt(hours[6]) },
    { label: labels.sunday, value: fmt(hours[0]) },
  ];
}

export function fullAddress(c: Clinic): string {
  return `${c.street}${c.unit ? `, ${c.unit}` : ""}, ${c.city}, ${c.province} ${c.postalCode}`;
}

/** Directions to the clinic in the visitor's map app (the site, an e-mail, a reminder). */
export function mapsUrl(c: Clinic): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(c.mapQuery)}`;
}

/** tel: href from a display number. */
export { telHref } from "./phone";
export { CLINIC_NAMES } from "./clinic-names";


/** Whether the clinic is open on the given ISO date (YYYY-MM-DD). */
export function isClinicOpenOn(clinic: Clinic, isoDate: string): boolean {
  const [y, m, d] = isoDate.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay() as keyof WeeklyHours;
  return clinic.hours[day] !== null;
}
