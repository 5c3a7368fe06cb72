import { describe, expect, it } from "vitest";
import en from "@/content/i18n/en/messages.json";
import hi from "@/content/i18n/hi/messages.json";
import { LOCALES, type Locale } from "@/content/i18n/locales";
import pa from "@/content/i18n/pa/messages.json";
import { formatDay, formatShortDay, formatTime } from "@/lib/booking/format";
import { getT } from "@/lib/i18n/messages";
import { fitsInSegments, MAX_SMS_SEGMENTS, smsSegments } from "@/lib/sms/segments";

/**
 * Issue 54: "A text is at most two segments (Gurmukhi and Devanagari take 70 characters a
 * segment)". Every text we send, in every language, rendered with the longest values it can get.
 */
const TEXTS = ["reminder", "confirmed", "change", "noVisit", "offer", "recall", "stopped", "started", "help"] as const;
const KEYWORDS = ["C", "R", "STOP", "START"] as const;
const CATALOGUES: Record<Locale, { sms: Record<string, string> }> = { en, pa, hi };

const BRAND = "Brightview Eye Care";
const CLINIC = "Steeles Ave W";
const LINK = "https://brightview.example.com/s/AbCdEfGhIjKlMnOp";
const PHONE = "905-555-0142";
// 12:45 PM in Brampton (UTC-4 on 15 March 2027).
const AT = new Date("2027-03-15T16:45:00Z");

/** The longest of a formatter's results over every day of 2027. */
function longestIn2027(format: (isoDate: string) => string): string {
  let longest = "";
  for (let t = Date.UTC(2027, 0, 1); new Date(t).getUTCFullYear() === 2027; t += 86_400_000) {
    const s = format(new Date(t).toISOString().slice(0, 10));
    if (s.length > longest.length) longest = s;
  }
  return longest;
}

function worstCase(locale: Locale) {
  return {
    brand: BRAND,
    day: longestIn2027((date) => formatShortDay(date, locale)),
    time: formatTime(AT, locale),
    clinic: CLINIC,
    url: LINK,
    link: LINK,
    phone: PHONE,
  };
}

const render = (locale: Locale, key: string, values: Record<string, string>) =>
  (getT(locale, "sms") as unknown as (k: string, v: Record<string, string>) => string)(key, values);

/** The reply keywords a message names, as whole words in Latin letters. */
const keywordsIn = (text: string) => KEYWORDS.filter((k) => new RegExp(`(?<![A-Za-z])${k}(?![A-Za-z])`).test(text.replace(/\{[^{}]*\}/g, " ")));

describe.each(LOCALES)("the %s texts", (locale) => {
  const values = worstCase(locale);

  it.each(TEXTS)(`%s fits in ${MAX_SMS_SEGMENTS} segments with the longest values`, (key) => {
    const text = render(locale, key, values);
    // Every placeholder was filled: nothing left in braces, and each value is there in full.
    expect(text).not.toMatch(/[{}]/);
    expect(text).toContain(BRAND);
    expect(fitsInSegments(text), `${key}: ${JSON.stringify(smsSegments(text))} ${text}`).toBe(true);
  });

  // lib/sms/inbound.ts fills the confirmation's day with the long date ("Wednesday, September 15, 2027").
  it("confirmed fits with the long day as well", () => {
    const day = longestIn2027((date) => formatDay(new Date(`${date}T16:00:00Z`), locale));
    const text = render(locale, "confirmed", { ...values, day });
    expect(fitsInSegments(text), `${JSON.stringify(smsSegments(text))} ${text}`).toBe(true);
  });
});

describe("the English texts", () => {
  it("keep the issue's wording for the reminder", () => {
    const day = formatShortDay("2027-03-16", "en");
    const time = formatTime(AT, "en");
    expect(render("en", "reminder", { brand: BRAND, day, time, clinic: CLINIC })).toBe(
      `Brightview Eye Care: your eye exam is tomorrow, ${day} ${time} at Steeles Ave W. Reply C to confirm or R to change it.`,
    );
  });

  it("go out as GSM-7", () => {
    for (const key of TEXTS) expect(smsSegments(render("en", key, worstCase("en"))).encoding, key).toBe("GSM-7");
  });
});

describe.each(["pa", "hi"] as const)("the %s texts", (locale) => {
  it.each(TEXTS)("%s asks for the same reply keywords as English, in Latin letters", (key) => {
    const want = keywordsIn(en.sms[key]);
    expect(keywordsIn(CATALOGUES[locale].sms[key]), CATALOGUES[locale].sms[key]).toEqual(want);
  });

  it("are translated, in the language's own script", () => {
    const script = locale === "pa" ? /[\u0A00-\u0A7F]/ : /[\u0900-\u097F]/;
    for (const key of TEXTS) expect(CATALOGUES[locale].sms[key], key).toMatch(script);
  });
});
