/**
 * The frame's front as a transparent SVG in a chosen colour. Seeded products' first image is
 * the studio front view drawn by scripts/product-render.ts; we keep its lenses and rims and
 * drop the backdrop, shadow and wordmark. Other images (uploaded photos) get a plain drawn front.
 */

/** Where the lens centres sit in both drawings (the renders' viewBox is 800 × 600). */
export const ART_VIEWBOX = { width: 800, height: 600, lensCentreY: 300 } as const;

const HEX = /^#[0-9a-f]{6}$/i;

/** A darker shade of a #rrggbb colour, for the lower edge of the rim gradient. */
export function shade(hex: string, factor = 0.72): string {
  if (!HEX.test(hex)) return hex;
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [16, 8, 0].map((s) => Math.round(((n >> s) & 255) * factor));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** Whether an image path is one of the drawn renders we can recolour (same origin, SVG). */
export function isDrawnRender(src: string | undefined): src is string {
  return !!src && /^\/products\/[\w.-]+\.svg$/.test(src);
}

/** The product's front render, recoloured, with only the frame left on a transparent ground. */
export function recolourFront(svg: string, colour: string): string {
  const c = HEX.test(colour) ? colour : "#141414";
  return svg
    .replace(/<rect width="800" height="600"[^>]*\/>/g, "")
    .replace(/<ellipse[^>]*filter="url\([^)]*\)"[^>]*\/>/g, "")
    .replace(/<text[\s\S]*?<\/text>/g, "")
    .replace(/ role="img" aria-label="[^"]*"/, "")
    .replace(/(<linearGradient id="rim[^"]*"[^>]*>)<stop offset="0" stop-color="[^"]*"\/><stop offset="1" stop-color="[^"]*"\/>/g, `$1<stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${shade(c)}"/>`)
    .replace(/stroke="#[0-9a-fA-F]{6}"/g, `stroke="${c}"`);
}

/** A plain rectangular front for products without a drawn render, in the same 800 × 600 box. */
export function plainFront(colour: string): string {
  const c = HEX.test(colour) ? colour : "#141414";
  const lens = (cx: number) => `<rect x="${cx - 100}" y="238" width="200" height="124" rx="30"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><g fill="#e8f2f4" fill-opacity=".35" stroke="${c}" stroke-width="16">${lens(267)}${lens(533)}</g><path d="M367 270Q400 250 433 270M167 262L130 272M633 262L670 272" stroke="${c}" stroke-width="14" fill="none" stroke-linecap="round"/></svg>`;
}

export type Bounds = { left: number; top: number; right: number; bottom: number };

/** The box holding every pixel with alpha above `min` in RGBA data, or null if none does. */
export function alphaBounds(data: ArrayLike<number>, width: number, height: number, min = 8): Bounds | null {
  let left = width, top = height, right = -1, bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] > min) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { left, top, right: right + 1, bottom: bottom + 1 };
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
