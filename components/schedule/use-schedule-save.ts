"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { AffectedAppointment, ScheduleResult } from "@/lib/schedule/admin";

export type Pending<T> = { input: T; affected: AffectedAppointment[]; message: string };

/**
 * One schedule form's save: the server's answer becomes a message beside the field it names,
 * or (for a change that takes away booked times) the list of those appointments, answered by
 * "Keep them" or "Cancel them" which sends the same input again with the answer.
 */
export function useScheduleSave<T extends object>(action: (input: T) => Promise<ScheduleResult>, done: string, onSaved?: () => void) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [pending, setPending] = useState<Pending<T> | null>(null);

  const save = async (input: T, confirm?: "keep" | "cancel") => {
    setSaving(true);
    setError(null);
    try {
      const result = await action(confirm ? { ...input, confirm } : input);
      if (result.ok) {
        setPending(null);
        const extra = result.cancelled ? ` ${result.cancelled} appointment${result.cancelled === 1 ? "" : "s"} cancelled and the patients e-mailed.` : result.kept ? ` ${result.kept} booked appointment${result.kept === 1 ? "" : "s"} kept (flagged on the day sheet).` : "";
        toast.success(`${done}${extra}`);
        onSaved?.();
        router.refresh();
        return true;
      }
      if (result.affected) {
        setPending({ input, affected: result.affected, message: result.error });
        return false;
      }
      setError({ message: result.error, field: result.field });
      return false;
    } catch {
      setError({ message: "Failed to save the schedule. Please try again." });
      return false;
    } finally {
      setSaving(false);
    }
  };
  /** The message for one field (its path as the schema names it), if the server named it. */
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  return { save, saving, error, fieldError, pending, setPending };
}
