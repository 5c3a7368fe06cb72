import { Clock } from "@/components/ui/icons";

import { INTL_LOCALE, type Locale } from "@/content/i18n/locales";
import { getT } from "@/lib/i18n/messages";
import { getPublicSchedule } from "@/lib/schedule";
import { upcomingExceptions } from "@/lib/schedule/days";
import { dateRangeText, hoursText, weekRows } from "@/lib/schedule/hours-text";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { clinicShortName } from "@/lib/clinics/format";

/** How many days ahead the pages announce closures and special hours. */
const AHEAD_DAYS = 30;

/**
 * A clinic's weekly hours as the admins set them (the first clinic's when none is named: the
 * footer's and contact page's "general" hours), then its closures and special hours in the next
 * 30 days with their notes. Read from the cached schedule, so the page stays static.
 */
export async function OpeningHours({ clinicId, locale, withIcons = false, className = "mt-2 space-y-1 text-sm" }: { clinicId?: string; locale: Locale; withIcons?: boolean; className?: string }) {
  const data = await getPublicSchedule();
  const clinic = clinicId ? data.clinics.find((c) => c.id === clinicId) : data.clinics[0];
  if (!clinic) return null;
  const t = getT(locale, "shell.hours");
  const intl = INTL_LOCALE[locale];
  const closed = t("closed");
  const soon = upcomingExceptions(data, todayInToronto(), AHEAD_DAYS).filter((c) => c.clinicId === null || c.clinicId === clinic.id || !clinicId);
  return (
    <>
      <dl className={className}>
        {weekRows(clinic.hours, intl, closed).map((h) => (
          <div key={h.label} className="flex justify-between gap-4">
            <dt className={withIcons ? "flex items-center gap-2 text-ink-muted" : "text-ink-muted"}>
              {withIcons ? <Clock aria-hidden className="size-4" /> : null}
              {h.label}
            </dt>
            <dd className="text-ink">{h.value}</dd>
          </div>
        ))}
      </dl>
      {soon.length ? (
        <div className="mt-3 rounded-lg border border-accent-400 bg-accent-300/15 p-3 text-sm text-ink">
          <p className="font-semibold">{t("upcoming")}</p>
          <ul className="mt-1 space-y-1">
            {soon.map((c) => {
              const dates = dateRangeText(c, intl);
              const where = !clinicId && c.clinicId ? ` (${clinicShortName(data.clinics, c.clinicId)})` : "";
              return (
                <li key={c.id}>
                  {c.opens === null ? t("closedOn", { dates }) : t("specialOn", { dates, hours: hoursText({ open: c.opens, close: c.closes! }, closed) })}
                  {where}
                  {/* The note is the clinic's own words, as its staff wrote them. */}
                  {c.note ? <span className="text-ink-muted" lang="en" translate="no"> — {c.note}</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </>
  );
}
