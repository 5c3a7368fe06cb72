import { Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import { ContactForm } from "@/components/contact/contact-form";
import { ClinicMap } from "@/components/sections/clinic-map";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { Hero } from "@/components/sections/hero";
import { Container } from "@/components/ui/container";
import { BRAND, CLINICS, CLINIC_LIST, GENERAL_HOURS, fullAddress, hoursSummary, telHref } from "@/content/clinics";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Contact Us",
  description: "Call, e-mail or message Brightview Eye Care in Brampton. We reply to every message within 24 hours.",
  path: "/brampton/contact",
});

const FAQS = [
  { question: "How quickly will you reply to my message?", answer: "Within 24 hours on business days — usually the same day. For anything urgent, please call." },
  { question: "Do you accept walk-ins?", answer: "We welcome walk-ins for frame shopping, adjustments and repairs. Eye exams are by appointment so we can give you the full time." },
  { question: "Do you bill insurance directly?", answer: "Yes, we bill most major insurers directly, including Sun Life, Manulife, Canada Life and Green Shield." },
  { question: "Which languages does your team speak?", answer: "English, Punjabi, Hindi, Urdu and Spanish." },
  { question: "Is there parking?", answer: "Both clinics have free parking steps from the door, including accessible spaces." },
  { question: "What should I do in an eye emergency?", answer: `Call us right away at ${BRAND.phone}. For a chemical splash, rinse with clean water for 15 minutes first. After hours, go to the nearest emergency department.` },
];

export default function ContactPage() {
  return (
    <>
      <Hero title="Contact Us" subtitle="Questions about an exam, your glasses or your insurance? Send us a message — we reply within 24 hours." primary={{ label: "Book Eye Exam", href: "/brampton/book-exam" }} />
      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="message-heading" className="rounded-2xl border border-line bg-surface p-6 md:p-8">
          <h2 id="message-heading" className="text-2xl font-semibold text-ink">Send us a message</h2>
          <div className="mt-6"><ContactForm /></div>
        </section>
        <aside aria-label="Contact details" className="space-y-4">
          <div className="rounded-2xl border border-line bg-surface p-5 text-sm">
            <p className="flex gap-2"><MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />{fullAddress(CLINICS.steeles)}</p>
            <p className="mt-2 flex gap-2"><MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />{fullAddress(CLINICS.goreway)}</p>
            <p className="mt-2 flex gap-2"><Phone aria-hidden className="size-4 shrink-0 text-brand-600" /><a href={telHref(BRAND.phone)} data-call-location="contact" className="underline">{BRAND.phone}</a></p>
            <p className="mt-2 flex gap-2"><Mail aria-hidden className="size-4 shrink-0 text-brand-600" /><a href={`mailto:${BRAND.contactEmail}`} className="underline">{BRAND.contactEmail}</a></p>
          </div>
          <div className="rounded-2xl border border-line bg-surface p-5 text-sm">
            <h2 className="flex items-center gap-2 font-semibold text-ink"><Clock aria-hidden className="size-4 text-brand-600" />Office Hours</h2>
            <dl className="mt-2 space-y-1">
              {hoursSummary(GENERAL_HOURS).map((h) => (
                <div key={h.label} className="flex justify-between"><dt className="text-ink-muted">{h.label}</dt><dd>{h.value}</dd></div>
              ))}
            </dl>
            <p className="mt-3 text-ink-muted">We answer messages within 24 hours.</p>
          </div>
        </aside>
      </Container>
      <Container className="grid gap-6 pb-8 md:grid-cols-2">
        {CLINIC_LIST.map((c) => <ClinicMap key={c.id} clinic={c} />)}
      </Container>
      <FaqSection items={FAQS} />
      <CtaSection />
    </>
  );
}
