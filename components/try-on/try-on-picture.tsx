"use client";

import { Camera, ImageUp } from "@/components/ui/icons";
import type { DragEvent, RefObject } from "react";
import { buttonClass } from "@/components/ui/button";
import type { Source } from "@/components/try-on/draw-try-on";

/**
 * The picture side: the camera button, the photo input, and the drop zone holding the canvas.
 * `dragging` is kept by the dialog, so it outlives this part while the dialog is closed.
 */
export function TryOnPicture({
  canvasRef,
  name,
  kind,
  ready,
  found,
  dragging,
  onDraggingChange,
  onCamera,
  onPhoto,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  name: string;
  kind: Source["kind"] | null;
  ready: boolean;
  found: boolean;
  dragging: boolean;
  onDraggingChange: (dragging: boolean) => void;
  onCamera: () => Promise<void>;
  onPhoto: (file: File | undefined) => Promise<void>;
}) {
  function onDrop(e: DragEvent) {
    e.preventDefault();
    onDraggingChange(false);
    void onPhoto(e.dataTransfer.files[0]);
  }

  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => void onCamera()} disabled={!ready} className={buttonClass("primary", "md")}>
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
              void onPhoto(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
      </div>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          onDraggingChange(true);
        }}
        onDragLeave={() => onDraggingChange(false)}
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
  );
}
