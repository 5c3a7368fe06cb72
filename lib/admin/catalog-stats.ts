import type { Caller, Db } from "@/lib/db/types";

export type CatalogStats = {
  total: number;
  active: number;
  hidden: number;
  totalStock: number;
  lowStock: number;
  outOfStock: number;
};

/** The admin dashboard's stat cards. Low stock is 1 to 5 units; out of stock is 0. */
export async function getCatalogStats(db: Db, caller: Caller): Promise<CatalogStats> {
  const [row] = await db.run(caller, (tx) =>
    tx.query<CatalogStats>(
      `select count(*)::int as "total",
              count(*) filter (where is_active)::int as "active",
              count(*) filter (where not is_active)::int as "hidden",
              coalesce(sum(stock_quantity), 0)::int as "totalStock",
              count(*) filter (where stock_quantity between 1 and 5)::int as "lowStock",
              count(*) filter (where stock_quantity = 0)::int as "outOfStock"
       from public.products`,
    ),
  );
  return row;
}
