import { Link } from "@/components/ui/link";
import { TEXTS_COPY as C } from "@/content/texts";
import { formatDay, formatTime } from "@/lib/booking/format";
import type { Thread } from "@/lib/sms/threads";
import { formatPhone } from "@/lib/sms/phone";
import { ReplyForm } from "./reply-form";

const when = (iso: string) => `${formatDay(new Date(iso))}, ${formatTime(new Date(iso))}`;

/** One conversation, oldest first: the patient's texts on the left, the clinic's on the right with their delivery state. */
export function ThreadView({ thread }: { thread: Thread }) {
  const who = thread.patientName ? `${thread.patientName} (${formatPhone(thread.number)})` : formatPhone(thread.number);
  return (
    <section aria-labelledby="thread-heading" className="min-w-0 rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="thread-heading" className="text-lg font-semibold text-ink">{C.from(who)}</h2>
        {thread.patientId ? <Link href={`/brampton/admin/patients/${thread.patientId}`} className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">{C.openRecord}</Link> : null}
      </div>
      {thread.stopped ? <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">{C.stopped}</p> : null}
      {thread.cannotReceive ? <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">{C.cannotReceive}</p> : null}
      <ol className="mt-4 space-y-3">
        {thread.messages.map((m) => (
          <li key={`${m.direction}-${m.id}`} className={`flex ${m.direction === "out" ? "justify-end" : "justify-start"}`}>
            <div className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm ${m.direction === "out" ? "bg-brand-700 text-white dark:bg-brand-700" : "bg-surface-muted text-ink"}`}>
              <p className="sr-only">{m.direction === "out" ? C.you : C.them}:</p>
              <p className="whitespace-pre-line break-words">{m.body}</p>
              <p className={`mt-1 text-xs ${m.direction === "out" ? "text-white" : "text-ink-muted"}`}>
                {when(m.at)}
                {m.direction === "out" ? ` · ${(m.delivery && C.delivery[m.delivery]) || C.status[m.status ?? ""] || m.status}` : C.keyword[m.kind] ? ` · ${C.keyword[m.kind]}` : ""}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {thread.stopped || thread.cannotReceive ? null : <ReplyForm number={thread.number} />}
    </section>
  );
}
