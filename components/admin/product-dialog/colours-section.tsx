"use client";

import { Controller, useFieldArray, useFormContext } from "react-hook-form";
import { Plus, Trash2 } from "@/components/ui/icons";
import { buttonClass } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { FieldGroup, inputClass } from "@/components/admin/form-parts";
import { DEFAULT_COLOR, MAX_COLORS, type ProductFormValues } from "@/lib/validations/product";

/** The product's colours: a name, and a value set by the picker or typed as a code. */
export function ColoursSection() {
  const { register, control, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const colors = useFieldArray({ control, name: "colors" });
  return (
    <FieldGroup title="Colours" hint={`Up to ${MAX_COLORS}. A row without both a name and a colour is left out.`}>
      {colors.fields.length === 0 ? <p className="text-sm text-ink-muted">No colours yet.</p> : null}
      <ul className="space-y-2">
        {colors.fields.map((c, i) => (
          <li key={c.id} className="flex items-end gap-2">
            <div className="flex-1">
              <label htmlFor={`color-name-${i}`} className="mb-1 block text-xs font-medium text-ink-muted">
                Colour {i + 1} name
              </label>
              <input id={`color-name-${i}`} placeholder="e.g. Havana" className={inputClass} {...register(`colors.${i}.name`)} />
            </div>
            {/* The picker and the code edit one value; the picker only takes #rrggbb, so it falls back while the code is being typed. */}
            <Controller
              control={control}
              name={`colors.${i}.value`}
              render={({ field: f }) => (
                <>
                  <div>
                    <label htmlFor={`color-picker-${i}`} className="mb-1 block text-xs font-medium text-ink-muted">
                      Pick
                    </label>
                    <input
                      id={`color-picker-${i}`}
                      type="color"
                      value={/^#[0-9a-f]{6}$/i.test(f.value) ? f.value : DEFAULT_COLOR}
                      onChange={(e) => f.onChange(e.target.value)}
                      aria-label={`Colour ${i + 1} value`}
                      className="h-9.5 w-12 cursor-pointer rounded-lg border border-line bg-surface p-1"
                    />
                  </div>
                  <div className="w-28">
                    <label htmlFor={`color-value-${i}`} className="mb-1 block text-xs font-medium text-ink-muted">
                      Code
                    </label>
                    <input id={`color-value-${i}`} value={f.value} onChange={(e) => f.onChange(e.target.value)} onBlur={f.onBlur} className={`${inputClass} font-mono`} />
                  </div>
                </>
              )}
            />
            <button
              type="button"
              onClick={() => colors.remove(i)}
              aria-label={`Remove colour ${i + 1}`}
              className="inline-flex size-9.5 shrink-0 items-center justify-center rounded-lg border border-line text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <FieldError id="product-colors-error" message={errors.colors?.message ?? errors.colors?.root?.message} />
      <button
        type="button"
        disabled={colors.fields.length >= MAX_COLORS}
        onClick={() => colors.append({ name: "", value: DEFAULT_COLOR })}
        className={buttonClass("outline", "sm")}
      >
        <Plus aria-hidden className="size-4" />
        Add colour
      </button>
    </FieldGroup>
  );
}
