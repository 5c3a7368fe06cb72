import type { Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { FaqAccordion } from "@/components/ui/faq-accordion";
import type { FaqItem } from "@/content/types";
import { faqJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "./json-ld";
import { Section } from "./section";

/** FAQ accordion with its FAQPage structured data. */
export function FaqSection({ items, title, muted = false, locale = "en" }: { items: FaqItem[]; title?: string; muted?: boolean; locale?: Locale }) {
  return (
    <Section id="faq" title={title ?? getT(locale, "sections")("faqTitle")} muted={muted}>
      <JsonLd data={faqJsonLd(items)} />
      <div className="mx-auto max-w-3xl">
        <FaqAccordion items={items} />
      </div>
    </Section>
  );
}
