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

/** "OD-12345", "od 1234" → "OD-1234"; the register's 4 to 7 digits, with or without a prefix of up to four letters. */
export const REGISTRATION = /^([A-Z]{1,4}-?)?[0-9]{4,7}$/;
const registration = z.string().check(
  z.overwrite((v) => v.trim().toUpperCase().replace(/^([A-Z]{1,4})\s+(?=\d)/, "$1-")),
  z.regex(REGISTRATION, COPY.registrationInvalid),
);

/**
 * What staff record when they verify a prescription: the evidence CRA asks for to zero-rate the
 * pair (issue 33) and the prescriber's registration (issue 45). Each fact the line lacks is asked
 * for; one it already has (an entered prescription's date and names) is not sent. The verify form
 * and verifyPrescriptionAction both check it with this schema; the action then requires all four.
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
  registration,
});
/** The facts a line may lack; the form sends those it showed. */
export const rxEvidencePartSchema = z.partial(rxEvidenceSchema);
export type RxEvidenceField = keyof RxEvidenceInput;
export type RxEvidenceInput = z.input<typeof rxEvidenceSchema>;
