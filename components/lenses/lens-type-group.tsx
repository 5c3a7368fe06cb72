"use client";

import type { LensType } from "@/content/lenses";
import { ChoiceCard, ChoiceGroup, addPrice } from "./choice-group";
import type { LensPanel } from "./lens-panel";

/** The "Lenses" radio group: Frame only (the default), Single vision, Progressive, Reading. */
export function LensTypeGroup({ panel, value, onChange }: { panel: LensPanel; value: LensType; onChange: (type: LensType) => void }) {
  return (
    <ChoiceGroup id="lens-type" legend={panel.words.lensesLegend}>
      {panel.types.map((t) => (
        <ChoiceCard
          key={t.id}
          id={`lens-type-${t.id}`}
          type="radio"
          name="lens-type"
          label={t.name}
          description={t.description}
          price={addPrice(t.price)}
          checked={value === t.id}
          onChange={() => onChange(t.id)}
        />
      ))}
    </ChoiceGroup>
  );
}
