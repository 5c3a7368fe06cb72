import type { Metadata } from "next";
import { DuplicatePairs } from "@/components/patients/duplicate-pairs";
import { DUPLICATES_COPY as C } from "@/content/patients";
import { requireAdminPage } from "@/lib/admin/guard";
import { getDb } from "@/lib/db";
import { listDuplicates } from "@/lib/patients/read";

export const metadata: Metadata = { title: "Possible duplicates", robots: { index: false, follow: false } };

/** Pairs of records that may be one person, side by side: what they share, what differs. */
export default async function DuplicatesPage() {
  const session = await requireAdminPage("/brampton/admin/patients/duplicates", "patients");
  const pairs = await listDuplicates(await getDb(), { kind: "user", userId: session.userId, email: session.email });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-ink">{C.title}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">{C.intro}</p>
      <DuplicatePairs pairs={pairs} />
    </div>
  );
}
