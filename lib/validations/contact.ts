import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

export { CONTACT_ERROR, CONTACT_SUCCESS } from "@/lib/validations/contact-messages";

const required = (label: string, max: number, multiline = false) =>
  z.string().check(...plainText(label, { multiline }), z.minLength(1, `${label} is required`), z.maxLength(max));

export const contactSchema = z.object({
  fullName: required("Full name", 120),
  email: required("Email", 254).check(z.email("Please enter a valid email address")),
  phone: z._default(z.optional(z.string().check(...plainText("Phone"), z.maxLength(30))), ""),
  subject: required("Subject", 160),
  message: required("Message", 5000, true),
});
export type ContactInput = z.input<typeof contactSchema>;
