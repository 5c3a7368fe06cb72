"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { DUPLICATES_COPY as C } from "@/content/patients";
import { dismissDuplicateAction } from "./actions";

/** "Merge" (the newer record into the older, on the merge page) and "Not the same person". */
export function DuplicateActions({ keep, merge, label }: { keep: string; merge: string; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dismiss = async () => {
    setBusy(true);
    const result = await dismissDuplicateAction(keep, merge).catch(() => ({ ok: false as const, error: "The change could not be saved. Please try again." }));
    setBusy(false);
    if (!result.ok) return setError(result.error);
    toast.success(C.dismissed);
    router.refresh();
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link href={`/brampton/admin/patients/${merge}/merge?into=${keep}`} className={buttonClass("primary", "sm")} aria-label={`${C.merge}: ${label}`}>{C.merge}</Link>
      <button type="button" disabled={busy} onClick={dismiss} className={buttonClass("outline", "sm")} aria-label={`${C.notSame}: ${label}`}>{C.notSame}</button>
      {error ? <p role="alert" className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
