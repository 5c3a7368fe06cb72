import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FigureRowsTable } from "@/components/figures/figure-rows-table";
import { buttonClass } from "@/components/ui/button";
import { Download } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { Pager } from "@/components/ui/pager";
import { FIGURES, FIGURES_COPY as C } from "@/content/figures";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { choiceQuery, figureBySlug, figureNames, loadFigureRows, readChoice, ROWS_PAGE } from "@/lib/figures";
import { scopeText } from "@/lib/figures/present";

export const metadata: Metadata = { title: "Practice figures: rows", robots: { index: false, follow: false } };

type Props = { params: Promise<{ figure: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The rows behind one figure, under the same choice as the page; "Export CSV" downloads them all. */
export default async function FigureRowsPage({ params, searchParams }: Props) {
  const key = figureBySlug((await params).figure);
  if (!key) notFound();
  const session = await requireAdminPage("/brampton/admin/figures", "analytics");
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  const db = await getDb();
  const { lists, names } = await figureNames(db, caller);
  const sp = await searchParams;
  const { choice } = readChoice(sp, { clinics: lists.clinics.map((c) => c.id), optometrists: lists.optometrists.map((o) => o.id) });
  const page = Math.max(1, Math.min(100_000, Number.parseInt(String(Array.isArray(sp.page) ? sp.page[0] : sp.page ?? "1"), 10) || 1));
  const { rows, total } = await loadFigureRows(db, caller, key, choice, page);
  const query = choiceQuery(choice);
  const scope = scopeText(choice, lists);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link href={`/brampton/admin/figures?${query}`} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">{C.back}</Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-ink">{C.rowsTitle(FIGURES[key].name)}</h1>
          <p className="mt-1 text-ink-muted">{scope}</p>
          <p className="mt-1 text-sm text-ink-muted" role="status">{C.rowsCount(total)}</p>
        </div>
        <a href={`/brampton/admin/figures/${FIGURES[key].slug}/export?${query}`} className={buttonClass("outline", "md")} download>
          <Download aria-hidden className="size-4" />
          {C.exportCsv}
        </a>
      </div>
      <p className="mt-3 max-w-3xl text-sm text-ink-muted">{FIGURES[key].definition}</p>
      <FigureRowsTable figure={key} rows={rows} names={names} />
      <Pager page={page} pageCount={Math.ceil(total / ROWS_PAGE)} href={(p) => `/brampton/admin/figures/${FIGURES[key].slug}?${query}&page=${p}`} label={C.rowsTitle(FIGURES[key].name)} className="mt-4" />
    </div>
  );
}
