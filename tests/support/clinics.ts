/**
 * The two clinics exactly as supabase/migrations/20261203000100_clinic_record.sql seeds them, as
 * lib/clinics reads them: fresh objects on every call.
 */
import type { Clinic } from "@/lib/clinics/types";

export const seedClinics = (): Clinic[] => [
  {
    id: "steeles", slug: "brightview-steeles", name: "Brightview Eye Care — Steeles Ave W", shortName: "Steeles Ave W",
    bookingLabel: "Steeles Ave W Clinic", street: "373 Steeles Ave W", unit: null, city: "Brampton", province: "ON",
    postalCode: "L6Y 0P8", phone: "905-555-0142", email: "steeles@brightview.example.com", geo: { lat: 43.6644, lng: -79.7367 },
    rooms: 2, position: 1,
  },
  {
    id: "goreway", slug: "brightview-goreway", name: "Brightview Eye Care — Goreway Dr", shortName: "Goreway Dr",
    bookingLabel: "Goreway Dr Clinic", street: "10960 Goreway Dr", unit: "Unit A2", city: "Brampton", province: "ON",
    postalCode: "L6P 4N5", phone: "905-555-0157", email: "goreway@brightview.example.com", geo: { lat: 43.7998, lng: -79.6536 },
    rooms: 1, position: 2,
  },
];

/** The seeded clinics' pages (the end-to-end server runs on the migration's data). */
export const SEEDED_CLINIC_PAGES = seedClinics().map((c) => `/brampton/locations/${c.slug}`);
