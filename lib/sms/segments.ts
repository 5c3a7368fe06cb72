/** Longest text we send: two segments keep the cost and the carriers' reassembly predictable. */
export const MAX_SMS_SEGMENTS = 2;

export type SmsEncoding = "GSM-7" | "UCS-2";
export type SmsSegments = { encoding: SmsEncoding; units: number; segments: number };

// GSM 03.38 basic character set (one septet each). ESC (0x1B) is left out on purpose: it only
// introduces the extension table and is never text of its own.
const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
    "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
// The extension table: ESC + one septet, so two units each.
const GSM_EXTENSION = new Set("\f^{}\\[~]|€");

const SINGLE = { "GSM-7": 160, "UCS-2": 70 } as const;
// A multi-part message gives up 7 septets / 3 UCS-2 units per segment to its concatenation header.
const MULTI = { "GSM-7": 153, "UCS-2": 67 } as const;

/** Counts the units and segments a text takes as one SMS, the way carriers split it. */
export function smsSegments(text: string): SmsSegments {
  const chars = Array.from(text);
  const gsm = chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c));
  const encoding: SmsEncoding = gsm ? "GSM-7" : "UCS-2";
  // GSM-7: an extension character is two septets. UCS-2: UTF-16 code units, so a character outside
  // the BMP (an emoji) is a surrogate pair of two.
  const cost = (c: string) => (gsm ? (GSM_EXTENSION.has(c) ? 2 : 1) : c.length);
  const units = chars.reduce((n, c) => n + cost(c), 0);
  if (units === 0) return { encoding, units, segments: 0 };
  if (units <= SINGLE[encoding]) return { encoding, units, segments: 1 };
  // Multi-part: fill each segment greedily, never splitting an escape pair or a surrogate pair,
  // so one that does not fit starts the next segment.
  const size = MULTI[encoding];
  let segments = 1;
  let used = 0;
  for (const c of chars) {
    const n = cost(c);
    if (used + n > size) {
      segments += 1;
      used = 0;
    }
    used += n;
  }
  return { encoding, units, segments };
}

/** Whether a text goes out in at most `max` segments. */
export function fitsInSegments(text: string, max: number = MAX_SMS_SEGMENTS): boolean {
  return smsSegments(text).segments <= max;
}
