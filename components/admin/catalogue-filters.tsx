import { Search } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { AutoSubmitForm } from "@/components/shop/auto-submit";
import type { Brand, Category } from "@/lib/catalog/types";
import type { AdminListQuery } from "@/lib/validations/product";

const select = "w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink sm:w-auto";

/** Search and filters as a GET form: in the URL, shareable, and working without JavaScript. */
export function CatalogueFilters({ query, brands, categories }: { query: AdminListQuery; brands: Brand[]; categories: Category[] }) {
  const filtered = Boolean(query.q || query.brand || query.category || query.status !== "all");
  return (
    <AutoSubmitForm action="/brampton/admin" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <label className="flex-1 sm:min-w-64">
        <span className="mb-1 block text-xs font-medium text-ink-muted">Search name or SKU</span>
        <span className="relative block">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="e.g. Aviator or BV-RAYB"
            className="w-full rounded-lg border border-line bg-surface py-2 pl-9 pr-3 text-sm text-ink placeholder:text-ink-muted/70"
          />
        </span>
      </label>
      <label>
        <span className="mb-1 block text-xs font-medium text-ink-muted">Brand</span>
        <select name="brand" defaultValue={query.brand ?? ""} className={select}>
          <option value="">All brands</option>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="mb-1 block text-xs font-medium text-ink-muted">Category</span>
        <select name="category" defaultValue={query.category ?? ""} className={select}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="mb-1 block text-xs font-medium text-ink-muted">Visibility</span>
        <select name="status" defaultValue={query.status} className={select}>
          <option value="all">Active and hidden</option>
          <option value="active">Active only</option>
          <option value="hidden">Hidden only</option>
        </select>
      </label>
      <div className="flex gap-2">
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:text-brand-950">
          Apply
        </button>
        {filtered ? (
          <Link href="/brampton/admin" className="rounded-lg border border-line px-4 py-2 text-sm font-medium text-ink hover:bg-surface-muted">
            Clear
          </Link>
        ) : null}
      </div>
    </AutoSubmitForm>
  );
}
