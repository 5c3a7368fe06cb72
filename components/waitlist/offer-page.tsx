import { IntlProvider } from "@/components/i18n/intl-provider";
import { buttonClass } from "@/components/ui/button";
import { CalendarX2 } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { StatusPage } from "@/components/ui/status-page";
import { BRAND } from "@/content/brand";
import type { Locale } from "@/content/i18n/locales";
import { getDb } from "@/lib/db";
import { getT, pickMessages } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { offerView } from "@/lib/waitlist/take";
import { OfferPanel } from "./offer-panel";

/** What an offer e-mail's "See this time" opens: the time and one button. Opening it changes nothing. */
export async function OfferPage({ token, locale }: { token: string; locale: Locale }) {
  const t = getT(locale, "waitlist");
  const view = await offerView(await getDb(), token, locale);
  if (view.state === "invalid") {
    return (
      <StatusPage icon={CalendarX2} title={t("offer.invalidTitle")} actions={<Link href={localizedHref(locale, "/brampton/book-exam")} className={buttonClass("primary", "lg")}>{t("offer.book")}</Link>}>
        <p>{t("offer.invalid", { phone: BRAND.phone })}</p>
      </StatusPage>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 md:py-24">
      <IntlProvider locale={locale} messages={pickMessages(locale, ["waitlist"])}>
        <OfferPanel token={token} view={view} bookHref={localizedHref(locale, "/brampton/book-exam")} />
      </IntlProvider>
    </div>
  );
}
