import type { Metadata } from "next";
import { canonicalUrl } from "@/lib/seo/metadata";
import { CalendarCheck, Droplets, Eye, Glasses } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { ContactLensForm } from "@/components/contact-lens/contact-lens-form";
import { buttonClass } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { FaqAccordion } from "@/components/ui/faq-accordion";
import type { FaqItem } from "@/content/types";
import { loadOwnLensRequestPrefill, requestIdFromParam } from "@/lib/account/lens-requests";
import { getSession } from "@/lib/auth";
import { getDb } from "@/lib/db";
import { faqJsonLd, jsonLdString } from "@/lib/seo/json-ld";

export const metadata: Metadata = {
  title: "Order Contact Lenses",
  description: "Reorder daily, bi-weekly, monthly, toric, multifocal or coloured contact lenses from our Brampton clinics.",
  alternates: { canonical: canonicalUrl("/brampton/order-contacts") },
};

const LENS_CARDS = [
  { icon: Droplets, title: "Daily Disposables", text: "A fresh, sterile pair every morning — no cleaning, no cases, and the lowest risk of deposits and infection. Ideal for allergy sufferers and part-time wearers." },
  { icon: Eye, title: "Bi-weekly & Monthly", text: "Reusable lenses replaced every two or four weeks. Economical for full-time wear when paired with the right care solution; we show you how." },
  { icon: Glasses, title: "Toric & Multifocal", text: "Specialty designs for astigmatism and for reading up close after 40. They need a careful fitting, which our optometrists include with your exam." },
];

const FAQS: FaqItem[] = [
  { question: "Do I need a valid prescription to order?", answer: "Yes. Contact lenses are medical devices in Ontario, so we need a current contact lens prescription (not a glasses prescription). If yours was written elsewhere, we will call to verify it before your lenses ship." },
  { question: "How long does an order take?", answer: "Most brands arrive at the clinic within 3 to 5 business days. We call or text you when they are ready to pick up, or ship them to your door." },
  { question: "Can my insurance pay for contact lenses?", answer: "Many extended health plans include a vision allowance that covers contact lenses. We bill most insurers directly and can check your balance before you order." },
  { question: "My prescription has expired. What now?", answer: "Book a contact lens exam at either clinic. We check the health of your cornea and the fit of your lenses, then renew your prescription the same day." },
];

type Props = { searchParams: Promise<{ again?: string | string[] }> };

/**
 * "Request again" from the account: the earlier request's values, only when it is the signed-in
 * patient's own (matched by their confirmed address in the database). Anything else, a failure
 * included, leaves the form empty as for any visitor: the page never says whose an id is.
 */
async function requestAgain(id: string | null) {
  if (!id) return undefined;
  try {
    const session = await getSession();
    if (!session) return undefined;
    return (await loadOwnLensRequestPrefill(await getDb(), session.userId, id)) ?? undefined;
  } catch (err) {
    console.error("loading a lens request to repeat failed", (err as Error).message);
    return undefined;
  }
}

export default async function OrderContactsPage({ searchParams }: Props) {
  const againId = requestIdFromParam((await searchParams).again);
  const defaultValues = await requestAgain(againId);
  return (
    <div className="pb-16">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(faqJsonLd(FAQS)) }} />
      <section className="bg-gradient-to-br from-brand-50 via-surface to-accent-300/20 py-14 dark:from-brand-950 dark:via-page dark:to-brand-900/40">
        <Container>
          <h1 className="font-display text-4xl font-semibold text-ink md:text-5xl">Order Contact Lenses</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">
            Send us your request and we will confirm your prescription, check your insurance and have your lenses ready in days.
          </p>
        </Container>
      </section>
      <Container className="mt-12 grid gap-12 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="request-heading" className="rounded-2xl border border-line bg-surface p-6 md:p-8">
          <h2 id="request-heading" className="text-2xl font-semibold text-ink">Contact lens request</h2>
          <p className="mt-2 text-sm text-ink-muted">Fields marked * are required. Nothing is charged until we confirm your order with you.</p>
          <div className="mt-6">
            {/* Keyed: the form reads its values once, and moving between two requests keeps this page mounted. */}
            <ContactLensForm key={defaultValues ? againId : "empty"} defaultValues={defaultValues} />
          </div>
        </section>
        <div className="space-y-4">
          {LENS_CARDS.map(({ icon: Icon, title, text }) => (
            <article key={title} className="rounded-2xl border border-line bg-surface p-5">
              <Icon aria-hidden className="size-6 text-brand-600 dark:text-brand-300" />
              <h2 className="mt-3 font-semibold text-ink">{title}</h2>
              <p className="mt-1 text-sm text-ink-muted">{text}</p>
            </article>
          ))}
        </div>
      </Container>
      <Container className="mt-16 max-w-3xl">
        <h2 className="text-center text-2xl font-semibold text-ink">Contact lens questions</h2>
        <div className="mt-6">
          <FaqAccordion items={FAQS} />
        </div>
      </Container>
      <Container className="mt-16">
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-brand-800 px-6 py-12 text-center text-white dark:bg-brand-900">
          <CalendarCheck aria-hidden className="size-10 text-accent-400" />
          <h2 className="text-2xl font-semibold">Need a new prescription or a first fitting?</h2>
          <p className="max-w-xl text-brand-100">Our optometrists fit every lens type, including toric and multifocal, at both Brampton clinics.</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link href="/brampton/book-exam" className={buttonClass("secondary", "lg")}>Book an Eye Exam</Link>
            <Link href="/brampton/contact" className={buttonClass("outline", "lg", "border-white/40 text-white hover:bg-white/10")}>Contact Us</Link>
          </div>
        </div>
      </Container>
    </div>
  );
}
