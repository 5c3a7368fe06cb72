/**
 * Recall by text (issue 54): the first notice, with "Book my exam", to patients who agreed to recall
 * texts (CASL: express consent, recorded with its words). Once per patient and due date.
 */
import { BRAND } from "@/content/brand";
import { localeOr } from "@/content/i18n/locales";
import { addDays } from "@/lib/booking/zoned-time";
import { system, type Db } from "@/lib/db/types";
import { getT } from "@/lib/i18n/messages";
import { localizedHref } from "@/lib/i18n/paths";
import { queueText } from "@/lib/sms/outbox";
import { shortLink } from "@/lib/sms/short-link";
import { newRecallLink } from "./links";

export async function queueRecallTexts(db: Db, opts: { siteUrl: string | null; now?: Date; limit?: number }): Promise<number> {
  if (!opts.siteUrl) return 0;
  const siteUrl = opts.siteUrl;
  const now = opts.now ?? new Date();
  return db.run(system, async (tx) => {
    const due = await tx.query<{ patient_id: string; due: string; mobile: string; email: string; first_name: string; language: string }>(
      "select patient_id, due::text, mobile, email, first_name, language from private.claim_recall_texts($1, $2)",
      [now.toISOString(), opts.limit ?? 200],
    );
    for (const p of due) {
      const locale = localeOr(p.language);
      const expires = addDays(p.due, 90);
      const token = await newRecallLink(tx, { kind: "book", patientIds: [p.patient_id], email: p.email, language: locale, expiresAt: new Date(`${expires}T12:00:00Z`) });
      const url = await shortLink(tx, siteUrl, `${localizedHref(locale, "/brampton/book-exam")}?recall=${token}`, new Date(`${expires}T12:00:00Z`));
      await queueText(tx, { kind: "sms-recall", to: p.mobile, body: getT(locale, "sms")("recall", { brand: BRAND.name, url }), patientId: p.patient_id });
    }
    return due.length;
  });
}
