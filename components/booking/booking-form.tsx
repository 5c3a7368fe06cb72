"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { CheckCircle2, Loader2, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { bookExamAction } from "@/components/booking/actions";
import { inputClass } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";
import { CLINICS } from "@/content/clinics";
import { BOOKING_ERROR, LOCATIONS, SERVICE_TYPES, bookingSchema, todayInToronto, type BookingInput } from "@/lib/validations/booking";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const EMPTY: BookingInput = { firstName: "", lastName: "", email: "", phone: "", preferredDate: "", serviceType: "" as never, location: "" as never, notes: "" };

export function BookingForm() {
  const [thanks, setThanks] = useState(false);
  const form = useForm<BookingInput>({ resolver: zodResolver(bookingSchema), defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await bookExamAction(values);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      reset(EMPTY);
      setThanks(true);
      window.gtag?.("event", "conversion", { send_to: "contact_us" });
    } catch {
      toast.error(BOOKING_ERROR);
    }
  });

  const err = (name: keyof BookingInput) =>
    errors[name]?.message ? <p id={`bk-${name}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">{errors[name]?.message}</p> : null;
  const label = (name: keyof BookingInput, text: string, optional = false) => (
    <label htmlFor={`bk-${name}`} className="block text-sm font-medium text-ink">
      {text} {optional ? <span className="font-normal text-ink-muted">(optional)</span> : <span aria-hidden className="text-red-600">*</span>}
    </label>
  );
  const a11y = (name: keyof BookingInput) => ({ id: `bk-${name}`, "aria-invalid": !!errors[name], "aria-describedby": errors[name] ? `bk-${name}-error` : undefined });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Schedule Appointment">
        <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">{label("firstName", "First name")}<input {...a11y("firstName")} autoComplete="given-name" className={inputClass} {...register("firstName")} />{err("firstName")}</div>
          <div className="space-y-1.5">{label("lastName", "Last name")}<input {...a11y("lastName")} autoComplete="family-name" className={inputClass} {...register("lastName")} />{err("lastName")}</div>
          <div className="space-y-1.5">{label("email", "Email")}<input {...a11y("email")} type="email" autoComplete="email" className={inputClass} {...register("email")} />{err("email")}</div>
          <div className="space-y-1.5">{label("phone", "Phone")}<input {...a11y("phone")} type="tel" autoComplete="tel" className={inputClass} {...register("phone")} />{err("phone")}</div>
          <div className="space-y-1.5">{label("preferredDate", "Preferred date")}<input {...a11y("preferredDate")} type="date" min={todayInToronto()} className={inputClass} {...register("preferredDate")} />{err("preferredDate")}</div>
          <div className="space-y-1.5">
            {label("serviceType", "Service type")}
            <select {...a11y("serviceType")} className={inputClass} {...register("serviceType")}>
              <option value="">Select a service</option>
              {SERVICE_TYPES.map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
            {err("serviceType")}
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            {label("location", "Clinic")}
            <select {...a11y("location")} className={inputClass} {...register("location")}>
              <option value="">Select a clinic</option>
              {LOCATIONS.map((l) => <option key={l} value={l}>{CLINICS[l].bookingLabel}</option>)}
            </select>
            {err("location")}
          </div>
          <div className="space-y-1.5 sm:col-span-2">{label("notes", "Notes", true)}<textarea {...a11y("notes")} rows={4} className={inputClass} placeholder="Symptoms, insurance provider, or times that suit you" {...register("notes")} /></div>
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
              {isSubmitting ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
              {isSubmitting ? "Submitting..." : "Book Appointment"}
            </button>
          </div>
        </fieldset>
      </form>
      <Dialog.Root open={thanks} onOpenChange={setThanks}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-8 text-center shadow-2xl">
            <Dialog.Close aria-label="Close dialog" className="absolute right-4 top-4 rounded-full p-1 text-ink-muted hover:bg-surface-muted">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
            <CheckCircle2 aria-hidden className="mx-auto size-14 text-brand-600 dark:text-brand-300" />
            <Dialog.Title className="mt-4 text-2xl font-semibold text-ink">Thank You for Your Submission!</Dialog.Title>
            <Dialog.Description className="mt-3 text-ink-muted">Our team will contact you within 24 hours to confirm your appointment</Dialog.Description>
            <Dialog.Close className={buttonClass("primary", "lg", "mt-6")}>Close</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
