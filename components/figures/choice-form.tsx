import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { FIGURES_COPY as C, PERIODS } from "@/content/figures";
import type { FigureChoice, Optometrist } from "@/lib/figures";

const label = "block text-sm font-medium text-ink";

/**
 * The figures' choice as a plain GET form: the choice lands in the address (a view can be
 * bookmarked) and the page works without JavaScript. From/To apply when the period is "From/To".
 */
export function FigureChoiceForm({ choice, clinics, optometrists, error }: { choice: FigureChoice; clinics: { id: string; name: string }[]; optometrists: Optometrist[]; error?: string }) {
  return (
    <form method="get" aria-label={C.choose} className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="space-y-1.5">
        <label htmlFor="figures-period" className={label}>{C.period}</label>
        <select id="figures-period" name="period" defaultValue={choice.period} className={inputClass}>
          {Object.entries(PERIODS).map(([value, text]) => <option key={value} value={value}>{text}</option>)}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="figures-from" className={label}>{C.from}</label>
        <input id="figures-from" name="from" type="date" defaultValue={choice.range.from} className={inputClass} aria-describedby={error ? "figures-dates-hint figures-error" : "figures-dates-hint"} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="figures-to" className={label}>{C.to}</label>
        <input id="figures-to" name="to" type="date" defaultValue={choice.range.to} className={inputClass} aria-describedby={error ? "figures-dates-hint figures-error" : "figures-dates-hint"} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="figures-clinic" className={label}>{C.clinic}</label>
        <select id="figures-clinic" name="clinic" defaultValue={choice.clinic ?? ""} className={inputClass}>
          <option value="">{C.bothClinics}</option>
          {clinics.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="figures-optometrist" className={label}>{C.optometrist}</label>
        <select id="figures-optometrist" name="optometrist" defaultValue={choice.optometrist ?? ""} className={inputClass}>
          <option value="">{C.all}</option>
          {optometrists.map((o) => <option key={o.id} value={o.id}>{o.title}</option>)}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary", "md")}>{C.show}</button>
      <p id="figures-dates-hint" className="w-full text-xs text-ink-muted">{C.datesHint}</p>
      {error ? <p id="figures-error" role="alert" className="w-full text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </form>
  );
}
