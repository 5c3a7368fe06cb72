import { getRequestConfig } from "next-intl/server";
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { localeOr } from "@/content/i18n/locales";
import { messagesFor } from "./messages";

/**
 * next-intl's request configuration, required by its plugin. This site always passes the
 * locale explicitly (getT, IntlProvider), so this runs only if something asks next-intl's
 * server APIs without one; it then answers in English rather than reading request headers.
 */
export default getRequestConfig(async ({ locale }) => {
  const resolved = localeOr(locale);
  return { locale: resolved, messages: messagesFor(resolved), timeZone: CLINIC_TIME_ZONE };
});
