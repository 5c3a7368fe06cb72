import type { ClinicName } from "@/lib/clinics/types";
import { LENS_COPY } from "@/content/lens-copy";
import { checkLensChoice, examMonthWords, needsPrescription, type LensChoice } from "@/lib/lenses/choice";
import type { Tx } from "@/lib/db/types";

// An order line's lenses: checked and priced, stored with their prescription, and what the
// confirmation says happens next. Split from place-order.ts, which runs them in its transaction.

/** A refusal the customer should read (which product is short, or lacks the colour asked for), as opposed to a crash. */
export class OrderRefused extends Error {}

/** What the lens rules read of the frame: kids' frames never get 1.50, polarized ones no light-responsive lenses. */
export type PricedProduct = { id: string; name: string; gender: string; is_polarized: boolean };

export type PricedLens = { choice: LensChoice; price: number; summary: string };

/** A line's lenses checked against every rule for this frame, priced from the lens catalogue. */
export function pricedLens(choice: LensChoice, quantity: number, p: PricedProduct, today: string): PricedLens {
  if (needsPrescription(choice) && quantity !== 1) throw new OrderRefused(`${p.name}: ${LENS_COPY.quantityOne}`);
  const check = checkLensChoice(choice, { name: p.name, kids: p.gender === "kids", polarized: p.is_polarized }, today);
  if (!check.ok) throw new OrderRefused(check.error);
  return { choice, price: check.price, summary: check.summary };
}

/**
 * Stores a line's lenses and prescription in order_lens. An upload is claimed by this order
 * only while it is unclaimed and younger than a day (older ones are being removed).
 */
export async function storeLens(tx: Tx, orderId: string, itemId: string, lens: PricedLens) {
  const { choice } = lens;
  const rx = choice.type === "reading" ? null : choice.prescription;
  let uploadId: string | null = null;
  if (rx?.source === "upload") {
    const [claimed] = await tx.query<{ id: string }>(
      `update public.prescription_uploads set order_id = $2
       where id = $1 and order_id is null and created_at > now() - interval '24 hours' returning id`,
      [rx.uploadId, orderId],
    );
    if (!claimed) throw new OrderRefused(LENS_COPY.uploadGone);
    uploadId = claimed.id;
  }
  // Only what staff read: the grid (without its source tag) or the exam's details.
  const stored = rx?.source === "entered" ? { right: rx.right, left: rx.left, pd: rx.pd, date: rx.date }
    : rx?.source === "exam" ? { clinic: rx.clinic, examMonth: rx.examMonth, name: rx.name, birthDate: rx.birthDate }
    : null;
  // The evidence for zero-rating, from an entered prescription; staff record it for the other ways.
  const evidence = rx?.source === "entered" ? [rx.date, rx.prescribedBy ?? null, rx.patientName ?? null] : [null, null, null];
  await tx.query(
    `insert into public.order_lens (order_item_id, order_id, lens_type, material, coatings, reading_power, lens_price,
       summary, prescription_source, prescription, upload_id, rx_issued_on, rx_prescribed_by, rx_patient_name)
     values ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14)`,
    [
      itemId, orderId, choice.type, choice.material, choice.coatings,
      choice.type === "reading" ? choice.readingPower : null, lens.price, lens.summary,
      rx?.source ?? null, stored ? JSON.stringify(stored) : null, uploadId, ...evidence,
    ],
  );
}

/** The confirmation's "what happens next" for prescriptions sent later or read from the clinic's file. */
export function nextSteps(choices: (LensChoice | undefined)[], orderNumber: string, clinics: readonly ClinicName[]): string[] {
  const steps = new Set<string>();
  for (const c of choices) {
    if (!needsPrescription(c)) continue;
    const rx = c.prescription;
    if (rx.source === "later") steps.add(LENS_COPY.mail.later(orderNumber));
    if (rx.source === "exam") {
      steps.add(LENS_COPY.mail.exam(clinics.find((c) => c.id === rx.clinic)!.shortName, examMonthWords(rx.examMonth)));
    }
  }
  return [...steps];
}

