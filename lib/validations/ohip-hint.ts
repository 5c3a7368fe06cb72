import { MAX_FAMILY_MEMBERS } from "@/content/schedule";
import { isCalendarDate } from "@/lib/validations/booking-choices";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

const name = z.string().check(z.maxLength(80), ...plainText("Name"));
const day = z.string().check(z.refine(isCalendarDate));

/** The people the booking form holds (the patient and their family), and the day the exam is wanted. */
export const ohipHintSchema = z.strictObject({
  people: z.array(z.strictObject({ firstName: name, lastName: name, dateOfBirth: day })).check(z.maxLength(1 + MAX_FAMILY_MEMBERS)),
  day,
});
export type OhipHintInput = z.input<typeof ohipHintSchema>;
