"use client";

import { useEffect, useState } from "react";
import type { UseFormSetValue } from "react-hook-form";
import type { BookingInput } from "@/lib/validations/booking";
import { EITHER_CLINIC, bookAgainChoices } from "@/lib/validations/booking-choices";
import { patientPrefillAction, recallPrefillAction } from "./actions";

const RECALL_SERVICE = "Comprehensive Eye Exam";

/**
 * What the address asks the form to start with: "Book again" from the account fills in the service,
 * clinic and optometrist; "Book an appointment" on a patient's page (staff) the patient's details;
 * "Book my exam" in a recall e-mail the patient's details, clinic and last optometrist for a
 * Comprehensive Eye Exam. Details are read by the server (never from the address itself). A plain
 * visit changes nothing. Returns whether a recall link filled the form.
 */
export function usePrefill(setValue: UseFormSetValue<BookingInput>, clinics: readonly { id: string }[]): boolean {
  const [fromRecall, setFromRecall] = useState(false);
  useEffect(() => {
    const again = bookAgainChoices(window.location.search);
    if (again.serviceType) setValue("serviceType", again.serviceType);
    if (again.location && (again.location === EITHER_CLINIC || clinics.some((c) => c.id === again.location))) setValue("location", again.location);
    if (again.optometrist) setValue("optometrist", again.optometrist);
    const search = new URLSearchParams(window.location.search);
    const patient = search.get("patient");
    const recall = search.get("recall");
    let live = true;
    if (patient) {
      void patientPrefillAction(patient).then((r) => {
        if (!r.ok || !live) return;
        for (const [field, value] of Object.entries(r.patient) as [keyof typeof r.patient, string][]) if (value) setValue(field, value);
      });
    } else if (recall) {
      void recallPrefillAction(recall).then((r) => {
        if (!r.ok || !live) return;
        const { location, optometrist, ...person } = r.patient;
        setValue("serviceType", RECALL_SERVICE);
        // Their clinic; with none known, either clinic, so the first free times show at once.
        setValue("location", clinics.some((c) => c.id === location) ? location : EITHER_CLINIC);
        if (optometrist) setValue("optometrist", optometrist);
        for (const [field, value] of Object.entries(person) as [keyof typeof person, string][]) if (value) setValue(field, value);
        setValue("recall", recall);
        setFromRecall(true);
      });
    }
    return () => {
      live = false;
    };
  }, [setValue, clinics]);
  return fromRecall;
}
