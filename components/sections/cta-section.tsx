import type { Locale } from "@/content/i18n/locales";
import { clinicList, getClinics, withClinicNames } from "@/lib/clinics";
import { getT } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { CalendarCheck } from "@/components/ui/icons";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { BRAND } from "@/content/brand";
import { telHref } from "@/content/clinics";

/** The closing booking call on every marketing page. */
export async function CtaSection({ locale = "en", title, text, label }: { locale?: Locale; title?: string; text?: string; label?: string }) {
  const t = getT(locale, "sections.cta");
  const clinics = await getClinics();
  return (
    <section aria-labelledby="cta-heading" className="py-16">
      <Container>
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-brand-800 px-6 py-14 text-center text-white dark:bg-brand-900">
          <CalendarCheck aria-hidden className="size-10 text-accent-400" />
          <h2 id="cta-heading" className="font-display text-3xl font-semibold">{title ?? t("title")}</h2>
          <p className="max-w-xl text-brand-100">{text ? withClinicNames(text, clinics, locale) : t("text", { anyClinic: clinicList(clinics, locale, "or") })}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <LinkButton href={localizedHref(locale, "/brampton/book-exam")} variant="secondary" size="lg">{label ?? t("label")}</LinkButton>
            <a href={telHref(BRAND.phone)} data-call-location="cta" className="inline-flex items-center rounded-full border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10">
              {t("call", { phone: BRAND.phone })}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
