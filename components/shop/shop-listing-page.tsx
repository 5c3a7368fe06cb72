import type { Metadata } from "next";
import { canonicalUrl } from "@/lib/seo/metadata";
import { Sparkles } from "@/components/ui/icons";
import { ActiveFilterChips } from "@/components/shop/active-filter-chips";
import { AutoSubmitForm } from "@/components/shop/auto-submit";
import { FilterPanel, FiltersButton } from "@/components/shop/filter-drawer";
import { FitMatchForm } from "@/components/shop/fit-match-form";
import { Choice, FilterSection, ListingResults, ListingToolbar, WidthFilter } from "@/components/shop/filter-parts";
import { Container } from "@/components/ui/container";
import { listBrands, listCategories, listProducts } from "@/lib/catalog";
import { activeFilters, drawerFilterCount } from "@/lib/catalog/active-filters";
import { fitToParam } from "@/lib/catalog/fit";
import { GENDERS, PRICE_MAX, PRICE_STEP, filtersToQuery, titleFor, type ShopFilters } from "@/lib/validations/shop-filters";
import { getClinics, withClinicNames } from "@/lib/clinics";


const GENDER_LABEL: Record<string, string> = { men: "Men", women: "Women", kids: "Kids", unisex: "Unisex" };

export function shopMetadata(f: ShopFilters): Metadata {
  const { title, subtitle } = titleFor(f.gender);
  return { title, description: subtitle, alternates: { canonical: canonicalUrl(f.gender ? `/brampton/shop?gender=${f.gender}` : "/brampton/shop") } };
}

/** The shop listing for one set of filters (see app/(shop)/brampton/shop for the two routes). */
export async function ShopListingPage({ filters }: { filters: ShopFilters }) {
  const [listing, brands, categories, clinics] = await Promise.all([listProducts(filters), listBrands(), listCategories(), getClinics()]);
  const { title, subtitle } = titleFor(filters.gender);
  const base = "/brampton/shop";
  const active = activeFilters(base, filters, (slug) => brands.find((b) => b.slug === slug)?.name);

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-brand-50 via-surface to-accent-300/20 py-12 dark:from-brand-950 dark:via-page dark:to-brand-900/40">
        <Container>
          <h1 className="font-display text-4xl font-semibold text-ink md:text-5xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{subtitle}</p>
        </Container>
      </section>
      <Container className="mt-8">
        <FitMatchForm
          key={filters.fit ? fitToParam(filters.fit) : "none"}
          action={base}
          // The other filters ride along; the page starts again at 1 and the fit sets the order.
          keep={[...new URLSearchParams(filtersToQuery({ ...filters, fit: undefined, sort: undefined, page: 1 }))]}
          fit={filters.fit}
        />
        <AutoSubmitForm action={base} className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
          <FilterPanel total={listing.total} stateKey={JSON.stringify(filters)}>
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
            <WidthFilter value={filters.width} />
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
          </FilterPanel>

          <div>
            <ListingToolbar basePath={base} filters={filters} searchLabel="Search eyewear" placeholder="Search frames, brands, styles…">
              <FiltersButton count={drawerFilterCount(active)} />
            </ListingToolbar>
            <ActiveFilterChips filters={active} clearHref={`${base}${filtersToQuery({ sort: filters.sort, view: filters.view })}`} />
            <ListingResults listing={listing} basePath={base} filters={filters} />
            <div className="mt-12 flex items-start gap-3 rounded-2xl border border-accent-300 bg-accent-300/15 p-5 text-sm text-ink">
              <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
              <p>
                <strong>More products are coming soon.</strong> Our clinics carry many more frames than we show online —
                visit {withClinicNames("{anyClinic}", clinics, "en")} to try the full collection, or call and we will set aside styles for you.
              </p>
            </div>
          </div>
        </AutoSubmitForm>
      </Container>
    </div>
  );
}
