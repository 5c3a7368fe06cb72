// The waitlist (issue 44): the times of day an entry may ask for, and where each starts and ends.

export const WAITLIST_TIMES = ["mornings", "afternoons", "evenings", "saturdays"] as const;
export type WaitlistTime = (typeof WAITLIST_TIMES)[number];

/** At most this many live entries per e-mail address. */
export const MAX_WAITLIST_ENTRIES = 3;
/** Joins per address (the visitor's) in ten minutes: the booking form's own limit. */
export const WAITLIST_JOINS_PER_10_MINUTES = 5;
