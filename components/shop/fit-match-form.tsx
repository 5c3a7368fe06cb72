"use client";

import { ChevronDown, Ruler } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { saveFitAction, savedFitAction } from "@/components/account/actions";
import { buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { inputClass } from "@/components/ui/field";
import { FIT_TOLERANCE_MM, MEASUREMENT_LIMITS, fitToParam, type FitNumbers } from "@/lib/catalog/fit";

// The schema (and zod with it) loads when the form is opened, not with the shop page.
const loadSchema = () => import("@/lib/validations/fit");
import { TempleHint } from "./temple-hint";

type Key = keyof FitNumbers;
const FIELDS: { key: Key; label: string }[] = [
  { key: "lens", label: "Lens width" },
  { key: "bridge", label: "Bridge width" },
  { key: "temple", label: "Temple length" },
];

/**
 * "Match my current glasses": a GET form, so without JavaScript it submits `lens`, `bridge`
 * and `temple` (checked by the browser against the inputs' limits) and the listing reads them
 * as a fit. With JavaScript the shared schema checks them, the URL gets `fit=52-18-140`, and a
 * signed-in shopper's numbers are saved to their profile and filled in next time.
 */
export function FitMatchForm({ action, keep, fit }: { action: string; keep: [string, string][]; fit?: FitNumbers }) {
  const router = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const asked = useRef(false);
  // The browser validates until hydration, the schema after. Set on the element, not through
  // state: a state change while hydrating would re-render synchronously inside the commit.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  function fillSaved(open: boolean) {
    if (open) void loadSchema();
    if (!open || fit || asked.current) return;
    asked.current = true;
    void savedFitAction()
      .then((r) => {
        const el = form.current;
        if (!r.ok || !r.fit || !el) return;
        for (const { key } of FIELDS) {
          const input = el.elements.namedItem(key) as HTMLInputElement | null;
          if (input && input.value === "") input.value = String(r.fit[key]);
        }
      })
      .catch(() => undefined);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const data = new FormData(el);
    const { fitSchema } = await loadSchema();
    const parsed = fitSchema.safeParse({ lens: data.get("lens") ?? "", bridge: data.get("bridge") ?? "", temple: data.get("temple") ?? "" });
    if (!parsed.success) {
      const next: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Key] ??= issue.message;
      setErrors(next);
      const first = FIELDS.find((f) => next[f.key]);
      if (first) (el.elements.namedItem(first.key) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    const query = new URLSearchParams(keep);
    query.set("fit", fitToParam(parsed.data));
    router.push(`${action}?${query}`, { scroll: false });
    // A toast, since the listing it lands on is a new page. A visitor is told nothing: saving is a bonus.
    void saveFitAction(parsed.data)
      .then((r) => r.ok && toast.success("Saved to your account for next time."))
      .catch(() => undefined);
  }

  return (
    // Closed when a fit is in force (it shows as a chip), so the matches come first on a phone.
    <details onToggle={(e) => fillSaved(e.currentTarget.open)} className="group rounded-2xl border border-line bg-surface">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <Ruler aria-hidden className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
        Match my current glasses
        <span className="ml-auto flex items-center gap-3">
          <span className="hidden text-sm font-normal text-ink-muted group-open:hidden sm:inline">
            {fit ? `Your numbers: ${fitToParam(fit)}` : "Find frames the size of a pair you own"}
          </span>
          <ChevronDown aria-hidden className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <div className="grid gap-6 border-t border-line px-4 py-4 md:grid-cols-[minmax(0,34rem)_minmax(0,20rem)] md:items-start md:justify-between">
        <form ref={form} method="get" action={action} onSubmit={submit} aria-label="Match my current glasses">
          {keep.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="grid grid-cols-3 gap-3">
            {FIELDS.map(({ key, label }) => {
              const error = errors[key];
              return (
                <div key={key} className="space-y-1.5">
                  <label htmlFor={`${id}-${key}`} className="block text-sm font-medium text-ink">
                    {label}
                    <span className="sr-only"> (mm)</span>
                  </label>
                  <div className="relative">
                    <input
                      id={`${id}-${key}`}
                      name={key}
                      type="number"
                      inputMode="numeric"
                      required
                      min={MEASUREMENT_LIMITS[key].min}
                      max={MEASUREMENT_LIMITS[key].max}
                      step={1}
                      defaultValue={fit?.[key]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-${key}-error` : undefined}
                      className={`${inputClass} pr-10`}
                    />
                    <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-muted">
                      mm
                    </span>
                  </div>
                </div>
              );
            })}
          </div>
          {/* One list of messages under the row: three columns are too narrow for a sentence each at 390 px. */}
          <div className="mt-2 space-y-1" role="alert">
            {FIELDS.map(({ key }) =>
              errors[key] ? (
                <p key={key} id={`${id}-${key}-error`} className="text-sm text-red-600 dark:text-red-400">
                  {errors[key]}
                </p>
              ) : null,
            )}
          </div>
          <button type="submit" className={buttonClass("primary", "md", "mt-3 min-h-11")}>
            Find frames that fit
          </button>
        </form>
        <div className="space-y-2 text-sm text-ink-muted">
          <TempleHint />
          <p>
            Look inside a temple arm of the glasses you wear: numbers such as <span className="font-mono text-ink">52□18 140</span> are the lens
            width, the bridge width and the temple length. We list frames within {FIT_TOLERANCE_MM.lens} mm,{" "}
            {FIT_TOLERANCE_MM.bridge} mm and {FIT_TOLERANCE_MM.temple} mm of them, closest first.
          </p>
        </div>
      </div>
    </details>
  );
}

