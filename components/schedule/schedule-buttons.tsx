"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Plus } from "@/components/ui/icons";
import type { StaffMember } from "@/lib/schedule/types";
import { deleteScheduleEntryAction, setHolidayOpeningAction } from "./actions";
import { AffectedList } from "./affected-list";
import { ClosureDialog } from "./closure-dialog";
import { ShiftDialog } from "./shift-dialog";
import { StaffDialog } from "./staff-dialog";
import { useScheduleSave } from "./use-schedule-save";

type Clinic = { id: string; name: string };

/** The schedule page's buttons that open a form: each dialog mounts fresh when opened. */
export function AddOptometristButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass("primary", "sm")} onClick={() => setOpen(true)}><Plus aria-hidden className="size-4" /> Add optometrist</button>
      {open ? <StaffDialog open onOpenChange={setOpen} /> : null}
    </>
  );
}

export function EditStaffButton({ person }: { person: StaffMember }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass("outline", "sm")} onClick={() => setOpen(true)}>Edit<span className="sr-only"> {person.name}</span></button>
      {open ? <StaffDialog person={person} open onOpenChange={setOpen} /> : null}
    </>
  );
}

export function AddShiftButton({ staff, clinics }: { staff: StaffMember[]; clinics: Clinic[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass("outline", "sm")} onClick={() => setOpen(true)}><Plus aria-hidden className="size-4" /> Add shift</button>
      {open ? <ShiftDialog staff={staff} clinics={clinics} open onOpenChange={setOpen} /> : null}
    </>
  );
}

export function AddClosureButton({ clinics, staff, today }: { clinics: Clinic[]; staff?: StaffMember[]; today: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass(staff ? "outline" : "primary", "sm")} onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-4" /> {staff ? "Add time off" : "Add closure"}
      </button>
      {open ? <ClosureDialog clinics={clinics} staff={staff} today={today} open onOpenChange={setOpen} /> : null}
    </>
  );
}

/** Removes a shift or a closure; a removed shift that held booked times asks first. */
export function DeleteEntryButton({ kind, id, label }: { kind: "shift" | "closure"; id: string; label: string }) {
  const { save, saving, error, pending, setPending } = useScheduleSave(deleteScheduleEntryAction, kind === "shift" ? "Shift removed." : "Closure removed.");
  return (
    <div>
      <button type="button" disabled={saving} className={buttonClass("ghost", "sm")} onClick={() => void save({ kind, id })}>
        Remove<span className="sr-only"> {label}</span>
      </button>
      {error ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{error.message}</p> : null}
      {pending ? <AffectedList affected={pending.affected} message={pending.message} busy={saving} onKeep={() => void save(pending.input, "keep")} onCancel={() => void save(pending.input, "cancel")} onBack={() => setPending(null)} /> : null}
    </div>
  );
}

/** One clinic's switch for one statutory holiday: closed by default, opened here. */
export function HolidaySwitch({ clinic, date, open, label }: { clinic: string; date: string; open: boolean; label: string }) {
  const { save, saving, error, pending, setPending } = useScheduleSave(setHolidayOpeningAction, open ? `${label}: closed.` : `${label}: open.`);
  return (
    <div>
      <button
        type="button"
        aria-pressed={open}
        disabled={saving}
        onClick={() => void save({ clinicId: clinic, date, open: !open })}
        className={`rounded-full px-3 py-1 text-xs font-medium ${open ? "bg-brand-600 text-white" : "border border-line text-ink hover:bg-surface-muted"}`}
      >
        {open ? "Open" : "Closed"}
        <span className="sr-only"> — {label}</span>
      </button>
      {error ? <p role="alert" className="text-xs text-red-700 dark:text-red-300">{error.message}</p> : null}
      {pending ? <AffectedList affected={pending.affected} message={pending.message} busy={saving} onKeep={() => void save(pending.input, "keep")} onCancel={() => void save(pending.input, "cancel")} onBack={() => setPending(null)} /> : null}
    </div>
  );
}

