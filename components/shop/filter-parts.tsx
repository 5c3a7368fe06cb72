import { LayoutGrid, List, Search } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { Disclosure } from "@/components/ui/disclosure";
import { FRAME_SIZES, FRAME_SIZE_LABELS, FRAME_SIZE_RANGES, fitToParam, type FrameSize } from "@/lib/catalog/fit";
import type { Listing } from "@/lib/catalog/types";
import { ProductCard } from "./product-card";
import { SORTS, filtersToQuery, type ShopFilters } from "@/lib/validations/shop-filters";

/** A collapsible filter group that works without JavaScript. */
export function FilterSection({ title, children, open = true }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <Disclosure title={title} open={open} size="sm">
      {children}
    </Disclosure>
  );
}

export function Choice({ name, value, label, checked, type = "radio" }: { name: string; value: string; label: string; checked: boolean; type?: "radio" | "checkbox" }) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 text-sm text-ink">
      <input type={type} name={name} value={value} defaultChecked={checked} className="size-4 accent-brand-600" />
      {label}
    </label>
  );
}

/** Total frame width (lens × 2 + bridge + end pieces) as narrow, medium or wide. */
export function WidthFilter({ value }: { value: FrameSize | undefined }) {
  return (
    <FilterSection title="Frame width">
      <Choice name="width" value="" label="Any width" checked={!value} />
      {FRAME_SIZES.map((w) => (
        <Choice key={w} name="width" value={w} label={`${FRAME_SIZE_LABELS[w]} (${FRAME_SIZE_RANGES[w]})`} checked={value === w} />
      ))}
    </FilterSection>
  );
}

export function SortSelect({ value }: { value: string }) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-muted">
      <span className="whitespace-nowrap">Sort by</span>
      <select name="sort" defaultValue={value} className="rounded-lg border border-line bg-surface px-2.5 py-2 text-sm text-ink">
        {SORTS.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Grid/list toggle as two links that keep every other filter. */
export function ViewToggle({ basePath, filters }: { basePath: string; filters: ShopFilters }) {
  const link = (view: "grid" | "list", label: string, Icon: typeof List) => (
    <Link
      href={`${basePath}${filtersToQuery({ ...filters, view })}`}
      aria-label={label}
      aria-current={filters.view === view ? "true" : undefined}
      scroll={false}
      className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted aria-[current=true]:bg-brand-600 aria-[current=true]:text-white"
    >
      <Icon aria-hidden className="size-4" />
    </Link>
  );
  return (
    <div className="flex gap-1 rounded-xl border border-line p-1">
      {link("grid", "Grid view", LayoutGrid)}
      {link("list", "List view", List)}
    </div>
  );
}

export function Pagination({ basePath, filters, pageCount }: { basePath: string; filters: ShopFilters; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - filters.page) <= 2,
  );
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {pages.map((p, i) => (
        <span key={p} className="flex items-center gap-2">
          {i > 0 && p - pages[i - 1] > 1 ? <span aria-hidden className="text-ink-muted">…</span> : null}
          <Link
            href={`${basePath}${filtersToQuery({ ...filters, page: p })}`}
            aria-current={p === filters.page ? "page" : undefined}
            aria-label={`Page ${p}`}
            className="inline-flex size-10 items-center justify-center rounded-full border border-line text-sm font-medium text-ink hover:bg-surface-muted aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
          >
            {p}
          </Link>
        </span>
      ))}
    </nav>
  );
}

export function ProductGrid({ view, children }: { view: "grid" | "list"; children: ReactNode }) {
  return (
    <div className={view === "list" ? "grid gap-4" : "grid gap-5 sm:grid-cols-2 xl:grid-cols-3"}>{children}</div>
  );
}

export function EmptyResults({ resetHref }: { resetHref: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface-muted px-6 py-16 text-center">
      <p className="text-lg font-semibold text-ink">No products found</p>
      <p className="mt-2 text-ink-muted">Try adjusting your filters or search terms.</p>
      <Link href={resetHref} className="mt-6 inline-block font-semibold text-brand-700 underline dark:text-brand-300">
        Clear all filters
      </Link>
    </div>
  );
}

/** Search, sort and grid/list controls above a listing (inside its filter form). */
export function ListingToolbar({
  basePath,
  filters,
  searchLabel,
  placeholder,
  children,
}: {
  basePath: string;
  filters: ShopFilters;
  searchLabel: string;
  placeholder: string;
  /** The small-screen "Filters" button. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {children}
      <label className="relative min-w-56 flex-1">
        <span className="sr-only">{searchLabel}</span>
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
        <input type="search" name="q" defaultValue={filters.q} placeholder={placeholder} className="w-full rounded-full border border-line bg-surface py-2.5 pl-9 pr-4 text-sm text-ink" />
      </label>
      {/* A fit orders the frames by closeness, so there is nothing to sort; it rides along with every other change. */}
      {filters.fit ? (
        <>
          <p className="text-sm text-ink-muted">Closest fit first</p>
          <input type="hidden" name="fit" value={fitToParam(filters.fit)} />
        </>
      ) : (
        <SortSelect value={filters.sort} />
      )}
      {filters.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
      <ViewToggle basePath={basePath} filters={filters} />
      <noscript>
        <button type="submit" className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white">Search</button>
      </noscript>
    </div>
  );
}

/** Count, cards (or the empty state) and pagination of one listing page. */
/** Cards that can be in the first screen (a row of four from 1024 px); their pictures are not lazy. */
const FIRST_SCREEN_CARDS = 4;

export function ListingResults({ listing, basePath, filters }: { listing: Listing; basePath: string; filters: ShopFilters }) {
  return (
    <>
      {/* Cards are h3s; on a phone the Filters h2 is in the closed drawer, so the results have their own. */}
      <h2 className="sr-only">Products</h2>
      <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
        {listing.total === 1 ? "1 product" : `${listing.total} products`}
      </p>
      <div className="mt-4">
        {listing.items.length === 0 ? (
          <EmptyResults resetHref={basePath} />
        ) : (
          <ProductGrid view={filters.view}>
            {listing.items.map((p, i) => (
              <ProductCard
                key={p.id}
                product={p}
                view={filters.view}
                showSize={filters.view === "list" || !!filters.fit}
                priority={i === 0 ? "high" : i < FIRST_SCREEN_CARDS ? "eager" : "none"}
              />
            ))}
          </ProductGrid>
        )}
      </div>
      <Pagination basePath={basePath} filters={filters} pageCount={listing.pageCount} />
    </>
  );
}
