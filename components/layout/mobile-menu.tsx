"use client";

import { ChevronDown, Menu, X } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { useShellWords } from "@/components/i18n/shell-words";
import { fill } from "@/lib/i18n/fill";
import { useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { usePagePath } from "@/components/i18n/use-page-path";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import type { Locale } from "@/content/i18n/locales";
import { isCurrent, needsSectionLink, type NavItem } from "@/content/navigation";
import { EnglishMark } from "./english-mark";
import { useMenuOpen } from "./use-menu-open";

/**
 * Below 768 px: a panel with expandable sections; any navigation closes it. The button is
 * drawn on the server; the links only once the menu opens, so a page load neither renders
 * nor hydrates them (and reading the query string never turns the header client-only).
 */
export function MobileMenu({ items, locale, bookHref }: { items: NavItem[]; locale: Locale; bookHref: string }) {
  const words = useShellWords();
  const [open, setOpen] = useMenuOpen();
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? words.closeMenu : words.openMenu}
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
        {open ? (
          <Suspense fallback={null}>
            <MenuLinks items={items} locale={locale} bookHref={bookHref} close={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function MenuLinks({ items, locale, bookHref, close }: { items: NavItem[]; locale: Locale; bookHref: string; close: () => void }) {
  const words = useShellWords();
  const [expanded, setExpanded] = useState<string | null>(null);
  const pathname = usePagePath();
  const search = useSearchParams().toString();

  // Every menu link closes the menu and is highlighted (and announced) when it is the current page.
  const linkProps: LinkPropsFor = (href) => {
    const current = isCurrent(href, pathname, search);
    return {
      onClick: close,
      "aria-current": current ? "page" : undefined,
      className: `block rounded-lg px-3 py-2.5 text-base ${
        current ? "bg-brand-50 font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100" : "text-ink hover:bg-surface-muted"
      }`,
    };
  };

  return (
    <>
      <nav aria-label={words.mobileNav}>
        <ul className="space-y-1">
          {items.map((item) =>
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
                  {expanded === item.href ? <SectionLinks item={item} linkProps={linkProps} /> : null}
                </div>
              </li>
            ) : (
              <li key={item.href}>
                <Link href={item.href} hrefLang={item.english ? "en" : undefined} {...linkProps(item.href)}>
                  {item.label}
                  {item.english ? <EnglishMark /> : null}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mt-4 flex items-center gap-3 border-t border-line pt-4">
        <Link href={bookHref} onClick={close} className={buttonClass("primary", "lg", "flex-1")}>
          {words.bookAppointment}
        </Link>
        <ThemeToggle />
      </div>
      <LanguageSwitcher locale={locale} tone="light" className="mt-4 flex justify-center border-t border-line pt-4" />
    </>
  );
}

type LinkPropsFor = (href: string) => { onClick: () => void; className: string; "aria-current"?: "page" };

/** One expanded section: its groups of links, and "All …" when no link already goes to the section. */
function SectionLinks({ item, linkProps }: { item: NavItem; linkProps: LinkPropsFor }) {
  const words = useShellWords();
  const groups = item.groups ?? [];
  return (
    <>
      {groups.map((g) => (
        <div key={g.heading} className="mt-2">
          <p className="px-3 text-xs font-semibold uppercase tracking-widest text-ink-muted">{g.heading}</p>
          <ul className="mt-1">
            {g.links.map((l) => (
              <li key={l.href + l.label}>
                <Link href={l.href} hrefLang={l.english ? "en" : undefined} {...linkProps(l.href)}>
                  {l.label}
                  {l.english ? <EnglishMark /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {needsSectionLink(item) && (
        <Link href={item.href} {...linkProps(item.href)} aria-current={undefined}>
          {fill(words.allSection, { section: item.label })}
        </Link>
      )}
    </>
  );
}
