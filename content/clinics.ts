/**
 * Each clinic's page copy, keyed by the clinic's id: the words a writer changes. The clinic's
 * facts (names, address, phone, e-mail, rooms, hours) are its row in public.clinics, which the
 * admins edit (lib/clinics, lib/schedule). Copy may name a fact with a placeholder ({street},
 * {unit}, {city}, {shortName}) that the page fills from the row, so each fact is written once.
 * A clinic without an entry here gets DEFAULT_CLINIC_COPY.
 */

/** The drawn map: the clinic's road, its cross street, and which way the road runs. */
export type ClinicMapArt = { road: string; crossStreet: string; roadRuns: "east-west" | "north-south" };

/** A clinic's descriptive words; in another language, the same keys translated. */
export type ClinicCopy = { badge: string; features: string[]; parking: string[] };
export type ClinicPageCopy = ClinicCopy & { mapArt?: ClinicMapArt };

export const DEFAULT_CLINIC_COPY: ClinicPageCopy = { badge: "{street}, {city}", features: [], parking: [] };

export const CLINIC_COPY: Record<string, ClinicPageCopy> = {
  steeles: {
    mapArt: { road: "Steeles Ave W", crossStreet: "Main St S", roadRuns: "east-west" },
    badge: "{street}, {city}",
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
      "Accessible spaces near {unit}",
      "Brampton Transit route 14 stops on Goreway Dr",
    ],
  },
};

/** tel: href from a display number. */
export { telHref } from "./phone";
