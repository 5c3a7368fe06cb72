"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { markSubmissionHandledAction } from "./actions";

const LABELS: Record<string, string> = {
  fullName: "Full name",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  message: "Message",
  preferredDate: "Preferred date",
  serviceType: "Service",
  location: "Clinic",
  notes: "Notes",
  lensType: "Lens type",
  supply: "Supply",
  comments: "Comments",
};

const human = (key: string) => LABELS[key] ?? key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
const FORM_NAMES: Record<string, string> = { booking: "Exam booking", contact: "Contact message", contact_lens: "Contact lens request" };

/** Opens one form submission with every field it was sent with, and marks it handled. */
export function SubmissionDetails({
  submission,
}: {
  submission: { id: string; name: string; form_type: string; status: string; message: string | null; form_data: Record<string, unknown> | null; created: string };
}) {
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const router = useRouter();
  const fields = Object.entries(submission.form_data ?? {}).filter(([, v]) => v !== "" && v !== null && v !== undefined);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={`Open submission from ${submission.name}`} className="rounded-lg border border-line px-2.5 py-1 text-xs font-medium text-ink hover:bg-surface-muted">
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title={`${FORM_NAMES[submission.form_type] ?? submission.form_type} from ${submission.name}`} description={submission.created}>
        <div className="space-y-4 overflow-y-auto px-5 py-4 sm:px-6">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            {fields.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="font-medium text-ink-muted">{human(k)}</dt>
                <dd className="whitespace-pre-wrap break-words text-ink">{typeof v === "object" ? JSON.stringify(v) : String(v)}</dd>
              </div>
            ))}
            {fields.length === 0 && submission.message ? (
              <div className="contents">
                <dt className="font-medium text-ink-muted">Message</dt>
                <dd className="whitespace-pre-wrap break-words text-ink">{submission.message}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="flex items-center justify-between gap-2 border-t border-line px-5 py-4 sm:px-6">
          <span className="text-sm text-ink-muted">Status: {submission.status.replace("_", " ")}</span>
          {submission.status === "resolved" ? (
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
                  toast.success("Marked as handled");
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
