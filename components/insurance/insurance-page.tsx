import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { BadgeCheck, FileCheck2, Wallet } from "@/components/ui/icons";
import type { Locale } from "@/content/i18n/locales";
import { INSURANCE_PLANS } from "@/content/insurance-plans";
import { getT } from "@/lib/i18n/messages";

/** The plans billed directly: their own names, the same in every language (content/insurance-plans.ts). */
const PLANS = INSURANCE_PLANS;

const BENEFITS = [
  { key: "direct", icon: Wallet },
  { key: "check", icon: FileCheck2 },
  { key: "ohip", icon: BadgeCheck },
] as const;
const STEPS = ["bring", "submit", "pay"] as const;
const NOTES = ["ohip", "renew", "sunglasses"] as const;
const FAQS = ["ohip", "direct", "notListed", "contacts", "often", "combine"] as const;

export function InsurancePage({ locale }: { locale: Locale }) {
  const t = getT(locale, "insurance");
  const faqs = FAQS.map((k) => ({ question: t(`faqs.${k}.question`), answer: t(`faqs.${k}.answer`, { count: PLANS.length }) }));
  return (
    <>
      <Hero title={t("title")} subtitle={t("subtitle")} locale={locale} />
      <Section id="benefits" title={t("helpTitle")}>
        <ul className="grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6">
              <Icon aria-hidden className="size-7 text-brand-600 dark:text-brand-300" />
              <h3 className="mt-3 text-lg font-semibold text-ink">{t(`benefits.${key}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="plans" title={t("plansTitle")} lead={t("plansLead")} muted>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((p) => <li key={p} lang="en" translate="no" className="rounded-xl border border-line bg-surface px-4 py-3 text-ink">{p}</li>)}
        </ul>
      </Section>
      <Section id="billing" title={t("stepsTitle")}>
        <ol className="mx-auto grid max-w-4xl gap-6 md:grid-cols-3">
          {STEPS.map((key, i) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6">
              <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">{i + 1}</span>
              <h3 className="mt-3 font-semibold text-ink">{t(`steps.${key}.title`)}</h3>
              <p className="mt-1 text-ink-muted">{t(`steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl bg-surface-muted p-6 text-ink-muted">
          <h3 className="font-semibold text-ink">{t("notesTitle")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {NOTES.map((k) => <li key={k}>{t(`notes.${k}`)}</li>)}
          </ul>
        </div>
      </Section>
      <FaqSection items={faqs} muted locale={locale} />
      <CtaSection locale={locale} />
    </>
  );
}
