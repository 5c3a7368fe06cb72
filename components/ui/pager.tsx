import { Link } from "@/components/ui/link";

const step = "rounded-lg border border-line bg-surface px-4 py-2 font-medium hover:bg-surface-muted";

/** Previous · Page X of Y · Next, as plain links (works without JavaScript). Nothing when there is one page. */
export function Pager({ page, pageCount, href, label, className = "" }: { page: number; pageCount: number; href: (page: number) => string; label: string; className?: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={`flex items-center justify-between gap-3 text-sm ${className}`}>
      {page > 1 ? (
        <Link href={href(page - 1)} className={step}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted" aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={step}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
