/**
 * "Offer me an earlier time" (issue 44): from the manage page, a booked patient joins the waitlist
 * for the same service and clinic, up to the day before their booking. Booking an offered time
 * then moves their booking (lib/waitlist/take.ts), and the later time goes on to the waitlist.
 */
import { BRAND } from "@/content/brand";
import { hashToken, newLinkToken } from "@/lib/booking";
import type { Locale } from "@/content/i18n/locales";
import { MAX_WAITLIST_ENTRIES, WAITLIST_JOINS_PER_10_MINUTES } from "@/content/waitlist";
import { addDays } from "@/lib/booking/zoned-time";
import { loadClinics } from "@/lib/clinics/load";
import { anon, type Db } from "@/lib/db/types";
import { getT, inputLocale } from "@/lib/i18n/messages";
import { enqueueMail } from "@/lib/mail/outbox";
import { serviceName } from "@/lib/booking/messages";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { manageTokenSchema } from "@/lib/validations/booking";
import { makeEarlierTimeSchema } from "@/lib/validations/waitlist";
import { formatWaitlistDay, leaveUrl, timesText, waitlistMessages } from "./join";


/** The booking's live "earlier time" entry behind a manage link: its latest date, or null. */
export async function earlierEntry(db: Db, token: string, bookingId: string): Promise<{ latest: string } | null> {
  if (!manageTokenSchema.safeParse(token).success) return null;
  const [row] = await db.run(anon, (tx) => tx.query<{ latest: string }>("select latest::text from private.earlier_entry($1, $2)", [hashToken(token), bookingId]));
  return row ?? null;
}

export type EarlierResult = { ok: true; latest: string } | { ok: false; error: string };

/** Joins the waitlist for an earlier time than the booking behind the manage link. */
export async function askEarlierTime(db: Db, input: unknown, ip: string, opts: { siteUrl: string; now?: Date }): Promise<EarlierResult> {
  const locale: Locale = inputLocale(input);
  const t = getT(locale, "waitlist");
  const parsed = makeEarlierTimeSchema(waitlistMessages(locale)).safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message };
  const v = parsed.data;
  const today = todayInToronto(opts.now);
  if (v.earliest < today) return { ok: false, error: t("errors.pastDate") };
  return db.run(anon, async (tx) => {
    const [limit] = await tx.query<{ ok: boolean }>("select private.hit_rate_limit($1, $2, 600) as ok", [`waitlist:${ip}`, WAITLIST_JOINS_PER_10_MINUTES]);
    if (!limit.ok) return { ok: false, error: t("errors.rateLimited") };
    const rows = await tx.query<{ id: string; starts_at: Date | string; status: string; service_type: string; location: string; first_name: string; email: string }>(
      "select id, starts_at, status, service_type, location, first_name, email from private.booking_group($1)",
      [hashToken(v.token)],
    );
    const booking = rows.find((r) => r.id === v.bookingId);
    if (!booking || booking.status === "cancelled") return { ok: false, error: getT(locale, "manage")("invalid") };
    const bookedDay = todayInToronto(new Date(booking.starts_at));
    const latest = addDays(bookedDay, -1);
    if (latest < v.earliest) return { ok: false, error: t("earlier.tooLate") };
    const { token, hash } = newLinkToken();
    const [{ id }] = await tx.query<{ id: string | null }>("select private.join_waitlist_earlier($1::jsonb, $2, $3, $4) as id", [
      JSON.stringify({ booking_id: v.bookingId, optometrist_id: v.optometrist, language: v.language, earliest: v.earliest, latest, times: v.times, locale: v.locale }),
      hashToken(v.token),
      hash,
      MAX_WAITLIST_ENTRIES,
    ]);
    if (!id) {
      const [already] = await tx.query("select 1 from private.earlier_entry($1, $2)", [hashToken(v.token), v.bookingId]);
      return { ok: false, error: already ? t("earlier.already") : t("errors.tooMany", { max: MAX_WAITLIST_ENTRIES }) };
    }
    const clinic = (await loadClinics(tx)).find((c) => c.id === booking.location);
    await enqueueMail(tx, {
      kind: "waitlist-joined",
      to: booking.email,
      subject: t("mail.subject", { brand: BRAND.name }),
      text: [
        t("mail.greeting", { name: booking.first_name }),
        t("mail.lead", {
          service: serviceName(v.locale, booking.service_type as never),
          clinic: clinic?.name ?? booking.location,
          from: formatWaitlistDay(v.earliest, v.locale),
          to: formatWaitlistDay(latest, v.locale),
          times: timesText(v.times, v.locale),
        }),
        t("earlier.intro", { clinic: clinic?.name ?? booking.location }),
        t("mail.leave", { url: leaveUrl(opts.siteUrl, token, v.locale) }),
        `${BRAND.name} · ${BRAND.phone}`,
      ].join("\n\n"),
    });
    return { ok: true, latest };
  });
}
