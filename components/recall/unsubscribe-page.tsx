import { IntlProvider } from "@/components/i18n/intl-provider";
import { buttonClass } from "@/components/ui/button";
import { MailX } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { StatusPage } from "@/components/ui/status-page";
import { BRAND } from "@/content/brand";
import { INTL_LOCALE, type Locale } from "@/content/i18n/locales";
import { getDb } from "@/lib/db";
import { getT, pickMessages } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { unsubscribeView } from "@/lib/recall/links";
import { UnsubscribeButton } from "./unsubscribe-button";

/**
 * What a recall e-mail's unsubscribe link opens: who the e-mails are about and one button. Opening
 * it changes nothing, so a mail scanner that follows the link unsubscribes nobody.
 */
export async function UnsubscribePage({ token, locale }: { token: string; locale: Locale }) {
  const t = getT(locale, "recallUnsubscribe");
  const view = await unsubscribeView(await getDb(), token);
  if (!view) {
    return (
      <StatusPage icon={MailX} title={t("invalidTitle")} actions={<Link href={localizedHref(locale, "/brampton/book-exam")} className={buttonClass("primary", "lg")}>{t("book")}</Link>}>
        <p>{t("invalid", { phone: BRAND.phone })}</p>
      </StatusPage>
    );
  }
  const names = new Intl.ListFormat(INTL_LOCALE[locale], { type: "conjunction" }).format(view.names);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 md:py-24">
      <MailX aria-hidden className="size-12 text-accent-500" />
      <h1 className="mt-6 text-3xl font-semibold text-ink">{t("title")}</h1>
      {view.done ? (
        <div className="mt-4 space-y-3">
          <p className="font-medium text-ink">{t("done", { names })}</p>
          <p className="text-sm text-ink-muted">{t("again")}</p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-ink-muted">{t("lead", { names })}</p>
          <div className="mt-6">
            <IntlProvider locale={locale} messages={pickMessages(locale, ["recallUnsubscribe"])}>
              <UnsubscribeButton token={token} names={names} />
            </IntlProvider>
          </div>
        </>
      )}
    </div>
  );
}
