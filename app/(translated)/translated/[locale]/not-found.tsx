import type { Metadata } from "next";
import { LocalizedNotFound } from "@/components/layout/localized-not-found";
import { PREFIXED_LOCALES } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";

// A not-found page has no params, and this one serves both languages: its title names both
// (from their catalogues), its text is drawn in the page's own language (from the layout's words).
export const metadata: Metadata = { title: PREFIXED_LOCALES.map((l) => getT(l, "notFound")("title")).join(" · "), robots: { index: false } };

export default LocalizedNotFound;
