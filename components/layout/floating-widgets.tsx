import { Mail, MessageCircle, Phone } from "@/components/ui/icons";
import { BRAND } from "@/content/brand";
import { telHref } from "@/content/clinics";
import type { Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { CallWidgetToggle, ScrollTopButton } from "./floating-controls";
import { getClinics } from "@/lib/clinics";

const round =
  "inline-flex size-11 sm:size-12 items-center justify-center rounded-full shadow-lg shadow-brand-950/20 transition-transform hover:scale-105";

/**
 * From 768 px: the call widget floats bottom-left and chat, e-mail, phone and back-to-top
 * float bottom-right in a column. Below 768 px both sit in one bottom bar (`--widget-bar`
 * tall) whose room the page reserves: the body is padded by its height and the scroll
 * padding keeps a focused control above it (globals.css), so no field, label or control of
 * the page is ever underneath. While a text field has focus on a phone the bar steps aside.
 * Drawn on the server; only the toggle and back-to-top are client code.
 */
export async function FloatingWidgets({ locale }: { locale: Locale }) {
  const clinics = await getClinics();
  const t = getT(locale, "shell.widgets");
  return (
    <div
      data-floating
      data-widget-bar
      className="fixed inset-x-0 bottom-0 z-30 flex h-(--widget-bar) items-center justify-between gap-2 border-t border-line bg-surface px-4 pb-[env(safe-area-inset-bottom)] md:contents print:hidden"
    >
      <div className="relative flex flex-col items-start gap-3 md:fixed md:bottom-4 md:left-4 md:z-30">
        <CallWidgetToggle panelId="call-widget-panel" className={`${round} bg-brand-600 text-white dark:bg-brand-500 dark:text-brand-950`}>
          {/* Below 768 px the panel opens above the bar instead of pushing it up. */}
          <div className="absolute bottom-full left-0 mb-3 w-64 rounded-2xl border border-line bg-surface p-4 shadow-xl md:static md:mb-0">
            <p className="text-sm font-semibold text-ink">{t("callAClinic")}</p>
            <ul className="mt-3 space-y-2">
              {clinics.map((c) => (
                <li key={c.id}>
                  <a
                    href={telHref(c.phone)}
                    data-call-location={c.id}
                    className="flex items-center justify-between gap-3 rounded-xl bg-surface-muted px-3 py-2 text-sm hover:bg-brand-50 dark:hover:bg-brand-900/50"
                  >
                    <span>
                      <span className="block font-medium text-ink">{c.shortName}</span>
                      <span className="block text-ink-muted">{c.phone}</span>
                    </span>
                    <Phone aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </CallWidgetToggle>
      </div>

      <div className="flex flex-row items-end gap-2 md:fixed md:bottom-4 md:right-4 md:z-30 md:flex-col md:gap-3">
        <a href={`sms:+1${BRAND.messagingPhone.replace(/\D/g, "")}`} aria-label={t("messageUs")} className={`${round} bg-accent-400 text-brand-950`}>
          <MessageCircle aria-hidden className="size-5" />
        </a>
        <a href={`mailto:${BRAND.contactEmail}`} aria-label={t("emailUs", { email: BRAND.contactEmail })} className={`${round} bg-surface text-ink ring-1 ring-line`}>
          <Mail aria-hidden className="size-5" />
        </a>
        <a href={telHref(BRAND.phone)} data-call-location="floating-button" aria-label={t("callNumber", { phone: BRAND.phone })} className={`${round} bg-surface text-ink ring-1 ring-line`}>
          <Phone aria-hidden className="size-5" />
        </a>
        <ScrollTopButton className={`${round} bg-brand-800 text-white`} />
      </div>
    </div>
  );
}
