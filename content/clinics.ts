/**
 * Every clinic fact — names, addresses, phones, e-mails — is written once: the business in
 * ./brand, each clinic's names in ./clinic-names (small, for browser code), the rest here.
 * Opening hours, closures, rooms and staff are the clinic's own data, edited by the admins
 * (lib/schedule); pages read both.
 * Phone numbers are fictitious (555-01xx); e-mails use the reserved example domain.
 */

import { BRAND } from "./brand";
import { CLINIC_NAMES, type ClinicId } from "./clinic-names";

export { BRAND };
export type { ClinicId };

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
  geo: { lat: number; lng: number };
  mapQuery: string;
  /** The drawn map: the clinic's road, its cross street, and which way the road runs. */
  mapArt: { road: string; crossStreet: string; roadRuns: "east-west" | "north-south" };
  badge: string;
  features: string[];
  parking: string[];
};

/** A clinic's descriptive words in another language; names, addresses, phones and hours stay. */
export type ClinicCopy = Pick<Clinic, "badge" | "features" | "parking">;

export const CLINICS: Record<ClinicId, Clinic> = {
  steeles: {
    ...CLINIC_NAMES.steeles,
    street: "373 Steeles Ave W",
    city: "Brampton",
    province: "ON",
    postalCode: "L6Y 0P8",
    phone: "905-555-0142",
    email: "steeles@brightview.example.com",
    geo: { lat: 43.6644, lng: -79.7367 },
    mapQuery: "373 Steeles Ave W, Brampton, ON",
    mapArt: { road: "Steeles Ave W", crossStreet: "Main St S", roadRuns: "east-west" },
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
    geo: { lat: 43.7998, lng: -79.6536 },
    mapQuery: "10960 Goreway Dr, Brampton, ON",
    mapArt: { road: "Goreway Dr", crossStreet: "Countryside Dr", roadRuns: "north-south" },
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

export const CLINIC_LIST: Clinic[] = Object.values(CLINICS);

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

