import type { Metadata } from "next";
import { CsvActions } from "@/components/admin/catalogue-csv/csv-actions";
import { CatalogueFilters } from "@/components/admin/catalogue-filters";
import { CatalogueManager } from "@/components/admin/catalogue-manager";
import { LoadFailed } from "@/components/admin/load-failed";
import { StatCards } from "@/components/admin/stat-cards";
import { Pager } from "@/components/ui/pager";
import { LOAD_FAILED, listAdminProducts, listTaxonomy } from "@/lib/admin/catalog";
import { getCatalogStats } from "@/lib/admin/catalog-stats";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { adminListSchema } from "@/lib/validations/product";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function pageHref(query: Record<string, string | undefined>, page: number, path = "/brampton/admin") {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...query, page: page > 1 ? String(page) : undefined })) if (v && !(k === "status" && v === "all")) params.set(k, v);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

async function load(caller: { kind: "user"; userId: string; email: string }, raw: Record<string, string | undefined>) {
  try {
    const db = await getDb();
    const stats = await getCatalogStats(db, caller);
    const [listing, taxonomy] = await Promise.all([listAdminProducts(db, caller, raw, stats), listTaxonomy(db, caller)]);
    return { stats, listing, taxonomy };
  } catch (err) {
    console.error("admin: catalogue load failed", (err as Error).message);
    return null;
  }
}

export default async function AdminPage({ searchParams }: Props) {
  const session = await requireAdminPage("/brampton/admin", "catalogue");
  const sp = await searchParams;
  const raw = { q: one(sp.q), brand: one(sp.brand), category: one(sp.category), status: one(sp.status), page: one(sp.page) };
  const query = adminListSchema.parse(raw);
  const data = await load({ kind: "user", userId: session.userId, email: session.email }, raw);
  const filtered = Boolean(query.q || query.brand || query.category || query.status !== "all");
  const linkQuery = { q: query.q || undefined, brand: query.brand, category: query.category, status: query.status };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div>
        <h1 className="text-3xl font-semibold text-ink">Admin Dashboard</h1>
        <p className="mt-1 text-ink-muted">Manage your product catalogue</p>
      </div>
      {!data ? (
        <LoadFailed message={LOAD_FAILED} />
      ) : (
        <>
          <div className="mt-6">
            <StatCards stats={data.stats} />
          </div>
          <section aria-labelledby="products-heading" className="mt-8">
            <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
              <h2 id="products-heading" className="text-xl font-semibold text-ink">
                Products <span className="text-base font-normal text-ink-muted">({data.listing.total.toLocaleString("en-CA")}{filtered ? " matching" : ""})</span>
              </h2>
              {/* The export takes the table's search and filters, not its page. */}
              <CsvActions exportHref={pageHref(linkQuery, 1, "/brampton/admin/catalogue-csv")} filtered={filtered} />
            </div>
            <CatalogueFilters query={query} brands={data.taxonomy.brands} categories={data.taxonomy.categories} />
            <div className="mt-4">
              <CatalogueManager
                rows={data.listing.rows}
                brands={data.taxonomy.brands}
                categories={data.taxonomy.categories}
                emptyMessage={filtered ? "No products match these filters." : "No products yet. Add your first product to open the shop."}
              />
            </div>
            <Pager page={data.listing.page} pageCount={data.listing.pageCount} href={(page) => pageHref(linkQuery, page)} label="Product pages" className="mt-6" />
          </section>
        </>
      )}
    </div>
  );
}
