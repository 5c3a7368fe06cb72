// Text messages (issue 54): the front desk's "Texts" and the record's texts, in English as the back office is.
// The words patients receive are in the catalogues ("sms"), in their language.

export const TEXTS_COPY = {
  nav: "Texts",
  title: "Texts",
  intro: "What patients text the clinic, one conversation per number. Unread ones come first. Replies go out as texts from the clinic's number.",
  listLabel: "Conversations",
  empty: "No texts from patients yet.",
  unread: "Unread",
  unknown: "Not on a record",
  choose: "Choose a conversation to read it and reply.",
  from: (who: string) => `Texts with ${who}`,
  openRecord: "Open the record",
  you: "Clinic",
  them: "Patient",
  reply: "Reply",
  replyHint: "Up to 320 characters. Sent as a text from the clinic's number.",
  send: "Send reply",
  sending: "Sending…",
  sent: "Reply queued",
  failed: "The reply could not be sent. Please try again.",
  stopped: "This number replied STOP: it gets no texts until it sends START.",
  cannotReceive: "Can't receive texts",
  status: { pending: "Waiting", sent: "Sent", failed: "Retrying", skipped: "Not sent" } as Record<string, string>,
  delivery: { queued: "Queued", sending: "Sending", sent: "Sent", delivered: "Delivered", failed: "Failed", undelivered: "Undelivered" } as Record<string, string>,
  keyword: { stop: "STOP", start: "START", help: "HELP", confirm: "Confirmed", change: "Asked to change", message: "" } as Record<string, string>,
  errors: {
    number: "This conversation was not found.",
    body: "Write a reply of up to 320 characters.",
    unusual: "Please remove unusual characters from the reply",
  },
  /** "Texts" on the account and the patient's page; the labels are the words recorded with a recall answer. */
  consent: {
    title: "Texts",
    mobile: "Mobile number",
    mobileHint: "A Canadian mobile number. Texts name the clinic; reply STOP to any of them to stop them all.",
    appointments: "Text me about my appointments",
    appointmentsHint: (number: string) => `Reminders the day before, and earlier times from the waitlist, to ${number}.`,
    appointmentsNoNumber: "Reminders the day before, and earlier times from the waitlist.",
    recall: "Text me when my next eye exam is due",
    recallHint: "A short text around each due date. You can stop it at any time.",
    /** On the patient's page the boxes keep the patient's own words: the front desk ticks what the patient said. */
    staffHint: "Tick only with the patient's own yes, in person or by phone. The answer is recorded with your name.",
    accountHint: "For you and the family members booked with your e-mail.",
    accountNone: "Texts can be turned on once you have booked an exam with us.",
    save: "Save texts",
    saving: "Saving…",
    saved: "Text settings saved",
    failed: "The change could not be saved. Please try again.",
    stopped: "This number replied STOP: no texts go to it until it texts START.",
    cannotReceive: "Can't receive texts: the number is not a mobile. Enter another to text this patient.",
    errors: { mobile: "Enter a mobile number that can receive texts" },
  },
} as const;

/** A reply's longest length: two GSM-7 segments are 306 characters; a little room for a Punjabi reply's own limit is the desk's. */
export const REPLY_MAX = 320;

/** The Owner's "Texts" section of the booking rules: the quiet hours, Brampton time. */
export const TEXT_RULES_COPY = {
  title: "Texts",
  intro: "No text is sent between these times (Brampton time). A text due then waits until they end; a waitlist offer that would then be too late goes by e-mail alone. Answers to a patient's own text go at once. The same time in both turns the quiet hours off.",
  quietFrom: "Quiet from",
  quietUntil: "Quiet until",
  save: "Save text rules",
  saved: "Text rules saved.",
} as const;
