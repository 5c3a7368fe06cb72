import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { alphaBounds, isDrawnRender, plainFront, recolourFront, shade } from "@/lib/try-on/frame-art";
import { frameWidthOrDefault as frameWidthMm } from "@/lib/catalog/fit";
import {
  FACE_EDGE,
  FIT_TOLERANCE_MM,
  IRIS,
  IRIS_DIAMETER_MM,
  artOffset,
  faceView,
  fitOf,
  fitWords,
  framePlacement,
  irisDiameterPx,
  measureFace,
  rollAngle,
  roundedPd,
  type Landmark,
} from "@/lib/try-on/geometry";
import { FACE_MESH_VERSION } from "@/lib/try-on/model";

const W = 1000, H = 800;

/**
 * A synthetic face in pixels: irises of `irisPx` diameter at `left`/`right`, rotated by the
 * line between them, and face edges `facePx` apart on the same line. Returned normalised.
 */
function face({ left, right, irisPx, facePx }: { left: [number, number]; right: [number, number]; irisPx: number; facePx: number }): Landmark[] {
  const lm: Landmark[] = Array.from({ length: 478 }, () => ({ x: 0.5, y: 0.5, z: 0 }));
  const a = Math.atan2(right[1] - left[1], right[0] - left[0]);
  const u = [Math.cos(a), Math.sin(a)], v = [-Math.sin(a), Math.cos(a)];
  const n = (x: number, y: number): Landmark => ({ x: x / W, y: y / H, z: 0 });
  const ring = (c: [number, number], ids: readonly number[]) => {
    const r = irisPx / 2;
    // Along the eye line, across it, and back: as Face Mesh orders its ring.
    const offsets = [[r, 0], [0, -r], [-r, 0], [0, r]];
    ids.forEach((id, k) => (lm[id] = n(c[0] + offsets[k][0] * u[0] + offsets[k][1] * v[0], c[1] + offsets[k][0] * u[1] + offsets[k][1] * v[1])));
  };
  // Face Mesh's first iris (468) is the subject's left eye, on the image's right.
  lm[IRIS.first.centre] = n(...right);
  ring(right, IRIS.first.ring);
  lm[IRIS.second.centre] = n(...left);
  ring(left, IRIS.second.ring);
  const mid = [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2];
  lm[FACE_EDGE[0]] = n(mid[0] - (facePx / 2) * u[0], mid[1] - (facePx / 2) * u[1]);
  lm[FACE_EDGE[1]] = n(mid[0] + (facePx / 2) * u[0], mid[1] + (facePx / 2) * u[1]);
  return lm;
}

describe("scale from the irises", () => {
  it("turns the mean iris diameter into millimetres per pixel", () => {
    const m = measureFace(face({ left: [400, 300], right: [526, 300], irisPx: 23.4, facePx: 280 }), W, H)!;
    expect(m.irisPx).toBeCloseTo(23.4, 6);
    expect(m.mmPerPx).toBeCloseTo(IRIS_DIAMETER_MM / 23.4, 9); // 0.5 mm per px
    expect(m.pdMm).toBeCloseTo(63, 6);
    expect(roundedPd(m.pdMm)).toBe(63);
    expect(m.faceWidthMm).toBeCloseTo(140, 6);
  });

  it("averages both eyes", () => {
    expect(irisDiameterPx([{ x: 10, y: 5 }, { x: 0, y: 0 }, { x: -10, y: 5 }, { x: 0, y: 10 }], 0)).toBe(20);
    const lm = face({ left: [400, 300], right: [526, 300], irisPx: 20, facePx: 280 });
    // Widen the second iris's horizontal ring points by 2 px each way: 24 px, mean 22.
    lm[474] = { ...lm[474], x: lm[474].x + 2 / W };
    lm[476] = { ...lm[476], x: lm[476].x - 2 / W };
    expect(measureFace(lm, W, H)!.irisPx).toBeCloseTo(22, 6);
  });

  it("measures the iris along the eye line, so a tilted head keeps its scale", () => {
    const level = measureFace(face({ left: [400, 300], right: [526, 300], irisPx: 24, facePx: 280 }), W, H)!;
    const tilted = measureFace(face({ left: [400, 300], right: [400 + 126 * Math.cos(0.3), 300 + 126 * Math.sin(0.3)], irisPx: 24, facePx: 280 }), W, H)!;
    expect(tilted.irisPx).toBeCloseTo(level.irisPx, 6);
    expect(tilted.pdMm).toBeCloseTo(level.pdMm, 6);
    expect(tilted.angle).toBeCloseTo(0.3, 6);
  });

  it("returns null for a short landmark list or a collapsed iris", () => {
    expect(measureFace([], W, H)).toBeNull();
    expect(measureFace(face({ left: [400, 300], right: [526, 300], irisPx: 0, facePx: 280 }), W, H)).toBeNull();
  });
});

describe("roll", () => {
  it("is the angle from the left to the right iris centre", () => {
    expect(rollAngle({ x: 0, y: 0 }, { x: 10, y: 0 })).toBe(0);
    expect(rollAngle({ x: 0, y: 0 }, { x: 10, y: 10 })).toBeCloseTo(Math.PI / 4, 9);
    expect(rollAngle({ x: 0, y: 0 }, { x: 10, y: -10 })).toBeCloseTo(-Math.PI / 4, 9);
  });

  it("orders the irises left to right whichever Face Mesh lists first", () => {
    const m = measureFace(face({ left: [400, 320], right: [526, 300], irisPx: 23.4, facePx: 280 }), W, H)!;
    expect(m.left.x).toBeLessThan(m.right.x);
    expect(m.angle).toBeLessThan(0);
  });
});

