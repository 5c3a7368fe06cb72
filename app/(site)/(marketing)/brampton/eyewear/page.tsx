import { Link } from "@/components/ui/link";
import { CtaSection } from "@/components/sections/cta-section";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { FEATURED_BRANDS } from "@/content/navigation";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Eyewear",
  description: "Men's, women's and kids' glasses, designer sunglasses, safety and reading glasses from leading brands in Brampton.",
  path: "/brampton/eyewear",
});

const CATEGORIES = [
  { title: "Men's Glasses", text: "Classic to sport.", href: "/brampton/eyewear/mens-glasses" },
  { title: "Women's Glasses", text: "Cat-eye to designer.", href: "/brampton/eyewear/womens-glasses" },
  { title: "Kids' Glasses", text: "Flexible and durable.", href: "/brampton/eyewear/kids-glasses" },
  { title: "Designer Sunglasses", text: "UV400 in every style.", href: "/brampton/eyewear/sunglasses" },
  { title: "Safety Glasses", text: "CSA-rated prescription safety eyewear, ordered in clinic.", href: "/brampton/lens-types" },
  { title: "Reading Glasses", text: "Single-vision readers and computer lenses.", href: "/brampton/specialty-lenses" },
];

const MORE_BRANDS = [
  { label: "Oakley", href: "/brampton/brands/oakley" },
  { label: "Persol", href: "/brampton/brands/persol" },
  { label: "Carrera", href: "/brampton/brands/carrera" },
  { label: "Kate Spade", href: "/brampton/brands/kate-spade" },
];

export default function EyewearPage() {
  return (
    <>
      <Hero title="Eyewear" subtitle="Over 100 designer frames in clinic, fitted by licensed opticians — and a growing collection online." primary={{ label: "Book Try-On Appointment", href: "/brampton/book-exam" }} secondary={{ label: "Shop Online", href: "/brampton/shop" }} />
      <Section id="categories" title="Shop by category">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map((c) => (
            <li key={c.title}>
              <Link href={c.href} className="block h-full rounded-2xl border border-line bg-surface p-6 hover:bg-surface-muted">
                <span className="block text-xl font-semibold text-ink">{c.title}</span>
                <span className="mt-2 block text-ink-muted">{c.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="brands" title="Featured brands" muted>
        <ul className="flex flex-wrap justify-center gap-3">
          {[...FEATURED_BRANDS, ...MORE_BRANDS].map((b) => (
            <li key={b.href}><Link href={b.href} className="inline-block rounded-full border border-line bg-surface px-5 py-2.5 font-display text-lg text-ink hover:bg-brand-50 dark:hover:bg-brand-900">{b.label}</Link></li>
          ))}
        </ul>
      </Section>
      <CtaSection title="Try before you buy" text="Book a try-on appointment and our opticians will set aside frames for you." label="Book Try-On Appointment" />
    </>
  );
}
