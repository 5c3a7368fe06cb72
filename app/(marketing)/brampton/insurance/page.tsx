import { BadgeCheck, FileCheck2, Wallet } from "@/components/ui/icons";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Insurance & Direct Billing",
  description: "We bill most Canadian insurance plans directly for eye exams, glasses and contact lenses. See accepted plans and OHIP coverage.",
  path: "/brampton/insurance",
});

const PLANS = [
  "Sun Life Financial", "Manulife", "Canada Life", "Green Shield Canada", "Blue Cross (Ontario)", "Desjardins Insurance",
  "Industrial Alliance (iA)", "Equitable Life", "SSQ Insurance (Beneva)", "Empire Life", "Claim Secure", "Cowan Insurance",
  "GroupHEALTH", "Chambers of Commerce Group Insurance", "Johnston Group", "Alberta Blue Cross", "Medavie Blue Cross",
  "Non-Insured Health Benefits (NIHB)", "Ontario Works", "ODSP (Ontario Disability Support Program)",
];

const BENEFITS = [
  { icon: Wallet, title: "Direct billing", text: "We send the claim for you, so you pay only what your plan does not cover." },
  { icon: FileCheck2, title: "Coverage check", text: "Give us your plan details and we confirm your balance before you choose frames." },
  { icon: BadgeCheck, title: "OHIP exams", text: "Eligible exams are billed to OHIP with no cost to you." },
];

const STEPS = [
  { title: "Bring your details", text: "Your OHIP card and your insurance card or plan and member numbers." },
  { title: "We check and submit", text: "We confirm your coverage and submit the claim electronically." },
  { title: "Pay only the difference", text: "Any amount not covered is settled at pickup; you get a receipt for your records." },
];

const FAQS = [
  { question: "Does OHIP cover my eye exam?", answer: "OHIP covers one comprehensive exam a year for people under 20 and 65 and over. Adults 20 to 64 are covered only for certain medical conditions, such as diabetes or glaucoma." },
  { question: "Do you bill my insurance directly?", answer: "Yes, for most major plans, including all 20 listed on this page." },
  { question: "What if my plan is not listed?", answer: "We will give you a detailed receipt to submit yourself, and check whether we can add direct billing for your plan." },
  { question: "Does insurance cover contact lenses?", answer: "Most vision benefits can be used for glasses or contact lenses; some plans also cover the fitting." },
  { question: "How often can I use my vision benefit?", answer: "Typically every 24 months for adults and every 12 months for children, but every plan differs. We can check yours." },
  { question: "Can I combine two plans?", answer: "Yes. If you are covered by a spouse's plan too, we coordinate both to reduce your out-of-pocket cost." },
];

export default function InsurancePage() {
  return (
    <>
      <Hero title="Insurance & Direct Billing" subtitle="We bill most insurance plans directly, so your eye exam and new glasses cost you as little as possible." />
      <Section id="benefits" title="How we help with coverage">
        <ul className="grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-line bg-surface p-6">
              <Icon aria-hidden className="size-7 text-brand-600 dark:text-brand-300" />
              <h3 className="mt-3 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="plans" title="Accepted insurance plans" lead="We bill these plans directly." muted>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((p) => <li key={p} className="rounded-xl border border-line bg-surface px-4 py-3 text-ink">{p}</li>)}
        </ul>
      </Section>
      <Section id="billing" title="Billing in three steps">
        <ol className="mx-auto grid max-w-4xl gap-6 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-2xl border border-line bg-surface p-6">
              <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">{i + 1}</span>
              <h3 className="mt-3 font-semibold text-ink">{s.title}</h3>
              <p className="mt-1 text-ink-muted">{s.text}</p>
            </li>
          ))}
        </ol>
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl bg-surface-muted p-6 text-ink-muted">
          <h3 className="font-semibold text-ink">Coverage notes</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>OHIP covers one exam a year under 20 and from 65; adults 20 to 64 only for qualifying medical conditions.</li>
            <li>Vision benefits usually renew every 12 or 24 months, per person.</li>
            <li>Prescription sunglasses and specialty lenses are often covered like regular glasses.</li>
          </ul>
        </div>
      </Section>
      <FaqSection items={FAQS} muted />
      <CtaSection />
    </>
  );
}
