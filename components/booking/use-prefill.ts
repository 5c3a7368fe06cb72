"use client";

import { useEffect } from "react";
import type { UseFormSetValue } from "react-hook-form";
import type { BookingInput } from "@/lib/validations/booking";
import { EITHER_CLINIC, bookAgainChoices } from "@/lib/validations/booking-choices";
import { patientPrefillAction } from "./actions";

/**
 * What the address asks the form to start with: "Book again" from the account fills in the service,
 * clinic and optometrist; "Book an appointment" on a patient's page (staff) the patient's details,
 * read by the server (never from the address itself). A plain visit changes nothing.
 */
export function usePrefill(setValue: UseFormSetValue<BookingInput>, clinics: readonly { id: string }[]) {
  useEffect(() => {
    const again = bookAgainChoices(window.location.search);
    if (again.serviceType) setValue("serviceType", again.serviceType);
    if (again.location && (again.location === EITHER_CLINIC || clinics.some((c) => c.id === again.location))) setValue("location", again.location);
    if (again.optometrist) setValue("optometrist", again.optometrist);
    const patient = new URLSearchParams(window.location.search).get("patient");
    if (!patient) return;
    let live = true;
    void patientPrefillAction(patient).then((r) => {
      if (!r.ok || !live) return;
      for (const [field, value] of Object.entries(r.patient) as [keyof typeof r.patient, string][]) if (value) setValue(field, value);
    });
    return () => {
      live = false;
    };
  }, [setValue, clinics]);
}
