"use client";

import { buttonClass } from "@/components/ui/button";
import type { AffectedAppointment } from "@/lib/schedule/admin";

/** The booked appointments a change would take away, and the admin's two answers. Nothing is cancelled silently. */
export function AffectedList({ affected, message, busy, onKeep, onCancel, onBack }: { affected: AffectedAppointment[]; message: string; busy: boolean; onKeep: () => void; onCancel: () => void; onBack: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-accent-400 bg-accent-300/15 p-4 text-sm text-ink">
      <p className="font-semibold">{message}</p>
      <ul className="max-h-60 space-y-1 overflow-y-auto">
        {affected.map((a) => (
          <li key={a.id}>
            <span className="font-medium">{a.name}</span> — {a.service}, {a.when}, {a.clinic}
            {a.optometrist ? `, ${a.optometrist}` : ""}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={onKeep} className={buttonClass("outline", "sm")}>Keep them</button>
        <button type="button" disabled={busy} onClick={onCancel} className={buttonClass("primary", "sm")}>Cancel them and e-mail the patients</button>
        <button type="button" disabled={busy} onClick={onBack} className={buttonClass("ghost", "sm")}>Go back</button>
      </div>
    </div>
  );
}
