import { ManageVisit } from "@/components/booking/manage-visit";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { buttonClass } from "@/components/ui/button";
import { CalendarX2 } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { StatusPage } from "@/components/ui/status-page";
import { BRAND } from "@/content/brand";
import { fullAddress, getClinic } from "@/lib/clinics";
import { telHref } from "@/content/clinics";
import type { Locale } from "@/content/i18n/locales";
import { getVisitReminders, loadManagedVisit, manageMessage } from "@/lib/booking/manage";
import { getDb } from "@/lib/db";
import { getT, pickMessages } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { INTL_LOCALE } from "@/content/i18n/locales";
import { getPublicSchedule } from "@/lib/schedule";
import { bookingTeam } from "@/lib/schedule/team";
import { earlierEntry } from "@/lib/waitlist/earlier";

/** What a manage link opens, in the language of its address (the booking's own, from its e-mail). */
export async function ManagePage({ token, locale }: { token: string; locale: Locale }) {
  const t = getT(locale, "manageVisit");
  const db = await getDb();
  const visit = await loadManagedVisit(db, token, new Date(), locale);
  if (visit.state !== "ok") {
    return (
      <StatusPage
        icon={CalendarX2}
        title={visit.state === "expired" ? t("overTitle") : t("badLinkTitle")}
        actions={
          <>
            <Link href={localizedHref(locale, "/brampton/book-exam")} className={buttonClass("primary", "lg")}>{t("bookAppointment")}</Link>
            <a href={telHref(BRAND.phone)} data-call-location="manage-booking" className={buttonClass("outline", "lg")}>{t("call", { phone: BRAND.phone })}</a>
          </>
        }
      >
        <p>{manageMessage(locale, visit.state)}</p>
      </StatusPage>
    );
  }
  // A booking's clinic is a foreign key: it exists while the booking does.
  const clinic = (await getClinic(visit.clinic))!;
  // "Offer me an earlier time": the clinic's optometrists, and what each appointment has asked already.
  const team = bookingTeam(await getPublicSchedule(), INTL_LOCALE[locale]);
  const optometrists = team.optometrists.filter((o) => o.clinics.includes(visit.clinic));
  const earlier = {
    clinicName: clinic.name,
    team: { optometrists, languages: team.languages.filter((l) => optometrists.some((o) => o.languages.includes(l.code))) },
    asked: Object.fromEntries(await Promise.all(visit.appointments.filter((a) => a.changeable).map(async (a) => [a.id, (await earlierEntry(db, token, a.id))?.latest ?? null]))),
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600 dark:text-brand-300">{t("title")}</p>
      <h1 className="mt-1 text-3xl font-semibold text-ink">{clinic.name}</h1>
      <p className="mt-2 text-ink-muted">
        {fullAddress(clinic)} ·{" "}
        <a href={telHref(clinic.phone)} data-call-location="manage-booking" className="font-medium text-brand-700 underline dark:text-brand-300">{clinic.phone}</a>
      </p>
      <IntlProvider locale={locale} messages={pickMessages(locale, ["booking", "manageVisit", "manage", "waitlist"])}>
        <ManageVisit token={token} initial={visit} reminders={await getVisitReminders(db, token)} earlier={earlier} />
      </IntlProvider>
    </div>
  );
}
