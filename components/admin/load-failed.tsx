"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/** Spec §8: the admin data could not be read. Says so as a toast and in the page. */
export function LoadFailed({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message, { id: "admin-load-failed" });
  }, [message]);
  return (
    <div role="alert" className="mt-8 rounded-2xl border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100">
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm">The catalogue could not be read just now. Reload the page to try again.</p>
    </div>
  );
}
