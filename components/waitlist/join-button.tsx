"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import type { BookingTeam } from "@/lib/schedule/team";
import type { WaitlistInput } from "@/lib/validations/waitlist";

// The dialog (and its schema) load when it is opened.
const JoinWaitlistDialog = lazy(() => import("./join-dialog").then((m) => ({ default: m.JoinWaitlistDialog })));

/** "Join the waitlist" beside the booking form's times; the dialog starts with what the form holds so far. */
export function JoinWaitlistButton({ team, start }: { team: BookingTeam; start: () => Partial<WaitlistInput> }) {
  const t = useTranslations("waitlist");
  const [open, setOpen] = useState<Partial<WaitlistInput> | null>(null);
  return (
    <>
      <p className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        {t("openHint")}
        <button type="button" onClick={() => setOpen(start())} className={buttonClass("outline", "sm")}>{t("open")}</button>
      </p>
      {open ? (
        <Suspense fallback={null}>
          <JoinWaitlistDialog team={team} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
