import { OpeningHours } from "@/components/sections/opening-hours";
import { ContactForm } from "@/components/contact/contact-form";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { ClinicMap } from "@/components/sections/clinic-map";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { Hero } from "@/components/sections/hero";
import { Container } from "@/components/ui/container";
import { Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import { BRAND } from "@/content/brand";
import { fullAddress } from "@/lib/clinics/format";
import { telHref } from "@/content/clinics";
import type { Locale } from "@/content/i18n/locales";
import { getT, pickMessages } from "@/lib/i18n/messages";
import { getClinics } from "@/lib/clinics";

const FAQS = ["reply", "walkIns", "billing", "languages", "parking", "emergency"] as const;

/** The contact page, in English or a translated language; the form answers in the page's language. */
export async function ContactPage({ locale }: { locale: Locale }) {
  const clinics = await getClinics();
  const t = getT(locale, "contactPage");
  const faqs = FAQS.map((k) => ({ question: t(`faqs.${k}.question`), answer: t(`faqs.${k}.answer`, { phone: BRAND.phone }) }));
  return (
    <>
      <Hero title={t("title")} subtitle={t("subtitle")} locale={locale} />
      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="message-heading" className="rounded-2xl border border-line bg-surface p-6 md:p-8">
          <h2 id="message-heading" className="text-2xl font-semibold text-ink">{t("sendMessage")}</h2>
          <div className="mt-6">
            <IntlProvider locale={locale} messages={pickMessages(locale, ["contact"])}>
              <ContactForm />
            </IntlProvider>
          </div>
        </section>
        <aside aria-label={t("details")} className="space-y-4">
          <div className="rounded-2xl border border-line bg-surface p-5 text-sm">
            {clinics.map((c, i) => <p key={c.id} className={`${i ? "mt-2 " : ""}flex gap-2`}><MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />{fullAddress(c)}</p>)}
            <p className="mt-2 flex gap-2"><Phone aria-hidden className="size-4 shrink-0 text-brand-600" /><a href={telHref(BRAND.phone)} data-call-location="contact" className="underline">{BRAND.phone}</a></p>
            <p className="mt-2 flex gap-2"><Mail aria-hidden className="size-4 shrink-0 text-brand-600" /><a href={`mailto:${BRAND.contactEmail}`} className="underline">{BRAND.contactEmail}</a></p>
          </div>
          <div className="rounded-2xl border border-line bg-surface p-5 text-sm">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Clock aria-hidden className="size-4 text-brand-600" />{t("hours")}</h2>
            <OpeningHours locale={locale} className="mt-2 space-y-1" />
            <p className="mt-3 text-ink-muted">{t("replyTime")}</p>
          </div>
        </aside>
      </Container>
      <Container className="grid gap-6 pb-8 md:grid-cols-2">
        {clinics.map((c) => <ClinicMap key={c.id} clinic={c} locale={locale} />)}
      </Container>
      <FaqSection items={faqs} locale={locale} />
      <CtaSection locale={locale} />
    </>
  );
}
