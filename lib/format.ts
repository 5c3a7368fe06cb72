// Made on first use: building an Intl formatter costs the browser tens of milliseconds on a
// slow phone, which pages that import this module for something else should not pay.
let money: Intl.NumberFormat | undefined;

/** "$1,234.50": dollars, always two decimals. */
export function formatPrice(amount: number): string {
  money ??= new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" });
  return money.format(amount);
}

/** "2,000": a whole number with thousands separators, as en-CA writes it, without Intl. */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Cents, to add and multiply money without floating-point drift. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Long en-US date, e.g. "March 4, 2026", for an ISO date string. */
export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
