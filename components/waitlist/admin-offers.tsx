import { DataTable, type Column } from "@/components/ui/data-table";
import { WAITLIST_ADMIN_COPY as C } from "@/content/waitlist";
import type { OfferRecord, WeekFigures } from "@/lib/waitlist/admin";

const when = new Intl.DateTimeFormat("en-CA", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "America/Toronto" });
const clock = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "America/Toronto" });

/** The week's figures on the clinic's view of the waitlist. */
export function WaitlistFigures({ figures }: { figures: WeekFigures }) {
  const items = [
    [C.figures.freed, figures.freed.toLocaleString("en-CA")],
    [C.figures.refilled, figures.refilled.toLocaleString("en-CA")],
    [C.figures.hours, figures.hoursRecovered.toLocaleString("en-CA")],
  ] as const;
  return (
    <section aria-labelledby="wl-week" className="mt-8">
      <h2 id="wl-week" className="text-xl font-semibold text-ink">{C.weekTitle}</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-line bg-surface p-4">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="mt-1 text-3xl font-semibold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-ink-muted">{C.figuresNote}</p>
    </section>
  );
}

/** Each freed time offered, who was asked in which batch and when, and what became of it. */
export function WaitlistOffers({ offers, clinicName }: { offers: OfferRecord[]; clinicName: (id: string) => string }) {
  const [time, freedBy, asked, outcome] = C.offerColumns;
  const columns: Column<OfferRecord>[] = [
    {
      header: time,
      cell: (o) => (
        <>
          {when.format(new Date(o.starts_at))}
          <span className="block text-xs font-normal text-ink-muted">{clinicName(o.clinic_id)} · {o.service_type}</span>
        </>
      ),
    },
    {
      header: freedBy,
      cell: (o) => (
        <>
          {C.reasons[o.reason as keyof typeof C.reasons] ?? o.reason}
          <span className="block text-xs text-ink-muted">{clock.format(new Date(o.created_at))}</span>
        </>
      ),
    },
    {
      header: asked,
      cell: (o) => (
        <ul className="space-y-0.5">
          {o.asks.map((a, i) => (
            <li key={i}>
              {a.name} <span className="text-xs text-ink-muted">· {clock.format(new Date(a.asked_at))} · {C.batch(a.batch)}</span>
              {a.taken ? <span className="ml-1 font-medium text-green-700 dark:text-green-300">· {C.tookIt}</span> : null}
            </li>
          ))}
        </ul>
      ),
    },
    { header: outcome, cell: (o) => (o.status === "open" ? C.outcome.open : o.status === "taken" ? C.outcome.taken(o.taken_by) : (C.outcome.gone[o.gone_reason ?? ""] ?? o.gone_reason)) },
  ];
  return (
    <section aria-labelledby="wl-offers" className="mt-10">
      <h2 id="wl-offers" className="text-xl font-semibold text-ink">{C.offersTitle}</h2>
      <p className="mt-1 text-sm text-ink-muted">{C.offersIntro}</p>
      <DataTable caption={C.offersCaption} columns={columns} rows={offers} rowKey={(o) => o.id} empty={C.offersEmpty} minWidth="min-w-[48rem]" className="mt-3" />
    </section>
  );
}
