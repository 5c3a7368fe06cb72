import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";

/**
 * Signs a webhook as Twilio does (X-Twilio-Signature), with the package's own algorithm, so a
 * test of our routes checks them against the real thing and not against our reading of it.
 */
export function signTwilio(authToken: string, url: string, params: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}

/** A webhook request as Twilio sends it: form-encoded, signed over the public URL and the fields. */
export function signedTwilioRequest(authToken: string, url: string, params: Record<string, string>): Request {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signTwilio(authToken, url, params) },
    body: new URLSearchParams(params).toString(),
  });
}

/** The fake API answers 21614 ("not a mobile") for this number. */
export const NOT_MOBILE_NUMBER = "+19055550199";
/** The fake API answers 429 the first time this number is sent to, then 201. */
export const RATE_LIMITED_ONCE_NUMBER = "+19055550198";

export type FakeTwilioRequest = {
  accountSid: string;
  /** Whether Basic auth named the account's SID and token. */
  authorized: boolean;
  /** The form fields as sent: To, Body, From or MessagingServiceSid, StatusCallback. */
  fields: Record<string, string>;
  status: number;
};

export type FakeTwilio = {
  origin: string;
  /** Every request to the Messages API, in order, including refused ones. */
  requests: FakeTwilioRequest[];
  /** A twilio RequestClient pointed at this server: pass it as `httpClient`. */
  httpClient: RequestClient;
  close(): Promise<void>;
};

/** The real RequestClient (auth header, form encoding, axios), with only the origin rewritten. */
class LocalRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    // No keep-alive, so close() does not wait on idle sockets.
    super({ keepAlive: false, timeout: 5_000 });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    // Any *.twilio.com host: TWILIO_REGION / TWILIO_EDGE in the environment turn api.twilio.com into
    // api.{edge}.{region}.twilio.com, and nothing here may ever reach the real API.
    const url = new URL(opts.uri);
    if (url.hostname !== "twilio.com" && !url.hostname.endsWith(".twilio.com")) throw new Error(`unexpected Twilio URL ${opts.uri}`);
    return super.request({ ...opts, uri: `${this.origin}${url.pathname}${url.search}` });
  }
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

function apiError(res: http.ServerResponse, status: number, code: number, message: string) {
  json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

/**
 * A local server that answers as Twilio's Messages API does (POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, Basic auth sid:token), with
 * Twilio's error bodies: 21614 for NOT_MOBILE_NUMBER, 429 once for RATE_LIMITED_ONCE_NUMBER.
 */
export async function startFakeTwilio({ accountSid, authToken }: { accountSid: string; authToken: string }): Promise<FakeTwilio> {
  const requests: FakeTwilioRequest[] = [];
  const rateLimited = new Set<string>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? "");
      if (req.method !== "POST" || !match) return apiError(res, 404, 20404, "The requested resource was not found");
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
      const authorized = req.headers.authorization === expected && match[1] === accountSid;
      const record: FakeTwilioRequest = { accountSid: match[1], authorized, fields, status: 0 };
      requests.push(record);
      const answer = (status: number, code: number, message: string) => {
        record.status = status;
        apiError(res, status, code, message);
      };

      if (!authorized) return answer(401, 20003, "Authenticate");
      if (!fields.To) return answer(400, 21604, "A 'To' phone number is required.");
      if (!fields.From && !fields.MessagingServiceSid) return answer(400, 21603, "A 'From' phone number is required.");
      if (!fields.Body) return answer(400, 21602, "Message body is required.");
      if (fields.To === NOT_MOBILE_NUMBER) return answer(400, 21614, "'To' number is not a valid mobile number");
      if (fields.To === RATE_LIMITED_ONCE_NUMBER && !rateLimited.has(fields.To)) {
        rateLimited.add(fields.To);
        return answer(429, 20429, "Too Many Requests");
      }

      const sid = `SM${randomBytes(16).toString("hex")}`;
      const now = new Date().toUTCString().replace("GMT", "+0000");
      record.status = 201;
      json(res, 201, {
        account_sid: accountSid,
        api_version: "2010-04-01",
        body: fields.Body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: "outbound-api",
        error_code: null,
        error_message: null,
        from: fields.From ?? null,
        messaging_service_sid: fields.MessagingServiceSid ?? null,
        num_media: "0",
        num_segments: "1",
        price: null,
        price_unit: "USD",
        sid,
        // Twilio says "accepted" while a Messaging Service still picks the sender.
        status: fields.From ? "queued" : "accepted",
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
        to: fields.To,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    httpClient: new LocalRequestClient(origin),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
