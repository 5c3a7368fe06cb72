"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { Link } from "@/components/ui/link";
import { INTAKE_ADMIN_COPY as C } from "@/content/intake";
import type { VisitForms } from "@/lib/intake/clinic";
import { fillInHereAction, sendFormsAgainAction } from "./actions";

const badge = "rounded-full px-2 py-0.5 text-xs font-semibold";
const STATUS_CLASS: Record<string, string> = {
  not_started: "bg-surface-muted text-ink",
  in_progress: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  done: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
};

/**
 * A day-sheet visit's forms: "Not started", "In progress" or "Done", "Urgent symptoms" and a
 * lockbox request when there are; while not done, "Send forms again" (a fresh link by e-mail)
 * and "Fill in here" (the forms on this device, for a patient who arrives without them).
 */
export function DaySheetForms({ bookingId, name, forms, live, canAct, readHref }: {
  bookingId: string; name: string; forms: VisitForms | null; live: boolean; canAct: boolean;
  /** The patient's "Forms", for those who may read the history (`health-history`), once there is something to read. */
  readHref: string | null;
}) {
  const [pending, start] = useTransition();
  const router = useRouter();
  const status = forms?.status ?? "not_started";
  const again = () =>
    start(async () => {
      const result = await sendFormsAgainAction({ bookingId }).catch(() => ({ ok: false as const, error: C.addFailed }));
      if (!result.ok) return void toast.error(result.error);
      toast.success(C.sent);
    });
  const here = () =>
    start(async () => {
      const result = await fillInHereAction({ bookingId }).catch(() => ({ ok: false as const, error: C.notFound }));
      if (!result.ok) return void toast.error(result.error);
      router.push(result.href);
    });
  return (
    <div className="flex flex-col items-start gap-1.5">
      <div className="flex flex-wrap gap-1.5">
        {forms?.urgent ? <span className={`${badge} bg-red-600 text-white dark:bg-red-500 dark:text-red-950`}>{C.urgent}</span> : null}
        <span className={`${badge} ${STATUS_CLASS[status]}`}>{C.status[status]}</span>
        {forms?.lockbox ? <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}>{C.lockbox}</span> : null}
      </div>
      {readHref && status !== "not_started" ? (
        <Link href={readHref} className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300" aria-label={C.readFor(name)}>{C.read}</Link>
      ) : null}
      {canAct && live && status !== "done" ? (
        <div className="flex flex-wrap gap-1.5">
          <button type="button" className={buttonClass("outline", "sm")} onClick={again} disabled={pending} aria-label={C.sendAgainFor(name)}>{C.sendAgain}</button>
          <button type="button" className={buttonClass("outline", "sm")} onClick={here} disabled={pending} aria-label={C.fillHereFor(name)}>{C.fillHere}</button>
        </div>
      ) : null}
    </div>
  );
}
