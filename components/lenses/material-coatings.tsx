"use client";

import { INCLUDED_COATINGS, LENS_COATINGS, LENS_COATING_IDS, LENS_MATERIALS, PRESCRIPTION_MESSAGES, type LensCoating, type LensMaterial } from "@/content/lenses";
import { LENS_COPY } from "@/content/lens-copy";
import type { LensFrame } from "@/lib/lenses/choice";
import { coatingAllowed, type MaterialOption } from "@/lib/lenses/rules";
import { ChoiceCard, ChoiceGroup, addPrice } from "./choice-group";

/** "Lens material": every material stays listed; those the prescription or frame rule out are disabled with the reason. */
export function MaterialGroup({ materials, value, onChange }: { materials: MaterialOption[]; value: LensMaterial; onChange: (m: LensMaterial) => void }) {
  return (
    <ChoiceGroup id="lens-material" legend={LENS_COPY.materialLegend}>
      {materials.map((m) => (
        <ChoiceCard
          key={m.id}
          id={`lens-material-${m.id}`}
          type="radio"
          name="lens-material"
          label={LENS_MATERIALS[m.id].name}
          price={addPrice(LENS_MATERIALS[m.id].price)}
          description={m.allowed ? undefined : m.reason === "kids" ? PRESCRIPTION_MESSAGES.materialKids : PRESCRIPTION_MESSAGES.materialPower}
          checked={value === m.id}
          disabled={!m.allowed}
          onChange={() => onChange(m.id)}
        />
      ))}
    </ChoiceGroup>
  );
}

/** "Coatings": what every pair has, then the ones a shopper adds. */
export function CoatingsGroup({ frame, value, onChange }: { frame: LensFrame; value: LensCoating[]; onChange: (c: LensCoating[]) => void }) {
  return (
    <ChoiceGroup id="lens-coatings" legend={LENS_COPY.coatingsLegend} kind="group" hint={`${LENS_COPY.included}: ${INCLUDED_COATINGS.join(" and ")}.`}>
      {LENS_COATING_IDS.map((id) => {
        const allowed = coatingAllowed(id, frame);
        const checked = allowed && value.includes(id);
        return (
          <ChoiceCard
            key={id}
            id={`lens-coating-${id}`}
            type="checkbox"
            name="lens-coatings"
            label={LENS_COATINGS[id].name}
            price={addPrice(LENS_COATINGS[id].price)}
            description={allowed ? LENS_COATINGS[id].description : PRESCRIPTION_MESSAGES.coatingPolarized}
            checked={checked}
            disabled={!allowed}
            onChange={() => onChange(checked ? value.filter((c) => c !== id) : [...value, id])}
          />
        );
      })}
    </ChoiceGroup>
  );
}
