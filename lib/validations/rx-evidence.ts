import { RX_EVIDENCE_COPY as COPY } from "@/content/rx-evidence";
import { LENS_COPY } from "@/content/lens-copy";
import { RX_NAME_MAX } from "@/lib/lenses/prescription";
import { todayInToronto } from "@/lib/validations/booking-choices";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
const name = (label: string, required: string) =>
  z.string().check(...plainText(label), z.minLength(1, required), z.maxLength(RX_NAME_MAX, `${label}: use at most ${RX_NAME_MAX} characters.`));

/**
 * What staff record when they verify a prescription that was uploaded, sent later or read from
 * a Brightview exam: the evidence CRA asks for to zero-rate the pair. The verify form and
 * verifyPrescriptionAction both check it with this schema.
 */
export const rxEvidenceSchema = z.strictObject({
  issuedOn: z
    .string({ message: COPY.issuedOnRequired })
    .check(
      z.refine((v) => realDay(v), COPY.issuedOnRequired),
      z.refine((v) => !realDay(v) || v <= todayInToronto(), COPY.issuedOnFuture),
      z.refine((v) => !realDay(v) || v >= "1900-01-01", COPY.issuedOnOld),
    ),
  prescribedBy: name(LENS_COPY.prescribedBy, COPY.prescribedByRequired),
  patientName: name(LENS_COPY.patientName, COPY.patientNameRequired),
});
export type RxEvidenceInput = z.input<typeof rxEvidenceSchema>;
