import { parsePhoneNumberFromString } from "libphonenumber-js";

/** Longer than any phone number anyone types with its spaces and brackets; refused before parsing. */
const MAX_INPUT = 40;

// Devanagari and Gurmukhi digits: a Hindi or Punjabi keyboard may type them, and
// libphonenumber-js only reads ASCII (and full-width) digits.
const INDIC_ZEROS = [0x0966, 0x0a66];

// Digits, spaces, + ( ) . and dashes only: a letter means a note ("cell"), an extension or a vanity
// number, none of which a text can go to. libphonenumber-js would otherwise skip such trailing text.
const PHONE_CHARS = /^[0-9\uFF10-\uFF19+()\-.\s\u2010-\u2015\u2212]+$/u;

function asciiDigits(raw: string): string {
  return raw.replace(/[\u0966-\u096F\u0A66-\u0A6F]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = INDIC_ZEROS.find((z) => code >= z && code <= z + 9) ?? code;
    return String(code - zero);
  });
}

/**
 * Reads a phone number as Canadian unless it starts with +country, and returns it in E.164
 * ("+19055550163"), or null when it is not a valid number. Never throws.
 *
 * libphonenumber-js's metadata counts the fictitious 555-01xx numbers (the site's demo and test
 * numbers, 905-555-01xx) as valid NANP numbers, so no fallback is needed; the unit test
 * (tests/unit/sms-segments.test.ts) fails if a metadata update ever changes that.
 */
export function toE164(raw: string): string | null {
  if (typeof raw !== "string" || raw.length > MAX_INPUT) return null;
  const text = asciiDigits(raw).trim();
  if (!text || !PHONE_CHARS.test(text)) return null;
  try {
    const parsed = parsePhoneNumberFromString(text, "CA");
    if (!parsed || !parsed.isValid()) return null;
    return parsed.number;
  } catch {
    return null;
  }
}

/** For display: "905-555-0163" for +1 numbers, the international format ("+44 20 7946 0958") otherwise. */
export function formatPhone(e164: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (nanp) return `${nanp[1]}-${nanp[2]}-${nanp[3]}`;
  try {
    return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
  } catch {
    return e164;
  }
}
