type Swatch = { name: string; value: string };

/** The colour choice as round swatches (aria-pressed buttons), with the chosen name in the legend. */
export function ColourSwatches({ colors, value, onChange }: { colors: Swatch[]; value: string; onChange: (name: string) => void }) {
  if (colors.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">
        Colour: <span className="font-normal text-ink-muted">{value}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {colors.map((c) => (
          <button
            key={c.name}
            type="button"
            onClick={() => onChange(c.name)}
            aria-pressed={c.name === value}
            aria-label={c.name}
            title={c.name}
            className="size-9 rounded-full border border-line ring-offset-2 ring-offset-surface aria-pressed:ring-2 aria-pressed:ring-brand-600"
            style={{ backgroundColor: c.value }}
          />
        ))}
      </div>
    </fieldset>
  );
}
