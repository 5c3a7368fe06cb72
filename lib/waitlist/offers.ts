/**
 * The waitlist's sender (issue 44), run each minute with the reminders: turns the windows the
 * database noted as freed (private.waitlist_freed: cancellations, moves, shifts, closures, rooms)
 * into offers of free times, closes offers whose time is gone, and asks the matching entries by the
 * rules of match.ts, one e-mail per entry per run. One run at a time (an advisory lock), in one
 * transaction with the e-mails it queues.
 */
import { BRAND } from "@/content/brand";
import type { Locale } from "@/content/i18n/locales";
import { loadCalendar, newLinkToken } from "@/lib/booking";
import { formatAppointment, formatShortDay, formatTime } from "@/lib/booking/format";
import { zonedDate } from "@/lib/booking/zoned-time";
import { CLINIC_TIME_ZONE } from "@/content/schedule";
import { serviceName } from "@/lib/booking/messages";
import { system, type Db, type Queryable, type Tx } from "@/lib/db/types";
import { getT } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { enqueueMail } from "@/lib/mail/outbox";
import { enqueueText } from "@/lib/sms/outbox";
import { shortLink } from "@/lib/sms/short-link";
import type { ScheduleData } from "@/lib/schedule/types";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { freeFinder, liveEntries, suitsEntry, type FreeFinder, type LiveEntry } from "./live";
import { askedBy } from "./match";
import { mergeWindows, type FreedWindow } from "./windows";

/** An entry is asked about at most this many open offers at once; more wait for the next run. */
export const MAX_OPEN_ASKS_PER_ENTRY = 3;
const DAY_MS = 86_400_000;

type Ask = { offer: OfferRow; token: string; optometrist: string };
type OfferRow = { id: string; clinic_id: string; service_type: string; starts_at: Date; ends_at: Date; created_at: Date; urgent: boolean; batch_size: number; hold_minutes: number };

export const offerUrl = (siteUrl: string, token: string, locale: Locale) => `${siteUrl.replace(/\/$/, "")}${localizedHref(locale, `/brampton/book-exam/waitlist/offer/${token}`)}`;

/** Queues the offers due at `now`; returns how many e-mails were queued. */
export async function queueWaitlistOffers(db: Db, opts: { siteUrl: string | null; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  if (!opts.siteUrl) return 0;
  const siteUrl = opts.siteUrl;
  return db.run(system, async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtextextended('waitlist-offers', 0))");
    const windows = await tx.query<{ id: string; clinic_id: string | null; from_at: Date | string; to_at: Date | string; reason: string }>(
      "select id, clinic_id, from_at, to_at, reason from private.waitlist_freed where done_at is null order by id limit 200",
    );
    const [{ openOffers }] = await tx.query<{ openOffers: number }>('select count(*)::int as "openOffers" from public.waitlist_offers where status = \'open\'');
    if (!windows.length && !openOffers) return 0;
    const entries = await liveEntries(tx, todayInToronto(now));
    const calendar = await loadCalendar(tx, now);
    const free = freeFinder(calendar, now);
    const batch = { size: calendar.data.rules.waitlist.batchSize, holdMinutes: calendar.data.rules.waitlist.holdMinutes };

    // How many more open offers each entry may be asked about: an offer is made only for a time
    // some entry can be asked about now, so a new shift's weeks of times make a few offers, not hundreds.
    const open = await tx.query<{ entry_id: string; n: number }>(
      "select a.entry_id, count(*)::int as n from public.waitlist_asks a join public.waitlist_offers o on o.id = a.offer_id where o.status = 'open' group by a.entry_id",
    );
    const holding = new Map(open.map((o) => [o.entry_id, o.n]));
    const room = new Map(entries.map((e) => [e.id, MAX_OPEN_ASKS_PER_ENTRY - (holding.get(e.id) ?? 0)]));
    const merged = mergeWindows(windows.map((w) => ({ clinic: w.clinic_id, from: new Date(w.from_at), to: new Date(w.to_at), reason: w.reason })));
    if (entries.length) for (const w of merged) await offersFromWindow(tx, w, entries, room, calendar.data, free, now, batch);
    if (windows.length) await tx.query("update private.waitlist_freed set done_at = $2 where id = any($1::bigint[])", [windows.map((w) => w.id), now.toISOString()]);

    const asks = await askDue(tx, entries, free, now);
    let sent = 0;
    for (const [entryId, offers] of asks) {
      const entry = entries.find((e) => e.id === entryId)!;
      await queueOfferEmail(tx, entry, offers, calendar.data, siteUrl);
      // The same batch by text (issue 54), when the entry asked for texts: the earliest time offered.
      if (entry.smsTo) await queueOfferText(tx, entry, offers[0], calendar.data, siteUrl);
      sent++;
    }
    return sent;
  });
}