describe("frame placement", () => {
  it("draws the frame at its true width, centred between the eyes, turned with the head", () => {
    const m = measureFace(face({ left: [400, 300], right: [526, 340], irisPx: 23.4, facePx: 280 }), W, H)!;
    const p = framePlacement(m, 135, 0.4);
    expect(p.width).toBeCloseTo(135 / m.mmPerPx, 6); // 270 px at 0.5 mm/px
    expect(p.width).toBeCloseTo(270, 6);
    expect(p.height).toBeCloseTo(108, 6);
    expect(p.cx).toBeCloseTo(463, 6);
    expect(p.cy).toBeCloseTo(320, 6);
    expect(p.angle).toBeCloseTo(Math.atan2(40, 126), 9);
    const o = artOffset(p, 0.45);
    expect(o.x).toBeCloseTo(-135, 6);
    expect(o.y).toBeCloseTo(-108 * 0.45, 6);
  });
});

describe("frame width", () => {
  it("is two lenses, the bridge and 12 mm of end pieces", () => {
    expect(frameWidthMm({ lens_width: 53, bridge_width: 17 })).toBe(135);
    expect(frameWidthMm({ lens_width: 38, bridge_width: 0 })).toBe(88);
  });

  it("uses the default size 57-18 when the product has no measurements", () => {
    expect(frameWidthMm({ lens_width: null, bridge_width: null })).toBe(144);
    expect(frameWidthMm({ lens_width: 50, bridge_width: null })).toBe(130);
  });
});

describe("fit words", () => {
  it(`call a frame within ${FIT_TOLERANCE_MM} mm of the face comfortable`, () => {
    expect(fitOf(135, 135)).toBe("comfortable");
    expect(fitOf(135 + FIT_TOLERANCE_MM, 135)).toBe("comfortable");
    expect(fitOf(135 - FIT_TOLERANCE_MM, 135)).toBe("comfortable");
    expect(fitOf(135 - FIT_TOLERANCE_MM - 0.1, 135)).toBe("narrow");
    expect(fitOf(135 + FIT_TOLERANCE_MM + 0.1, 135)).toBe("wide");
    expect(fitWords("comfortable")).toBe("a comfortable fit");
    expect(fitWords("narrow")).toBe("may feel narrow");
    expect(fitWords("wide")).toBe("may feel wide");
  });
});

describe("frame art", () => {
  const render = readFileSync("public/products/calvin-klein-ck19531-cat-eye-1.svg", "utf8");

  it("keeps only the frame of the product's front render, in the chosen colour", () => {
    const svg = recolourFront(render, "#2f6db5");
    expect(svg).not.toMatch(/<rect width="800" height="600"/);
    expect(svg).not.toMatch(/<text/);
    expect(svg).not.toMatch(/filter="url/);
    expect(svg).not.toContain("#141414");
    expect(svg).toContain('stroke="#2f6db5"');
    expect(svg).toMatch(/<linearGradient id="rim[^"]*"[^>]*><stop offset="0" stop-color="#2f6db5"\/><stop offset="1" stop-color="#224e82"\/>/);
  });

  it("draws a plain front for images that are not drawn renders", () => {
    expect(isDrawnRender("/products/a-1.svg")).toBe(true);
    expect(isDrawnRender("https://x.supabase.co/a.svg")).toBe(false);
    expect(isDrawnRender("/storage/product-images/a.jpg")).toBe(false);
    expect(plainFront("#c23a31")).toContain('stroke="#c23a31"');
    expect(plainFront("red; evil")).not.toContain("evil");
  });

  it("shades a colour darker and leaves anything else alone", () => {
    expect(shade("#ffffff", 0.5)).toBe("#808080");
    expect(shade("blue")).toBe("blue");
  });

  it("finds the box of the drawn pixels", () => {
    const w = 4, h = 3, data = new Uint8ClampedArray(w * h * 4);
    expect(alphaBounds(data, w, h)).toBeNull();
    data[(1 * w + 1) * 4 + 3] = 255;
    data[(2 * w + 2) * 4 + 3] = 255;
    expect(alphaBounds(data, w, h)).toEqual({ left: 1, top: 1, right: 3, bottom: 3 });
  });
});

describe("model files", () => {
  it("are served under the installed package's version", () => {
    const pkg = JSON.parse(readFileSync("node_modules/@mediapipe/face_mesh/package.json", "utf8")) as { version: string };
    expect(FACE_MESH_VERSION).toBe(pkg.version);
  });
});

describe("photo view", () => {
  const m = { left: { x: 400, y: 300 }, right: { x: 526, y: 300 }, mmPerPx: 0.5, faceWidthMm: 140 };

  it("frames the face: 2.4 face widths wide, portrait, eyes 40% down", () => {
    const v = faceView({ ...m, left: { x: 400, y: 900 }, right: { x: 526, y: 900 } }, 2000, 2000);
    expect(v.width).toBeCloseTo(672, 6);
    expect(v.height).toBeCloseTo(840, 6);
    expect(v.x + v.width / 2).toBeCloseTo(463, 6);
    expect(v.y + v.height * 0.4).toBeCloseTo(900, 6);
  });

  it("stays inside the image", () => {
    const v = faceView(m, 700, 700);
    expect(v).toEqual({ x: 28, y: 0, width: 672, height: 700 }); // pushed left to stay inside
    const small = faceView({ ...m, faceWidthMm: 20 }, 1000, 800);
    expect(small.x).toBeGreaterThanOrEqual(0);
    expect(small.y).toBeGreaterThanOrEqual(0);
  });
});
