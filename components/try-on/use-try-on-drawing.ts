"use client";

import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from "react";
import { drawTryOn, type Result, type Source } from "@/components/try-on/draw-try-on";
import { buildArt, type Art } from "@/components/try-on/frame-art-canvas";
import type { ProductColor } from "@/lib/catalog/types";
import { isDrawnRender } from "@/lib/try-on/frame-art";
import type { Landmark } from "@/lib/try-on/geometry";

/**
 * The try-on canvas and what is drawn on it: the source and its landmarks (set by
 * useFaceSource), the chosen frame's art, and `draw`, which reports the fit through `setResult`.
 */
export function useTryOnDrawing({
  image,
  colors,
  color,
  frameWidthMm,
  setResult,
}: {
  image: string | undefined;
  colors: ProductColor[];
  color: string;
  frameWidthMm: number;
  setResult: Dispatch<SetStateAction<Result | null>>;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sourceRef = useRef<Source | null>(null);
  const landmarksRef = useRef<Landmark[] | null>(null);
  const artRef = useRef<Art | null>(null);
  const svgs = useRef(new Map<string, Promise<string | null>>());
  const drawRef = useRef<() => void>(() => undefined);

  // setResult is a state setter, so draw still changes only with the frame's width.
  const draw = useCallback(() => {
    const canvas = canvasRef.current, src = sourceRef.current;
    if (!canvas || !src) return;
    const next = drawTryOn(canvas, src, landmarksRef.current, artRef.current, frameWidthMm);
    if (!next) return;
    setResult((r) => (r && r.pd === next.pd && r.faceWidthMm === next.faceWidthMm && r.fit === next.fit ? r : next));
  }, [frameWidthMm, setResult]);

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

  return { canvasRef, sourceRef, landmarksRef, drawRef, draw };
}
