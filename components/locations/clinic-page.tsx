import { OpeningHours } from "@/components/sections/opening-hours";
import { ClinicMap } from "@/components/sections/clinic-map";
import { Counter } from "@/components/sections/counter";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { Hero } from "@/components/sections/hero";
import { JsonLd } from "@/components/sections/json-ld";
import { ReviewsLink } from "@/components/sections/reviews-link";
import { Section } from "@/components/sections/section";
import { Testimonials } from "@/components/sections/testimonials";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Car, Clock, MapPin, Phone } from "@/components/ui/icons";
import { fullAddress } from "@/lib/clinics/format";
import { telHref } from "@/content/clinics";
import type { Locale } from "@/content/i18n/locales";
import { clinicIn, locationIn } from "@/lib/i18n/content";
import { getT } from "@/lib/i18n/messages";
import { notFound } from "next/navigation";
import { navLabel } from "@/lib/i18n/navigation";
import { localizedHref } from "@/lib/i18n/paths";
import { opticianJsonLd } from "@/lib/seo/clinic-json-ld";
import { getPublicSchedule } from "@/lib/schedule";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { OurOptometrists } from "./our-optometrists";
import { breadcrumbJsonLd } from "@/lib/seo/metadata";
import { siteBase } from "@/lib/seo/site-url";

/** One clinic's page: address, hours, parking, map, reasons, reviews and questions. */
export async function ClinicPage({ clinicId, locale }: { clinicId: string; locale: Locale }) {
  const schedule = await getPublicSchedule();
  const record = schedule.clinics.find((s) => s.id === clinicId);
  if (!record) notFound();
  const t = getT(locale, "clinicPage");
  const href = (p: string) => localizedHref(locale, p);
  const page = locationIn(locale, record);
  const c = clinicIn(locale, record);
  const site = siteBase();
  const crumbs = [
    { name: getT(locale, "sections")("breadcrumbHome"), path: href("/") },
    { name: navLabel(locale, "Locations"), path: href("/brampton/locations") },
    { name: c.shortName, path: href(`/brampton/locations/${c.slug}`) },
  ];
  return (
    <>
      <JsonLd data={opticianJsonLd(record, site, schedule, todayInToronto())} />
      <JsonLd data={breadcrumbJsonLd(crumbs, site)} />
      <Hero
        title={page.heroTitle}
        subtitle={page.heroSubtitle}
        badge={c.badge}
        primary={{ label: getT(locale, "shell")("bookEyeExam"), href: href("/brampton/book-exam") }}
        secondary={{ label: t("getDirections"), href: href("/brampton/contact") }}
      >
        <a href={telHref(c.phone)} data-call-location={c.id} className="mt-6 inline-flex items-center gap-2 text-lg font-semibold text-brand-700 dark:text-brand-300">
          <Phone aria-hidden className="size-5" /> {t("call", { phone: c.phone })}
        </a>
      </Hero>
      {/* A clinic whose page has no words of its own yet (content/locations.ts) shows only its facts. */}
      {page.counters.length ? (
        <Container className="grid gap-6 py-12 sm:grid-cols-3">
          {page.counters.map((k) => <Counter key={k.label} value={k.value} suffix={k.suffix} label={k.label} />)}
        </Container>
      ) : <div className="pt-12" />}
      <Container className="grid gap-8 pb-12 lg:grid-cols-2">
        <div className="space-y-6">
          <div className="rounded-2xl border border-line bg-surface p-6">
            <h2 className="flex items-center gap-2 text-xl font-semibold text-ink"><MapPin aria-hidden className="size-5 text-brand-600" />{t("address")}</h2>
            <p className="mt-2 text-ink-muted">{fullAddress(c)}</p>
            <h2 className="mt-6 flex items-center gap-2 text-xl font-semibold text-ink"><Clock aria-hidden className="size-5 text-brand-600" />{t("hours")}</h2>
            <OpeningHours clinicId={c.id} locale={locale} className="mt-2 space-y-1" />
            <div className="mt-6 flex flex-wrap gap-3">
              <LinkButton href={href("/brampton/book-exam")}>{getT(locale, "shell")("bookEyeExam")}</LinkButton>
              <LinkButton href={href("/brampton/contact")} variant="outline">{t("directions")}</LinkButton>
            </div>
          </div>
          {c.parking.length ? (
            <div className="rounded-2xl border border-line bg-surface p-6">
              <h2 className="flex items-center gap-2 text-xl font-semibold text-ink"><Car aria-hidden className="size-5 text-brand-600" />{t("parking")}</h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-muted">{c.parking.map((p) => <li key={p}>{p}</li>)}</ul>
            </div>
          ) : null}
        </div>
        <ClinicMap clinic={c} locale={locale} />
      </Container>
      <OurOptometrists clinicId={c.id} schedule={schedule} today={todayInToronto()} locale={locale} />
      {page.whyChoose.length ? (
        <Section id="why" title={t("why", { clinic: c.shortName })} muted>
          <ul className="grid gap-5 md:grid-cols-3">
            {page.whyChoose.map((w) => <li key={w.title} className="rounded-2xl border border-line bg-surface p-6"><h3 className="text-lg font-semibold text-ink">{w.title}</h3><p className="mt-2 text-ink-muted">{w.text}</p></li>)}
          </ul>
        </Section>
      ) : null}
      {page.testimonials.length ? (
        <Section id="testimonials" title={getT(locale, "sections")("testimonials")}>
          <Testimonials items={page.testimonials} />
          <ReviewsLink locale={locale} label={t("reviews")} />
        </Section>
      ) : null}
      <FaqSection items={page.faqs} muted locale={locale} />
      <CtaSection locale={locale} title={t("ctaTitle", { clinic: c.shortName })} text={t("ctaText", { address: fullAddress(c), phone: c.phone })} />
    </>
  );
}
