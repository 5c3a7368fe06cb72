/**
 * What Twilio tells the site (issue 54): a text a patient sent, and the delivery state of one we
 * sent. The route has checked Twilio's signature; this decides what the text means. One MessageSid
 * acts once. STOP (and STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) stops every text to the number at
 * once; START starts them again; HELP answers with the clinic's number; C or YES confirms the visit a
 * day-before reminder asked about; R answers with the visit's manage link (a page, never an
 * action). Anything else is for the front desk's "Texts". Every answer is a text through the outbox.
 */
import { BRAND } from "@/content/brand";
import { localeOr, type Locale } from "@/content/i18n/locales";
import { manageUrl } from "@/lib/booking";
import { formatDay, formatTime } from "@/lib/booking/format";
import { mintManageLink } from "@/lib/booking/reminders";
import { system, type Db, type Queryable } from "@/lib/db/types";
import { getT } from "@/lib/i18n/messages";
import { queueText } from "./outbox";
import { toE164 } from "./phone";
import { shortLink } from "./short-link";

export const STOP_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"] as const;
const START_WORDS = ["START", "UNSTOP"];
const HELP_WORDS = ["HELP", "INFO"];
const CONFIRM_WORDS = ["C", "YES"];
const CHANGE_WORDS = ["R"];

export type InboundAction = "stop" | "start" | "help" | "confirm" | "change" | "message";

/** What a text means: a keyword alone (any case, spaces and a final full stop or "!" ignored), else a message. */
export function inboundAction(body: string): InboundAction {
  const word = body.trim().replace(/[.!]+$/, "").toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return "stop";
  if (START_WORDS.includes(word)) return "start";
  if (HELP_WORDS.includes(word)) return "help";
  if (CONFIRM_WORDS.includes(word)) return "confirm";
  if (CHANGE_WORDS.includes(word)) return "change";
  return "message";
}

/** Text as PostgreSQL can keep it: no NUL, no lone surrogate, at most 1,600 characters. */
export function storableText(value: string, max = 1600): string {
  // Replaced again after the cut: slicing may split a surrogate pair.
  return value.replace(/\u0000/g, "").replace(/\p{Cs}/gu, "\uFFFD").slice(0, max).replace(/\p{Cs}/gu, "\uFFFD");
}

const SID = /^[A-Za-z0-9]{10,64}$/;

export type InboundParams = Record<string, string>;
export type InboundResult = { ok: true; action: InboundAction | "duplicate" } | { ok: false; reason: "invalid" };

type Visit = { id: string; patient_id: string | null; starts_at: Date | string; language: string; group_id: string; location: string; confirmed_by_text_at: Date | string | null };

/** The visit a day-before reminder to `number` asked about, still ahead and not cancelled. */
async function remindedVisit(q: Queryable, number: string, now: Date): Promise<Visit | null> {
  const [v] = await q.query<Visit>(
    `select b.id, b.patient_id, b.starts_at, b.language, b.group_id, b.location, b.confirmed_by_text_at
     from private.mail_outbox m join public.bookings b on b.id = m.booking_id
     where m.channel = 'sms' and m.kind = 'sms-reminder' and m.to_address = $1 and m.status = 'sent'
       and b.status <> 'cancelled' and b.starts_at > $2
     order by m.sent_at desc limit 1`,
    [number, now.toISOString()],
  );
  return v ?? null;
}

