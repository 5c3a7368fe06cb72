import { REPLY_MAX, TEXTS_COPY } from "@/content/texts";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";
import { toE164 } from "@/lib/sms/phone";

/** A number in E.164, as texts are kept. */
export const TEXT_NUMBER = /^\+[1-9][0-9]{6,14}$/;

/** The front desk's reply from a thread (one schema for the form and its action). */
export const replySchema = z.strictObject({
  number: z.string().check(z.regex(TEXT_NUMBER, TEXTS_COPY.errors.number)),
  body: z.string().check(
    ...plainText("the reply", { multiline: true }, TEXTS_COPY.errors.unusual),
    z.minLength(1, TEXTS_COPY.errors.body),
    z.maxLength(REPLY_MAX, TEXTS_COPY.errors.body),
  ),
});
export type ReplyInput = z.input<typeof replySchema>;

/**
 * "Texts" on the account and on a patient's page (one schema for the form and its actions): the
 * mobile number, and the two boxes. A box ticked needs a number that can take texts.
 */
export const textConsentSchema = z
  .strictObject({
    patientId: z.optional(z.uuid()),
    mobile: z.string().check(z.maxLength(40, TEXTS_COPY.consent.errors.mobile)),
    appointments: z.boolean(),
    recall: z.boolean(),
  })
  // A number given must be one; a box ticked needs one.
  .check(
    z.refine((v) => (v.mobile.trim() === "" ? !(v.appointments || v.recall) : toE164(v.mobile) !== null), {
      message: TEXTS_COPY.consent.errors.mobile,
      path: ["mobile"],
    }),
  );
export type TextConsentInput = z.input<typeof textConsentSchema>;
