/**
 * What the account says about the patient's contact-lens requests, saved frame measurements and
 * the frames kept in this browser for an exam. The lens and supply words are the request form's
 * own (lib/validations/contact-lens.ts), and the measurement rules and messages the fit schema's.
 */
export const ACCOUNT_EXTRAS_COPY = {
  lensRequests: {
    heading: "Contact lens requests",
    unconfirmed: "Requests made with this address appear here once it is confirmed.",
    empty: "You have not sent a contact lens request with this address yet.",
    emptyLink: "Order contact lenses",
    date: "Sent",
    lenses: "Lenses",
    supply: "Supply",
    status: "Status",
    comments: "Comments",
    unknown: "—",
    again: "Request again",
    /** The link's name for a screen reader, which hears it out of its row. */
    againLabel: (what: string, date: string) => `Request again: ${what}, sent ${date}`,
    statuses: { new: "Received", in_progress: "In progress", resolved: "Completed" },
  },
  measurements: {
    heading: "Frame measurements",
    intro: "The numbers inside a temple arm of the glasses you wear: lens width, bridge width and temple length.",
    lens: "Lens width",
    bridge: "Bridge width",
    temple: "Temple length",
    unit: "mm",
    framesThatFit: "Frames that fit",
    edit: "Edit",
    editLabel: "Edit frame measurements",
    save: "Save measurements",
    saving: "Saving...",
    cancel: "Cancel",
    saved: "Your measurements have been saved.",
    clear: "Clear",
    clearQuestion: "Clear your saved measurements? The shop will no longer fill them in for you.",
    clearConfirm: "Yes, clear them",
    clearing: "Clearing...",
    keep: "Keep them",
    cleared: "Your measurements have been cleared.",
    clearFailed: "We could not clear your measurements. Please try again.",
    emptyBefore: "No measurements saved yet. Use ",
    emptyLink: "Match my current glasses",
    emptyAfter: " in the shop to keep them here.",
  },
  examFrames: {
    heading: "Frames to try at your exam",
    intro: "Kept in this browser only. We will have them ready when you book.",
    empty: "No frames saved for an exam. Choose up to 4 with “Try at my exam” in the shop and we will have them ready at your visit.",
    emptyLink: "Browse frames",
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name} from your exam frames`,
    removed: (name: string) => `${name} removed from your exam frames.`,
    book: "Book an exam with these frames",
  },
} as const;
