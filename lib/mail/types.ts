/** `content` is text, or base64 when `encoding` says so (a PDF). */
export type MailAttachment = { filename: string; content: string; contentType: string; encoding?: "base64" };

export type MailMessage = {
  /** What the message is for, e.g. "booking-confirmation", "order-confirmation". */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The patient the message is about (their record's "Messages sent"); none for staff and account mail. */
  patientId?: string | null;
  /** Extra headers, written by our own code only (a recall e-mail's List-Unsubscribe). */
  headers?: Record<string, string>;
};

export type OutboxRow = {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[];
  headers?: Record<string, string> | null;
  attempts: number;
};

/** The port: how a queued message leaves the building. */
export interface MailTransport {
  send(message: OutboxRow, from: string): Promise<void>;
}
