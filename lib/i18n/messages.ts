import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { localeOr, type Locale } from "@/content/i18n/locales";
import en from "@/content/i18n/en/messages.json";
import hi from "@/content/i18n/hi/messages.json";
import pa from "@/content/i18n/pa/messages.json";

/**
 * Every language's UI messages, on the server only. Pages and e-mails ask for a translator
 * with an explicit locale (no request lookup, so pages stay statically rendered); a browser
 * gets only the namespaces its client components use, in its page's language (pickMessages).
 * A unit test keeps the three catalogues' keys identical. (Not marked server-only, so the
 * benches and scripts that book exams under tsx can load it; the JS budget bench would show a
 * client bundle that imported every catalogue.)
 */
const CATALOGUES: Record<Locale, Messages> = { en, pa: pa as Messages, hi: hi as Messages };

export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

// One translator per language and namespace: a shell draws a dozen per page, and pages rendered
// per request (shop, manage) would otherwise build them again on every request.
const translators = new Map<string, unknown>();

export function getT<N extends Namespace>(locale: Locale, namespace: N) {
  const key = `${locale}:${namespace}`;
  let t = translators.get(key) as ReturnType<typeof createTranslator<Messages, N>> | undefined;
  if (!t) translators.set(key, (t = createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: CLINIC_TIME_ZONE })));
  return t;
}

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/** The namespaces a page's client components read, in one language. */
export function pickMessages(locale: Locale, namespaces: readonly (keyof Messages)[]): Partial<Messages> {
  const all = CATALOGUES[locale];
  return Object.fromEntries(namespaces.map((n) => [n, all[n]]));
}

/** A form's language, read from untrusted input before it is validated (English when absent or unknown). */
export function inputLocale(input: unknown): Locale {
  return localeOr(typeof input === "object" && input !== null ? (input as { locale?: unknown }).locale : undefined);
}
