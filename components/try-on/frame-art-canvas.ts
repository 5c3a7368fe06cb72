import { alphaBounds, ART_VIEWBOX, plainFront, recolourFront, svgDataUrl } from "@/lib/try-on/frame-art";

export type Art = { canvas: HTMLCanvasElement; aspect: number; anchorY: number };

// The art is rasterised at twice the render's size so it stays sharp on a close face.
export const ART_SCALE = 2;

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("image did not load"));
    img.src = src;
  });
}

/** The frame front in one colour, cropped to its drawn pixels so its width is the frame's width. */
export async function buildArt(svg: string | null, colour: string): Promise<Art> {
  const img = await loadImage(svgDataUrl(svg ? recolourFront(svg, colour) : plainFront(colour)));
  const full = document.createElement("canvas");
  full.width = ART_VIEWBOX.width * ART_SCALE;
  full.height = ART_VIEWBOX.height * ART_SCALE;
  const ctx = full.getContext("2d", { willReadFrequently: true })!;
  ctx.drawImage(img, 0, 0, full.width, full.height);
  const b = alphaBounds(ctx.getImageData(0, 0, full.width, full.height).data, full.width, full.height) ?? { left: 0, top: 0, right: full.width, bottom: full.height };
  const canvas = document.createElement("canvas");
  canvas.width = b.right - b.left;
  canvas.height = b.bottom - b.top;
  canvas.getContext("2d")!.drawImage(full, -b.left, -b.top);
  return { canvas, aspect: canvas.height / canvas.width, anchorY: (ART_VIEWBOX.lensCentreY * ART_SCALE - b.top) / canvas.height };
}
