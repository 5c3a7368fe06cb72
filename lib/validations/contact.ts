import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

/**
 * The contact form's messages in the page's language: the form passes next-intl's translator
 * for "contact", the server the same catalogue's (lib/contact/messages). English is the spec's.
 */
export type ContactMessages = {
  errors: (key: "required" | "unusual" | "tooLong" | "email", values?: Record<string, string>) => string;
  field: (key: "fullName" | "email" | "phone" | "subject" | "message") => string;
};

export function makeContactSchema(m: ContactMessages) {
  const text = (field: Parameters<ContactMessages["field"]>[0], multiline = false) => {
    const label = m.field(field);
    return plainText(label, { multiline }, m.errors("unusual", { label }));
  };
  const required = (field: Parameters<ContactMessages["field"]>[0], max: number, multiline = false) =>
    z.string().check(...text(field, multiline), z.minLength(1, m.errors("required", { label: m.field(field) })), z.maxLength(max, m.errors("tooLong")));
  return z.object({
    fullName: required("fullName", 120),
    email: required("email", 254).check(z.email(m.errors("email"))),
    phone: z._default(z.optional(z.string().check(...text("phone"), z.maxLength(30, m.errors("tooLong")))), ""),
    subject: required("subject", 160),
    message: required("message", 5000, true),
  });
}
export type ContactInput = z.input<ReturnType<typeof makeContactSchema>>;
