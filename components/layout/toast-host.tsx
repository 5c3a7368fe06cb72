"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToastRequests, toastRequested } from "@/components/ui/toast";

const Toaster = lazy(() => import("@/components/layout/toaster").then((m) => ({ default: m.Toaster })));

/** Mounts sonner's Toaster once the page shows its first toast (see components/ui/toast). */
export function ToastHost() {
  const needed = useSyncExternalStore(subscribeToastRequests, toastRequested, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
