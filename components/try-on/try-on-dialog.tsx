"use client";

import { Camera, Download, ImageUp } from "@/components/ui/icons";
import { useCallback, useEffect, useRef, useState, type DragEvent } from "react";
import { Modal } from "@/components/ui/modal";
import { buttonClass } from "@/components/ui/button";
import { ColourSwatches } from "@/components/ui/colour-swatches";
import { inputClass } from "@/components/ui/field";
import type { ProductColor, TryOnFrame } from "@/lib/catalog/types";
import { loadFaceDetector } from "@/lib/try-on/face-mesh";
import { alphaBounds, ART_VIEWBOX, isDrawnRender, plainFront, recolourFront, svgDataUrl } from "@/lib/try-on/frame-art";
import { rememberMeasuredPd } from "@/lib/try-on/measured-pd";
import { artOffset, faceView, fitOf, fitWords, framePlacement, IRIS, FACE_EDGE, measureFace, roundedPd, type Landmark } from "@/lib/try-on/geometry";

export type TryOnDialogProps = {
  name: string;
  image: string | undefined;
  colors: ProductColor[];
  color: string;
  onColorChange: (name: string) => void;
  frameWidthMm: number;
  others: TryOnFrame[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Art = { canvas: HTMLCanvasElement; aspect: number; anchorY: number };
type Result = { pd: number; faceWidthMm: number; fit: string };
type Source = { kind: "photo"; canvas: HTMLCanvasElement } | { kind: "camera"; video: HTMLVideoElement; stream: MediaStream };

// Photos are scaled down to this longest side: enough for the landmarks, quick to draw.
const MAX_PHOTO_SIDE = 1280;
// The art is rasterised at twice the render's size so it stays sharp on a close face.
const ART_SCALE = 2;
// A small view (a face far from the camera) is drawn at least this wide, so it is not blurry.
const MIN_VIEW_WIDTH = 720;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("image did not load"));
    img.src = src;
  });
}

