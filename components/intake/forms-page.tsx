import { IntlProvider } from "@/components/i18n/intl-provider";
import { buttonClass } from "@/components/ui/button";
import { CalendarX2, ClipboardList, Lock } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { StatusPage } from "@/components/ui/status-page";
import { BRAND } from "@/content/brand";
import type { Locale } from "@/content/i18n/locales";
import { getClinic } from "@/lib/clinics";
import { getDb } from "@/lib/db";
import { formatDay, formatTime } from "@/lib/booking/format";
import { serviceName } from "@/lib/booking/messages";
import { loadForms } from "@/lib/intake/forms";
import { formsOpenCheck } from "@/lib/intake/gate-cookie";
import { getT, pickMessages } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { GateForm } from "./gate-form";
import { IntakeForms } from "./intake-forms";

/**
 * What a forms link opens (issue 52): why not (a link that opens nothing, an ended or cancelled
 * visit, a link closed after five wrong dates of birth), the date-of-birth gate, or the forms.
 * Opening it changes nothing.
 */
export async function FormsPage({ token, locale }: { token: string; locale: Locale }) {
  const t = getT(locale, "intake");
  const g = getT(locale, "intake.gate");
  const view = await loadForms(await getDb(), token, await formsOpenCheck(token));
  const book = <Link href={localizedHref(locale, "/brampton/book-exam")} className={buttonClass("primary", "lg")}>{g("book")}</Link>;
  if (view.state === "invalid" || view.state === "ended" || view.state === "cancelled") {
    return (
      <StatusPage icon={CalendarX2} title={g(`${view.state}Title`)} actions={book}>
        <p>{g(view.state, { phone: BRAND.phone })}</p>
      </StatusPage>
    );
  }
  if (view.state === "locked") {
    return (
      <StatusPage icon={Lock} title={g("lockedTitle")} actions={<a href={`tel:${BRAND.phone.replace(/[^\d+]/g, "")}`} className={buttonClass("outline", "lg")}>{BRAND.phone}</a>}>
        <p>{g("locked", { minutes: view.minutes, phone: BRAND.phone })}</p>
      </StatusPage>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300"><ClipboardList aria-hidden className="size-5" /> {BRAND.name}</p>
      <h1 className="mt-2 text-3xl font-semibold text-ink md:text-4xl">{t("title")}</h1>
      <IntlProvider locale={locale} messages={pickMessages(locale, ["intake"])}>
        <div className="mt-8">
          {view.state === "gate" ? (
            <div className="max-w-xl">
              <h2 className="sr-only">{g("title")}</h2>
              <GateForm token={token} locale={locale} firstName={view.firstName} ask={view.ask} />
            </div>
          ) : (
            <OpenForms token={token} locale={locale} form={view.form} />
          )}
        </div>
      </IntlProvider>
    </div>
  );
}

async function OpenForms({ token, locale, form }: { token: string; locale: Locale; form: Extract<Awaited<ReturnType<typeof loadForms>>, { state: "open" }>["form"] }) {
  const t = getT(locale, "intake");
  const clinic = await getClinic(form.location);
  const start = new Date(form.startsAt);
  const visitLine = t("visit", { service: serviceName(locale, form.serviceType), when: `${formatDay(start, locale)}, ${formatTime(start, locale)}`, clinic: clinic?.shortName ?? "" });
  return (
    <>
      <p className="mb-6 text-ink-muted">{t("for", { name: form.firstName })}</p>
      <IntakeForms
        token={token}
        locale={locale}
        form={form}
        clinic={{ name: clinic?.name ?? BRAND.name, phone: clinic?.phone ?? BRAND.phone }}
        privacyHref={localizedHref(locale, "/brampton/privacy/health-information")}
        visitLine={visitLine}
      />
    </>
  );
}
