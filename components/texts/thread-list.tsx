import { Link } from "@/components/ui/link";
import { TEXTS_COPY as C } from "@/content/texts";
import { formatDay, formatTime } from "@/lib/booking/format";
import type { ThreadSummary } from "@/lib/sms/threads";
import { formatPhone } from "@/lib/sms/phone";

/** The conversations, unread first: who (the record's name, else the number), the last words, when. */
export function ThreadList({ threads, current }: { threads: ThreadSummary[]; current: string | null }) {
  return (
    <nav aria-label={C.listLabel} className="min-w-0">
      {threads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-ink-muted">{C.empty}</p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
          {threads.map((t) => (
            <li key={t.number}>
              <Link
                href={`/brampton/admin/texts?number=${encodeURIComponent(t.number)}`}
                aria-current={t.number === current ? "page" : undefined}
                className={`block px-4 py-3 hover:bg-surface-muted ${t.number === current ? "bg-brand-50 dark:bg-brand-950/40" : ""}`}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-medium text-ink">{t.patientName ?? formatPhone(t.number)}</span>
                  {t.unread > 0 ? <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{C.unread}</span> : null}
                </span>
                <span className="block text-xs text-ink-muted">{t.patientName ? formatPhone(t.number) : C.unknown} · {formatDay(new Date(t.lastAt))}, {formatTime(new Date(t.lastAt))}</span>
                <span className="mt-1 block truncate text-sm text-ink-muted">{t.last}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
