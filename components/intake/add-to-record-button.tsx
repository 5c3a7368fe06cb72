"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { INTAKE_ADMIN_COPY as C } from "@/content/intake";
import { addToRecordAction } from "./actions";

/** "Add to record": the forms' address, phone, health card, eligible conditions and contact lenses into the record. */
export function AddToRecordButton({ formId }: { formId: string }) {
  const [pending, start] = useTransition();
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonClass("primary", "sm")}
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await addToRecordAction({ formId }).catch(() => ({ ok: false as const, error: C.addFailed }));
          if (!result.ok) return void toast.error(result.error);
          toast.success(C.added);
          router.refresh();
        })
      }
    >
      {pending ? C.adding : C.addToRecord}
    </button>
  );
}
