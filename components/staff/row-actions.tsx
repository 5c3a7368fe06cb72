"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ROLE_LABELS, STAFF_COPY as C } from "@/content/staff";
import { STAFF_ROLES, type StaffRole } from "@/lib/auth/permissions";
import { changeStaffRoleAction, removeStaffAction } from "./actions";

/** Per row: "Change role" (a select and Save in place) and "Remove" (asked once). */
export function StaffRowActions({ userId, who, role }: { userId: string; who: string; role: StaffRole }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [next, setNext] = useState<StaffRole>(role);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function act(work: () => Promise<{ ok: boolean; error?: string }>) {
    setPending(true);
    const result = await work().catch(() => ({ ok: false, error: C.errors.failed }));
    setPending(false);
    if (!result.ok) {
      toast.error(result.error ?? C.errors.failed);
      return false;
    }
    router.refresh();
    return true;
  }

  return (
    <div className="flex flex-wrap items-center justify-end gap-2 lg:flex-nowrap">
      {editing ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await act(() => changeStaffRoleAction({ userId, role: next }))) setEditing(false);
          }}
        >
          <label htmlFor={`role-${userId}`} className="sr-only">{C.changeRoleFor(who)}</label>
          <select id={`role-${userId}`} className={`${inputClass} w-auto`} value={next} onChange={(e) => setNext(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>{ROLE_LABELS[r]}</option>
            ))}
          </select>
          <button type="submit" disabled={pending} className={buttonClass("primary", "sm")}>{C.save}</button>
          <button type="button" className={buttonClass("outline", "sm")} onClick={() => setEditing(false)}>{C.cancel}</button>
        </form>
      ) : (
        <button type="button" className={buttonClass("outline", "sm", "whitespace-nowrap")} aria-label={C.changeRoleFor(who)} onClick={() => setEditing(true)}>
          {C.changeRole}
        </button>
      )}
      <button type="button" className={buttonClass("outline", "sm")} aria-label={C.removeFor(who)} onClick={() => setConfirming(true)}>
        {C.remove}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={C.removeFor(who)}
        description={C.confirmRemove(who)}
        keepLabel={C.cancel}
        confirmLabel={C.remove}
        pending={pending}
        onConfirm={async () => {
          if (await act(() => removeStaffAction({ userId }))) setConfirming(false);
        }}
      />
    </div>
  );
}
