import { AlertTriangle, Archive, Boxes, Eye, EyeOff, PackageX } from "@/components/ui/icons";
import type { CatalogStats } from "@/lib/admin/catalog-stats";

/** Spec §9: total, active, hidden, total stock, low stock (1–5) and out of stock. */
export function StatCards({ stats }: { stats: CatalogStats }) {
  const cards = [
    { label: "Total products", value: stats.total, icon: Boxes, tone: "" },
    { label: "Active", value: stats.active, icon: Eye, tone: "" },
    { label: "Hidden", value: stats.hidden, icon: EyeOff, tone: "" },
    { label: "Total stock", value: stats.totalStock, icon: Archive, tone: "" },
    { label: "Low stock (1–5)", value: stats.lowStock, icon: AlertTriangle, tone: "text-accent-600 dark:text-accent-400" },
    { label: "Out of stock", value: stats.outOfStock, icon: PackageX, tone: "text-red-700 dark:text-red-400" },
  ];
  return (
    <ul aria-label="Catalogue at a glance" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li key={label} className="rounded-2xl border border-line bg-surface p-4">
          <Icon aria-hidden className={`size-5 ${tone || "text-brand-600 dark:text-brand-300"}`} />
          <p className="mt-2 text-2xl font-semibold tabular-nums text-ink">{value.toLocaleString("en-CA")}</p>
          <p className="text-sm text-ink-muted">{label}</p>
        </li>
      ))}
    </ul>
  );
}
