import { Mail, MessageCircle, Phone } from "@/components/ui/icons";
import { BRAND, CLINIC_LIST, telHref } from "@/content/clinics";
import { CallWidgetToggle, ScrollTopButton } from "./floating-controls";

const round =
  "inline-flex size-11 sm:size-12 items-center justify-center rounded-full shadow-lg shadow-brand-950/20 transition-transform hover:scale-105";

/**
 * Bottom-left: the call widget. Bottom-right: chat, e-mail, phone and back-to-top, a column
 * from 768 px and a row below it, so a phone loses one button's height at the bottom of the
 * screen (the footer reserves it). While a text field has focus on a phone, both step aside
 * (globals.css, [data-floating]) so they never cover what is being typed. Drawn on the
 * server; only the toggle and back-to-top are client code.
 */
export function FloatingWidgets() {
  return (
    <>
      <div data-floating className="fixed bottom-4 left-4 z-30 flex flex-col items-start gap-3 print:hidden">
        <CallWidgetToggle panelId="call-widget-panel" className={`${round} bg-brand-600 text-white dark:bg-brand-500 dark:text-brand-950`}>
          <div className="w-64 rounded-2xl border border-line bg-surface p-4 shadow-xl">
            <p className="text-sm font-semibold text-ink">Call a clinic</p>
            <ul className="mt-3 space-y-2">
              {CLINIC_LIST.map((c) => (
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

      <div data-floating className="fixed bottom-4 right-4 z-30 flex flex-row items-end gap-2 md:flex-col md:gap-3 print:hidden">
        <a href={`sms:+1${BRAND.messagingPhone.replace(/\D/g, "")}`} aria-label="Message us" className={`${round} bg-accent-400 text-brand-950`}>
          <MessageCircle aria-hidden className="size-5" />
        </a>
        <a href={`mailto:${BRAND.contactEmail}`} aria-label={`E-mail ${BRAND.contactEmail}`} className={`${round} bg-surface text-ink ring-1 ring-line`}>
          <Mail aria-hidden className="size-5" />
        </a>
        <a href={telHref(BRAND.phone)} data-call-location="floating-button" aria-label={`Call ${BRAND.phone}`} className={`${round} bg-surface text-ink ring-1 ring-line`}>
          <Phone aria-hidden className="size-5" />
        </a>
        <ScrollTopButton className={`${round} bg-brand-800 text-white`} />
      </div>
    </>
  );
}
