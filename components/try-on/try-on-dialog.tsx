"use client";

import { Download } from "@/components/ui/icons";
import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { buttonClass } from "@/components/ui/button";
import { ColourSwatches } from "@/components/ui/colour-swatches";
import type { ProductColor, TryOnFrame } from "@/lib/catalog/types";
import { rememberMeasuredPd } from "@/lib/try-on/measured-pd";
import type { Result } from "@/components/try-on/draw-try-on";
import { FitResult } from "@/components/try-on/fit-result";
import { FrameSwitcher } from "@/components/try-on/frame-switcher";
import { TryOnPicture } from "@/components/try-on/try-on-picture";
import { useFaceSource } from "@/components/try-on/use-face-source";
import { useFrameChoice } from "@/components/try-on/use-frame-choice";
import { useTryOnDrawing } from "@/components/try-on/use-try-on-drawing";

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

export function TryOnDialog({ open, onOpenChange, ...own }: TryOnDialogProps) {
  const { otherId, chooseFrame, name, image, colors, color, setColor, frameWidthMm } = useFrameChoice(own);
  // Held here, above the drawing and camera hooks, so this effect still runs before theirs.
  const [result, setResult] = useState<Result | null>(null);
  // The lens section offers this PD ("Use the PD I measured"); it stays in this browser.
  const measuredPd = result?.pd;
  useEffect(() => {
    if (measuredPd) rememberMeasuredPd(measuredPd);
  }, [measuredPd]);
  const [dragging, setDragging] = useState(false);
  const { canvasRef, sourceRef, landmarksRef, drawRef, draw } = useTryOnDrawing({ image, colors, color, frameWidthMm, setResult });
  const { ready, status, error, kind, openPhoto, startCamera } = useFaceSource({ open, sourceRef, landmarksRef, draw, drawRef, setResult });

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
        <TryOnPicture
          canvasRef={canvasRef}
          name={name}
          kind={kind}
          ready={ready}
          found={found}
          dragging={dragging}
          onDraggingChange={setDragging}
          onCamera={startCamera}
          onPhoto={openPhoto}
        />

        <div className="flex flex-col gap-4">
          {error ? <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p> : null}
          <FitResult status={status} result={found ? result : null} frameWidthMm={frameWidthMm} />
          <FrameSwitcher ownName={own.name} ownWidth={own.frameWidthMm} others={own.others} value={otherId} onChange={chooseFrame} />
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
