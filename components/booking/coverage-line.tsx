"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import type { ServiceType } from "@/content/schedule";
import { coverageHint } from "@/lib/booking/coverage";
import { localizedHref } from "@/lib/i18n/paths";
import { todayInToronto } from "@/lib/validations/booking-choices";

const DATE_LOCALES: Record<string, string> = { en: "en-GB", pa: "pa-IN", hi: "hi-IN" };

/**
 * Under a birth date: what OHIP may cover for that age (a hint, never a promise), and, for a
 * signed-in patient's household member with an exam on record, the day it covers the next one.
 */
export function CoverageLine({ id, dob, serviceType, day, covered, name }: {
  id: string;
  dob: string | undefined;
  serviceType: ServiceType | "";
  day: string | undefined;
  covered: string | null | undefined;
  name: string | null;
}) {
  const t = useTranslations("booking");
  const locale = useLocale();
  // Today is worked out only once a birth date is typed: the first zoned Intl formatter costs
  // ~90 ms at 4× CPU, too much to spend while the page hydrates.
  const on = dob ? day || todayInToronto() : "";
  const h = dob ? coverageHint(dob, serviceType, on) : null;
  if (!h) return null;
  const date = covered && covered > on ? new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${covered}T12:00:00Z`)) : null;
  return (
    <p id={id} className="text-xs text-ink-muted">
      {date ? <strong className="block font-medium text-ink">{name ? t("coverage.nextCoveredFor", { name, date }) : t("coverage.nextCovered", { date })}</strong> : null}
      {t(`coverage.${h.kind}`)}{" "}
      <Link href={localizedHref(locale, "/brampton/insurance")} className="font-medium text-brand-700 underline dark:text-brand-300">{t("aboutInsurance")}</Link>
    </p>
  );
}
