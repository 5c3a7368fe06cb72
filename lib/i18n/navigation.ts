import type { Locale, PrefixedLocale } from "@/content/i18n/locales";
import { NAV_HI } from "@/content/i18n/hi/navigation";
import { NAV_PA } from "@/content/i18n/pa/navigation";
import { FOOTER_QUICK_LINKS, MAIN_NAV, OPTOMETRIST_SERVICES, type NavItem, type NavLink } from "@/content/navigation";
import type { Clinic } from "@/lib/clinics/types";
import { leadsToEnglish, localizedHref } from "./paths";

const LABELS: Record<PrefixedLocale, Record<string, string>> = { pa: NAV_PA, hi: NAV_HI };

/** A navigation label in `locale` (brand and street names have no entry and stay as written). */
export function navLabel(locale: Locale, label: string): string {
  return locale === "en" ? label : (LABELS[locale][label] ?? label);
}

/** A link for a page in `locale`: its label translated, its address the translated page's when there is one. */
export function navLink(locale: Locale, link: NavLink): NavLink {
  if (locale === "en") return link;
  return { label: navLabel(locale, link.label), href: localizedHref(locale, link.href), ...(leadsToEnglish(locale, link.href) ? { english: true } : {}) };
}

/** The main navigation in `locale`; a group marked `clinicPages` lists each clinic's page after its links. */
export function mainNav(locale: Locale, clinics: readonly Pick<Clinic, "shortName" | "slug">[]): NavItem[] {
  const clinicLinks = clinics.map((c) => ({ label: c.shortName, href: `/brampton/locations/${c.slug}` }));
  return MAIN_NAV.map((item) => ({
    ...navLink(locale, item),
    ...(item.groups
      ? {
          groups: item.groups.map((g) => ({
            heading: navLabel(locale, g.heading),
            links: [...g.links, ...(g.clinicPages ? clinicLinks : [])].map((l) => navLink(locale, l)),
          })),
        }
      : {}),
  }));
}

export function footerNav(locale: Locale): { quick: NavLink[]; services: NavLink[] } {
  return { quick: FOOTER_QUICK_LINKS.map((l) => navLink(locale, l)), services: OPTOMETRIST_SERVICES.map((l) => navLink(locale, l)) };
}
