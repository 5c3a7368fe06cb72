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
  times: { mornings: "Mornings", afternoons: "Afternoons", evenings: "Evenings", saturdays: "Saturdays" },
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
  entriesTitle: "Waiting",
  weekTitle: "The last seven days",
  figures: { freed: "Times freed", refilled: "Times refilled from the waitlist", hours: "Hours recovered" },
  figuresNote: "A freed time counts when a cancellation, a move or a schedule change frees it and someone on the waitlist wants it.",
  offersTitle: "Offers",
  offersIntro: "Each freed time and who was asked, in joining order and batches. The first to press \u201cBook this time\u201d gets it.",
  offersEmpty: "No freed times were offered in the last seven days.",
  offerColumns: ["Time", "Freed by", "Asked", "Outcome"],
  offersCaption: "Freed times offered to the waitlist",
  reasons: { cancelled: "A cancellation", moved: "A moved visit", shift: "A shift added", closure: "A closure lifted", room: "A room added", hours: "Longer hours", holiday: "A holiday opening" },
  batch: (n: number) => `batch ${n}`,
  outcome: {
    open: "Open: waiting for a press",
    taken: (name: string | null) => `Taken by ${name ?? "a patient since removed"}`,
    gone: { booked: "Gone: booked another way", closed: "Gone: closed", past: "Gone: the time passed", unmatched: "Gone: nobody left to ask" } as Record<string, string>,
  },
  tookIt: "took it",
} as const;
