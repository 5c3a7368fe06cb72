import type { Metadata } from "next";
import { BRAND } from "@/content/brand";
import { HEALTH_INFORMATION, HEALTH_INFORMATION_PATH } from "@/content/health-information";
import { clinicList, fullAddress, getClinics } from "@/lib/clinics";
import type { Locale } from "@/content/i18n/locales";
import type { Clinic } from "@/lib/clinics/types";
import { locationIn } from "@/lib/i18n/content";
import { getT } from "@/lib/i18n/messages";
import { pageMetadata } from "./metadata";

/** Metadata of the pages that exist in every language, in one language. */
export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const t = getT(locale, "home");
  const clinics = clinicList(await getClinics(), locale, "and");
  return pageMetadata({ title: t("title", { brand: BRAND.name }), description: t("description", { clinics }), path: "/", absolute: true, locale });
}

export function servicesMetadata(locale: Locale): Metadata {
  const t = getT(locale, "servicesPage");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/brampton/services", locale });
}

export async function locationsMetadata(locale: Locale): Promise<Metadata> {
  const t = getT(locale, "locations");
  const clinics = clinicList(await getClinics(), locale, "and");
  return pageMetadata({ title: t("title"), description: t("description", { clinics }), path: "/brampton/locations", locale });
}

export function clinicMetadata(locale: Locale, c: Clinic): Metadata {
  const t = getT(locale, "clinicPage");
  const subtitle = locationIn(locale, c).heroSubtitle;
  return pageMetadata({
    title: t("title", { clinic: c.shortName }),
    description: t("description", { subtitle, address: fullAddress(c), phone: c.phone }),
    path: `/brampton/locations/${c.slug}`,
    locale,
  });
}

export async function bookingMetadata(locale: Locale): Promise<Metadata> {
  const t = getT(locale, "bookingPage");
  const anyClinic = clinicList(await getClinics(), locale, "or");
  return pageMetadata({ title: t("metaTitle"), description: t("description", { anyClinic }), path: "/brampton/book-exam", locale });
}

/** The manage link's page: the token is a password, so no index and no referrer leaking it. */
export function manageMetadata(locale: Locale): Metadata {
  return { title: getT(locale, "manageVisit")("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export function unsubscribeMetadata(locale: Locale): Metadata {
  return { title: getT(locale, "recallUnsubscribe")("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export function waitlistLeaveMetadata(locale: Locale): Metadata {
  return { title: getT(locale, "waitlist")("leave.title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** The waitlist offer link's page: a secret link, never indexed or sent on as a referrer. */
export function waitlistOfferMetadata(locale: Locale): Metadata {
  return { title: getT(locale, "waitlist")("offer.title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** The intake forms behind a link (issue 52): never indexed, never a referrer. */
export function intakeFormsMetadata(locale: Locale): Metadata {
  return { title: getT(locale, "intake")("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export function contactMetadata(locale: Locale): Metadata {
  const t = getT(locale, "contactPage");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/brampton/contact", locale });
}

export function insuranceMetadata(locale: Locale): Metadata {
  const t = getT(locale, "insurance");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/brampton/insurance", locale });
}

/** The statement of information practices (PHIPA s. 16) that the intake forms' consent links to. */
export function healthInformationMetadata(locale: Locale): Metadata {
  const { title, description } = HEALTH_INFORMATION[locale].metadata;
  return pageMetadata({ title, description, path: HEALTH_INFORMATION_PATH, locale });
}
