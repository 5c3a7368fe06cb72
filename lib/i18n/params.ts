import { notFound } from "next/navigation";
import { isPrefixedLocale, type PrefixedLocale } from "@/content/i18n/locales";

/** The translated routes' [locale] segment, checked (the layout allows only pa and hi). */
export async function localeParam(params: Promise<{ locale: string }>): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}
