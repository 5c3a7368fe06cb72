"use client";

import { LENS_TYPES, LENS_TYPE_IDS, type LensType } from "@/content/lenses";
import { LENS_COPY } from "@/content/lens-copy";
import { ChoiceCard, ChoiceGroup, addPrice } from "./choice-group";

/** The "Lenses" radio group: Frame only (the default), Single vision, Progressive, Reading. */
export function LensTypeGroup({ value, onChange }: { value: LensType; onChange: (type: LensType) => void }) {
  return (
    <ChoiceGroup id="lens-type" legend={LENS_COPY.lensesLegend}>
      {LENS_TYPE_IDS.map((id) => (
        <ChoiceCard
          key={id}
          id={`lens-type-${id}`}
          type="radio"
          name="lens-type"
          label={LENS_TYPES[id].name}
          description={LENS_TYPES[id].description}
          price={addPrice(LENS_TYPES[id].price)}
          checked={value === id}
          onChange={() => onChange(id)}
        />
      ))}
    </ChoiceGroup>
  );
}
