import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "@/components/ui/icons";
import { BlogCover } from "@/components/blog/cover";
import { RichText } from "@/components/blog/rich-text";
import { ClinicMap } from "@/components/sections/clinic-map";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { JsonLd } from "@/components/sections/json-ld";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { BRAND } from "@/content/brand";
import { fullAddress } from "@/lib/clinics/format";
import { POSTS, POST_BY_SLUG } from "@/content/blog";
import { siteBase } from "@/lib/seo/site-url";
import { formatLongDate } from "@/lib/format";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo/metadata";
import { getClinics } from "@/lib/clinics";

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return POSTS.map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = POST_BY_SLUG.get((await params).slug);
  if (!post) return { title: "Blog post not found", robots: { index: false } };
  return pageMetadata({ title: post.title, description: post.excerpt, path: `/brampton/blog/${post.slug}` });
}

export default async function BlogPostPage({ params }: Props) {
  const post = POST_BY_SLUG.get((await params).slug);
  if (!post) notFound();
  const site = siteBase();
  const clinics = await getClinics();
  const extra = post.extra;
  const postClinic = extra?.kind === "directions" ? clinics.find((c) => c.id === extra.clinicId) : undefined;
  return (
    <>
      <JsonLd data={{ "@context": "https://schema.org", "@type": "BlogPosting", headline: post.title, datePublished: post.date, author: { "@type": "Person", name: post.author }, publisher: { "@type": "Organization", name: BRAND.name }, description: post.excerpt, mainEntityOfPage: `${site}/brampton/blog/${post.slug}` }} />
      <JsonLd data={breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Blog", path: "/brampton/blog" }, { name: post.title, path: `/brampton/blog/${post.slug}` }], site)} />
      <article>
        <Container className="max-w-3xl py-10">
          <Link href="/brampton/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 dark:text-brand-300"><ArrowLeft aria-hidden className="size-4" /> Back to blog</Link>
          <h1 className="mt-6 font-display text-4xl font-semibold leading-tight text-ink">{post.title}</h1>
          <p className="mt-3 text-ink-muted">{post.author} · <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {post.readTime}</p>
          <BlogCover kind={post.cover} className="mt-8 aspect-video w-full rounded-2xl" />
          <div className="mt-10"><RichText blocks={post.body} /></div>
          {extra?.kind === "directions" && postClinic ? (
            <section aria-labelledby="directions-heading" className="mt-12">
              <h2 id="directions-heading" className="font-display text-2xl font-semibold text-ink">{extra.heading}</h2>
              <p className="mt-2 text-ink-muted">{extra.text.replace("{address}", fullAddress(postClinic))}</p>
              <div className="mt-6"><ClinicMap clinic={postClinic} /></div>
            </section>
          ) : null}
          {extra?.kind === "locations" ? (
            <section aria-labelledby="two-heading" className="mt-12">
              <h2 id="two-heading" className="font-display text-2xl font-semibold text-ink">{extra.heading}</h2>
              <div className="mt-6 grid gap-4 sm:grid-cols-2">
                {clinics.map((c) => (
                  <Link key={c.id} href={`/locations/${c.slug}`} className="rounded-2xl border border-line bg-surface p-5 hover:bg-surface-muted">
                    <span className="block font-semibold text-ink">{c.shortName}</span>
                    <span className="mt-1 block text-sm text-ink-muted">{fullAddress(c)}</span>
                  </Link>
                ))}
              </div>
            </section>
          ) : null}
          <p className="mt-12"><LinkButton href="/brampton/book-exam" size="lg">Book Eye Exam</LinkButton></p>
        </Container>
      </article>
      {post.faqs ? <FaqSection items={post.faqs} muted /> : null}
      <CtaSection />
    </>
  );
}
