import { z } from "@/lib/validations/z";

/** A click on a call link, as the browser reports it. The label says where the link was. */
export const phoneCallSchema = z.object({
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ().-]{6,24}$/, "Invalid phone number"),
  location: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9 _-]{0,59}$/)
    .catch("unknown")
    .default("unknown"),
});
export type PhoneCallInput = z.input<typeof phoneCallSchema>;
