"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { SubmissionField } from "@/lib/analytics/submission";
import { markSubmissionHandledAction } from "./actions";

/** Opens one form submission with every field it was sent with, and marks it handled. */
export function SubmissionDetails({
  submission,
}: {
  submission: { id: string; name: string; title: string; status: string; created: string; fields: SubmissionField[] };
}) {
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const router = useRouter();
  const handled = submission.status === "resolved";
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Open submission from ${submission.name}`}
        className="rounded-lg border border-line px-2.5 py-1 text-xs font-medium text-ink hover:bg-surface-muted"
      >
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title={submission.title} description={submission.created}>
        <div className="space-y-4 overflow-y-auto px-5 py-4 sm:px-6">
          {submission.fields.length ? (
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr] sm:gap-y-2">
              {submission.fields.map((f) => (
                <div key={f.key} className="contents">
                  <dt className="font-medium text-ink-muted">{f.label}</dt>
                  <dd className="mb-2 whitespace-pre-wrap break-words text-ink sm:mb-0">{f.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-ink-muted">This submission has no message or fields.</p>
          )}
        </div>
        <div className="flex items-center justify-between gap-2 border-t border-line px-5 py-4 sm:px-6">
          <span className="text-sm text-ink-muted">Status: {submission.status.replace("_", " ")}</span>
          {handled ? (
            <button type="button" onClick={() => setOpen(false)} className={buttonClass("outline")}>
              Close
            </button>
          ) : (
            <button
              type="button"
              disabled={pending}
              onClick={() =>
                start(async () => {
                  const result = await markSubmissionHandledAction(submission.id).catch(() => ({ ok: false as const, error: "Failed to update the submission" }));
                  if (!result.ok) {
                    toast.error(result.error);
                    return;
                  }
                  toast.success(`Submission from ${submission.name} marked handled`);
                  setOpen(false);
                  router.refresh();
                })
              }
              className={buttonClass("primary")}
            >
              {pending ? "Saving..." : "Mark handled"}
            </button>
          )}
        </div>
      </Modal>
    </>
  );
}
