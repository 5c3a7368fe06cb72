const money = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" });

/** "$1,234.50": dollars, always two decimals. */
export function formatPrice(amount: number): string {
  return money.format(amount);
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
