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
import { waitlistEntryView } from "@/lib/waitlist/join";
import { LeaveButton } from "./leave-button";

/** What a waitlist e-mail's leave link opens: the entry and one button. Opening it changes nothing. */
export async function LeavePage({ token, locale }: { token: string; locale: Locale }) {
  const t = getT(locale, "waitlist");
  const entry = await waitlistEntryView(await getDb(), token, locale);
  if (!entry) {
    return (
      <StatusPage icon={CalendarX2} title={t("leave.invalidTitle")} actions={<Link href={localizedHref(locale, "/brampton/book-exam")} className={buttonClass("primary", "lg")}>{t("leave.book")}</Link>}>
        <p>{t("leave.invalid", { phone: BRAND.phone })}</p>
      </StatusPage>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 md:py-24">
      <CalendarX2 aria-hidden className="size-12 text-accent-500" />
      <h1 className="mt-6 text-3xl font-semibold text-ink">{t("leave.title")}</h1>
      <p className="mt-4 text-ink-muted">{t("leave.lead", { service: entry.service, clinic: entry.clinic, from: entry.from, to: entry.to })}</p>
      <div className="mt-6">
        {entry.ended ? (
          <p className="font-medium text-ink">{t("leave.done")}</p>
        ) : (
          <IntlProvider locale={locale} messages={pickMessages(locale, ["waitlist"])}>
            <LeaveButton token={token} />
          </IntlProvider>
        )}
      </div>
    </div>
  );
}
