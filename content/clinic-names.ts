import { BRAND } from "./brand";

export type ClinicId = "steeles" | "goreway";

/**
 * Each clinic's identity: what navigation, the booking form and other browser code show.
 * The rest of each clinic (address, hours, map, parking) is in ./clinics, which builds on this.
 */
export const CLINIC_NAMES = {
  steeles: { id: "steeles", slug: `${BRAND.slug}-steeles`, name: `${BRAND.name} — Steeles Ave W`, shortName: "Steeles Ave W", bookingLabel: "Steeles Ave W Clinic" },
  goreway: { id: "goreway", slug: `${BRAND.slug}-goreway`, name: `${BRAND.name} — Goreway Dr`, shortName: "Goreway Dr", bookingLabel: "Goreway Dr Clinic" },
} as const satisfies Record<ClinicId, { id: ClinicId; slug: string; name: string; shortName: string; bookingLabel: string }>;
