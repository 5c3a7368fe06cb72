"use client";

import { BarChart3, BellRing, CalendarDays, Gauge, Hourglass, Clock, Eye, Menu, MessageCircle, Package, UserRound, Users, X } from "@/components/ui/icons";
import { canOpen, type StaffRole } from "@/lib/auth/permissions";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { useMenuOpen } from "@/components/layout/use-menu-open";

export const ADMIN_NAV = [
  { href: "/brampton/admin", label: "Catalogue", icon: Package },
  { href: "/brampton/admin/appointments", label: "Appointments", icon: CalendarDays },
  { href: "/brampton/admin/patients", label: "Patients", icon: UserRound },
  { href: "/brampton/admin/recall", label: "Recall", icon: BellRing },
  { href: "/brampton/admin/waitlist", label: "Waitlist", icon: Hourglass },
  { href: "/brampton/admin/texts", label: "Texts", icon: MessageCircle },
  { href: "/brampton/admin/schedule", label: "Schedule", icon: Clock },
  { href: "/brampton/analytics", label: "Analytics", icon: BarChart3 },
  { href: "/brampton/admin/figures", label: "Figures", icon: Gauge },
  { href: "/brampton/admin/staff", label: "Staff", icon: Users },
  { href: "/brampton/admin/access-log", label: "Access log", icon: Eye },
] as const;

/**
 * Catalogue, Appointments, Patients, Recall, Waitlist, Texts, Schedule, Analytics, Figures, Staff and Access log, as far as the role may open them. From 1280 px the links sit in the bar (eleven fit there with narrower padding; nine no longer fit at 1024); below, a button opens
 * them with the account controls (`footer`), and any navigation or Escape closes it.
 */
export function AdminNav({ footer, role }: { footer: ReactNode; role: StaffRole | null }) {
  const pathname = usePathname();
  const [open, setOpen] = useMenuOpen();

  const links = (mobile: boolean) =>
    ADMIN_NAV.filter(({ href }) => canOpen(role, href)).map(({ href, label, icon: Icon }) => {
      // The catalogue's path is the admin root; the pages under it are other entries.
      const current = pathname === href || (href !== "/brampton/admin" && pathname.startsWith(`${href}/`));
      return (
        <li key={href}>
          <Link
            href={href}
            aria-current={current ? "page" : undefined}
            className={`inline-flex items-center gap-2 whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium xl:px-2 ${mobile ? "w-full" : ""} ${
              current
                ? "bg-brand-50 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
                : "text-ink-muted hover:bg-surface-muted hover:text-ink"
            }`}
          >
            {/* In the bar nine links leave no room for their icons; the menu shows them. */}
            <Icon aria-hidden className={`size-4 ${mobile ? "" : "hidden"}`} />
            {label}
          </Link>
        </li>
      );
    });

  return (
    <>
      <nav aria-label="Admin" className="hidden xl:block">
        <ul className="flex items-center gap-1">{links(false)}</ul>
      </nav>
      <div className="xl:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-menu"
          aria-label={open ? "Close admin menu" : "Open admin menu"}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
        >
          {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
        <div id="admin-menu" hidden={!open} className="absolute inset-x-0 top-full z-40 border-b border-line bg-surface px-4 pb-5 pt-3 shadow-xl">
          <nav aria-label="Admin (mobile)">
            <ul className="space-y-1">{links(true)}</ul>
          </nav>
          <div className="mt-4 border-t border-line pt-4">{footer}</div>
        </div>
      </div>
    </>
  );
}
