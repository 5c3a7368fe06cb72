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
} as const;

/** A reply's longest length: two GSM-7 segments are 306 characters; a little room for a Punjabi reply's own limit is the desk's. */
export const REPLY_MAX = 320;
