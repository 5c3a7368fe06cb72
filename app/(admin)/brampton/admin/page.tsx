import type { Metadata } from "next";
import { AlertTriangle, Archive, Boxes, Eye, EyeOff, PackageX } from "lucide-react";
import { SignOutButton } from "@/components/account/sign-out-button";
import { getCatalogStats } from "@/lib/admin/catalog-stats";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false, follow: false } };

export default async function AdminPage() {
  const session = await requireAdminPage("/brampton/admin");
  const stats = await getCatalogStats(await getDb(), { kind: "user", userId: session.userId, email: session.email });
  const cards = [
    { label: "Total products", value: stats.total, icon: Boxes },
    { label: "Active", value: stats.active, icon: Eye },
    { label: "Hidden", value: stats.hidden, icon: EyeOff },
    { label: "Total stock", value: stats.totalStock, icon: Archive },
    { label: "Low stock (1–5)", value: stats.lowStock, icon: AlertTriangle },
    { label: "Out of stock", value: stats.outOfStock, icon: PackageX },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-ink">Admin Dashboard</h1>
          <p className="mt-1 text-ink-muted">Manage your product catalogue</p>
        </div>
        <div className="flex items-center gap-3 text-sm text-ink-muted">
          <span>Signed in as {session.email}</span>
          <SignOutButton />
        </div>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {cards.map(({ label, value, icon: Icon }) => (
          <li key={label} className="rounded-2xl border border-line bg-surface p-5">
            <Icon aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />
            <p className="mt-3 text-2xl font-semibold tabular-nums">{value.toLocaleString("en-CA")}</p>
            <p className="text-sm text-ink-muted">{label}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
