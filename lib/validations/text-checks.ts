import { hasUnusualCharacters, normalizeText, unusualCharactersMessage, type TextOptions } from "@/lib/validations/text";
import { z } from "@/lib/validations/z";

/**
 * The text rule as checks for a string schema, spread first into its `.check(...)`:
 * normalise, trim, then refuse unusual characters with the field's message. Length checks
 * come after, so a hostile value gets this message, never a database error later.
 */
export function plainText(label: string, options: TextOptions = {}, message = unusualCharactersMessage(label)) {
  return [
    z.overwrite((v: string) => normalizeText(v, options)),
    z.trim(),
    z.refine<string>((v) => !hasUnusualCharacters(v, options), message),
  ] as const;
}
