"use client";

import { ChevronDown, Menu, X } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { MAIN_NAV, isCurrent } from "@/content/navigation";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { useMenuOpen } from "./use-menu-open";

/** Below 768 px: a panel with expandable sections; any navigation closes it. */
export function MobileMenu() {
  const [open, setOpen] = useMenuOpen();
  const [expanded, setExpanded] = useState<string | null>(null);
  const pathname = usePathname();
  const search = useSearchParams().toString();

  const linkClass = (href: string) =>
    `block rounded-lg px-3 py-2.5 text-base ${
      isCurrent(href, pathname, search)
        ? "bg-brand-50 font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
        : "text-ink hover:bg-surface-muted"
    }`;

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-surface px-4 pb-6 pt-2 shadow-xl"
      >
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {MAIN_NAV.map((item) =>
              item.groups ? (
                <li key={item.href}>
                  <button
                    type="button"
                    aria-expanded={expanded === item.href}
                    aria-controls={`mobile-${item.label}`}
                    onClick={() => setExpanded((e) => (e === item.href ? null : item.href))}
                    className="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left text-base font-medium text-ink hover:bg-surface-muted"
                  >
                    {item.label}
                    <ChevronDown aria-hidden className={`size-5 transition-transform ${expanded === item.href ? "rotate-180" : ""}`} />
                  </button>
                  <div id={`mobile-${item.label}`} hidden={expanded !== item.href} className="pb-2 pl-3">
                    {item.groups.map((g) => (
                      <div key={g.heading} className="mt-2">
                        <p className="px-3 text-xs font-semibold uppercase tracking-widest text-ink-muted">{g.heading}</p>
                        <ul className="mt-1">
                          {g.links.map((l) => (
                            <li key={l.href + l.label}>
                              <Link
                                href={l.href}
                                onClick={() => setOpen(false)}
                                aria-current={isCurrent(l.href, pathname, search) ? "page" : undefined}
                                className={linkClass(l.href)}
                              >
                                {l.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                    {item.groups.some((g) => g.links.some((l) => l.href === item.href)) ? null : (
                      <Link href={item.href} onClick={() => setOpen(false)} className={linkClass(item.href)}>
                        All {item.label}
                      </Link>
                    )}
                  </div>
                </li>
              ) : (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={() => setOpen(false)}
                    aria-current={pathname === item.href ? "page" : undefined}
                    className={linkClass(item.href)}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="mt-4 flex items-center gap-3 border-t border-line pt-4">
          <Link href="/brampton/book-exam" onClick={() => setOpen(false)} className={buttonClass("primary", "lg", "flex-1")}>
            Book Appointment
          </Link>
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}
