import type { Metadata } from "next";
import { RecallNoticesForm } from "@/components/recall/recall-notices-form";
import { RecallRulesForm } from "@/components/recall/recall-rules-form";
import { ELIGIBLE_CONDITIONS, RECALL_NOTICES_COPY as N, RECALL_RULES_COPY as C } from "@/content/recall";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { readRecallNotices, readRecallRules } from "@/lib/recall/rules";

export const metadata: Metadata = { title: "Recall rules", robots: { index: false, follow: false } };

/** The Owner's recall rules (issue 43): months until each patient's next exam is due. */
export default async function RecallRulesPage() {
  const session = await requireAdminPage("/brampton/admin/recall/rules");
  const db = await getDb();
  const [{ under20, over65, over65Condition, condition, adult, contactLens, updatedBy }, notices] = await db.run({ kind: "user", userId: session.userId, email: session.email }, (tx) =>
    Promise.all([readRecallRules(tx), readRecallNotices(tx)]),
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.page}</h1>
      <section aria-labelledby="recall-rules-heading" className="mt-6 rounded-2xl border border-line bg-surface p-5">
        <h2 id="recall-rules-heading" className="text-xl font-semibold text-ink">{C.title}</h2>
        <p className="mt-1 text-sm text-ink-muted">{C.intro}</p>
        <RecallRulesForm rules={{ under20, over65, over65Condition, condition, adult, contactLens }} />
        <p className="mt-4 text-sm text-ink-muted">
          {C.conditions(Object.values(ELIGIBLE_CONDITIONS).join(", "))} {updatedBy ? C.changedBy(updatedBy) : null}
        </p>
      </section>
      <section aria-labelledby="recall-notices-heading" className="mt-6 rounded-2xl border border-line bg-surface p-5">
        <h2 id="recall-notices-heading" className="text-xl font-semibold text-ink">{N.title}</h2>
        <p className="mt-1 text-sm text-ink-muted">{N.intro}</p>
        <RecallNoticesForm notices={notices} />
      </section>
    </div>
  );
}
