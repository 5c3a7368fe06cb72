import { INTL_LOCALE, type Locale } from "@/content/i18n/locales";
import type { Clinic } from "./types";

type Address = Pick<Clinic, "street" | "unit" | "city" | "province" | "postalCode">;

export function fullAddress(c: Address): string {
  return `${c.street}${c.unit ? `, ${c.unit}` : ""}, ${c.city}, ${c.province} ${c.postalCode}`;
}

/** Directions to the clinic in the visitor's map app (the site, an e-mail, a reminder). */
export function mapsUrl(c: Address): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${c.street}, ${c.city}, ${c.province}`)}`;
}

/** A clinic's short name by id; the id itself for one that is gone (an old booking's). */
export function clinicShortName(clinics: readonly Pick<Clinic, "id" | "shortName">[], id: string): string {
  return clinics.find((c) => c.id === id)?.shortName ?? id;
}

export const clinicNames = (clinics: readonly Clinic[]) => clinics.map(({ id, shortName }) => ({ id, shortName }));

/** Page copy names a clinic's facts as {street}, {unit}, {city} or {shortName}; the record fills them. */
export function fillClinic(text: string, c: Pick<Clinic, "street" | "unit" | "city" | "shortName">): string {
  return text.replace(/\{(street|unit|city|shortName)\}/g, (_, key: "street" | "unit" | "city" | "shortName") => c[key] ?? "");
}

/**
 * The clinics' short names as one phrase in the page's language: "Steeles Ave W and Goreway Dr"
 * ("and"), "… or …" ("or"), or "Steeles Ave W · Goreway Dr" ("dots"). Copy that names every
 * clinic says {clinics} and gets this, so a clinic added is named everywhere at once.
 */
export function clinicList(clinics: readonly Pick<Clinic, "shortName">[], locale: Locale, kind: "and" | "or" | "dots"): string {
  const names = clinics.map((c) => c.shortName);
  if (kind === "dots") return names.join(" · ");
  return new Intl.ListFormat(INTL_LOCALE[locale], { type: kind === "and" ? "conjunction" : "disjunction" }).format(names);
}

/** Copy's {clinics} ("Steeles Ave W and Goreway Dr") and {anyClinic} ("… or …"), named from the records. */
export function withClinicNames(text: string, clinics: readonly Pick<Clinic, "shortName">[], locale: Locale): string {
  return text.replace(/\{(clinics|anyClinic)\}/g, (_, key: string) => clinicList(clinics, locale, key === "clinics" ? "and" : "or"));
}
