import { z } from "@/lib/validations/z";

export const HOW_DID_YOU_HEAR = ["google", "social-media", "referral", "advertisement", "walk-by", "other"] as const;

export const HOW_DID_YOU_HEAR_LABELS: Record<(typeof HOW_DID_YOU_HEAR)[number], string> = {
  google: "Google Search",
  "social-media": "Social Media",
  referral: "Friend or Family Referral",
  advertisement: "Advertisement",
  "walk-by": "Walked By",
  other: "Other",
};

const email = z.string().trim().min(1, "Email is required").email("Please enter a valid email address").max(254);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(200),
});
export type SignInInput = z.infer<typeof signInSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(80),
  lastName: z.string().trim().min(1, "Last name is required").max(80),
  email,
  password: z.string().min(6, "Password should be at least 6 characters.").max(200),
  phoneNumber: optionalText(30),
  address: optionalText(300),
  howDidYouHear: z
    .union([z.enum(HOW_DID_YOU_HEAR), z.literal("")])
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
