import type { Metadata } from "next";
import { ThreadList } from "@/components/texts/thread-list";
import { ThreadView } from "@/components/texts/thread-view";
import { TEXTS_COPY as C } from "@/content/texts";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { listThreads, openThread } from "@/lib/sms/threads";

export const metadata: Metadata = { title: "Texts", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The front desk's texts (issue 54): conversations by number, unread first; the chosen one with its reply box. Owner and Front desk. */
export default async function TextsPage({ searchParams }: Props) {
  const session = await requireAdminPage("/brampton/admin/texts", "patients");
  const asked = (await searchParams).number;
  const number = typeof asked === "string" ? asked : null;
  const db = await getDb();
  const caller = { kind: "user" as const, userId: session.userId, email: session.email };
  // The chosen thread first: opening it marks it read, which the list then shows.
  const thread = number ? await openThread(db, caller, number) : null;
  const threads = await listThreads(db, caller);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
      <div className="mt-6 grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ThreadList threads={threads} current={thread?.number ?? null} />
        {thread ? <ThreadView thread={thread} /> : <p className="rounded-xl border border-dashed border-line p-6 text-ink-muted">{threads.length ? C.choose : C.empty}</p>}
      </div>
    </div>
  );
}
