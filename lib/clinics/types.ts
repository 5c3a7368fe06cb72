import type { ClinicPageCopy } from "@/content/clinics";

/**
 * A clinic as public.clinics holds it (supabase/migrations/*_clinic_record.sql): the facts the
 * admins own. Its page copy (badge, features, parking, the drawn map) is in content/clinics.ts.
 */
export type Clinic = {
  id: string;
  /** URL slug under /brampton/locations/. */
  slug: string;
  name: string;
  shortName: string;
  /** The booking form's label for this location. */
  bookingLabel: string;
  street: string;
  unit: string | null;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  email: string;
  geo: { lat: number; lng: number };
  rooms: number;
  position: number;
};

/** What browser code needs to name a clinic (the booking form, the time picker). */
export type ClinicName = Pick<Clinic, "id" | "shortName">;

/** A clinic's record with its page copy in one language (lib/i18n/content's clinicIn). */
export type ClinicView = Clinic & ClinicPageCopy;
