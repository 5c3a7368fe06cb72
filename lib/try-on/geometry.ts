/**
 * The maths of the try-on, in image pixels. Landmarks are MediaPipe Face Mesh's 478 points
 * (refineLandmarks: true), normalised to the image, so they are scaled by its size first.
 */
export type Point = { x: number; y: number };
export type Landmark = { x: number; y: number; z?: number };

/** Average human iris diameter (horizontal visible iris), the ruler for the whole face. */
export const IRIS_DIAMETER_MM = 11.7;

/** Face Mesh indices: the centre and four ring points of each iris, and the face's outer edge. */
export const IRIS = {
  first: { centre: 468, ring: [469, 470, 471, 472] },
  second: { centre: 473, ring: [474, 475, 476, 477] },
} as const;
export const FACE_EDGE = [234, 454] as const;

/**
 * Frame width minus face width, in mm, within which the fit reads as comfortable: the hinges
 * then sit within about 3 mm of each side of the face. Wider reads "may feel wide", narrower "may feel narrow".
 */
export const FIT_TOLERANCE_MM = 6;

const dist = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

export function toPixels(l: Landmark, width: number, height: number): Point {
  return { x: l.x * width, y: l.y * height };
}

/** The two iris centres in pixels, the one further left in the image first. */
export function irisCentres(landmarks: Landmark[], width: number, height: number): [Point, Point] {
  const a = toPixels(landmarks[IRIS.first.centre], width, height);
  const b = toPixels(landmarks[IRIS.second.centre], width, height);
  return a.x <= b.x ? [a, b] : [b, a];
}

/** Head roll in radians: the angle of the line from the left to the right iris centre. */
export function rollAngle(left: Point, right: Point): number {
  return Math.atan2(right.y - left.y, right.x - left.x);
}

/**
 * Diameter of one iris in pixels: the extent of its ring points along the eye line (the
 * horizontal extent when the head is level; measured along the eye line so a tilted head
 * does not shrink it).
 */
export function irisDiameterPx(ring: Point[], angle: number): number {
  const ux = Math.cos(angle), uy = Math.sin(angle);
  const along = ring.map((p) => p.x * ux + p.y * uy);
  return Math.max(...along) - Math.min(...along);
}

export type FaceMeasure = {
  left: Point;
  right: Point;
  angle: number;
  /** Mean iris diameter of both eyes, px. */
  irisPx: number;
  mmPerPx: number;
  /** Pupillary distance, mm (unrounded). */
  pdMm: number;
  /** Face width at the cheekbones/temples (234 ↔ 454), mm. */
  faceWidthMm: number;
};

/** Everything the try-on needs from one face, or null when the landmarks are unusable. */
export function measureFace(landmarks: Landmark[], width: number, height: number): FaceMeasure | null {
  if (landmarks.length < 478) return null;
  const [left, right] = irisCentres(landmarks, width, height);
  const angle = rollAngle(left, right);
  const ring = (ids: readonly number[]) => ids.map((i) => toPixels(landmarks[i], width, height));
  const irisPx = (irisDiameterPx(ring(IRIS.first.ring), angle) + irisDiameterPx(ring(IRIS.second.ring), angle)) / 2;
  if (!(irisPx > 0)) return null;
  const mmPerPx = IRIS_DIAMETER_MM / irisPx;
  const face = dist(toPixels(landmarks[FACE_EDGE[0]], width, height), toPixels(landmarks[FACE_EDGE[1]], width, height));
  return { left, right, angle, irisPx, mmPerPx, pdMm: dist(left, right) * mmPerPx, faceWidthMm: face * mmPerPx };
}

/** "about 63 mm": the PD to the nearest millimetre. */
export function roundedPd(pdMm: number): number {
  return Math.round(pdMm);
}

export type Placement = {
  /** Where the frame's anchor (its centre, on the line through the lens centres) goes, px. */
  cx: number;
  cy: number;
  /** Drawn size of the frame art, px. */
  width: number;
  height: number;
  /** Rotation, radians. */
  angle: number;
};

/**
 * Where to draw the frame: its true width (frameWidthMm at this face's mm per pixel), the
 * lens centre line on the eye line, centred between the irises, turned with the head.
 * `aspect` is the art's height / width.
 */
export function framePlacement(face: Pick<FaceMeasure, "left" | "right" | "angle" | "mmPerPx">, frameWidthMm: number, aspect: number): Placement {
  const width = frameWidthMm / face.mmPerPx;
  const height = width * aspect;
  return { cx: (face.left.x + face.right.x) / 2, cy: (face.left.y + face.right.y) / 2, width, height, angle: face.angle };
}

/** The art's top-left corner in the frame's rotated coordinates; `anchorY` is the lens-centre line as a fraction of the art's height. */
export function artOffset(p: Placement, anchorY = 0.5): Point {
  return { x: -p.width / 2, y: -p.height * anchorY };
}

export type Fit = "comfortable" | "narrow" | "wide";

export function fitOf(frameWidthMm: number, faceWidthMm: number): Fit {
  const d = frameWidthMm - faceWidthMm;
  if (d < -FIT_TOLERANCE_MM) return "narrow";
  if (d > FIT_TOLERANCE_MM) return "wide";
  return "comfortable";
}

export function fitWords(fit: Fit): string {
  return fit === "comfortable" ? "a comfortable fit" : fit === "narrow" ? "may feel narrow" : "may feel wide";
}

export type View = { x: number; y: number; width: number; height: number };

/**
 * The part of a photo to show: a portrait box about 2.4 face widths wide with the eyes 40%
 * down, kept inside the image, so a face far from the camera is shown large enough to judge.
 */
export function faceView(face: Pick<FaceMeasure, "left" | "right" | "mmPerPx" | "faceWidthMm">, imageWidth: number, imageHeight: number): View {
  const faceWidthPx = face.faceWidthMm / face.mmPerPx;
  const width = Math.min(imageWidth, faceWidthPx * 2.4);
  const height = Math.min(imageHeight, width * 1.25);
  const cx = (face.left.x + face.right.x) / 2, cy = (face.left.y + face.right.y) / 2;
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));
  return { x: clamp(cx - width / 2, imageWidth - width), y: clamp(cy - height * 0.4, imageHeight - height), width, height };
}
