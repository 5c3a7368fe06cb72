import "server-only";
import { unstable_cache } from "next/cache";
import { anon } from "@/lib/db/types";
import { withDb } from "@/lib/db";
import { loadTaxRates } from "./rates";

export * from "./place";

/** The tag a change to public.tax_rates expires. */
export const TAX_RATES_TAG = "tax-rates";

/**
 * Every tax rate with the day it took effect, cached for the checkout's figures (a rate changes a
 * few times a decade, and a new one is usually added before its day). The order itself reads the
 * table afresh, so what is charged never waits on this cache; an hour bounds how long the checkout
 * could show an old rate after a row is added for today.
 */
export const getTaxRates = unstable_cache(async () => withDb(anon, (tx) => loadTaxRates(tx)), ["tax:rates"], {
  tags: [TAX_RATES_TAG],
  revalidate: 3600,
});