async function offersFromWindow(
  tx: Tx,
  w: FreedWindow,
  entries: readonly LiveEntry[],
  room: Map<string, number>,
  data: ScheduleData,
  free: FreeFinder,
  now: Date,
  batch: { size: number; holdMinutes: number },
) {
  const from = new Date(Math.max(w.from.getTime(), now.getTime()));
  const clinics = w.clinic ? [w.clinic] : data.clinics.map((c) => c.id);
  for (const clinic of clinics) {
    const services = [...new Set(entries.filter((e) => e.clinic === null || e.clinic === clinic).map((e) => e.serviceType))];
    for (const service of services) {
      // Earliest first, and no two offers of one window overlapping: one freed visit is one offer.
      let busyUntil = 0;
      for (const time of free.between(clinic, service, from, w.to)) {
        if (time.start.getTime() < busyUntil) continue;
        const urgent = time.start.getTime() - now.getTime() < DAY_MS;
        // The first batch it would ask (everyone, for an urgent time), in joining order.
        const takers: LiveEntry[] = [];
        for (const e of entries) {
          if (!urgent && takers.length >= batch.size) break;
          if ((room.get(e.id) ?? 0) > 0 && suitsEntry(e, time)) takers.push(e);
        }
        if (!takers.length) continue;
        const [row] = await tx.query<{ id: string }>(
          `insert into public.waitlist_offers (clinic_id, service_type, starts_at, ends_at, optometrist_ids, reason, urgent, batch_size, hold_minutes, created_at)
           values ($1, $2, $3, $4, $5::uuid[], $6, $7, $8, $9, $10)
           on conflict (clinic_id, service_type, starts_at) where status = 'open' do nothing returning id`,
          [clinic, service, time.start.toISOString(), time.end.toISOString(), time.optometrists.map((o) => o.id), w.reason, urgent, batch.size, batch.holdMinutes, now.toISOString()],
        );
        if (!row) continue;
        busyUntil = time.end.getTime();
        for (const e of takers) room.set(e.id, (room.get(e.id) ?? 0) - 1);
      }
    }
  }
}

/** Closes offers whose time is gone and records who is to be asked now; returns the new asks by entry. */
async function askDue(tx: Tx, entries: readonly LiveEntry[], free: FreeFinder, now: Date): Promise<Map<string, Ask[]>> {
  const offers = await tx.query<OfferRow>(
    "select id, clinic_id, service_type, starts_at, ends_at, created_at, urgent, batch_size, hold_minutes from public.waitlist_offers where status = 'open' order by starts_at, id",
  );
  const asked = await tx.query<{ offer_id: string; entry_id: string }>(
    "select a.offer_id, a.entry_id from public.waitlist_asks a join public.waitlist_offers o on o.id = a.offer_id where o.status = 'open'",
  );
  const askedBefore = new Set(asked.map((a) => `${a.offer_id}|${a.entry_id}`));
  const openAsks = new Map<string, number>();
  for (const a of asked) openAsks.set(a.entry_id, (openAsks.get(a.entry_id) ?? 0) + 1);
  const byEntry = new Map<string, Ask[]>();

  for (const offer of offers) {
    const start = new Date(offer.starts_at);
    if (start.getTime() <= now.getTime()) {
      await close(tx, offer.id, "past", now);
      continue;
    }
    const time = free.at(offer.clinic_id, offer.service_type, start);
    if (!time.optometrists.length) {
      const [{ booked }] = await tx.query<{ booked: boolean }>(
        "select exists (select 1 from public.bookings where location = $1 and status <> 'cancelled' and starts_at < $3 and ends_at > $2) as booked",
        [offer.clinic_id, start.toISOString(), new Date(offer.ends_at).toISOString()],
      );
      await close(tx, offer.id, booked ? "booked" : "closed", now);
      continue;
    }
    const suiting = entries.filter((e) => suitsEntry(e, time));
    if (!suiting.length) {
      await close(tx, offer.id, "unmatched", now);
      continue;
    }
    // Someone already holding the most open offers makes room in the batch for the next in line.
    const askable = suiting.filter((e) => askedBefore.has(`${offer.id}|${e.id}`) || (openAsks.get(e.id) ?? 0) < MAX_OPEN_ASKS_PER_ENTRY);
    // Urgent offers were found under 24 hours ahead: everyone at once, as askedBy does from then on.
    const due = offer.urgent ? askable : askedBy(askable, time, now, new Date(offer.created_at), { size: offer.batch_size, holdMinutes: offer.hold_minutes });
    for (const [i, entry] of due.entries()) {
      if (askedBefore.has(`${offer.id}|${entry.id}`) || (openAsks.get(entry.id) ?? 0) >= MAX_OPEN_ASKS_PER_ENTRY) continue;
      const { token, hash } = newLinkToken();
      const optometrist = time.optometrists.find((o) => (entry.optometrist === null || o.id === entry.optometrist) && (entry.language === null || o.languages.includes(entry.language)))!.id;
      await tx.query("insert into public.waitlist_asks (offer_id, entry_id, batch, optometrist_id, asked_at, token_hash) values ($1, $2, $3, $4, $5, $6)", [
        offer.id,
        entry.id,
        Math.floor(i / offer.batch_size) + 1,
        optometrist,
        now.toISOString(),
        hash,
      ]);
      openAsks.set(entry.id, (openAsks.get(entry.id) ?? 0) + 1);
      byEntry.set(entry.id, [...(byEntry.get(entry.id) ?? []), { offer, token, optometrist }]);
    }
  }
  return byEntry;
}

