import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

export const LENS_TYPES = ["daily", "biweekly", "monthly", "toric", "multifocal", "colored"] as const;
export const SUPPLIES = ["1month", "3months", "6months", "12months"] as const;

export const LENS_TYPE_LABELS: Record<(typeof LENS_TYPES)[number], string> = {
  daily: "Daily disposable",
  biweekly: "Bi-weekly",
  monthly: "Monthly",
  toric: "Toric (astigmatism)",
  multifocal: "Multifocal",
  colored: "Coloured",
};
export const SUPPLY_LABELS: Record<(typeof SUPPLIES)[number], string> = {
  "1month": "1 month",
  "3months": "3 months",
  "6months": "6 months",
  "12months": "12 months",
};

export const MISSING_TITLE = "Missing Information";
export const MISSING_DESCRIPTION = "Please fill in all required fields";

const req = (label: string, max: number) => z.string().check(...plainText(label), z.minLength(1, MISSING_DESCRIPTION), z.maxLength(max));

/** The contact-lens request form, shared by the form and its server action. */
export const contactLensSchema = z.object({
  fullName: req("Full name", 120),
  email: req("Email", 254).check(z.email("Please enter a valid email address")),
  phone: req("Phone", 30),
  lensType: z.enum(LENS_TYPES, { message: MISSING_DESCRIPTION }),
  supply: z.enum(SUPPLIES, { message: MISSING_DESCRIPTION }),
  comments: z._default(z.optional(z.string().check(...plainText("Comments", { multiline: true }), z.maxLength(2000))), ""),
});
export type ContactLensInput = z.input<typeof contactLensSchema>;
