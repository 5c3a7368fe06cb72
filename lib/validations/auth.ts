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

const email = z.string().check(z.trim(), z.minLength(1, "Email is required"), z.email("Please enter a valid email address"), z.maxLength(254));

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, "Password is required"), z.maxLength(200)),
});
export type SignInInput = z.infer<typeof signInSchema>;

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );

export const signUpSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, "First name is required"), z.maxLength(80)),
  lastName: z.string().check(z.trim(), z.minLength(1, "Last name is required"), z.maxLength(80)),
  email,
  password: z.string().check(z.minLength(6, "Password should be at least 6 characters."), z.maxLength(200)),
  phoneNumber: optionalText(30),
  address: optionalText(300),
  howDidYouHear: z.pipe(
    z.optional(z.union([z.enum(HOW_DID_YOU_HEAR), z.literal("")])),
    z.transform((v: (typeof HOW_DID_YOU_HEAR)[number] | "" | undefined) => (v ? v : undefined)),
  ),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
