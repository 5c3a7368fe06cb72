import type { Metadata } from "next";
import { FigureCard } from "@/components/figures/figure-card";
import { FigureChoiceForm } from "@/components/figures/choice-form";
import { MonthChart } from "@/components/figures/month-chart";
import { OptometristTable } from "@/components/figures/optometrist-table";
import { FIGURE_KEYS, FIGURES, FIGURES_COPY as C } from "@/content/figures";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { choiceQuery, figureChoices, loadFigures, readChoice } from "@/lib/figures";
import { formatAsOf, scopeText } from "@/lib/figures/present";

export const metadata: Metadata = { title: "Practice figures", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "Practice figures" (issue 53): the Owner's figures for a period, clinic and optometrist, against the year before. */
export default async function FiguresPage({ searchParams }: Props) {
  const session = await requireAdminPage("/brampton/admin/figures", "analytics");
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const db = await getDb();
  const lists = await figureChoices(db, caller);
  const { choice, error } = readChoice(await searchParams, { clinics: lists.clinics.map((c) => c.id), optometrists: lists.optometrists.map((o) => o.id) });
  const view = await loadFigures(db, caller, choice);
  const query = choiceQuery(choice);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
      <p className="mt-1 text-sm text-ink-muted">{C.asOf(formatAsOf(view.asOf))}</p>
      <FigureChoiceForm choice={choice} clinics={lists.clinics} optometrists={lists.optometrists} error={error} />
      <h2 className="mt-8 text-xl font-semibold text-ink">{scopeText(choice, lists)}</h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FIGURE_KEYS.map((key) => (
          <FigureCard key={key} figure={key} now={view.now} before={view.before} rowsHref={`/brampton/admin/figures/${FIGURES[key].slug}?${query}`} />
        ))}
      </div>
      <OptometristTable rows={view.optometrists} />
      <MonthChart months={view.months} />
    </div>
  );
}
