import { OpeningHours } from "@/components/sections/opening-hours";
import { CtaSection } from "@/components/sections/cta-section";
import { JsonLd } from "@/components/sections/json-ld";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { MapPin, Phone } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { fullAddress } from "@/lib/clinics/format";
import { telHref } from "@/content/clinics";
import type { Locale } from "@/content/i18n/locales";
import { clinicIn } from "@/lib/i18n/content";
import { getT } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { opticianJsonLd } from "@/lib/seo/clinic-json-ld";
import { getPublicSchedule } from "@/lib/schedule";
import { todayInToronto } from "@/lib/validations/booking-choices";

import { siteBase } from "@/lib/seo/site-url";

/** The clinics side by side, in English or a translated language. */
export async function LocationsPage({ locale }: { locale: Locale }) {
  const schedule = await getPublicSchedule();
  const t = getT(locale, "locations");
  const href = (p: string) => localizedHref(locale, p);
  return (
    <>
      {schedule.clinics.map((c) => <JsonLd key={c.id} data={opticianJsonLd(c, siteBase(), schedule, todayInToronto())} />)}
      <Container className="py-14">
        <h1 className="text-center font-display text-4xl font-semibold text-ink md:text-5xl">{t("title")}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-ink-muted">{t("lead")}</p>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {schedule.clinics.map((clinic) => {
            const c = clinicIn(locale, clinic);
            return (
              <article key={c.id} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
                <p className="text-sm font-semibold text-accent-600">{c.badge}</p>
                <h2 className="mt-1 text-2xl font-semibold text-ink">
                  <Link href={href(`/brampton/locations/${c.slug}`)} className="hover:underline">{c.name}</Link>
                </h2>
                <p className="mt-3 flex gap-2 text-ink-muted"><MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />{fullAddress(c)}</p>
                <a href={telHref(c.phone)} data-call-location={c.id} className="mt-2 flex items-center gap-2 font-medium text-brand-700 dark:text-brand-300"><Phone aria-hidden className="size-5" />{c.phone}</a>
                <OpeningHours clinicId={c.id} locale={locale} withIcons className="mt-4 space-y-1 text-sm" />
                <h3 className="mt-5 text-sm font-semibold text-ink">{t("services")}</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {c.features.map((f) => <li key={f} className="rounded-full bg-surface-muted px-3 py-1 text-sm text-ink">{f}</li>)}
                </ul>
                <div className="mt-6 flex flex-wrap gap-3 pt-2">
                  <LinkButton href={href("/brampton/book-exam")}>{getT(locale, "shell")("bookEyeExam")}</LinkButton>
                  <LinkButton href={href("/brampton/contact")} variant="outline">{getT(locale, "sections")("contactUs")}</LinkButton>
                  <LinkButton href={href(`/brampton/locations/${c.slug}`)} variant="ghost">{t("details")}</LinkButton>
                </div>
              </article>
            );
          })}
        </div>
      </Container>
      <CtaSection locale={locale} />
    </>
  );
}
