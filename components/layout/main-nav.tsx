"use client";

import { Link } from "@/components/ui/link";
import { usePagePath } from "@/components/i18n/use-page-path";
import { isCurrent, type NavItem } from "@/content/navigation";
import { EnglishMark } from "./english-mark";
import { NavDropdown } from "./nav-dropdown";

/**
 * Desktop navigation. A section is highlighted by path alone (a query-string link such as
 * Men's Glasses lives under its section's path), so the nav needs no useSearchParams and is
 * drawn on the server, links and all, on static pages.
 */
export function MainNav({ items, label }: { items: NavItem[]; label: string }) {
  const pathname = usePagePath();
  return (
    <nav aria-label={label} className="hidden items-center gap-0.5 md:flex">
      {items.map((item) => {
        const inSection =
          pathname === item.href ||
          pathname.startsWith(`${item.href}/`) ||
          (item.groups ?? []).some((g) => g.links.some((l) => isCurrent(l.href, pathname)));
        return item.groups ? (
          <NavDropdown key={item.href} item={item} active={inSection} />
        ) : (
          <Link
            key={item.href}
            href={item.href}
            hrefLang={item.english ? "en" : undefined}
            aria-current={pathname === item.href ? "page" : undefined}
            className={`rounded-full px-2 py-2 text-sm font-medium transition-colors lg:px-3 hover:bg-surface-muted hover:text-brand-700 dark:hover:text-brand-300 ${
              inSection ? "text-brand-700 dark:text-brand-300" : "text-ink"
            }`}
          >
            {item.label}
            {item.english ? <EnglishMark /> : null}
          </Link>
        );
      })}
    </nav>
  );
}
