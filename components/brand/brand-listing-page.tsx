import type { Metadata } from "next";
import { canonicalUrl } from "@/lib/seo/metadata";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ActiveFilterChips } from "@/components/shop/active-filter-chips";
import { AutoSubmitForm } from "@/components/shop/auto-submit";
import { FilterPanel, FiltersButton } from "@/components/shop/filter-drawer";
import { Choice, FilterSection, ListingResults, ListingToolbar, WidthFilter } from "@/components/shop/filter-parts";
import { Container } from "@/components/ui/container";
import { getBrand, listProducts } from "@/lib/catalog";
import { activeFilters, drawerFilterCount } from "@/lib/catalog/active-filters";
import { filtersToQuery, type ShopFilters } from "@/lib/validations/shop-filters";


/** The spec's chips, as filters: Kids/Men/Women by gender, Glasses/Sunglasses by category. */
const CHIPS: { label: string; set: Partial<ShopFilters> }[] = [
  { label: "All", set: {} },
  { label: "Kids", set: { gender: "kids" } },
  { label: "Men", set: { gender: "men" } },
  { label: "Women", set: { gender: "women" } },
  { label: "Glasses", set: { category: "Eyeglasses" } },
  { label: "Sunglasses", set: { category: "Sunglasses" } },
];

export async function brandMetadata(slug: string): Promise<Metadata> {
  const brand = await getBrand(slug);
  if (!brand) return { title: "Brand not found", robots: { index: false } };
  return {
    title: `${brand.name} Eyewear`,
    description: brand.description ?? `${brand.name} eyeglasses and sunglasses at Brightview Eye Care, Brampton.`,
    alternates: { canonical: canonicalUrl(`/brampton/brands/${brand.slug}`) },
  };
}

/** A brand's page for one set of filters (see app/(shop)/brampton/brands/[slug] for the two routes). */
export async function BrandListingPage({ slug, filters }: { slug: string; filters: ShopFilters }) {
  const brand = await getBrand(slug);
  if (!brand) notFound();
  const base = `/brampton/brands/${brand.slug}`;
  const listing = await listProducts({ ...filters, brand: undefined, brandSlug: brand.slug });
  const active = activeFilters(base, { ...filters, brand: undefined });
  const chipActive = (set: Partial<ShopFilters>) =>
    set.gender ? filters.gender === set.gender && !filters.category
      : set.category ? filters.category === set.category && !filters.gender
        : !filters.gender && !filters.category;

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-brand-50 via-surface to-accent-300/20 py-12 dark:from-brand-950 dark:via-page dark:to-brand-900/40">
        <Container>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
            {brand.is_luxury ? "Luxury brand" : "Brand"}
          </p>
          <h1 className="mt-1 font-display text-4xl font-semibold text-ink md:text-5xl">{brand.name}</h1>
          {brand.description ? <p className="mt-3 max-w-2xl text-lg text-ink-muted">{brand.description}</p> : null}
          <nav aria-label="Quick filters" className="mt-6 flex flex-wrap gap-2">
            {CHIPS.map((chip) => (
              <Link
                key={chip.label}
                href={`${base}${filtersToQuery({ q: filters.q, sort: filters.sort, view: filters.view, ...chip.set })}`}
                aria-current={chipActive(chip.set) ? "true" : undefined}
                scroll={false}
                className="rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white"
              >
                {chip.label}
              </Link>
            ))}
          </nav>
        </Container>
      </section>
      <Container className="mt-8">
        <AutoSubmitForm action={base} className="grid gap-8 lg:grid-cols-[15rem_1fr]">
          <FilterPanel total={listing.total} stateKey={JSON.stringify(filters)}>
            <FilterSection title="Category">
              <Choice name="category" value="" label="All" checked={!filters.category} />
              <Choice name="category" value="Sunglasses" label="Sunglasses" checked={filters.category === "Sunglasses"} />
              <Choice name="category" value="Eyeglasses" label="Eyeglasses" checked={filters.category === "Eyeglasses"} />
            </FilterSection>
            <FilterSection title="Gender">
              <Choice name="gender" value="" label="All" checked={!filters.gender} />
              {(["unisex", "men", "women", "kids"] as const).map((g) => (
                <Choice key={g} name="gender" value={g} label={g[0].toUpperCase() + g.slice(1)} checked={filters.gender === g} />
              ))}
            </FilterSection>
            <WidthFilter value={filters.width} />
            <FilterSection title="Polarized">
              <Choice name="polarized" value="" label="All" checked={!filters.polarized} />
              <Choice name="polarized" value="standard" label="Standard" checked={filters.polarized === "standard"} />
              <Choice name="polarized" value="polarized" label="Polarized" checked={filters.polarized === "polarized"} />
            </FilterSection>
            <noscript>
              <button type="submit" className="mt-4 w-full rounded-full bg-brand-600 px-4 py-2 font-semibold text-white">Apply filters</button>
            </noscript>
          </FilterPanel>
          <div>
            <ListingToolbar basePath={base} filters={filters} searchLabel={`Search ${brand.name} products`} placeholder={`Search ${brand.name}…`}>
              <FiltersButton count={drawerFilterCount(active)} />
            </ListingToolbar>
            <ActiveFilterChips filters={active} clearHref={`${base}${filtersToQuery({ sort: filters.sort, view: filters.view })}`} />
            <ListingResults listing={listing} basePath={base} filters={filters} />
          </div>
        </AutoSubmitForm>
      </Container>
    </div>
  );
}
