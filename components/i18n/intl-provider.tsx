"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "@/content/i18n/locales";
import { CLINIC_TIME_ZONE } from "@/content/schedule";

/**
 * Messages for the client components below, in the page's language. A client-side provider
 * on purpose: next-intl's server provider would look the locale up from the request, where
 * here every page already knows its own.
 */
export function IntlProvider({ locale, messages, children }: { locale: Locale; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={CLINIC_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
