import { plainText } from "@/lib/validations/text-checks";
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

const email = z.string().check(...plainText("Email"), z.minLength(1, "Email is required"), z.email("Please enter a valid email address"), z.maxLength(254));

// Passwords skip the text rule: any character may be in one, and it is only ever hashed
// (lib/auth/password.ts hashes its UTF-8 bytes; a NUL or a lone surrogate hashes like any other).
export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, "Password is required"), z.maxLength(200)),
});
export type SignInInput = z.infer<typeof signInSchema>;

const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(z.string().check(...plainText(label), z.maxLength(max))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );

// The sign-up form's rules, shared with the forms that change the same things later.
const password = z.string().check(z.minLength(6, "Password should be at least 6 characters."), z.maxLength(200));

const profileFields = {
  firstName: z.string().check(...plainText("First name"), z.minLength(1, "First name is required"), z.maxLength(80)),
  lastName: z.string().check(...plainText("Last name"), z.minLength(1, "Last name is required"), z.maxLength(80)),
  phoneNumber: optionalText("Phone number", 30),
  address: optionalText("Address", 300),
  howDidYouHear: z.pipe(
    z.optional(z.union([z.enum(HOW_DID_YOU_HEAR), z.literal("")])),
    z.transform((v: (typeof HOW_DID_YOU_HEAR)[number] | "" | undefined) => (v ? v : undefined)),
  ),
};

// Keys in the form's order: the first failing field's message is the one the action returns.
export const signUpSchema = z.object({
  firstName: profileFields.firstName,
  lastName: profileFields.lastName,
  email,
  password,
  phoneNumber: profileFields.phoneNumber,
  address: profileFields.address,
  howDidYouHear: profileFields.howDidYouHear,
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

/** The account page's "Edit profile": the sign-up form's fields without e-mail and password. */
export const profileSchema = z.object(profileFields);
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The reset link's form. The token is opaque here; the server checks it against its hash. */
export const resetPasswordSchema = z.object({
  token: z.string().check(z.maxLength(200)),
  password,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, "Current password is required"), z.maxLength(200)),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** "Delete my account" asks for the password again. */
export const deleteAccountSchema = z.object({
  password: z.string().check(z.minLength(1, "Password is required"), z.maxLength(200)),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The sign-up rules for an address, a password and a name, for the forms that ask for them elsewhere (staff invitations). */
export const SIGN_UP_RULES = { email, password, firstName: profileFields.firstName, lastName: profileFields.lastName };