const close = (tx: Queryable, id: string, reason: "past" | "booked" | "closed" | "unmatched", now: Date) =>
  tx.query("update public.waitlist_offers set status = 'gone', gone_reason = $2, closed_at = $3 where id = $1 and status = 'open'", [id, reason, now.toISOString()]);

/**
 * "An earlier time is free: {day} {time} at {clinic}. See it: {link}", the link a short one to the
 * offer's page. Worth nothing once the time is within the booking lead, so it is dropped rather
 * than sent after the quiet hours (the e-mail went anyway).
 */
async function queueOfferText(tx: Tx, entry: LiveEntry, ask: Ask, data: ScheduleData, siteUrl: string) {
  const start = new Date(ask.offer.starts_at);
  const clinic = data.clinics.find((c) => c.id === ask.offer.clinic_id);
  const expiresAt = new Date(start.getTime() - data.rules.leadMinutes * 60_000);
  const link = await tx.asSystem((q) => shortLink(q, siteUrl, new URL(offerUrl(siteUrl, ask.token, entry.locale)).pathname, start));
  await enqueueText(tx, {
    kind: "sms-offer",
    to: entry.smsTo!,
    body: getT(entry.locale, "sms")("offer", {
      brand: BRAND.name,
      day: formatShortDay(zonedDate(start, CLINIC_TIME_ZONE), entry.locale),
      time: formatTime(start, entry.locale),
      clinic: clinic?.shortName ?? ask.offer.clinic_id,
      link,
    }),
    patientId: entry.patientId,
    expiresAt,
  });
}

async function queueOfferEmail(tx: Tx, entry: LiveEntry, offers: Ask[], data: ScheduleData, siteUrl: string) {
  const t = getT(entry.locale, "waitlist");
  const lines = offers.map(({ offer, token, optometrist }) => {
    const clinic = data.clinics.find((c) => c.id === offer.clinic_id);
    return t("offerMail.time", {
      when: formatAppointment(new Date(offer.starts_at), new Date(offer.ends_at), entry.locale),
      clinic: clinic?.name ?? offer.clinic_id,
      optometrist: data.staff.find((s) => s.id === optometrist)?.title ?? "",
      service: serviceName(entry.locale, offer.service_type as never),
      url: offerUrl(siteUrl, token, entry.locale),
    });
  });
  await enqueueMail(tx, {
    patientId: entry.patientId,
    kind: "waitlist-offer",
    to: entry.email,
    subject: t("offerMail.subject", { brand: BRAND.name }),
    text: [t("mail.greeting", { name: entry.firstName }), t("offerMail.lead", { count: offers.length }), ...lines, t("offerMail.first"), `${BRAND.name} · ${BRAND.phone}`].join("\n\n"),
  });
}
