import { FaqAccordion } from "@/components/ui/faq-accordion";
import type { FaqItem } from "@/content/types";
import { faqJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "./json-ld";
import { Section } from "./section";

/** FAQ accordion with its FAQPage structured data. */
export function FaqSection({ items, title = "Frequently Asked Questions", muted = false }: { items: FaqItem[]; title?: string; muted?: boolean }) {
  return (
    <Section id="faq" title={title} muted={muted}>
      <JsonLd data={faqJsonLd(items)} />
      <div className="mx-auto max-w-3xl">
        <FaqAccordion items={items} />
      </div>
    </Section>
  );
}
