import { IntlProvider } from "@/components/i18n/intl-provider";
import { pickMessages } from "@/lib/i18n/messages";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { MapPin } from "@/components/ui/icons";
import { APPOINTMENTS_COPY } from "@/content/appointments";
import { fullAddress, mapsUrl } from "@/lib/clinics/format";
import { telHref } from "@/content/clinics";
import type { OwnVisit } from "@/lib/account/appointments";
import { AccountReminderSwitch, AppointmentControls } from "./appointment-controls";
import { FormsButton } from "./forms-button";

const bookAgainHref = (v: OwnVisit) =>
  `/brampton/book-exam?${new URLSearchParams({ service: v.serviceType, location: v.clinic }).toString()}#schedule`;

/** The account's appointments, booked with its confirmed address: upcoming first, then past. */
export function VisitsSection(props: { confirmed: boolean; upcoming: OwnVisit[]; past: OwnVisit[] }) {
  // The move dialog and reminder switch are the booking pages' own client code, with their words.
  return (
    <IntlProvider locale="en" messages={pickMessages("en", ["booking", "manageVisit", "manage"])}>
      <Visits {...props} />
    </IntlProvider>
  );
}

function Visits({ confirmed, upcoming, past }: { confirmed: boolean; upcoming: OwnVisit[]; past: OwnVisit[] }) {
  return (
    <section aria-labelledby="appointments-heading" className="rounded-2xl border border-line bg-surface p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="appointments-heading" className="text-lg font-semibold">{APPOINTMENTS_COPY.heading}</h2>
        <Link href="/brampton/book-exam" className="text-sm font-medium text-brand-700 underline dark:text-brand-300">{APPOINTMENTS_COPY.book}</Link>
      </div>
      {!confirmed ? (
        <p className="mt-4 rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">{APPOINTMENTS_COPY.unconfirmed}</p>
      ) : (
        <>
          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wider text-ink-muted">{APPOINTMENTS_COPY.upcoming}</h3>
          {upcoming.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{APPOINTMENTS_COPY.noneUpcoming}</p>
          ) : (
            <ul className="mt-3 space-y-4">{upcoming.map((v) => <VisitCard key={v.groupId} visit={v} upcoming />)}</ul>
          )}
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-ink-muted">{APPOINTMENTS_COPY.past}</h3>
          {past.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{APPOINTMENTS_COPY.nonePast}</p>
          ) : (
            <ul className="mt-3 space-y-4">{past.map((v) => <VisitCard key={v.groupId} visit={v} upcoming={false} />)}</ul>
          )}
        </>
      )}
    </section>
  );
}

function VisitCard({ visit, upcoming }: { visit: OwnVisit; upcoming: boolean }) {
  const clinic = visit.place;
  return (
    <li className="rounded-xl border border-line p-4">
      <article aria-label={`${visit.serviceType}, ${clinic.shortName}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold text-ink">{visit.serviceType}</p>
            <p className="text-sm text-ink">{clinic.name}</p>
            <p className="text-sm text-ink-muted">
              {fullAddress(clinic)} ·{" "}
              <a href={telHref(clinic.phone)} data-call-location="account" className="underline">{clinic.phone}</a>
            </p>
            <a href={mapsUrl(clinic)} target="_blank" rel="noopener noreferrer" className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-300">
              <MapPin aria-hidden className="size-4" /> Directions<span className="sr-only"> to {clinic.name} (opens in a new tab)</span>
            </a>
          </div>
          <Link href={bookAgainHref(visit)} className={buttonClass("outline", "sm")}>{APPOINTMENTS_COPY.bookAgain}</Link>
        </div>
        <ul className="mt-3 space-y-3">
          {visit.appointments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-start justify-between gap-2 border-t border-line pt-3">
              <div className="text-sm">
                <p className="font-medium text-ink">{a.name}</p>
                <p className={a.status === "cancelled" ? "text-ink-muted line-through" : "text-ink"}>{a.when}</p>
                {a.optometrist ? <p className="text-ink-muted">{APPOINTMENTS_COPY.withOptometrist(a.optometrist)}</p> : null}
                {a.status === "cancelled" ? <p className="font-medium text-red-700 dark:text-red-300">{APPOINTMENTS_COPY.cancelled}</p> : null}
              </div>
              {a.changeable ? (
                <div className="flex flex-wrap items-center gap-2">
                  <FormsButton bookingId={a.id} name={a.name} status={a.forms} />
                  <AppointmentControls appointment={a} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {visit.frames.length > 0 ? (
          <div className="mt-3 border-t border-line pt-3 text-sm">
            <p className="font-medium text-ink">{APPOINTMENTS_COPY.framesHeld}</p>
            <ul className="mt-1 list-disc pl-5 text-ink-muted">
              {visit.frames.map((f, i) => (
                <li key={i}>
                  {f.brand ? `${f.brand} ` : ""}{f.name}
                  {f.productId ? null : <span> ({APPOINTMENTS_COPY.frameGone})</span>}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {upcoming && visit.appointments.some((a) => a.changeable) ? (
          <div className="mt-3 border-t border-line pt-3">
            <AccountReminderSwitch bookingId={visit.appointments.find((a) => a.changeable)!.id} initial={visit.reminders} />
          </div>
        ) : null}
      </article>
    </li>
  );
}
