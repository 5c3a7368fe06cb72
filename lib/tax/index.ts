import "server-only";
import { unstable_cache } from "next/cache";
import { anon } from "@/lib/db/types";
import { withDb } from "@/lib/db";
import { loadTaxRates } from "./rates";

export * from "./place";

/** The tag a change to public.tax_rates expires. */
export const TAX_RATES_TAG = "tax-rates";

/** Every tax rate with the day it took effect, cached for the checkout (a rate changes a few times a decade). */
export const getTaxRates = unstable_cache(async () => withDb(anon, (tx) => loadTaxRates(tx)), ["tax:rates"], {
  tags: [TAX_RATES_TAG],
  revalidate: 86_400,
});
