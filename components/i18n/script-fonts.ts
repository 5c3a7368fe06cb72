import localFont from "next/font/local";

/**
 * Fallback faces for Gurmukhi and Devanagari, self-hosted from @fontsource and limited by
 * unicode-range to their own script. Only the translated pages' root layout imports this, and
 * globals.css lists them after the system's own Gurmukhi and Devanagari fonts, so a browser
 * downloads one only when the device has no font for the script. English pages load nothing.
 * (next/font reads its options at build time: every value is written out in place.)
 */
export const gurmukhi = localFont({
  src: [
    { path: "../../node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff2", weight: "400" },
    { path: "../../node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-600-normal.woff2", weight: "600" },
    { path: "../../node_modules/@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff2", weight: "700" },
  ],
  variable: "--font-gurmukhi",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+0951-0952, U+0964-0965, U+0A01-0A76, U+200C-200D, U+20B9, U+25CC, U+262C, U+A830-A839" }],
});

export const devanagari = localFont({
  src: [
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2", weight: "400" },
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2", weight: "600" },
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2", weight: "700" },
  ],
  variable: "--font-devanagari",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF" }],
});
