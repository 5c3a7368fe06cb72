"use client";

import { useLocale, useTranslations } from "next-intl";
import * as Dialog from "@radix-ui/react-dialog";
import { CheckCircle2, X } from "@/components/ui/icons";
import { buttonClass } from "@/components/ui/button";
import type { BookedVisit } from "@/lib/booking";
import { formatAppointment } from "@/lib/booking/format";

/** The thank-you dialog after a booking: the spec's title and text, then the booked time and clinic. */
export function BookingThanks({ visit, onClose }: { visit: BookedVisit; onClose: () => void }) {
  const t = useTranslations("booking.thanks");
  const locale = useLocale();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-8 text-center shadow-2xl">
          <Dialog.Close aria-label={t("close")} className="absolute right-4 top-4 rounded-full p-1 text-ink-muted hover:bg-surface-muted">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <CheckCircle2 aria-hidden className="mx-auto size-14 text-brand-600 dark:text-brand-300" />
          <Dialog.Title className="mt-4 text-2xl font-semibold text-ink">{t("title")}</Dialog.Title>
          <Dialog.Description className="mt-3 text-ink-muted">{t("description")}</Dialog.Description>
          <div className="mt-5 rounded-xl bg-surface-muted p-4 text-left text-sm text-ink" data-testid="booked-visit">
            <p className="font-semibold">{visit.when}</p>
            <p className="mt-1">{visit.place.name}</p>
            <p className="text-ink-muted">{visit.place.address}</p>
            {visit.people.length > 1 ? (
              <ul className="mt-3 space-y-1">
                {visit.people.map((p) => (
                  <li key={p.id}>
                    <span className="font-medium">{p.name}</span>: {formatAppointment(new Date(p.start), new Date(p.end), locale)} · {t("with", { name: p.optometrist })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 font-medium">{t("with", { name: visit.people[0].optometrist })}</p>
            )}
            <p className="mt-3 text-ink-muted">{t("mailNote")}</p>
          </div>
          <Dialog.Close className={buttonClass("primary", "lg", "mt-6")}>{t("closeButton")}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
