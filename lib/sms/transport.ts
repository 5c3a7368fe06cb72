import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import twilio from "twilio";

/** A queued text, as the outbox hands it over. `to_address` is E.164. */
export type SmsRow = { id: string; kind: string; to_address: string; text_body: string };

/** The port: how a queued text leaves the building. `sid` is Twilio's message SID, null when written to a file. */
export interface SmsTransport {
  send(row: SmsRow, opts: { statusCallback: string | null }): Promise<{ sid: string | null }>;
}

/** Twilio's error 21614: the number cannot receive texts (a landline). Retrying never helps. */
export const TWILIO_NOT_MOBILE = 21614;

/** The number cannot receive texts: mark it on the record and do not try again. */
export class SmsNotMobile extends Error {
  constructor(message = "The number can't receive texts (Twilio error 21614)") {
    super(message);
    this.name = "SmsNotMobile";
  }
}

/** Only `request` is used; tests pass a RequestClient subclass that points at a local server. */
export type TwilioHttpClient = Pick<twilio.RequestClient, "request">;

export type TwilioTransportOptions = {
  accountSid: string;
  authToken: string;
  /** A sending number (E.164) or a Messaging Service SID ("MG…"). */
  from: string;
  httpClient?: TwilioHttpClient;
};

type TwilioApiError = { status?: unknown; code?: unknown; message?: unknown };

/**
 * Turns what the twilio package throws into what the outbox understands: SmsNotMobile for 21614;
 * otherwise a plain Error naming Twilio's status and code, so the row is retried later. Twilio's
 * RestException (and the RFC 9457 TwilioServiceException) carry `status` and `code`; a network
 * failure is an axios error, whose config holds the Authorization header, so only its message is
 * kept, never the error itself.
 */
function twilioError(err: unknown): Error {
  const e = (err ?? {}) as TwilioApiError;
  const status = typeof e.status === "number" ? e.status : null;
  const code = typeof e.code === "number" ? e.code : null;
  const message = typeof e.message === "string" ? e.message : String(err);
  if (code === TWILIO_NOT_MOBILE) return new SmsNotMobile(`Twilio ${status ?? 400} error ${code}: ${message}`);
  if (status !== null) return new Error(`Twilio answered HTTP ${status}${code !== null ? ` error ${code}` : ""}: ${message}`);
  return new Error(`Twilio request failed: ${message}`);
}

/** Hosted: Twilio's Messaging API through the twilio package. */
export function twilioTransport({ accountSid, authToken, from, httpClient }: TwilioTransportOptions): SmsTransport {
  // The package accepts its own RequestClient; anything with the same request() works, as it calls nothing else.
  const client = twilio(accountSid, authToken, httpClient ? { httpClient: httpClient as twilio.RequestClient } : undefined);
  // A Messaging Service picks the sender itself (and can hold several numbers); a number is sent from.
  const sender = from.startsWith("MG") ? { messagingServiceSid: from } : { from };
  return {
    async send(row, opts) {
      try {
        const message = await client.messages.create({
          to: row.to_address,
          body: row.text_body,
          ...sender,
          ...(opts.statusCallback ? { statusCallback: opts.statusCallback } : {}),
        });
        return { sid: message.sid ?? null };
      } catch (err) {
        throw twilioError(err);
      }
    },
  };
}

/**
 * Embedded, development and tests: each text becomes a folder in the outbox folder beside the
 * e-mails, named with "sms" so one tells them apart. Like the mail fileTransport, the folder is
 * written beside the outbox and renamed into it whole, so a reader never finds one half written.
 */
export function fileSmsTransport(dir: string): SmsTransport {
  return {
    async send(row) {
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-sms-${row.kind}-${row.id.slice(0, 8)}`;
      const folder = path.join(path.dirname(dir), `.${path.basename(dir)}-writing`, name);
      await mkdir(folder, { recursive: true });
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(folder, "message.txt"), `To: ${row.to_address}\nKind: ${row.kind}\n\n${row.text_body}\n`);
      await rename(folder, path.join(dir, name));
      return { sid: null };
    },
  };
}
