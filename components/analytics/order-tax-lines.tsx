import { TaxRows } from "@/components/cart/tax-rows";
import type { TaxLine } from "@/lib/cart/lines";

/** The order's tax per rate on the clinic's order page: "HST 13%" and, for prescription eyewear, "HST 0% (prescription eyewear)". */
export function OrderTaxLines({ taxes }: { taxes: readonly TaxLine[] }) {
  return <TaxRows taxes={taxes} />;
}
