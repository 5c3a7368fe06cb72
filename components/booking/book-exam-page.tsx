import { OpeningHours } from "@/components/sections/opening-hours";
import { BookingForm } from "@/components/booking/booking-form";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { ClinicMap } from "@/components/sections/clinic-map";
import { Hero } from "@/components/sections/hero";
import { Container } from "@/components/ui/container";
import { AlertTriangle, Clock, ClipboardList, Stethoscope } from "@/components/ui/icons";
import { BRAND } from "@/content/brand";
import { fullAddress } from "@/lib/clinics/format";
import { telHref } from "@/content/clinics";
import { INTL_LOCALE, type Locale } from "@/content/i18n/locales";
import { getPublicSchedule } from "@/lib/schedule";
import { bookingTeam } from "@/lib/schedule/team";
import { getT, pickMessages } from "@/lib/i18n/messages";

const TIPS = ["bring", "remove", "ohip", "meds"] as const;

/** The booking page, in English or a translated language; the form speaks the page's language. */
export async function BookExamPage({ locale }: { locale: Locale }) {
  const schedule = await getPublicSchedule();
  const team = bookingTeam(schedule, INTL_LOCALE[locale]);
  const t = getT(locale, "bookingPage");
  const clinicChoice = getT(locale, "booking");
  return (
    <>
      <Hero
        title={t("title")}
        subtitle={t("subtitle")}
        primary={{ label: t("schedule"), href: "#schedule" }}
        secondary={{ label: t("call", { phone: BRAND.phone }), href: telHref(BRAND.phone) }}
      />
      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_22rem]">
        <section id="schedule" aria-labelledby="schedule-heading" className="rounded-2xl border border-line bg-surface p-6 md:p-8">
          <h2 id="schedule-heading" className="text-2xl font-semibold text-ink">{t("schedule")}</h2>
          <p className="mt-2 text-sm text-ink-muted">{t("required")}</p>
          <div className="mt-6">
            <IntlProvider locale={locale} messages={pickMessages(locale, ["booking", "waitlist"])}>
              <BookingForm team={team} />
            </IntlProvider>
          </div>
        </section>
        <div className="space-y-4">
          <article className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Stethoscope aria-hidden className="size-5 text-brand-600" />{t("expectTitle")}</h2>
            <p className="mt-2 text-sm text-ink-muted">{t("expectText")}</p>
          </article>
          <article className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><ClipboardList aria-hidden className="size-5 text-brand-600" />{t("tipsTitle")}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
              {TIPS.map((k) => <li key={k}>{t(`tips.${k}`)}</li>)}
            </ul>
          </article>
          <article className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Clock aria-hidden className="size-5 text-brand-600" />{t("hoursTitle")}</h2>
            <OpeningHours locale={locale} />
          </article>
          <article className="rounded-2xl border border-accent-400 bg-accent-300/15 p-5">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><AlertTriangle aria-hidden className="size-5 text-accent-600" />{t("urgentTitle")}</h2>
            <p className="mt-2 text-sm text-ink">{t("urgentText")}{" "}
              <a href={telHref(BRAND.phone)} data-call-location="book-exam-urgent" className="font-semibold underline">{BRAND.phone}</a>.</p>
          </article>
        </div>
      </Container>
      <Container className="grid gap-8 pb-16 md:grid-cols-2">
        {schedule.clinics.map((c) => (
          <section key={c.id} aria-labelledby={`clinic-${c.id}`}>
            <h2 id={`clinic-${c.id}`} className="text-xl font-semibold text-ink">{clinicChoice("clinicChoice", { clinic: c.shortName })}</h2>
            <p className="mt-1 text-sm text-ink-muted">{fullAddress(c)} · <a href={telHref(c.phone)} data-call-location={c.id} className="underline">{c.phone}</a></p>
            <div className="mt-4"><ClinicMap clinic={c} locale={locale} /></div>
          </section>
        ))}
      </Container>
    </>
  );
}
