/**
 * The booking form's "Clinic", "Optometrist" and "Language" choices from the schedule: the
 * clinics (their names only: the form is browser code), each active
 * optometrist with their public fields and the clinics they have shifts at (from today on),
 * and the languages some of them speak, named in the page's language. Pure.
 */
import { SPOKEN_LANGUAGES, spokenLanguageName } from "@/content/staff-languages";
import { clinicNames } from "@/lib/clinics/format";
import type { ClinicName } from "@/lib/clinics/types";
import type { ScheduleData } from "./types";

export type BookingTeam = {
  clinics: ClinicName[];
  optometrists: { id: string; title: string; languages: string[]; languageNames: string[]; services: string[]; clinics: string[] }[];
  languages: { code: string; name: string }[];
};

export function bookingTeam(data: ScheduleData, intlLocale: string): BookingTeam {
  const optometrists = data.staff
    .filter((s) => s.active && s.role === "optometrist")
    .map((s) => ({
      id: s.id,
      title: s.title,
      languages: s.languages,
      languageNames: s.languages.map((l) => spokenLanguageName(l, intlLocale)),
      services: s.services,
      clinics: [...new Set(data.shifts.filter((sh) => sh.staffId === s.id).map((sh) => sh.clinicId))],
    }))
    .filter((o) => o.clinics.length > 0);
  const spoken = new Set(optometrists.flatMap((o) => o.languages));
  // In the typed list's order (English first), so the choices do not move as staff change.
  const languages = SPOKEN_LANGUAGES.filter((l) => spoken.has(l.code)).map((l) => ({ code: l.code, name: spokenLanguageName(l.code, intlLocale) }));
  return { clinics: clinicNames(data.clinics), optometrists, languages };
}
