/**
 * The offer link's page and its one button (issue 44). Opening the page changes nothing (mail
 * scanners follow links); "Book this time" books through the booking form's locked path
 * (bookVisit), or moves the booking of an "earlier time" entry through the manage page's
 * (moveInTx), in one transaction that first locks the offer's row: however many press at once,
 * one gets the time and the others are told it has just been taken.
 */
import { BRAND } from "@/content/brand";
import { getT, inputLocale } from "@/lib/i18n/messages";
import { localeOr, type Locale } from "@/content/i18n/locales";
import { CLINIC_TIME_ZONE, type ServiceType } from "@/content/schedule";
import { bookVisit, hashToken, loadCalendar, SlotTaken } from "@/lib/booking";
import { formatAppointment } from "@/lib/booking/format";
import { moveInTx, Taken } from "@/lib/booking/manage";
import { serviceName } from "@/lib/booking/messages";
import { mintManageLink } from "@/lib/booking/reminders";
import { zonedDate } from "@/lib/booking/zoned-time";
import { anon, system, type Db, type Queryable } from "@/lib/db/types";
import { slotValue, type Booking } from "@/lib/validations/booking";
import { bookOfferSchema, waitlistTokenSchema } from "@/lib/validations/waitlist";
import { freeFinder } from "./live";


type AskRow = {
  offer_id: string;
  entry_id: string;
  clinic_id: string;
  service_type: ServiceType;
  starts_at: Date | string;
  ends_at: Date | string;
  status: "open" | "taken" | "gone";
  taken_entry_id: string | null;
  optometrist_id: string | null;
  entry_ended: boolean;
  booking_id: string | null;
  group_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  sms_to: string | null;
  date_of_birth: string | null;
  locale: string;
};

/** The entry's asks behind a token: the token's own first, then its other open offers, earliest first. */
async function asksOf(q: Queryable, token: string, lock = false): Promise<AskRow[]> {
  return q.query<AskRow>(
    `select a2.offer_id, a2.entry_id, o.clinic_id, o.service_type, o.starts_at, o.ends_at, o.status, o.taken_entry_id, a2.optometrist_id,
            e.ended_at is not null as entry_ended, e.booking_id, b.group_id, e.first_name, e.last_name, e.email, e.phone, e.sms_to,
            e.date_of_birth::text, e.locale
     from public.waitlist_asks a
     join public.waitlist_entries e on e.id = a.entry_id
     join public.waitlist_asks a2 on a2.entry_id = e.id
     join public.waitlist_offers o on o.id = a2.offer_id
     left join public.bookings b on b.id = e.booking_id
     where a.token_hash = $1 and (a2.offer_id = a.offer_id or o.status = 'open')
     order by a2.offer_id = a.offer_id desc, o.starts_at, o.id
     ${lock ? "for update of o" : ""}`,
    [hashToken(token)],
  );
}

export type OfferTime = { offerId: string; when: string; service: string; clinic: string; optometrist: string | null };
export type OfferState = "open" | "booked" | "taken" | "gone" | "ended";
export type OfferView = { state: "invalid" } | { state: OfferState; locale: Locale; time: OfferTime; others: OfferTime[]; earlier: boolean };

/** What an offer link shows, changing nothing; each open time is checked against the calendar now. */
export async function offerView(db: Db, token: string, locale: Locale, now = new Date()): Promise<OfferView> {
  if (!waitlistTokenSchema.safeParse(token).success) return { state: "invalid" };
  return db.run(system, async (tx) => {
    const rows = await asksOf(tx, token);
    if (!rows.length) return { state: "invalid" as const };
    const calendar = await loadCalendar(tx, now);
    const free = freeFinder(calendar, now);
    const isFree = (r: AskRow) => new Date(r.starts_at).getTime() > now.getTime() && free.at(r.clinic_id, r.service_type, new Date(r.starts_at)).optometrists.length > 0;
    const describe = (r: AskRow): OfferTime => ({
      offerId: r.offer_id,
      when: formatAppointment(new Date(r.starts_at), new Date(r.ends_at), locale),
      service: serviceName(locale, r.service_type),
      clinic: calendar.data.clinics.find((c) => c.id === r.clinic_id)?.name ?? r.clinic_id,
      optometrist: calendar.data.staff.find((s) => s.id === r.optometrist_id)?.title ?? null,
    });
    const [own, ...rest] = rows;
    const state: OfferState =
      own.status === "taken" ? (own.taken_entry_id === own.entry_id ? "booked" : "taken") : own.entry_ended ? "ended" : own.status === "gone" || !isFree(own) ? "gone" : "open";
    const others = state === "booked" || own.entry_ended ? [] : rest.filter(isFree).map(describe);
    return { state, locale: localeOr(own.locale), time: describe(own), others, earlier: own.booking_id !== null };
  });
}

