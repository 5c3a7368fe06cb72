import { REPLY_MAX, TEXTS_COPY } from "@/content/texts";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

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
