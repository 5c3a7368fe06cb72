import { randomUUID } from "node:crypto";
import { BRAND, CLINICS, fullAddress, hoursSummary } from "@/content/clinics";
import { anon, type Db } from "@/lib/db/types";
import { formatLongDate } from "@/lib/format";
import { enqueueMail } from "@/lib/mail/outbox";
import { bookingSchema, type BookingInput } from "@/lib/validations/booking";
import { buildIcs } from "./ics";

export const BOOKINGS_PER_10_MINUTES = 5;

export type BookingResult = { ok: true; bookingId: string } | { ok: false; error: string; reason: "invalid" | "rate-limited" };

/**
 * Stores a booking request as a visitor (RLS checks it too), records it as a form
 * submission, and queues the patient's confirmation (with an .ics) and the clinic's
 * notice — all in one transaction: either everything is kept or nothing is.
 */
export async function createBooking(db: Db, input: BookingInput, ip: string, clinicInbox: string): Promise<BookingResult> {
  const parsed = bookingSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message, reason: "invalid" };
  const b = parsed.data;
  const clinic = CLINICS[b.location];
  return db.run(anon, async (tx) => {
    const [limit] = await tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, 600) as ok", [`booking:${ip}`, BOOKINGS_PER_10_MINUTES]);
    if (!limit.ok) return { ok: false as const, error: "Too many booking requests. Please call us directly.", reason: "rate-limited" as const };
    // Visitors cannot read rows back (no RETURNING under RLS), so the id is made here.
    const id = randomUUID();
    await tx.query(
      `insert into public.bookings (id, first_name, last_name, email, phone, preferred_date, service_type, location, notes)
       values ($1, $2, $3, lower($4), $5, $6, $7, $8, $9)`,
      [id, b.firstName, b.lastName, b.email, b.phone, b.preferredDate, b.serviceType, b.location, b.notes || null],
    );
    await tx.query(
      `insert into public.form_submissions (form_type, name, email, phone, message, form_data)
       values ('booking', $1, lower($2), $3, $4, $5::jsonb)`,
      [`${b.firstName} ${b.lastName}`, b.email, b.phone, b.notes || null, JSON.stringify(b)],
    );
    const when = formatLongDate(b.preferredDate);
    const hours = hoursSummary(clinic.hours).map((h) => `${h.label}: ${h.value}`).join("\n");
    await enqueueMail(tx, {
      kind: "booking-confirmation",
      to: b.email,
      subject: `We received your ${b.serviceType} request — ${BRAND.name}`,
      text: `Hi ${b.firstName},

Thank you for booking with ${BRAND.name}. We received your request for a ${b.serviceType} at our ${clinic.shortName} clinic on ${when}.

Our team will contact you within 24 hours to confirm the exact time.

${clinic.name}
${fullAddress(clinic)}
${clinic.phone}

Clinic hours:
${hours}

Please bring your current glasses or contact lenses and your insurance details. If you wear contact lenses, remove them 2 hours before your exam.

The attached calendar file holds the day for you; we will confirm the time by phone or e-mail.`,
      attachments: [
        {
          filename: "brightview-appointment.ics",
          contentType: "text/calendar; charset=utf-8",
          content: buildIcs({
            uid: `${id}@brightview.example.com`,
            date: b.preferredDate,
            summary: `${b.serviceType} — ${BRAND.name} (to be confirmed)`,
            description: `Requested ${b.serviceType} at ${clinic.name}. Our team will call you to confirm the time. ${clinic.phone}`,
            location: fullAddress(clinic),
          }),
        },
      ],
    });
    await enqueueMail(tx, {
      kind: "booking-notice",
      to: clinicInbox,
      subject: `New booking request: ${b.serviceType}, ${clinic.shortName}, ${when}`,
      text: `New booking request

Name: ${b.firstName} ${b.lastName}
Email: ${b.email}
Phone: ${b.phone}
Service: ${b.serviceType}
Clinic: ${clinic.name}
Preferred date: ${when}
Notes: ${b.notes || "—"}

Please call the patient within 24 hours to confirm a time.`,
    });
    return { ok: true as const, bookingId: id };
  });
}
