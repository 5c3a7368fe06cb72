import { X } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import type { ActiveFilter } from "@/lib/catalog/active-filters";

/** The filters in force as removable chips; each is a link, so they work without JavaScript. */
export function ActiveFilterChips({ filters, clearHref }: { filters: ActiveFilter[]; clearHref: string }) {
  if (filters.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <li key={f.key}>
            <Link
              href={f.href}
              scroll={false}
              aria-label={`Remove filter: ${f.label}`}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-600 bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:bg-brand-900/50 dark:text-brand-100"
            >
              {f.label}
              <X aria-hidden className="size-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      {filters.length > 1 ? (
        <Link href={clearHref} scroll={false} className="inline-flex min-h-9 items-center px-2 text-sm font-medium text-ink-muted underline hover:text-ink">
          Clear all
        </Link>
      ) : null}
    </div>
  );
}
