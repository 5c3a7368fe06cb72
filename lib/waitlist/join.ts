/**
 * Joining and leaving the waitlist (issue 44). The entry's leave link is a random token whose SHA-256
 * alone is stored, as for manage links; leaving happens only on its page's button.
 */
import { BRAND } from "@/content/brand";
import { toE164 } from "@/lib/sms/phone";
import { hashToken, newLinkToken } from "@/lib/booking";
import { INTL_LOCALE, type Locale } from "@/content/i18n/locales";
import { SPOKEN_LANGUAGE_CODES } from "@/content/staff-languages";
import { MAX_WAITLIST_ENTRIES, WAITLIST_JOINS_PER_10_MINUTES, type WaitlistTime } from "@/content/waitlist";
import { loadClinics } from "@/lib/clinics/load";
import { anon, type Db, type Queryable } from "@/lib/db/types";
import { getT, inputLocale } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { enqueueMail } from "@/lib/mail/outbox";
import { serviceName } from "@/lib/booking/messages";
import { loadScheduleData } from "@/lib/schedule/load";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { makeWaitlistSchema, waitlistTokenSchema, type Waitlist, type WaitlistMessages } from "@/lib/validations/waitlist";

const dayFormat = new Map<Locale, Intl.DateTimeFormat>();
export function formatWaitlistDay(date: string, locale: Locale): string {
  let f = dayFormat.get(locale);
  if (!f) dayFormat.set(locale, (f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" })));
  return f.format(new Date(`${date}T12:00:00Z`));
}
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function waitlistMessages(locale: Locale): WaitlistMessages {
  const t = getT(locale, "waitlist");
  return { error: (key, values) => t(`errors.${key}`, values), field: (key) => t(`fields.${key}`) };
}

export const leaveUrl = (siteUrl: string, token: string, locale: Locale) => `${siteUrl.replace(/\/$/, "")}${localizedHref(locale, `/brampton/book-exam/waitlist/${token}`)}`;

/** The times an entry asks for, as words ("Mornings, Saturdays"), or "any" for none. */
export function timesText(times: readonly WaitlistTime[], locale: Locale): string {
  if (!times.length) return "any";
  const t = getT(locale, "waitlist");
  return new Intl.ListFormat(INTL_LOCALE[locale], { type: "conjunction" }).format(times.map((k) => t(`timeNames.${k}`)));
}

export type JoinResult = { ok: true } | { ok: false; error: string };

/** "Join the waitlist": validated in the page's language, the horizon and the per-address limits checked, one e-mail sent. */
export async function joinWaitlist(db: Db, input: unknown, ip: string, opts: { siteUrl: string; now?: Date }): Promise<JoinResult> {
  const locale = inputLocale(input);
  const t = getT(locale, "waitlist");
  const parsed = makeWaitlistSchema(waitlistMessages(locale)).safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const w: Waitlist = parsed.data;
  return db.run(anon, async (tx) => {
    const [limit] = await tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, 600) as ok", [`waitlist:${ip}`, WAITLIST_JOINS_PER_10_MINUTES]);
    if (!limit.ok) return { ok: false, error: t("errors.rateLimited") };
    const data = await loadScheduleData(tx, todayInToronto(opts.now));
    if (w.latest > addDays(todayInToronto(opts.now), data.rules.horizonDays)) return { ok: false, error: t("errors.beyondHorizon", { days: data.rules.horizonDays }) };
    const clinic = w.location === "either" ? null : data.clinics.find((c) => c.id === w.location);
    if (clinic === undefined) return { ok: false, error: t("errors.clinic") };
    if (w.optometrist && !data.staff.some((s) => s.id === w.optometrist && s.role === "optometrist" && s.active)) return { ok: false, error: t("errors.optometrist") };
    if (w.language && !(SPOKEN_LANGUAGE_CODES as string[]).includes(w.language)) return { ok: false, error: t("errors.language") };
    const { token, hash } = newLinkToken();
    const [{ id }] = await tx.query<{ id: string | null }>("select private.join_waitlist($1::jsonb, $2, $3) as id", [
      JSON.stringify({
        first_name: w.firstName,
        last_name: w.lastName,
        email: w.email,
        phone: w.phone,
        date_of_birth: w.dateOfBirth,
        service_type: w.serviceType,
        clinic_id: clinic?.id ?? "",
        optometrist_id: w.optometrist,
        language: w.language,
        earliest: w.earliest,
        latest: w.latest,
        times: w.times,
        locale: w.locale,
      }),
      hash,
      MAX_WAITLIST_ENTRIES,
    ]);
    if (!id) return { ok: false, error: t("errors.tooMany", { max: MAX_WAITLIST_ENTRIES }) };
    const smsTo = w.textAppointments ? toE164(w.phone) : null;
    if (smsTo) await tx.asSystem((q) => q.query("update public.waitlist_entries set sms_to = $2 where id = $1", [id, smsTo]));
    const m = getT(w.locale, "waitlist");
    const clinicName = clinic?.name ?? getT(w.locale, "waitlist")("eitherClinic");
    await enqueueMail(tx, {
      patientId: (await tx.asSystem((q) => q.query<{ patient_id: string | null }>("select patient_id from public.waitlist_entries where id = $1", [id])))[0]?.patient_id ?? null,
      kind: "waitlist-joined",
      to: w.email.toLowerCase(),
      subject: m("mail.subject", { brand: BRAND.name }),
      text: [
        m("mail.greeting", { name: w.firstName }),
        m("mail.lead", { service: serviceName(w.locale, w.serviceType), clinic: clinicName, from: formatWaitlistDay(w.earliest, w.locale), to: formatWaitlistDay(w.latest, w.locale), times: timesText(w.times, w.locale) }),
        m("mail.next"),
        m("mail.leave", { url: leaveUrl(opts.siteUrl, token, w.locale) }),
        `${BRAND.name} · ${BRAND.phone}`,
      ].join("\n\n"),
    });
    return { ok: true };
  });
}

export type WaitlistEntryView = { service: string; clinic: string; from: string; to: string; ended: boolean; locale: Locale };

/** What a leave link names, changing nothing; null for an unknown link. */
export async function waitlistEntryView(db: Db, token: string, locale: Locale): Promise<WaitlistEntryView | null> {
  if (!waitlistTokenSchema.safeParse(token).success) return null;
  return db.run(anon, async (tx) => {
    const [row] = await tx.query<{ service_type: string; clinic_id: string | null; earliest: string; latest: string; ended: boolean; locale: Locale }>(
      "select service_type, clinic_id, earliest::text, latest::text, ended, locale from private.waitlist_entry_view($1)",
      [hashToken(token)],
    );
    if (!row) return null;
    const clinics = await loadClinics(tx);
    return {
      service: serviceName(locale, row.service_type as never),
      clinic: clinics.find((c) => c.id === row.clinic_id)?.name ?? getT(locale, "waitlist")("eitherClinic"),
      from: formatWaitlistDay(row.earliest, locale),
      to: formatWaitlistDay(row.latest, locale),
      ended: row.ended,
      locale: row.locale,
    };
  });
}

/** The leave page's button: false for an unknown link. */
export async function leaveWaitlist(db: Db, token: string): Promise<boolean> {
  if (!waitlistTokenSchema.safeParse(token).success) return false;
  const [row] = await db.run(anon, (tx: Queryable) => tx.query<{ ok: boolean }>("select private.leave_waitlist($1) as ok", [hashToken(token)]));
  return row.ok;
}