/** The frame front in one colour, cropped to its drawn pixels so its width is the frame's width. */
async function buildArt(svg: string | null, colour: string): Promise<Art> {
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

function cameraError(e: unknown): string {
  const name = e instanceof DOMException ? e.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "Camera access was refused. Allow the camera for this site in your browser's settings, or choose a photo instead.";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError") return "No camera is available (none found, or another app is using it). Choose a photo instead.";
  return "The camera could not be started. Choose a photo instead.";
}

const NO_FACE = "No face found. Use a photo facing the camera with both eyes open and visible, in good light.";

export function TryOnDialog({ name: ownName, image: ownImage, colors: ownColors, color: ownColor, onColorChange, frameWidthMm: ownWidth, others, open, onOpenChange }: TryOnDialogProps) {
  // The product's own frame (its colour shared with the page), or another one picked here.
  const [otherId, setOtherId] = useState<string | null>(null);
  const [otherColor, setOtherColor] = useState("");
  const other = others.find((f) => f.id === otherId) ?? null;
  const name = other?.name ?? ownName;
  const image = other ? (other.image ?? undefined) : ownImage;
  const colors = other?.colors ?? ownColors;
  const color = other ? otherColor || other.colors[0]?.name || "" : ownColor;
  const setColor = other ? setOtherColor : onColorChange;
  const frameWidthMm = other?.widthMm ?? ownWidth;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sourceRef = useRef<Source | null>(null);
  const landmarksRef = useRef<Landmark[] | null>(null);
  const artRef = useRef<Art | null>(null);
  const svgs = useRef(new Map<string, Promise<string | null>>());
  const drawRef = useRef<() => void>(() => undefined);
  const rafRef = useRef(0);
  const [modelReady, setModelReady] = useState(false);
  const [modelError, setModelError] = useState(false);
  const [status, setStatus] = useState("Loading the face model…");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  // The lens section offers this PD ("Use the PD I measured"); it stays in this browser.
  const measuredPd = result?.pd;
  useEffect(() => {
    if (measuredPd) rememberMeasuredPd(measuredPd);
  }, [measuredPd]);
  const [kind, setKind] = useState<Source["kind"] | null>(null);
  const [dragging, setDragging] = useState(false);

  const draw = useCallback(() => {
    const canvas = canvasRef.current, src = sourceRef.current;
    if (!canvas || !src) return;
    const el = src.kind === "photo" ? src.canvas : src.video;
    const w = src.kind === "photo" ? src.canvas.width : src.video.videoWidth;
    const h = src.kind === "photo" ? src.canvas.height : src.video.videoHeight;
    if (!w || !h) return;
    const lm = landmarksRef.current, art = artRef.current;
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
      return;
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
    const next = { pd: roundedPd(face.pdMm), faceWidthMm: Math.round(face.faceWidthMm), fit: fitWords(fitOf(frameWidthMm, face.faceWidthMm)) };
    setResult((r) => (r && r.pd === next.pd && r.faceWidthMm === next.faceWidthMm && r.fit === next.fit ? r : next));
  }, [frameWidthMm]);

  // The camera loop always draws with the newest frame and width.
  useEffect(() => {
    drawRef.current = draw;
  }, [draw]);

  // The frame art for the chosen frame and colour; redraw a still photo when it changes.
  useEffect(() => {
    let live = true;
    let svg: Promise<string | null> = Promise.resolve(null);
    if (isDrawnRender(image)) {
      svg = svgs.current.get(image) ?? fetch(image).then((r) => (r.ok ? r.text() : null)).catch(() => null);
      svgs.current.set(image, svg);
    }
    const hex = colors.find((c) => c.name === color)?.value ?? colors[0]?.value ?? "#141414";
    void svg.then((text) => buildArt(text, hex)).then((art) => {
      if (!live) return;
      artRef.current = art;
      if (sourceRef.current?.kind === "photo") draw();
    });
    return () => {
      live = false;
    };
  }, [image, color, colors, draw]);

  // The model loads with the dialog (only once Try on has been pressed).
  useEffect(() => {
    let live = true;
    loadFaceDetector()
      .then(() => {
        if (!live) return;
        setModelReady(true);
        if (!sourceRef.current) setStatus("Ready. Use your camera or choose a photo.");
      })
      .catch(() => {
        if (!live) return;
        setModelError(true);
        setStatus("");
        setError("The face model could not be loaded. Check your connection and try again.");
      });
    return () => {
      live = false;
    };
  }, []);

  const stopCamera = useCallback(() => {
    cancelAnimationFrame(rafRef.current);
    const src = sourceRef.current;
    if (src?.kind === "camera") {
      for (const t of src.stream.getTracks()) t.stop();
      src.video.srcObject = null;
      sourceRef.current = null;
    }
  }, []);

  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
    if (!open) stopCamera();
    return stopCamera;
  }, [open, stopCamera]);

  async function openPhoto(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setError("That file is not an image. Choose a JPEG, PNG or WebP photo.");
      return;
    }
    stopCamera();
    setError(null);
    setResult(null);
    setStatus(modelReady ? "Finding your face…" : "Loading the face model, then finding your face…");
    const url = URL.createObjectURL(file);
    try {
      // The model may still be loading: a photo chosen early waits for it.
      const detector = await loadFaceDetector();
      const img = await loadImage(url);
      const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(img.naturalWidth * scale);
      canvas.height = Math.round(img.naturalHeight * scale);
      canvas.getContext("2d")!.drawImage(img, 0, 0, canvas.width, canvas.height);
      detector.reset();
      const lm = await detector.detect(canvas);
      sourceRef.current = { kind: "photo", canvas };
      landmarksRef.current = lm;
      setKind("photo");
      draw();
      setStatus("");
      if (!lm) setError(NO_FACE);
    } catch {
      setStatus("");
      setError("That photo could not be read. Try another JPEG, PNG or WebP.");
    } finally {
      URL.revokeObjectURL(url);
    }
  }

  async function startCamera() {
    setError(null);
    setResult(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError("The camera is not available in this browser. Choose a photo instead.");
      return;
    }
    stopCamera();
    setStatus("Starting the camera…");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
    } catch (e) {
      setStatus("");
      setError(cameraError(e));
      return;
    }
    // The model may still be loading; the dialog may have closed meanwhile.
    const detector = await loadFaceDetector().catch(() => null);
    if (!detector || !openRef.current) {
      for (const t of stream.getTracks()) t.stop();
      setStatus("");
      return;
    }
    const video = document.createElement("video");
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    sourceRef.current = { kind: "camera", video, stream };
    landmarksRef.current = null;
    detector.reset();
    setKind("camera");
    setStatus("Looking for your face…");
    let misses = 0;
    const current = () => { const s = sourceRef.current; return s?.kind === "camera" && s.video === video; };
    const tick = async () => {
      if (!current()) return;
      if (video.readyState >= 2) {
        const lm = await detector.detect(video).catch(() => null);
        if (!current()) return;
        landmarksRef.current = lm;
        misses = lm ? 0 : misses + 1;
        setStatus(lm ? "" : misses > 30 ? NO_FACE : "Looking for your face…");
        drawRef.current();
      }
      rafRef.current = requestAnimationFrame(() => void tick());
    };
    rafRef.current = requestAnimationFrame(() => void tick());
  }

  function snapshot() {
    canvasRef.current?.toBlob((blob) => {
      if (!blob) return;
      // Saved on this device only: an object URL and a download link, nothing uploaded.
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = `try-on-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.png`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    }, "image/png");
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void openPhoto(e.dataTransfer.files[0]);
  }

  const ready = !modelError;
  const found = !!result && !error;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={`Try on ${name}`}
      description="Your face stays on this device: the picture is analysed by a model running in your browser, and nothing about your face is sent to us or anyone else."
    >
      <div className="grid gap-x-6 gap-y-4 overflow-y-auto px-5 py-4 sm:px-6 md:grid-cols-[minmax(0,1fr)_15rem]">
        <div>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => void startCamera()} disabled={!ready} className={buttonClass("primary", "md")}>
              <Camera aria-hidden className="size-4" />
              {kind === "camera" ? "Restart camera" : "Use camera"}
            </button>
            <label className={buttonClass("outline", "md", `cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 ${ready ? "" : "pointer-events-none opacity-60"}`)}>
              <ImageUp aria-hidden className="size-4" />
              Choose a photo
              <input
                type="file"
                accept="image/*"
                disabled={!ready}
                className="sr-only"
                onChange={(e) => {
                  void openPhoto(e.target.files?.[0]);
                  e.target.value = "";
                }}
              />
            </label>
          </div>
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`mt-4 flex min-h-48 items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-surface-muted ${dragging ? "border-brand-600" : "border-line"}`}
          >
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={found ? `Your ${kind === "camera" ? "camera picture" : "photo"} wearing ${name}` : "Try-on picture"}
              data-testid="try-on-canvas"
              className={`max-h-[50dvh] w-auto max-w-full md:max-h-[62dvh] ${kind ? "" : "hidden"} ${kind === "camera" ? "-scale-x-100" : ""}`}
            />
            {kind ? null : <p className="p-6 text-center text-sm text-ink-muted">Or drop a photo here. A picture facing the camera, both eyes open, works best.</p>}
          </div>
        </div>

        <div className="flex flex-col gap-4">
          {error ? <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p> : null}
          <div>
            <div aria-live="polite" className="text-sm text-ink">
              {status ? <p className="text-ink-muted">{status}</p> : null}
              {found ? (
                <p data-testid="try-on-result">
                  Estimated pupillary distance: <strong>about {result.pd} mm</strong>. At {frameWidthMm} mm wide, this frame is{" "}
                  <strong>{result.fit}</strong> for your face (about {result.faceWidthMm} mm across).
                </p>
              ) : null}
            </div>
            <p className="mt-2 text-xs text-ink-muted">Estimates from the average iris size (11.7 mm); an optician measures your exact PD at your exam.</p>
          </div>
          {others.length > 0 ? (
            <div>
              <label htmlFor="try-on-frame" className="text-sm font-semibold text-ink">Frame</label>
              <select
                id="try-on-frame"
                value={otherId ?? ""}
                onChange={(e) => {
                  setOtherId(e.target.value || null);
                  setOtherColor("");
                }}
                className={`${inputClass} mt-2`}
              >
                <option value="">{ownName} ({ownWidth} mm)</option>
                {others.map((f) => (
                  <option key={f.id} value={f.id}>{f.name} ({f.widthMm} mm)</option>
                ))}
              </select>
            </div>
          ) : null}
          <ColourSwatches colors={colors} value={color} onChange={setColor} />
          <button type="button" onClick={snapshot} disabled={!found} className={buttonClass("outline", "md", "self-start")}>
            <Download aria-hidden className="size-4" />
            Download snapshot
          </button>
        </div>
      </div>
    </Modal>
  );
}
