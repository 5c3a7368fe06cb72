import fs from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

/**
 * The receipt PDF's fonts: Noto Sans from npm packages (never the server's own fonts), read once
 * per process. Fontsource splits each family by script, so a line of text is cut into runs and
 * each run is drawn in the file that holds its letters (docs/receipts.md).
 */

export type Weight = "regular" | "bold";
type Script = "latin" | "latinExt" | "gurmukhi" | "devanagari";

const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

/** Every file the PDF reads; next.config.ts traces exactly these into the server build. */
export const FONT_FILES: Record<Script, (w: number) => string> = {
  latin: (w) => `node_modules/@fontsource/noto-sans/files/noto-sans-latin-${w}-normal.woff`,
  latinExt: (w) => `node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-${w}-normal.woff`,
  gurmukhi: (w) => `node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-${w}-normal.woff`,
  devanagari: (w) => `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${w}-normal.woff`,
};

export type Face = { name: string; font: fontkit.Font };
/** `actualText`: the shaped glyphs read back in another order (ਿ before its consonant). */
export type Run = { text: string; face: Face; actualText: boolean };

const faces = new Map<string, Face>();

/** One parsed font per file and process: pdfkit subsets it afresh for each document. */
export function face(script: Script, weight: Weight): Face {
  const name = `${script}-${WEIGHTS[weight]}`;
  let found = faces.get(name);
  if (!found) {
    // The files are traced by name in next.config.ts (outputFileTracingIncludes); the path is not a reason to trace the project.
    const bytes = fs.readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), FONT_FILES[script](WEIGHTS[weight])));
    const font = fontkit.create(bytes) as fontkit.Font;
    if (script === "gurmukhi" || script === "devanagari") allowNullAnchors(font);
    found = { name, font };
    faces.set(name, found);
  }
  return found;
}

let anchorsPatched = false;

/**
 * fontkit 2.0.4 throws on a NULL anchor in a GPOS mark lookup, which the OpenType spec allows and
 * Noto Sans Gurmukhi uses (every ਪ੍ਰੀ): foliojs/fontkit#367, fix pending in #374. Skipping the
 * attachment is what HarfBuzz does; the glyphs and offsets then match hb-shape exactly
 * (tests/unit/receipt-pdf.test.ts checks two names). The processor class is not exported, so
 * it is reached through a font's layout engine.
 */
function allowNullAnchors(font: fontkit.Font): void {
  if (anchorsPatched) return;
  font.layout("\u0A15");
  type Gpos = { applyAnchor: (mark: { markAnchor: unknown } | null, base: unknown, index: number) => void };
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: Gpos } } })._layoutEngine?.engine;
  const gpos = engine?.GPOSProcessor ? (Object.getPrototypeOf(engine.GPOSProcessor) as Gpos) : null;
  if (!gpos) throw new Error("fontkit's GPOS processor moved: re-check the null-anchor patch in lib/receipts/pdf-fonts.ts");
  const apply = gpos.applyAnchor;
  gpos.applyAnchor = function (mark, base, index) {
    if (!base || !mark?.markAnchor) return;
    apply.call(this, mark, base, index);
  };
  anchorsPatched = true;
}

const GURMUKHI = /[\u0A00-\u0A7F\uA830-\uA839]/u;
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/u;
/** Joiners, dandas, spaces, the dotted circle: they belong to the run they are in. */
const NEUTRAL = /[\s\u200C\u200D\u0964\u0965\u25CC]/u;

function scriptOf(char: string, previous: Script | null): Script {
  if (GURMUKHI.test(char)) return "gurmukhi";
  if (DEVANAGARI.test(char)) return "devanagari";
  if (previous && NEUTRAL.test(char) && face(previous, "regular").font.hasGlyphForCodePoint(char.codePointAt(0)!)) return previous;
  if (face("latin", "regular").font.hasGlyphForCodePoint(char.codePointAt(0)!)) return "latin";
  return "latinExt";
}

/** "Patient ਹਰਪ੍ਰੀਤ ਕੌਰ" → ["Patient ", "ਹਰਪ੍ਰੀਤ ਕੌਰ"], each with the font that draws it. */
export function scriptRuns(text: string, weight: Weight): Run[] {
  const runs: { text: string; script: Script }[] = [];
  for (const char of text) {
    const script = scriptOf(char, runs.at(-1)?.script ?? null);
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs.map((r) => {
    const f = face(r.script, weight);
    return { text: r.text, face: f, actualText: (r.script === "gurmukhi" || r.script === "devanagari") && !readsBack(f, r.text) };
  });
}

/**
 * Whether the glyphs' own characters in drawing order (what the PDF's ToUnicode map gives text
 * extraction) spell the text. Only runs that do not get ActualText: poppler honours it but
 * files the words at the wrong height on pdfkit's flipped pages, so it is kept to where needed.
 */
function readsBack(f: Face, text: string): boolean {
  return f.font.layout(text).glyphs.flatMap((g) => g.codePoints).join(",") === [...text].map((c) => c.codePointAt(0)).join(",");
}
