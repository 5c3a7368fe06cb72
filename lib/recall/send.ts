/**
 * Recall e-mails (issue 43): the database claims each notice once per patient, due date and stage
 * (private.claim_recall_notices, one run at a time), in the transaction that queues the e-mails, so
 * two senders never send one twice. Patients claimed together who share a household and an
 * address get one e-mail naming each of them, in the language of the eldest.
 */
import { BRAND } from "@/content/brand";
import { INTL_LOCALE, localeOr, type Locale } from "@/content/i18n/locales";
import { fullAddress } from "@/lib/clinics/format";
import { loadClinics } from "@/lib/clinics/load";
import type { Clinic } from "@/lib/clinics/types";
import { system, type Db, type Tx } from "@/lib/db/types";
import { getT } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { enqueueMail } from "@/lib/mail/outbox";
import { newRecallLink } from "./links";

export type ClaimedNotice = {
  patient_id: string;
  stage: 1 | 2 | 3;
  due: string;
  email: string;
  household_id: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  language: string;
  clinic_id: string | null;
  last_visit: string | null;
};

/** How many patients one run claims; the rest wait for the next run. */
export const RECALL_NOTICES_PER_RUN = 500;
/** A "Book my exam" link stays open this long after the last notice's day. */
const BOOK_LINK_GRACE_DAYS = 14;

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
export function formatRecallDate(date: string, locale: Locale): string {
  let f = dateFormats.get(locale);
  if (!f) dateFormats.set(locale, (f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" })));
  return f.format(new Date(`${date}T12:00:00Z`));
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);

/** Groups claimed patients into e-mails: one per household and address (a patient without a household alone). */
export function groupNotices(rows: readonly ClaimedNotice[]): ClaimedNotice[][] {
  const groups = new Map<string, ClaimedNotice[]>();
  for (const row of rows) {
    const key = `${row.household_id ?? row.patient_id}|${row.email}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  // The eldest first: their language and clinic speak for the e-mail (an unknown birth date last).
  return [...groups.values()].map((g) => g.sort((a, b) => (a.date_of_birth ?? "9999").localeCompare(b.date_of_birth ?? "9999") || a.first_name.localeCompare(b.first_name)));
}

/** Queues the recall e-mails due at `now`; returns how many e-mails (not patients) were queued. */
export async function queueRecallNotices(db: Db, opts: { siteUrl: string | null; now?: Date; limit?: number }): Promise<number> {
  const now = opts.now ?? new Date();
  return db.run(system, async (tx) => {
    const claimed = await tx.query<ClaimedNotice>("select * from private.claim_recall_notices($1, $2)", [now.toISOString(), opts.limit ?? RECALL_NOTICES_PER_RUN]);
    if (!claimed.length) return 0;
    const [rules] = await tx.query<{ notice_last: number }>("select notice_last from public.recall_rules");
    const clinics = await loadClinics(tx);
    const groups = groupNotices(claimed);
    for (const group of groups) await queueRecallEmail(tx, group, clinics, rules?.notice_last ?? 30, opts.siteUrl);
    return groups.length;
  });
}

async function queueRecallEmail(tx: Tx, group: ClaimedNotice[], clinics: readonly Clinic[], noticeLast: number, siteUrl: string | null) {
  const first = group[0];
  const locale = localeOr(first.language);
  const t = getT(locale, "recallMail");
  const clinic = clinics.find((c) => c.id === first.clinic_id) ?? clinics[0];
  const stage = Math.max(...group.map((r) => r.stage));
  const names = new Intl.ListFormat(INTL_LOCALE[locale], { type: "conjunction" }).format(group.map((r) => r.first_name));
  const earliest = group.map((r) => r.due).sort()[0];
  const base = siteUrl?.replace(/\/$/, "") ?? null;

  const people: string[] = [];
  const bookLines: string[] = [];
  for (const row of group) {
    const due = formatRecallDate(row.due, locale);
    people.push(`- ${row.last_visit ? t("personLastVisit", { name: row.first_name, due, last: formatRecallDate(row.last_visit, locale) }) : t("person", { name: row.first_name, due })}`);
    if (base) {
      const token = await newRecallLink(tx, {
        kind: "book",
        patientIds: [row.patient_id],
        email: row.email,
        language: locale,
        expiresAt: addDays(row.due, noticeLast + BOOK_LINK_GRACE_DAYS),
      });
      bookLines.push(t("book", { name: row.first_name, url: `${base}${localizedHref(locale, "/brampton/book-exam")}?recall=${token}` }));
    }
  }
  const unsubscribeToken = base
    ? await newRecallLink(tx, { kind: "unsubscribe", patientIds: group.map((r) => r.patient_id), email: first.email, language: locale, expiresAt: null })
    : null;
  const unsubscribe = unsubscribeToken ? `${base}${localizedHref(locale, `/brampton/book-exam/unsubscribe/${unsubscribeToken}`)}` : null;
  const subject = stage === 1 ? t("subjectFirst", { brand: BRAND.name, due: formatRecallDate(earliest, locale) }) : t(stage === 2 ? "subjectSecond" : "subjectLast", { brand: BRAND.name });

  await enqueueMail(tx, {
    patientId: first.patient_id,
    kind: `recall-${["first", "second", "last"][stage - 1]}`,
    to: first.email,
    subject,
    text: [
      t("greeting", { names }),
      t("lead", { count: group.length, clinic: clinic?.name ?? BRAND.name }),
      people.join("\n"),
      bookLines.length ? bookLines.join("\n") : t("bookByPhone", { phone: clinic?.phone ?? BRAND.phone }),
      t("why"),
      clinic ? [clinic.name, fullAddress(clinic), clinic.phone].join("\n") : `${BRAND.name} · ${BRAND.phone}`,
      [t("consent"), unsubscribe ? t("unsubscribe", { url: unsubscribe }) : t("unsubscribeByPhone", { phone: BRAND.phone })].join("\n"),
    ].join("\n\n"),
    // RFC 8058: a mail client's own unsubscribe button POSTs to this address; nothing else is needed.
    headers: unsubscribeToken
      ? { "List-Unsubscribe": `<${base}/api/recall/unsubscribe/${unsubscribeToken}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : undefined,
  });
}
