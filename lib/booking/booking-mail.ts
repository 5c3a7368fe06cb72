/** The booking's e-mails: the patient's confirmation (with its calendar file) and the clinic's notice. */
import { BRAND } from "@/content/brand";
import { LANGUAGE_NAMES_EN } from "@/content/i18n/locales";
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { fullAddress } from "@/lib/clinics/format";
import type { Clinic } from "@/lib/clinics/types";
import type { Tx } from "@/lib/db/types";
import { enqueueMail } from "@/lib/mail/outbox";
import { patientOf } from "@/lib/patients/link";
import type { Booking } from "@/lib/validations/booking";
import { appointmentEvent, appointmentIcs } from "./appointment-ics";
import { frameLabel } from "./exam-frames";
import { formatAppointment } from "./format";
import { bookingWords, type BookingWords } from "./messages";
import type { BookedVisit } from "./visit-types";
import { getT } from "@/lib/i18n/messages";
import type { Locale } from "@/content/i18n/locales";

/** "Fill in your forms before your visit", and each person's link (issue 52). */
export function formsBlock(locale: Locale, forms: readonly { name: string; url: string }[]): string {
  const m = getT(locale, "intake.mail");
  return [m("formsTitle"), m("formsLead"), ...forms.map((f) => m("formsLine", f))].join("\n");
}

export async function queueBookingMail(
  tx: Tx,
  b: Booking,
  visit: BookedVisit,
  clinic: Clinic,
  frames: { name: string; brand: string | null }[],
  clinicInbox: string,
  words: BookingWords = bookingWords(b.locale),
  forms: readonly { name: string; url: string }[] = [],
) {
  const t = words.mail;
  const service = words.service(b.serviceType);
  const lines = (w: BookingWords) =>
    visit.people.map((p) => `- ${p.name}: ${formatAppointment(new Date(p.start), new Date(p.end), w.locale)} · ${w.mail("withOptometrist", { name: p.optometrist })}`).join("\n");
  const frameList = frames.map((f) => `- ${frameLabel(f.name, f.brand)}`).join("\n");
  await enqueueMail(tx, {
    patientId: await patientOf(tx, "booking", visit.people[0].id),
    kind: "booking-confirmation",
    to: b.email,
    subject: t("confirmSubject", { service, when: visit.when, brand: BRAND.name }),
    text: [
      t("greeting", { name: b.firstName }),
      t("confirmLead", { brand: BRAND.name, service, count: visit.people.length, clinic: clinic.shortName, zone: CLINIC_TIME_ZONE }),
      lines(words),
      `${clinic.name}\n${fullAddress(clinic)}\n${clinic.phone}${frames.length ? `\n\n${t("framesReady")}\n${frameList}` : ""}`,
      ...(forms.length ? [formsBlock(words.locale, forms)] : []),
      t("changeOrCancel", { url: visit.manageUrl }),
      t("preparation"),
    ].join("\n\n"),
    attachments: [
      appointmentIcs(
        "PUBLISH",
        visit.people.map((p) =>
          appointmentEvent(
            { id: p.id, name: p.name, serviceType: b.serviceType, clinic, start: new Date(p.start), end: new Date(p.end) },
            `${t("icsDescription", { service, name: p.name, clinic: clinic.name, url: visit.manageUrl, phone: clinic.phone })}\n${t("withOptometrist", { name: p.optometrist })}`,
            { url: visit.manageUrl, words },
          ),
        ),
      ),
    ],
  });
  // The clinic's own notice stays in English and names the patient's language.
  const when = formatAppointment(new Date(visit.start), new Date(visit.end));
  await enqueueMail(tx, {
    kind: "booking-notice",
    to: clinicInbox,
    subject: `New booking: ${b.serviceType}, ${clinic.shortName}, ${when}`,
    text: `New booking at ${clinic.name}

Service: ${b.serviceType}
${lines(bookingWords("en"))}

Contact: ${b.firstName} ${b.lastName}
Email: ${b.email}
Phone: ${b.phone}
Language: ${LANGUAGE_NAMES_EN[b.locale]}
Notes: ${b.notes || "—"}${frames.length ? `\n\nFrames to prepare:\n${frameList}` : ""}`,
  });
}