export async function handleInbound(db: Db, params: InboundParams, opts: { siteUrl: string; now?: Date }): Promise<InboundResult> {
  const sid = params.MessageSid ?? params.SmsMessageSid ?? "";
  if (!SID.test(sid) || typeof params.From !== "string") return { ok: false, reason: "invalid" };
  const from = toE164(params.From) ?? storableText(params.From, 40).trim();
  // Twilio always names the sender; a blank one is not Twilio's.
  if (!from) return { ok: false, reason: "invalid" };
  const body = storableText(params.Body ?? "");
  const action = inboundAction(body);
  const now = opts.now ?? new Date();
  return db.run(system, async (tx) => {
    const [patient] = await tx.query<{ id: string; language: string }>(
      `select id, language from public.patients
       where merged_into is null and (mobile = $1 or (phone_key is not null and phone_key = private.phone_key($1)))
       order by (mobile = $1) desc, updated_at desc limit 1`,
      [from],
    );
    const [row] = await tx.query<{ id: string }>(
      `insert into private.sms_inbound (message_sid, from_number, body, patient_id, action, received_at, read_at)
       values ($1, $2, $3, $4, $5, $6, case when $5 = 'message' then null else $6::timestamptz end)
       on conflict (message_sid) do nothing returning id`,
      [sid, from, body, patient?.id ?? null, action, now.toISOString()],
    );
    if (!row) return { ok: true as const, action: "duplicate" as const };
    // Keywords and answers only reach a number we can text.
    if (!/^\+[1-9][0-9]{6,14}$/.test(from)) return { ok: true as const, action };
    let locale: Locale = localeOr(patient?.language ?? "en");
    const say = (key: string, values: Record<string, string | number> = {}) => (getT(locale, "sms") as unknown as (k: string, v: Record<string, string | number>) => string)(key, { brand: BRAND.name, ...values });
    const answer = (kind: string, text: string, bookingId: string | null = null) => queueText(tx, { kind, to: from, body: text, patientId: patient?.id ?? null, bookingId });

    if (action === "stop") {
      const [already] = await tx.query("select 1 from private.sms_numbers where number = $1 and stopped_at is not null", [from]);
      await tx.query(
        `insert into private.sms_numbers (number, stopped_at) values ($1, $2)
         on conflict (number) do update set stopped_at = coalesce(private.sms_numbers.stopped_at, $2), updated_at = now()`,
        [from, now.toISOString()],
      );
      // What was queued for the number stops too; the answer goes once, not to each STOP after it.
      await tx.query("update private.mail_outbox set status = 'skipped', last_error = 'The number replied STOP' where channel = 'sms' and to_address = $1 and status in ('pending', 'failed')", [from]);
      if (!already) await answer("sms-stopped", say("stopped"));
    } else if (action === "start") {
      await tx.query("insert into private.sms_numbers (number) values ($1) on conflict (number) do update set stopped_at = null, updated_at = now()", [from]);
      await answer("sms-started", say("started"));
    } else if (action === "help") {
      await answer("sms-help", say("help", { phone: BRAND.phone }));
    } else if (action === "confirm" || action === "change") {
      const visit = await remindedVisit(tx, from, now);
      if (!visit) {
        await answer("sms-no-visit", say("noVisit", { phone: BRAND.phone }));
      } else {
        locale = localeOr(visit.language);
        const start = new Date(visit.starts_at);
        if (action === "confirm") {
          await tx.query("update public.bookings set confirmed_by_text_at = coalesce(confirmed_by_text_at, $2) where group_id = $1 and status <> 'cancelled'", [visit.group_id, now.toISOString()]);
          await answer("sms-confirmed", say("confirmed", { day: formatDay(start, locale), time: formatTime(start, locale) }), visit.id);
        } else {
          const token = await mintManageLink(tx, visit.group_id);
          const target = new URL(manageUrl(opts.siteUrl, token, locale)).pathname;
          const url = await shortLink(tx, opts.siteUrl, target, new Date(start.getTime() + 86_400_000));
          await answer("sms-change", say("change", { url }), visit.id);
        }
      }
    }
    return { ok: true as const, action };
  });
}

const DELIVERY = ["queued", "sending", "sent", "delivered", "failed", "undelivered", "accepted", "scheduled", "canceled", "read"];

/** Twilio's delivery state for one of our texts; nothing for an unknown message or state. */
export async function handleStatus(db: Db, params: InboundParams): Promise<boolean> {
  const sid = params.MessageSid ?? params.SmsSid ?? "";
  const state = (params.MessageStatus ?? params.SmsStatus ?? "").toLowerCase();
  if (!SID.test(sid) || !DELIVERY.includes(state)) return false;
  const rows = await db.run(system, (tx) =>
    tx.query("update private.mail_outbox set delivery_status = $2 where provider_sid = $1 and channel = 'sms' and delivery_status is distinct from 'delivered' returning id", [sid, state]),
  );
  return rows.length > 0;
}

