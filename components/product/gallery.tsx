"use client";

import { useState } from "react";

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const shown = images.slice(0, 4);
  if (shown.length === 0) return <div className="aspect-[4/3] rounded-2xl bg-surface-muted" />;
  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-line bg-surface-muted">
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG renders */}
        <img src={shown[index]} alt={`${name}, view ${index + 1} of ${shown.length}`} className="aspect-[4/3] w-full object-cover" />
      </div>
      {shown.length > 1 ? (
        <div className="mt-3 grid grid-cols-4 gap-3" role="group" aria-label="Product images">
          {shown.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show view ${i + 1}`}
              aria-pressed={i === index}
              className="overflow-hidden rounded-xl border-2 border-transparent bg-surface-muted aria-pressed:border-brand-600"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG renders */}
              <img src={src} alt="" className="aspect-[4/3] w-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
