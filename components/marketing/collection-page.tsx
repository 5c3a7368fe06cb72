import { Link } from "@/components/ui/link";
import { CtaSection } from "@/components/sections/cta-section";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import type { Collection } from "@/content/eyewear";

/** One collection page, shared by /brampton/eyewear/<name> and /brampton/shop/<name>. */
export function CollectionPage({ collection }: { collection: Collection }) {
  return (
    <>
      <Hero title={collection.title} subtitle={collection.subtitle} primary={{ label: collection.cta, href: "/brampton/book-exam" }} secondary={{ label: "Shop Online", href: "/brampton/shop" }} />
      <Section id="styles" title={`Explore ${collection.title.toLowerCase()}`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {collection.cards.map((c) => (
            <li key={c.title} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
              <h3 className="text-xl font-semibold text-ink">{c.title}</h3>
              <p className="mt-2 flex-1 text-ink-muted">{c.text}</p>
              <Link href={c.href} className="mt-4 font-semibold text-brand-700 underline dark:text-brand-300" aria-label={`View Collection: ${c.title}`}>View Collection</Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaSection title="Try frames on in person" text="Book a fitting and our opticians will pull styles for your face shape and prescription." label={collection.cta} />
    </>
  );
}
