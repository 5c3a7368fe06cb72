import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";

export default function BlogPostNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-ink">Blog post not found</h1>
      <p className="mt-3 text-ink-muted">The article may have moved. Browse our latest posts instead.</p>
      <Link href="/brampton/blog" className={buttonClass("primary", "lg", "mt-8")}>Return to blog</Link>
    </div>
  );
}
