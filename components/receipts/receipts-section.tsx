import { Link } from "@/components/ui/link";
import { ACCOUNT_RECEIPTS_COPY as C } from "@/content/payments";
import { formatPrice } from "@/lib/format";
import type { ReceiptSummary } from "@/lib/receipts/read";

export const accountReceiptHref = (number: string, pdf = false) => `/brampton/account/receipts/${number}${pdf ? "/pdf" : ""}`;

/** The account's "Receipts": each paid order and exam, newest first, to view, print or download. */
export function ReceiptsSection({ receipts }: { receipts: ReceiptSummary[] }) {
  return (
    <section aria-labelledby="receipts-heading" className="rounded-2xl border border-line bg-surface p-6">
      <h2 id="receipts-heading" className="text-xl font-semibold text-ink">{C.heading}</h2>
      {receipts.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{C.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {receipts.map((r) => (
            <li key={r.number} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {C.kinds[r.kind]} {r.number}
                </p>
                <p className="text-sm text-ink-muted">
                  {r.reference} · {r.issuedOn} · {formatPrice(r.paid)}
                </p>
              </div>
              <div className="flex gap-3 text-sm font-medium">
                <Link href={accountReceiptHref(r.number)} aria-label={C.viewLabel(r.number)} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
                  {C.view}
                </Link>
                {/* A file, not a page: a plain link so the browser downloads it. */}
                <a href={accountReceiptHref(r.number, true)} download aria-label={C.downloadLabel(r.number)} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
                  {C.download}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