export type BookOfferFailure = "invalid" | "taken" | "gone" | "ended" | "failed";
export type BookOfferResult = { ok: true; state: "booked" | "moved"; when: string } | { ok: false; state: BookOfferFailure; error: string; view?: OfferView };

const FAILURE_KEYS = { invalid: "invalid", taken: "taken", gone: "gone", ended: "ended", failed: "error" } as const;
/** A refusal with its words in the page's language. */
export function offerRefusal(locale: Locale, state: BookOfferFailure, view?: OfferView): Extract<BookOfferResult, { ok: false }> {
  return { ok: false, state, error: getT(locale, "waitlist")(`offer.${FAILURE_KEYS[state]}`, { phone: BRAND.phone }), ...(view ? { view } : {}) };
}

/**
 * "Book this time": locks the offer, books (or moves the "earlier time" booking) through the
 * booking path, marks the offer taken and the entry ended. A time gone meanwhile closes the offer.
 */
export async function bookOffer(db: Db, input: unknown, opts: { siteUrl: string; clinicInbox: string; now?: Date }): Promise<BookOfferResult> {
  const parsed = bookOfferSchema.safeParse(input);
  if (!parsed.success) return offerRefusal(inputLocale(input), "invalid");
  const { token, offerId, locale } = parsed.data;
  const now = opts.now ?? new Date();
  let tried: AskRow | undefined;
  try {
    const result = await db.run(anon, async (tx): Promise<BookOfferResult> => {
      const rows = await tx.asSystem((q) => asksOf(q, token, true));
      const row = offerId ? rows.find((r) => r.offer_id === offerId) : rows[0];
      if (!row) return offerRefusal(locale, "invalid");
      tried = row;
      if (row.entry_ended) return offerRefusal(locale, "ended");
      if (row.status !== "open" || new Date(row.starts_at).getTime() <= now.getTime()) return offerRefusal(locale, row.status === "taken" ? "taken" : "gone");
      const start = new Date(row.starts_at);
      let when: string;
      let state: "booked" | "moved";
      if (row.booking_id && row.group_id) {
        // An earlier time: the booking moves, by a manage link minted for this move.
        const manage = await tx.asSystem((q) => mintManageLink(q, row.group_id!));
        const moved = await moveInTx(tx, manage, row.booking_id, { clinic: row.clinic_id, start }, now, localeOr(row.locale), opts);
        if (!moved.ok) return offerRefusal(locale, "gone");
        when = formatAppointment(start, new Date(row.ends_at), locale);
        state = "moved";
      } else {
        const b: Booking = {
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          phone: row.phone,
          dateOfBirth: row.date_of_birth ?? "",
          serviceType: row.service_type,
          location: row.clinic_id,
          optometrist: row.optometrist_id ?? "",
          language: "",
          preferredDate: zonedDate(start, CLINIC_TIME_ZONE),
          slot: slotValue(row.clinic_id, start),
          family: [],
          frames: [],
          notes: "",
          recallConsent: false,
          // Texts about the visit when the entry asked for them (issue 54).
          textAppointments: Boolean(row.sms_to),
          textRecall: false,
          recall: "",
          locale: localeOr(row.locale),
        };
        const visit = await bookVisit(tx, b, now, opts);
        when = formatAppointment(new Date(visit.start), new Date(visit.end), locale);
        state = "booked";
      }
      await tx.asSystem(async (q) => {
        await q.query("update public.waitlist_offers set status = 'taken', taken_entry_id = $2, closed_at = $3 where id = $1", [row.offer_id, row.entry_id, now.toISOString()]);
        await q.query("update public.waitlist_entries set ended_at = $2, end_reason = 'booked' where id = $1 and ended_at is null", [row.entry_id, now.toISOString()]);
      });
      return { ok: true, state, when };
    });
    if (result.ok || result.state === "invalid") return result;
    return { ...result, view: await offerView(db, token, locale, now) };
  } catch (err) {
    // Booked another way meanwhile, or the optometrist named to this patient is no longer free: taken
    // for them. The next sender run closes the offer if the time is gone for everyone.
    if (!(err instanceof SlotTaken || err instanceof Taken) || !tried) throw err;
    return offerRefusal(locale, "taken", await offerView(db, token, locale, now));
  }
}
