import type { Metadata } from "next";
import { BRAND, CLINICS, fullAddress } from "@/content/clinics";
import type { Locale } from "@/content/i18n/locales";
import type { LocationPage } from "@/content/locations";
import { locationIn } from "@/lib/i18n/content";
import { getT } from "@/lib/i18n/messages";
import { pageMetadata } from "./metadata";

/** Metadata of the pages that exist in every language, in one language. */
export function homeMetadata(locale: Locale): Metadata {
  const t = getT(locale, "home");
  return pageMetadata({ title: t("title", { brand: BRAND.name }), description: t("description"), path: "/", absolute: true, locale });
}

export function servicesMetadata(locale: Locale): Metadata {
  const t = getT(locale, "servicesPage");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/brampton/services", locale });
}

export function locationsMetadata(locale: Locale): Metadata {
  const t = getT(locale, "locations");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/brampton/locations", locale });
}

export function clinicMetadata(locale: Locale, page: LocationPage): Metadata {
  const t = getT(locale, "clinicPage");
  const c = CLINICS[page.clinicId];
  const subtitle = locationIn(locale, page).heroSubtitle;
  return pageMetadata({
    title: t("title", { clinic: c.shortName }),
    description: t("description", { subtitle, address: fullAddress(c), phone: c.phone }),
    path: `/brampton/locations/${c.slug}`,
    locale,
  });
}

export function bookingMetadata(locale: Locale): Metadata {
  const t = getT(locale, "bookingPage");
  return pageMetadata({ title: t("metaTitle"), description: t("description"), path: "/brampton/book-exam", locale });
}

/** The manage link's page: the token is a password, so no index and no referrer leaking it. */
export function manageMetadata(locale: Locale): Metadata {
  return { title: getT(locale, "manageVisit")("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export function contactMetadata(locale: Locale): Metadata {
  const t = getT(locale, "contactPage");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/brampton/contact", locale });
}

export function insuranceMetadata(locale: Locale): Metadata {
  const t = getT(locale, "insurance");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/brampton/insurance", locale });
}
