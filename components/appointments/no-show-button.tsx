"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { markNoShowAction, undoNoShowAction } from "@/components/appointments/actions";
import { buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { NO_SHOW_COPY as C } from "@/content/appointments";

const FAILED = "Failed to update appointments. Please try again.";

/** "Mark no-show" for a visit whose start has passed, or "No-show" with "Undo" once marked (until the day ends). */
export function NoShowButton({ id, label, marked, canUndo }: { id: string; label: string; marked: boolean; canUndo: boolean }) {
  const [pending, start] = useTransition();
  const router = useRouter();
  const act = () =>
    start(async () => {
      const result = await (marked ? undoNoShowAction : markNoShowAction)({ bookingId: id }).catch(() => ({ ok: false as const, error: FAILED }));
      if (!result.ok) return void toast.error(result.error);
      toast.success(marked ? C.undone(label) : C.marked(label));
      router.refresh();
    });
  if (marked) {
    return (
      <span className="inline-flex items-center gap-2">
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">{C.noShow}</span>
        {canUndo ? (
          <button type="button" className={buttonClass("outline", "sm")} onClick={act} disabled={pending} aria-label={C.undoLabel(label)}>
            {C.undo}
          </button>
        ) : null}
      </span>
    );
  }
  return (
    <button type="button" className={buttonClass("outline", "sm")} onClick={act} disabled={pending} aria-label={C.markLabel(label)}>
      {pending ? C.marking : C.mark}
    </button>
  );
}
