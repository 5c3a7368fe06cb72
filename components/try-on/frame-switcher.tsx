"use client";

import { inputClass } from "@/components/ui/field";
import type { TryOnFrame } from "@/lib/catalog/types";

/** Another frame to try without closing the dialog; "" is the product's own. */
export function FrameSwitcher({
  ownName,
  ownWidth,
  others,
  value,
  onChange,
}: {
  ownName: string;
  ownWidth: number;
  others: TryOnFrame[];
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  if (others.length === 0) return null;
  return (
    <div>
      <label htmlFor="try-on-frame" className="text-sm font-semibold text-ink">Frame</label>
      <select
        id="try-on-frame"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || null)}
        className={`${inputClass} mt-2`}
      >
        <option value="">{ownName} ({ownWidth} mm)</option>
        {others.map((f) => (
          <option key={f.id} value={f.id}>{f.name} ({f.widthMm} mm)</option>
        ))}
      </select>
    </div>
  );
}
