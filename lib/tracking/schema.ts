import { z } from "@/lib/validations/z";

/** A click on a call link, as the browser reports it. The label says where the link was. */
export const phoneCallSchema = z.object({
  phoneNumber: z.string().check(z.trim(), z.regex(/^\+?[0-9][0-9 ().-]{6,24}$/, "Invalid phone number")),
  location: z._default(z.catch(z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9][a-z0-9 _-]{0,59}$/)), "unknown"), "unknown"),
});
export type PhoneCallInput = z.input<typeof phoneCallSchema>;
