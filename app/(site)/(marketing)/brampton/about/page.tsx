import { BenefitGrid } from "@/components/sections/benefit-grid";
import { CtaSection } from "@/components/sections/cta-section";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { Container } from "@/components/ui/container";
import { TeamSection } from "@/components/marketing/team-section";
import { STORY, TIMELINE } from "@/content/about";
import { pageMetadata } from "@/lib/seo/metadata";
import { getClinics } from "@/lib/clinics";
import { strengthsIn } from "@/lib/i18n/content";

export const metadata = pageMetadata({
  title: "About Us",
  description: "Over 15 years of eye care in Brampton. Meet the optometrists and opticians of Brightview Eye Care.",
  path: "/brampton/about",
});

export default async function AboutPage() {
  const clinics = await getClinics();
  return (
    <>
      <Hero title="About Brightview Eye Care" subtitle="Over 15 years caring for Brampton's eyes, founded in 2009 on one simple idea: explain everything." />
      <Container className="max-w-3xl space-y-5 py-14 text-lg leading-relaxed text-ink">
        <h2 className="font-display text-3xl font-semibold">Our story</h2>
        {STORY.map((p) => <p key={p}>{p}</p>)}
      </Container>
      <Section id="timeline" title="2009 to 2024" muted>
        <ol className="mx-auto max-w-3xl space-y-6 border-l-2 border-brand-300 pl-6">
          {TIMELINE.map((t) => (
            <li key={t.year}>
              <p className="font-display text-2xl font-semibold text-brand-700 dark:text-brand-300">{t.year}</p>
              <p className="font-semibold text-ink">{t.title}</p>
              <p className="text-ink-muted">{t.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <TeamSection />
      <Section id="strengths" title="Why patients choose us" muted>
        <BenefitGrid items={strengthsIn("en", clinics)} />
      </Section>
      <CtaSection />
    </>
  );
}
