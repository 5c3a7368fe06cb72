import { Link } from "@/components/ui/link";
import { BlogCover } from "@/components/blog/cover";
import { CtaSection } from "@/components/sections/cta-section";
import { FaqSection } from "@/components/sections/faq-section";
import { Container } from "@/components/ui/container";
import { POSTS } from "@/content/blog";
import { formatLongDate } from "@/lib/format";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Eye Care Blog",
  description: "Articles from Brampton optometrists on eye exams, children's vision, myopia, dry eye and choosing eyewear.",
  path: "/brampton/blog",
});

export default function BlogPage() {
  const posts = [...POSTS].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <>
      <Container className="py-14">
        <h1 className="text-center font-display text-4xl font-semibold text-ink md:text-5xl">Eye Care Blog</h1>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-ink-muted">Practical advice from our optometrists for Brampton families.</p>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {posts.map((p) => (
            <article key={p.slug} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface">
              <div className="relative">
                <BlogCover kind={p.cover} className="aspect-video w-full" />
                <time dateTime={p.date} className="absolute left-4 top-4 rounded-full bg-surface px-3 py-1 text-xs font-semibold text-ink shadow">{formatLongDate(p.date)}</time>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm text-ink-muted">{p.author} · {p.readTime}</p>
                <h2 className="mt-2 text-xl font-semibold text-ink">{p.title}</h2>
                <p className="mt-2 flex-1 text-ink-muted">{p.excerpt}</p>
                <Link href={`/brampton/blog/${p.slug}`} className="mt-4 font-semibold text-brand-700 underline dark:text-brand-300" aria-label={`Read More: ${p.title}`}>Read More</Link>
              </div>
            </article>
          ))}
        </div>
      </Container>
      <FaqSection items={POSTS[0].faqs!.slice(0, 4)} title="Common questions" muted />
      <CtaSection />
    </>
  );
}
