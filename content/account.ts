import { BRAND } from "./brand";

/**
 * What the account's own pages, forms and e-mails say: getting back in (forgot and reset
 * password), confirming the address, and changing the password or the profile. The sign-up
 * form's field rules and messages stay in lib/validations/auth.ts, which these forms share.
 */
export const ACCOUNT_COPY = {
  unexpected: "An unexpected error occurred",
  forgot: {
    link: "Forgot password?",
    title: "Reset your password",
    intro: "Enter the e-mail address of your account. We will send you a link to choose a new password.",
    submit: "Send reset link",
    pending: "Sending...",
    /** The same answer whether or not the address has an account. */
    sent: (email: string) =>
      `If ${email} has an account with us, an e-mail with a link to reset your password is on its way. The link works for 30 minutes.`,
    backToSignIn: "Back to sign in",
  },
  reset: {
    title: "Choose a new password",
    intro: "Your new password signs you in here and signs out every other device.",
    label: "New password",
    submit: "Set new password",
    pending: "Saving...",
    done: "Your password has been changed.",
    invalidLink: "This link is not valid or has expired. Links work once, for 30 minutes. Please ask for a new one.",
    askAgain: "Ask for a new link",
  },
  confirm: {
    unconfirmed: (email: string) =>
      `Please confirm your e-mail address, ${email}. We sent you a link; until you open it, appointments booked under this address are not shown here.`,
    sendAgain: "Send again",
    sending: "Sending...",
    sent: (email: string) => `We sent a new link to ${email}.`,
    confirmed: "Thank you: your e-mail address is confirmed.",
    invalidLink: "This confirmation link is not valid or has expired. Sign in and use \"Send again\" for a new one.",
    checkInbox: (email: string) =>
      `Almost done: we sent a link to ${email}. Open it to confirm your address, then sign in.`,
    tooMany: "We have sent several links already. Please check your inbox (and spam folder), or try again in an hour.",
  },
  profile: {
    heading: "Profile",
    edit: "Edit profile",
    save: "Save profile",
    saving: "Saving...",
    cancel: "Cancel",
    saved: "Your profile has been updated.",
    failed: "We could not save your profile. Please try again.",
  },
  password: {
    heading: "Change password",
    current: "Current password",
    next: "New password",
    submit: "Change password",
    pending: "Changing...",
    changed: "Your password has been changed. Other devices have been signed out.",
    wrongCurrent: "Your current password is not correct.",
  },
  signInFirst: "Please sign in again.",
  data: {
    heading: "Your data",
    intro: "Download everything we keep with your account, or delete the account. Orders and appointments stay in the clinic's records but no longer point to an account.",
    download: "Download my data",
    delete: "Delete my account",
    confirmIntro: "This deletes your login and profile and signs you out everywhere. It cannot be undone. Enter your password to confirm.",
    password: "Password",
    confirm: "Delete my account permanently",
    deleting: "Deleting...",
    cancel: "Keep my account",
    deleted: "Your account has been deleted.",
    adminRefused: "Admin accounts cannot be deleted here. Ask the other admin to remove your access first.",
  },
} as const;

/** The account e-mails, in the same place as the rest of the account's words. */
export const ACCOUNT_EMAILS = {
  reset: {
    subject: `Reset your ${BRAND.name} password`,
    body: (url: string) =>
      `Hello,

Someone (we hope you) asked to reset the password of your ${BRAND.name} account. Open this link to choose a new one:

${url}

The link works once, for 30 minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.

${BRAND.name} · ${BRAND.phone}`,
  },
  confirm: {
    subject: `Confirm your e-mail address for ${BRAND.name}`,
    body: (firstName: string, url: string) =>
      `Hello${firstName ? ` ${firstName}` : ""},

Please confirm that this is your e-mail address by opening this link:

${url}

Once it is confirmed, your account also shows the appointments booked with this address. The link works for 3 days.

If you did not create an account with ${BRAND.name}, you can ignore this e-mail.

${BRAND.name} · ${BRAND.phone}`,
  },
} as const;
