import type { Metadata } from "next";
import { canonicalUrl } from "@/lib/seo/metadata";
import { CalendarHeart, Gem, Phone, Sun } from "@/components/ui/icons";
import { Container } from "@/components/ui/container";
import { BRAND } from "@/content/brand";
import { telHref } from "@/content/clinics";

export const metadata: Metadata = {
  title: "Special Offers & Promotions",
  description: "Designer eyewear offers, eye exam packages and seasonal promotions at Brightview Eye Care in Brampton.",
  alternates: { canonical: canonicalUrl("/brampton/offers") },
};

const TEASERS = [
  { icon: Gem, title: "Designer Eyewear", text: "Savings on frames from Gucci, Prada, Tom Ford and more, with lenses fitted by our opticians." },
  { icon: CalendarHeart, title: "Eye Exam Packages", text: "Family exam bundles that pair a comprehensive exam with your new glasses or contact lenses." },
  { icon: Sun, title: "Seasonal Promotions", text: "Prescription sunglasses and polarized lenses, timed for Ontario summers and winter glare." },
];

export default function OffersPage() {
  return (
    <Container className="py-14 md:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="font-display text-4xl font-semibold text-ink md:text-5xl">Special Offers &amp; Promotions</h1>
        <p className="mt-4 text-2xl font-semibold text-brand-700 dark:text-brand-300">Exciting Offers Coming Soon</p>
        <p className="mt-3 text-ink-muted">We are preparing our next set of offers. Here is what to look out for.</p>
      </div>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {TEASERS.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-2xl border border-line bg-surface p-6 text-center">
            <Icon aria-hidden className="mx-auto size-9 text-accent-500" />
            <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
            <p className="mt-2 text-sm text-ink-muted">{text}</p>
          </article>
        ))}
      </div>
      <p className="mt-12 text-center text-ink">
        Want to hear about current in-clinic offers? Call us at{" "}
        <a href={telHref(BRAND.phone)} data-call-location="offers" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-300">
          <Phone aria-hidden className="size-4" /> {BRAND.phone}
        </a>
      </p>
    </Container>
  );
}
