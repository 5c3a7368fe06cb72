"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { inputClass } from "@/components/ui/field";
import type { BookingTeam } from "@/lib/schedule/team";
import type { BookingInput } from "@/lib/validations/booking";

export type { BookingTeam };

/**
 * The booking form's "Optometrist" ("First available", then each active optometrist who performs
 * the chosen service at the chosen clinic, with their languages) and "Language" ("Any language",
 * then the languages some optometrist speaks). A language narrows the optometrists; the times
 * narrow with both (the form asks the server again).
 */
export function OptometristFields({ team }: { team: BookingTeam }) {
  const t = useTranslations("booking");
  const { register, setValue, getValues, control } = useFormContext<BookingInput>();
  const [serviceType, location, language] = useWatch({ control, name: ["serviceType", "location", "language"] });
  const choices = team.optometrists.filter(
    (o) =>
      (!serviceType || o.services.includes(serviceType)) &&
      (!location || location === "either" || o.clinics.includes(location)) &&
      (!language || o.languages.includes(language)),
  );
  const ids = choices.map((o) => o.id).join(",");
  useEffect(() => {
    // A chosen optometrist who no longer fits the service, clinic or language gives way to "First available".
    const chosen = getValues("optometrist");
    if (chosen && !ids.split(",").includes(chosen)) setValue("optometrist", "");
  }, [ids, getValues, setValue]);
  const languageName = team.languages.find((l) => l.code === language)?.name;
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor="bk-language" className="block text-sm font-medium text-ink">{t("fields.language")}</label>
        <select id="bk-language" className={inputClass} {...register("language")}>
          <option value="">{t("anyLanguage")}</option>
          {team.languages.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="bk-optometrist" className="block text-sm font-medium text-ink">{t("fields.optometrist")}</label>
        <select id="bk-optometrist" aria-describedby={language && choices.length === 0 ? "bk-optometrist-none" : undefined} className={inputClass} {...register("optometrist")}>
          <option value="">{t("firstAvailable")}</option>
          {choices.map((o) => (
            // A person's name as written, in every language (the language names around it are translated).
            <option key={o.id} value={o.id} translate="no">{t("optometristOption", { name: o.title, languages: o.languageNames.join(", ") })}</option>
          ))}
        </select>
        {language && choices.length === 0 && serviceType && location ? (
          <p id="bk-optometrist-none" role="status" className="text-sm text-ink-muted">{t("noOptometrist", { language: languageName ?? language })}</p>
        ) : null}
      </div>
    </>
  );
}
