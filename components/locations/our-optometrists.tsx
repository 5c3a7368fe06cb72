import { Section } from "@/components/sections/section";
import { Link } from "@/components/ui/link";
import { INTL_LOCALE, type Locale } from "@/content/i18n/locales";
import { isServiceType } from "@/content/schedule";
import { spokenLanguageName } from "@/content/staff-languages";
import { serviceName } from "@/lib/booking/messages";
import { getT } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import type { ScheduleData } from "@/lib/schedule/types";

const dayName = (weekday: number, intl: string) =>
  new Intl.DateTimeFormat(intl, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 10, 22 + weekday)));

/**
 * "Our optometrists" on a clinic's page: each active optometrist with a shift here, their
 * languages and services in the page's language (names as written), and their days here.
 */
export function OurOptometrists({ clinicId, schedule, today, locale }: { clinicId: string; schedule: ScheduleData; today: string; locale: Locale }) {
  const t = getT(locale, "clinicPage");
  const intl = INTL_LOCALE[locale];
  const people = schedule.staff
    .filter((s) => s.active && s.role === "optometrist")
    .map((s) => {
      const days = [...new Set(schedule.shifts.filter((sh) => sh.staffId === s.id && sh.clinicId === clinicId && (sh.lastDate === null || sh.lastDate >= today)).map((sh) => sh.weekday))];
      // Monday first, as the hours are listed.
      return { s, days: days.sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)) };
    })
    .filter((p) => p.days.length > 0);
  return (
    <Section id="optometrists" title={t("ourOptometrists")}>
      {people.length === 0 ? (
        <p className="text-center text-ink-muted">{t("noOptometrists")}</p>
      ) : (
        <ul className="grid gap-5 md:grid-cols-3">
          {people.map(({ s, days }) => (
            <li key={s.id} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
              <h3 className="text-lg font-semibold text-ink" translate="no">{s.title}</h3>
              {/* The bio is the clinic's English text: shown on the English page only. */}
              {s.bio && locale === "en" ? <p className="mt-2 text-sm text-ink-muted">{s.bio}</p> : null}
              <dl className="mt-4 space-y-2 text-sm">
                <div>
                  <dt className="font-medium text-ink">{t("speaks")}</dt>
                  <dd className="text-ink-muted">{s.languages.map((l) => spokenLanguageName(l, intl)).join(", ")}</dd>
                </div>
                <div>
                  <dt className="font-medium text-ink">{t("performs")}</dt>
                  <dd className="text-ink-muted">{s.services.filter(isServiceType).map((v) => serviceName(locale, v)).join(", ")}</dd>
                </div>
                <div>
                  <dt className="font-medium text-ink">{t("daysHere")}</dt>
                  <dd className="text-ink-muted">{days.map((d) => dayName(d, intl)).join(", ")}</dd>
                </div>
              </dl>
              <Link
                href={`${localizedHref(locale, "/brampton/book-exam")}?location=${clinicId}&optometrist=${s.id}`}
                className="mt-auto pt-4 text-sm font-medium text-brand-700 underline dark:text-brand-300"
              >
                <span translate="no">{t("bookWith", { name: s.title })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
