import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { HtmlDocument } from "@/components/layout/html-document";
import { PublicShell } from "@/components/layout/public-shell";
import { devanagari, gurmukhi } from "@/components/i18n/script-fonts";
import { PREFIXED_LOCALES, isPrefixedLocale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";
import "../../../globals.css";
import "./scripts.css";

/**
 * The root of every Punjabi and Hindi page. Visitors never see /translated: next.config
 * rewrites /pa/… and /hi/… here, and the proxy sends a direct /translated/… address home.
 */
// Only pa and hi are built; any other locale is refused below (notFound), so the child routes may
// still render params they did not list, such as a clinic the admins added after the build.
export function generateStaticParams() {
  return PREFIXED_LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return isPrefixedLocale(locale) ? rootMetadata(locale) : {};
}
export const viewport: Viewport = rootViewport;

export default async function TranslatedLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return (
    <HtmlDocument locale={locale} skipLabel={getT(locale, "shell")("skipToContent")} fontClass={locale === "pa" ? gurmukhi.variable : devanagari.variable}>
      <PublicShell locale={locale}>{children}</PublicShell>
    </HtmlDocument>
  );
}
