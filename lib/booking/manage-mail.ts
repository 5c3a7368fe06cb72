import { fullAddress } from "@/lib/clinics/format";
import type { Clinic } from "@/lib/clinics/types";
import type { ServiceType } from "@/content/schedule";
import type { Tx } from "@/lib/db/types";
import { enqueueMail } from "@/lib/mail/outbox";
import { LANGUAGE_NAMES_EN, localeOr } from "@/content/i18n/locales";
import { localizedHref } from "@/lib/i18n/paths";
import { formatAppointment } from "./format";
import { bookingWords } from "./messages";
import { appointmentEvent, appointmentIcs, changeSequence } from "./appointment-ics";
import { manageUrl } from "./index";

// The e-mails a change on the manage page sends: the patient's, in the language they booked in,
// with the calendar update, and the clinic's notice in English.

/** What the e-mails need of the appointment changed. */
type ChangedRow = { id: string; first_name: string; last_name: string; email: string; service_type: ServiceType; language: string };

export async function queueChangeMail(tx: Tx, row: ChangedRow, clinic: Clinic, kind: "cancelled" | "moved", siteUrl: string, token: string, start: Date, end: Date) {
  const locale = localeOr(row.language);
  const words = bookingWords(locale);
  const t = words.mail;
  const name = `${row.first_name} ${row.last_name}`;
  const when = formatAppointment(start, end, locale);
  const service = words.service(row.service_type);
  const link = manageUrl(siteUrl, token, locale);
  const bookingPage = `${siteUrl.replace(/\/$/, "")}${localizedHref(locale, "/brampton/book-exam")}`;
  const event = appointmentEvent(
    { id: row.id, name, serviceType: row.service_type, clinic, start, end },
    kind === "cancelled" ? t("icsCancelled", { url: bookingPage }) : t("icsMoved", { url: link, phone: clinic.phone }),
    { url: link, sequence: changeSequence(), words },
  );
  const body =
    kind === "cancelled"
      ? [t("cancelledText", { service, name, when, clinic: clinic.shortName }), t("bookAgain", { phone: clinic.phone })]
      : [t("movedText", { service, name, when, clinic: clinic.name, address: fullAddress(clinic) }), t("changeLink", { url: link })];
  await enqueueMail(tx, {
    kind: kind === "cancelled" ? "booking-cancelled" : "booking-moved",
    to: row.email,
    subject: kind === "cancelled" ? t("cancelledSubject", { service, name, when }) : t("movedSubject", { service, name, when }),
    text: [t("greeting", { name: row.first_name }), ...body].join("\n\n"),
    attachments: [appointmentIcs(kind === "cancelled" ? "CANCEL" : "PUBLISH", [event])],
  });
}

/** The clinic's notice of a change, in English, naming the language the patient booked in. */
export async function queueClinicNotice(tx: Tx, row: ChangedRow, text: string, clinicInbox: string) {
  await enqueueMail(tx, { kind: "booking-notice", to: clinicInbox, subject: text, text: `${text}\nLanguage: ${LANGUAGE_NAMES_EN[localeOr(row.language)]}` });
}
