"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ORDER_ADMIN_COPY as COPY } from "@/content/order-admin";
import { verifyPrescriptionAction } from "./actions";

/**
 * "Prescription verified" for one lens line. Its name stays the button's words; `describedBy`
 * points at the line's heading, so a screen reader hears which frame it is for.
 */
export function PrescriptionVerify({ orderItemId, product, describedBy }: { orderItemId: string; product: string; describedBy: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      onClick={() =>
        start(async () => {
          const result = await verifyPrescriptionAction(orderItemId).catch(() => ({ ok: false as const, error: COPY.verifyFailed }));
          if (!result.ok) {
            toast.error(result.error);
            return;
          }
          toast.success(COPY.verifiedToast(product));
          router.refresh();
        })
      }
      className={buttonClass("primary", "sm")}
    >
      {pending ? COPY.verifying : COPY.verify}
    </button>
  );
}
