"use client";

import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import type { Result, Source } from "@/components/try-on/draw-try-on";
import { loadImage } from "@/components/try-on/frame-art-canvas";
import { loadFaceDetector } from "@/lib/try-on/face-mesh";
import type { Landmark } from "@/lib/try-on/geometry";

// Photos are scaled down to this longest side: enough for the landmarks, quick to draw.
export const MAX_PHOTO_SIDE = 1280;

export const NO_FACE = "No face found. Use a photo facing the camera with both eyes open and visible, in good light.";

export function cameraError(e: unknown): string {
  const name = e instanceof DOMException ? e.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "Camera access was refused. Allow the camera for this site in your browser's settings, or choose a photo instead.";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError") return "No camera is available (none found, or another app is using it). Choose a photo instead.";
  return "The camera could not be started. Choose a photo instead.";
}

/**
 * The face model and the picture it reads: a photo, or the camera with its per-frame loop.
 * Sets the source and landmarks that useTryOnDrawing draws; the camera stops when the dialog closes.
 */
export function useFaceSource({
  open,
  sourceRef,
  landmarksRef,
  draw,
  drawRef,
  setResult,
}: {
  open: boolean;
  sourceRef: RefObject<Source | null>;
  landmarksRef: RefObject<Landmark[] | null>;
  draw: () => void;
  drawRef: RefObject<() => void>;
  setResult: Dispatch<SetStateAction<Result | null>>;
}) {
  const rafRef = useRef(0);
  const [modelReady, setModelReady] = useState(false);
  const [modelError, setModelError] = useState(false);
  const [status, setStatus] = useState("Loading the face model…");
  const [error, setError] = useState<string | null>(null);
  const [kind, setKind] = useState<Source["kind"] | null>(null);

  // The model loads with the dialog (only once Try on has been pressed). sourceRef is a ref,
  // listed for the linter only: it never changes, so this still runs once.
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
  }, [sourceRef]);

  const stopCamera = useCallback(() => {
    cancelAnimationFrame(rafRef.current);
    const src = sourceRef.current;
    if (src?.kind === "camera") {
      for (const t of src.stream.getTracks()) t.stop();
      src.video.srcObject = null;
      sourceRef.current = null;
    }
  }, [sourceRef]);

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

  return { ready: !modelError, status, error, kind, openPhoto, startCamera };
}
