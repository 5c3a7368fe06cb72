// The waitlist (issue 44): the times of day an entry may ask for, and where each starts and ends.

export const WAITLIST_TIMES = ["mornings", "afternoons", "evenings", "saturdays"] as const;
export type WaitlistTime = (typeof WAITLIST_TIMES)[number];

/** At most this many live entries per e-mail address. */
export const MAX_WAITLIST_ENTRIES = 3;
/** Joins per address (the visitor's) in ten minutes: the booking form's own limit. */
export const WAITLIST_JOINS_PER_10_MINUTES = 5;

/** The clinic's view (/brampton/admin/waitlist), English as the back office is. */
export const WAITLIST_ADMIN_COPY = {
  title: "Waitlist",
  intro: "Patients waiting for a freed time, by clinic, in the order they joined. Freed times are offered to them by e-mail.",
  eitherClinic: "Either clinic",
  caption: (clinic: string) => `Waitlist: ${clinic}`,
  columns: ["Patient", "Wants", "Dates", "Times of day", "Since", ""],
  anyOptometrist: "any optometrist",
  anyLanguage: "any language",
  anyTime: "Any time",
  count: (n: number) => `${n} waiting`,
  empty: "Nobody is on the waitlist.",
  remove: "Remove",
  removeFor: (name: string) => `Remove ${name} from the waitlist`,
  reason: "Reason",
  reasonHint: "Kept with the entry, for example \u201cBooked by phone\u201d or \u201cAsked to be removed\u201d.",
  reasonError: "Give a reason of up to 300 characters",
  confirm: "Remove from the waitlist",
  removing: "Removing…",
  cancel: "Cancel",
  removed: "Removed from the waitlist",
  failed: "The entry could not be removed. Please try again.",
  gone: "This entry has already ended.",
} as const;
