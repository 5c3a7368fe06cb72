"use client";

import { useState } from "react";
import type { ProductColor, TryOnFrame } from "@/lib/catalog/types";

/** The product's own frame (its colour shared with the page), or another one picked here. */
export function useFrameChoice({
  name: ownName,
  image: ownImage,
  colors: ownColors,
  color: ownColor,
  onColorChange,
  frameWidthMm: ownWidth,
  others,
}: {
  name: string;
  image: string | undefined;
  colors: ProductColor[];
  color: string;
  onColorChange: (name: string) => void;
  frameWidthMm: number;
  others: TryOnFrame[];
}) {
  const [otherId, setOtherId] = useState<string | null>(null);
  const [otherColor, setOtherColor] = useState("");
  const other = others.find((f) => f.id === otherId) ?? null;
  const name = other?.name ?? ownName;
  const image = other ? (other.image ?? undefined) : ownImage;
  const colors = other?.colors ?? ownColors;
  const color = other ? otherColor || other.colors[0]?.name || "" : ownColor;
  const setColor = other ? setOtherColor : onColorChange;
  const frameWidthMm = other?.widthMm ?? ownWidth;
  // Another frame starts in its first colour.
  function chooseFrame(id: string | null) {
    setOtherId(id);
    setOtherColor("");
  }
  return { otherId, chooseFrame, name, image, colors, color, setColor, frameWidthMm };
}
