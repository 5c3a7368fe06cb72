import twilio from "twilio";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SmsNotMobile, twilioTransport, type SmsRow } from "@/lib/sms/transport";
import { NOT_MOBILE_NUMBER, RATE_LIMITED_ONCE_NUMBER, signTwilio, startFakeTwilio, type FakeTwilio } from "../support/twilio";

// The twilio package's own client against a local server that answers as Twilio's Messages API
// does: the requests it makes, and how its errors reach the outbox. No database needed.
const accountSid = `AC${"0123456789abcdef".repeat(2)}`;
const authToken = "test-auth-token-0123456789abcdef";
const fromNumber = "+12895550100";
const messagingService = `MG${"fedcba9876543210".repeat(2)}`;

function row(to: string, body = "Brightview Eye Care: your eye exam is tomorrow, Tue 9:00 AM at Brampton. Reply C to confirm or R to change it."): SmsRow {
  return { id: "5f0c6a2e-1b7d-4c1e-9a53-0d8f2e7b4c11", kind: "reminder", to_address: to, text_body: body };
}

describe("Twilio Messages API contract", () => {
  let api: FakeTwilio;
  beforeAll(async () => {
    api = await startFakeTwilio({ accountSid, authToken });
  });
  afterAll(async () => api?.close());
  beforeEach(() => {
    api.requests.length = 0;
  });

  it("sends To in E.164, the body, From and the status callback, with Basic auth", async () => {
    const transport = twilioTransport({ accountSid, authToken, from: fromNumber, httpClient: api.httpClient });
    const result = await transport.send(row("+19055550163"), { statusCallback: "https://brightview.example/api/sms/status" });

    expect(result.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests;
    expect(sent).toMatchObject({ accountSid, authorized: true, status: 201 });
    expect(sent.fields).toEqual({
      To: "+19055550163",
      Body: row("+19055550163").text_body,
      From: fromNumber,
      StatusCallback: "https://brightview.example/api/sms/status",
    });
  });

  it("sends through a Messaging Service when the sender starts with MG, and no StatusCallback when none is given", async () => {
    const transport = twilioTransport({ accountSid, authToken, from: messagingService, httpClient: api.httpClient });
    const punjabi = "ਬ੍ਰਾਈਟਵਿਊ ਆਈ ਕੇਅਰ: ਤੁਹਾਡੀ ਅੱਖਾਂ ਦੀ ਜਾਂਚ ਕੱਲ੍ਹ ਹੈ। ਪੁਸ਼ਟੀ ਲਈ C ਭੇਜੋ।";
    const result = await transport.send(row("+19055550164", punjabi), { statusCallback: null });

    expect(result.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(api.requests[0].fields).toEqual({ To: "+19055550164", Body: punjabi, MessagingServiceSid: messagingService });
  });

  it("throws SmsNotMobile for Twilio's error 21614", async () => {
    const transport = twilioTransport({ accountSid, authToken, from: fromNumber, httpClient: api.httpClient });
    const error = await transport.send(row(NOT_MOBILE_NUMBER), { statusCallback: null }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(SmsNotMobile);
    expect((error as Error).message).toContain("21614");
    expect(api.requests[0]).toMatchObject({ status: 400, fields: { To: NOT_MOBILE_NUMBER } });
  });

  it("a 429 is an ordinary error naming the status, and the same text goes on the next try", async () => {
    const transport = twilioTransport({ accountSid, authToken, from: fromNumber, httpClient: api.httpClient });
    const error = await transport.send(row(RATE_LIMITED_ONCE_NUMBER), { statusCallback: null }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SmsNotMobile);
    expect((error as Error).message).toMatch(/429/);
    expect((error as Error).message).toMatch(/20429/);
    expect((error as Error).message).toContain("Too Many Requests");

    const retried = await transport.send(row(RATE_LIMITED_ONCE_NUMBER), { statusCallback: null });
    expect(retried.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(api.requests.map((r) => r.status)).toEqual([429, 201]);
  });

  it("a wrong auth token is an ordinary error naming 401, and the token is not in the message", async () => {
    const transport = twilioTransport({ accountSid, authToken: "wrong-token", from: fromNumber, httpClient: api.httpClient });
    const error = (await transport.send(row("+19055550163"), { statusCallback: null }).catch((e: unknown) => e)) as Error;

    expect(error).not.toBeInstanceOf(SmsNotMobile);
    expect(error.message).toMatch(/401/);
    expect(error.message).not.toContain("wrong-token");
    expect(api.requests[0]).toMatchObject({ authorized: false, status: 401 });
  });

  it("an API that does not answer is an ordinary error, without the credentials", async () => {
    const down = await startFakeTwilio({ accountSid, authToken });
    const httpClient = down.httpClient;
    await down.close();
    const transport = twilioTransport({ accountSid, authToken, from: fromNumber, httpClient });
    const error = (await transport.send(row("+19055550163"), { statusCallback: null }).catch((e: unknown) => e)) as Error;

    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SmsNotMobile);
    expect(error.message).toMatch(/Twilio request failed/);
    expect(error.message).not.toContain(authToken);
    expect(JSON.stringify(error)).not.toContain(Buffer.from(`${accountSid}:${authToken}`).toString("base64"));
  });
});

describe("Twilio webhook signatures", () => {
  const url = "https://brightview.example/api/sms/inbound";
  const params = { MessageSid: `SM${"ab".repeat(16)}`, AccountSid: accountSid, From: "+19055550163", To: fromNumber, Body: "C" };

  it("validateRequest accepts the signature Twilio makes", () => {
    const signature = signTwilio(authToken, url, params);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(twilio.validateRequest(authToken, signature, url, params)).toBe(true);
  });

  it("validateRequest refuses a changed field, another URL or another token", () => {
    const signature = signTwilio(authToken, url, params);
    expect(twilio.validateRequest(authToken, signature, url, { ...params, Body: "STOP" })).toBe(false);
    expect(twilio.validateRequest(authToken, signature, url, { ...params, Extra: "1" })).toBe(false);
    expect(twilio.validateRequest(authToken, signature, "https://brightview.example/api/sms/status", params)).toBe(false);
    expect(twilio.validateRequest("another-token", signature, url, params)).toBe(false);
    expect(twilio.validateRequest(authToken, "", url, params)).toBe(false);
  });
});
