/**
 * Strings that are valid JSON and valid URLs but not valid text, or that break naive code: one
 * corpus for every server action's every string field and every query parameter of every
 * dynamic page (tests/integration/fuzz-actions.test.ts, tests/e2e/hostile-input.spec.ts).
 */
export const HOSTILE_STRINGS: readonly string[] = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDC00y",
  "bell\u0007",
  "\u001b[31mred",
  "next\u0085line",
  "csi\u009b",
  "line one\r\nBcc: victim@example.com",
  "a\u202Eb\u0007",
  "\u2066isolate\u2069",
  "\u202Aembed\u202C",
  "zero\u200Dwidth\u200Cjoiner",
  "x".repeat(10_000),
  "👨‍👩‍👧‍👦 🇨🇦 🏳️‍🌈",
  "e\u0301\u0301\u0301\u0301",
  "'; drop table public.orders; --",
  "\" or 1=1 --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "%00",
  "%E0%A4%",
  "%_\\",
  "\t",
  " ",
];

/** Names people really have: accepted and read back exactly as typed. */
export const REAL_NAMES = {
  gurmukhi: { first: "ਗੁਰਪ੍ਰੀਤ", last: "ਕੌਰ" },
  devanagari: { first: "प्रिया", last: "शर्मा" },
  french: { first: "Élodie", last: "Bélanger-Côté" },
  irish: { first: "Siobhán", last: "O'Brien" },
} as const;

/** Database errors that only input can cause: none may appear in a log after hostile input. */
export const DATABASE_ERROR =
  /invalid byte sequence|unsupported unicode|untranslatable character|invalid input syntax|violates|value too long|syntax error at|out of range|null character|22P05|22021|without null bytes/i;

type Path = (string | number)[];

/** The paths of every string inside a JSON-like template (objects and arrays, any depth). */
export function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

/** A copy of `template` with the string at `path` replaced. */
export function withStringAt(template: unknown, path: Path, replacement: string): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(template)) return template.map((v, i) => (i === head ? withStringAt(v, rest, replacement) : v));
  const obj = template as Record<string, unknown>;
  return { ...obj, [head]: withStringAt(obj[head as string], rest, replacement) };
}
