// The one rule for free text that people type, without zod: forms that load their schema (and
// zod) lazily can use it too. lib/validations/text-checks turns it into checks for schemas.

export type TextOptions = {
  /** A field that takes several lines (a message, notes): tab and newline are allowed there. */
  multiline?: boolean;
};

/**
 * Characters that no name, address or message needs and that PostgreSQL refuses or that change
 * how text displays without being seen: every control character (\p{Cc} is U+0000–U+001F and
 * U+007F–U+009F, so NUL, BEL, ESC, CR and C1), an unpaired surrogate (with the u flag, \p{Cs}
 * matches only a lone half), and the bidi embeddings, overrides and isolates. Zero-width
 * joiners (U+200C/U+200D) are not among them: Gurmukhi, Devanagari and emoji sequences use them.
 */
const SINGLE_LINE = /\p{Cc}|\p{Cs}|[\u202A-\u202E\u2066-\u2069]/u;
// CR is allowed only as part of a line break, which normalizeText turns into LF.
const MULTI_LINE = /(?![\t\n\r])\p{Cc}|\p{Cs}|[\u202A-\u202E\u2066-\u2069]/u;

/** Unicode NFC (a decomposed "é" becomes the composed one), and LF line breaks in multi-line fields. */
export function normalizeText(value: string, { multiline = false }: TextOptions = {}): string {
  const nfc = value.normalize("NFC");
  return multiline ? nfc.replace(/\r\n?/g, "\n") : nfc;
}

/** True when `value` holds a character the text rule refuses (see above). */
export function hasUnusualCharacters(value: string, { multiline = false }: TextOptions = {}): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}

/** The field's message when the rule refuses its value; `label` is the field's label on the form. */
export function unusualCharactersMessage(label: string): string {
  return `Please remove unusual characters from ${label}`;
}
