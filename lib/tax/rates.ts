import type { Queryable } from "@/lib/db/types";
import type { TaxRateRow } from "./place";

/** Every tax rate with the day it took effect (public under RLS). */
export async function loadTaxRates(q: Queryable): Promise<TaxRateRow[]> {
  const rows = await q.query<{ province: string; kind: "HST" | "GST"; rate: string; effective_from: string }>(
    "select province, kind, rate::text, effective_from::text from public.tax_rates order by province, effective_from",
  );
  return rows.map((r) => ({ province: r.province, kind: r.kind, rate: Number(r.rate), effectiveFrom: r.effective_from }));
}
