/**
 * The forms' links (issue 52): each booked person gets one form, reached by a link whose random
 * token only the e-mail (or the clinic's tablet, or the patient's account) holds; the database
 * keeps its SHA-256. A returning patient's form starts from their last sent answers, but only
 * when this visit was booked with the same e-mail address as that one, so a stranger who books
 * under someone's name never sees their history.
 */
import type { Locale } from "@/content/i18n/locales";
import { CONSENT_VERSION } from "@/content/intake";
import { hashToken, newLinkToken } from "@/lib/booking/link-token";
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { addDays, zonedDate, zonedInstant } from "@/lib/booking/zoned-time";
import type { Queryable } from "@/lib/db/types";
import { localizedHref } from "@/lib/i18n/paths";

export type LinkKind = "mail" | "desk" | "account";

/** The forms' page for a token, in the visit's language. */
export const formsUrl = (siteUrl: string, token: string, locale: Locale = "en") =>
  `${siteUrl.replace(/\/$/, "")}${formsPath(token, locale)}`;
export const formsPath = (token: string, locale: Locale = "en") => localizedHref(locale, `/brampton/book-exam/forms/${token}`);

/** A link ends at the end of the day after the visit (Brampton time). */
export function linkEndsAt(visitStart: Date): Date {
  return zonedInstant(addDays(zonedDate(visitStart, CLINIC_TIME_ZONE), 2), 0, CLINIC_TIME_ZONE)!;
}

/** A new link to a form; returns the token (never stored). */
export async function mintFormLink(q: Queryable, formId: string, kind: LinkKind): Promise<string> {
  const { token, hash } = newLinkToken();
  await q.query("insert into private.intake_links (token_hash, form_id, kind) values ($1, $2, $3)", [hash, formId, kind]);
  return token;
}

/**
 * The form of a booking, made when first needed (at booking; for a visit booked before the forms
 * existed, when the clinic or the account first asks). Run with the role lifted.
 */
export async function ensureForm(q: Queryable, bookingId: string): Promise<string> {
  const [form] = await q.query<{ id: string }>(
    `insert into public.intake_forms (booking_id, language, previous_id, answers, carried)
     select b.id, b.language, prev.id, coalesce(prev.answers, '{}'::jsonb),
            coalesce(array(select jsonb_object_keys(prev.answers)), '{}')
     from public.bookings b
     left join lateral (
       select f.id, case when f.consent ->> 'version' = $2 then f.answers else f.answers - 'consent' end as answers
       from public.intake_forms f join public.bookings pb on pb.id = f.booking_id
       where b.patient_id is not null and pb.patient_id = b.patient_id and f.status = 'done' and lower(pb.email) = lower(b.email)
       order by f.submitted_at desc limit 1
     ) prev on true
     where b.id = $1
     on conflict (booking_id) do update set updated_at = public.intake_forms.updated_at
     returning id`,
    [bookingId, CONSENT_VERSION],
  );
  return form.id;
}

/** Each booked person's form and its e-mailed link, inside the booking's transaction; the tokens by booking id. */
export async function createVisitForms(q: Queryable, bookingIds: readonly string[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const bookingId of bookingIds) tokens.set(bookingId, await mintFormLink(q, await ensureForm(q, bookingId), "mail"));
  return tokens;
}

export type LinkedForm = {
  formId: string;
  bookingId: string;
  kind: LinkKind;
  status: "not_started" | "in_progress" | "done";
  firstName: string;
  lastName: string;
  email: string;
  /** The date of birth the gate asks for (the booking's, else the record's), or null. */
  birthDate: string | null;
  startsAt: Date;
  endsAt: Date;
  bookingStatus: string;
  location: string;
  language: Locale;
  patientId: string | null;
  failedTries: number;
  lockedUntil: Date | null;
};

/** The form a token opens, or null for a token no link has. */
export async function formOfToken(q: Queryable, token: string): Promise<LinkedForm | null> {
  const [r] = await q.query<{
    form_id: string; booking_id: string; kind: LinkKind; status: LinkedForm["status"]; first_name: string; last_name: string; email: string;
    birth: string | null; starts_at: Date | string; ends_at: Date | string; booking_status: string; location: string; language: Locale;
    patient_id: string | null; failed_tries: number; locked_until: Date | string | null;
  }>(
    `select f.id as form_id, f.booking_id, l.kind, f.status, b.first_name, b.last_name, b.email,
            coalesce(b.date_of_birth, p.date_of_birth)::text as birth, b.starts_at, b.ends_at, b.status as booking_status, b.location,
            f.language, b.patient_id, f.failed_tries, f.locked_until
     from private.intake_links l
     join public.intake_forms f on f.id = l.form_id
     join public.bookings b on b.id = f.booking_id
     left join public.patients p on p.id = b.patient_id
     where l.token_hash = $1`,
    [hashToken(token)],
  );
  if (!r) return null;
  return {
    formId: r.form_id,
    bookingId: r.booking_id,
    kind: r.kind,
    status: r.status,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    birthDate: r.birth,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    bookingStatus: r.booking_status,
    location: r.location,
    language: r.language,
    patientId: r.patient_id,
    failedTries: r.failed_tries,
    lockedUntil: r.locked_until ? new Date(r.locked_until) : null,
  };
}
