import type { Art } from "@/components/try-on/frame-art-canvas";
import { artOffset, faceView, fitOf, fitWords, framePlacement, IRIS, FACE_EDGE, measureFace, roundedPd, type Landmark } from "@/lib/try-on/geometry";

export type Result = { pd: number; faceWidthMm: number; fit: string };
export type Source = { kind: "photo"; canvas: HTMLCanvasElement } | { kind: "camera"; video: HTMLVideoElement; stream: MediaStream };

// A small view (a face far from the camera) is drawn at least this wide, so it is not blurry.
export const MIN_VIEW_WIDTH = 720;

/**
 * Draws one frame of the source with the frame art on the face, and writes the placement to the
 * canvas's data-* attributes for the tests. The fit it shows, or null when nothing was placed.
 */
export function drawTryOn(canvas: HTMLCanvasElement, src: Source, lm: Landmark[] | null, art: Art | null, frameWidthMm: number): Result | null {
  const el = src.kind === "photo" ? src.canvas : src.video;
  const w = src.kind === "photo" ? src.canvas.width : src.video.videoWidth;
  const h = src.kind === "photo" ? src.canvas.height : src.video.videoHeight;
  if (!w || !h) return null;
  const face = lm ? measureFace(lm, w, h) : null;
  // A photo is shown around the face; the camera shows its whole picture.
  const view = face && src.kind === "photo" ? faceView(face, w, h) : { x: 0, y: 0, width: w, height: h };
  const k = Math.max(1, MIN_VIEW_WIDTH / view.width);
  const cw = Math.round(view.width * k), ch = Math.round(view.height * k);
  if (canvas.width !== cw) canvas.width = cw;
  if (canvas.height !== ch) canvas.height = ch;
  const ctx = canvas.getContext("2d")!;
  // Everything below is drawn in the source image's pixels.
  ctx.setTransform(k, 0, 0, k, -view.x * k, -view.y * k);
  ctx.drawImage(el, 0, 0, w, h);
  if (!face || !art) {
    canvas.dataset.face = lm ? "unusable" : "none";
    return null;
  }
  const p = framePlacement(face, frameWidthMm, art.aspect);
  const o = artOffset(p, art.anchorY);
  ctx.translate(p.cx, p.cy);
  ctx.rotate(p.angle);
  ctx.drawImage(art.canvas, o.x, o.y, p.width, p.height);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // The placement, for tests: source-image pixels (the view maps them to the canvas), radians, mm.
  Object.assign(canvas.dataset, {
    face: "found",
    imageWidth: String(w), imageHeight: String(h), view: [view.x, view.y, k].map((v) => v.toFixed(3)).join(" "),
    cx: p.cx.toFixed(2), cy: p.cy.toFixed(2), frameWidth: p.width.toFixed(2), frameHeight: p.height.toFixed(2), angle: p.angle.toFixed(4),
    mmPerPx: face.mmPerPx.toFixed(5), pd: face.pdMm.toFixed(2), faceWidth: face.faceWidthMm.toFixed(2),
    landmarks: JSON.stringify(Object.fromEntries([IRIS.first.centre, ...IRIS.first.ring, IRIS.second.centre, ...IRIS.second.ring, ...FACE_EDGE].map((i) => [i, [lm![i].x, lm![i].y]]))),
  });
  canvas.dataset.frames = String(Number(canvas.dataset.frames ?? 0) + 1);
  if (!canvas.dataset.firstFrame) {
    canvas.dataset.firstFrame = String(Math.round(performance.now()));
    performance.mark("try-on:first-frame");
  }
  return { pd: roundedPd(face.pdMm), faceWidthMm: Math.round(face.faceWidthMm), fit: fitWords(fitOf(frameWidthMm, face.faceWidthMm)) };
}
