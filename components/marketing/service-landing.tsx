import { BenefitGrid } from "@/components/sections/benefit-grid";
import { ContactBlock } from "@/components/sections/contact-block";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { Hero } from "@/components/sections/hero";
import { JsonLd } from "@/components/sections/json-ld";
import { ReviewsLink } from "@/components/sections/reviews-link";
import { Section } from "@/components/sections/section";
import { Testimonials } from "@/components/sections/testimonials";
import type { Extra, ServicePage } from "@/content/services";
import type { Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { navLabel } from "@/lib/i18n/navigation";
import { localizedHref } from "@/lib/i18n/paths";
import { siteBase } from "@/lib/seo/site-url";
import { breadcrumbJsonLd } from "@/lib/seo/metadata";

/** How many items of a long list a landing page shows before "show all" (the spec's LASIK rule). */
const VISIBLE = { list: 4, steps: 3 } as const;

function ExtraBlock({ extra, index, showAll }: { extra: Extra; index: number; showAll: string }) {
  const shown = extra.items.slice(0, extra.items.length > 6 ? VISIBLE[extra.kind] : extra.items.length);
  const rest = extra.items.slice(shown.length);
  const Item = ({ item, n }: { item: { title: string; text: string }; n: number }) => (
    <li className="flex gap-4 rounded-2xl border border-line bg-surface p-5">
      <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">{n}</span>
      <span>
        <span className="block font-semibold text-ink">{item.title}</span>
        <span className="mt-1 block text-ink-muted">{item.text}</span>
      </span>
    </li>
  );
  return (
    <Section id={`extra-${index}`} title={extra.title} lead={extra.lead} muted={index % 2 === 0}>
      <ol className="mx-auto grid max-w-4xl gap-4 md:grid-cols-2">
        {shown.map((item, i) => <Item key={item.title} item={item} n={i + 1} />)}
      </ol>
      {rest.length > 0 ? (
        <details className="mx-auto mt-4 max-w-4xl">
          <summary className="cursor-pointer text-center font-semibold text-brand-700 dark:text-brand-300">{showAll}</summary>
          <ol start={shown.length + 1} className="mt-4 grid gap-4 md:grid-cols-2">
            {rest.map((item, i) => <Item key={item.title} item={item} n={shown.length + i + 1} />)}
          </ol>
        </details>
      ) : null}
    </Section>
  );
}

/** A service's landing page, in English or (the optometrist pages) in Punjabi and Hindi. */
export function ServiceLanding({ page, locale = "en" }: { page: ServicePage; locale?: Locale }) {
  const t = getT(locale, "sections");
  const href = (p: string) => localizedHref(locale, p);
  const path = `/brampton/${page.slug}`;
  const crumbs = [
    { name: t("breadcrumbHome"), path: href("/") },
    { name: navLabel(locale, "Services"), path: href("/brampton/services") },
    { name: page.title, path: href(path) },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, siteBase())} />
      <Hero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        primary={{ label: page.hero.cta ?? getT(locale, "shell")("bookEyeExam"), href: href("/brampton/book-exam") }}
        secondary={{ label: t("contactUs"), href: href("/brampton/contact") }}
      />
      <Section id="benefits" title={page.benefitsTitle}>
        <BenefitGrid items={page.benefits} />
      </Section>
      {page.extras.map((e, i) => <ExtraBlock key={e.title} extra={e} index={i} showAll={t("showAll", { count: e.items.length })} />)}
      <Section id="testimonials" title={page.testimonialsTitle ?? t("testimonials")} lead={page.testimonialsSubtitle} muted>
        <Testimonials items={page.testimonials} />
        <ReviewsLink locale={locale} />
      </Section>
      <FaqSection items={page.faqs} locale={locale} />
      <ContactBlock locale={locale} />
      <CtaSection locale={locale} title={page.closing.title} text={page.closing.text} label={page.closing.label} />
    </>
  );
}
