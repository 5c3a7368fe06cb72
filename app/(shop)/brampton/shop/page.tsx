import type { Metadata } from "next";
import { Search, Sparkles } from "lucide-react";
import { AutoSubmitForm } from "@/components/shop/auto-submit";
import {
  Choice,
  EmptyResults,
  FilterSection,
  Pagination,
  ProductGrid,
  SortSelect,
  ViewToggle,
} from "@/components/shop/filter-parts";
import { ProductCard } from "@/components/shop/product-card";
import { Container } from "@/components/ui/container";
import { listBrands, listCategories, listProducts } from "@/lib/catalog";
import { GENDERS, PRICE_MAX, PRICE_STEP, parseShopFilters, titleFor } from "@/lib/validations/shop-filters";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const GENDER_LABEL: Record<string, string> = { men: "Men", women: "Women", kids: "Kids", unisex: "Unisex" };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const f = parseShopFilters(await searchParams);
  const { title, subtitle } = titleFor(f.gender);
  return { title, description: subtitle, alternates: { canonical: f.gender ? `/brampton/shop?gender=${f.gender}` : "/brampton/shop" } };
}

export default async function ShopPage({ searchParams }: Props) {
  const filters = parseShopFilters(await searchParams);
  const [listing, brands, categories] = await Promise.all([listProducts(filters), listBrands(), listCategories()]);
  const { title, subtitle } = titleFor(filters.gender);
  const base = "/brampton/shop";

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-brand-50 via-surface to-accent-300/20 py-12 dark:from-brand-950 dark:via-page dark:to-brand-900/40">
        <Container>
          <h1 className="font-display text-4xl font-semibold text-ink md:text-5xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{subtitle}</p>
        </Container>
      </section>
      <Container className="mt-8">
        <AutoSubmitForm action={base} className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <aside aria-label="Filters">
            <h2 className="sr-only">Filters</h2>
            <FilterSection title="Brand">
              <Choice name="brand" value="" label="All brands" checked={!filters.brand} />
              {brands.map((b) => (
                <Choice key={b.slug} name="brand" value={b.slug} label={b.name} checked={filters.brand === b.slug} />
              ))}
            </FilterSection>
            <FilterSection title="Category">
              <Choice name="category" value="" label="All categories" checked={!filters.category} />
              {categories.map((c) => (
                <Choice key={c.slug} name="category" value={c.name} label={c.name} checked={filters.category === c.name} />
              ))}
            </FilterSection>
            <FilterSection title="Gender">
              <Choice name="gender" value="" label="Everyone" checked={!filters.gender} />
              {GENDERS.map((g) => (
                <Choice key={g} name="gender" value={g} label={GENDER_LABEL[g]} checked={filters.gender === g} />
              ))}
            </FilterSection>
            <FilterSection title="Price">
              <label className="block text-sm text-ink-muted">
                Minimum price: <span className="font-medium text-ink">${filters.min}</span>
                <input type="range" name="min" min={0} max={PRICE_MAX} step={PRICE_STEP} defaultValue={filters.min} className="mt-1 w-full accent-brand-600" />
              </label>
              <label className="block text-sm text-ink-muted">
                Maximum price: <span className="font-medium text-ink">${filters.max}</span>
                <input type="range" name="max" min={0} max={PRICE_MAX} step={PRICE_STEP} defaultValue={filters.max} className="mt-1 w-full accent-brand-600" />
              </label>
            </FilterSection>
            <noscript>
              <button type="submit" className="mt-4 w-full rounded-full bg-brand-600 px-4 py-2 font-semibold text-white">
                Apply filters
              </button>
            </noscript>
          </aside>

          <div>
            <div className="flex flex-wrap items-center gap-3">
              <label className="relative min-w-56 flex-1">
                <span className="sr-only">Search eyewear</span>
                <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
                <input
                  type="search"
                  name="q"
                  defaultValue={filters.q}
                  placeholder="Search frames, brands, styles…"
                  className="w-full rounded-full border border-line bg-surface py-2.5 pl-9 pr-4 text-sm text-ink"
                />
              </label>
              <SortSelect value={filters.sort} />
              {filters.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
              <ViewToggle basePath={base} filters={filters} />
              <noscript>
                <button type="submit" className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white">Search</button>
              </noscript>
            </div>
            <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
              {listing.total === 1 ? "1 product" : `${listing.total} products`}
            </p>
            <div className="mt-4">
              {listing.items.length === 0 ? (
                <EmptyResults resetHref={base} />
              ) : (
                <ProductGrid view={filters.view}>
                  {listing.items.map((p) => (
                    <ProductCard key={p.id} product={p} view={filters.view} />
                  ))}
                </ProductGrid>
              )}
            </div>
            <Pagination basePath={base} filters={filters} pageCount={listing.pageCount} />
            <div className="mt-12 flex items-start gap-3 rounded-2xl border border-accent-300 bg-accent-300/15 p-5 text-sm text-ink">
              <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
              <p>
                <strong>More products are coming soon.</strong> Our clinics carry many more frames than we show online —
                visit Steeles Ave W or Goreway Dr to try the full collection, or call and we will set aside styles for you.
              </p>
            </div>
          </div>
        </AutoSubmitForm>
      </Container>
    </div>
  );
}
