"use client";

import { useEffect } from "react";
import { LENS_COPY } from "@/content/lens-copy";
import { Field, inputClass } from "@/components/ui/field";
import type { LensDraft } from "@/lib/lenses/draft";
import { RX_NAME_MAX } from "@/lib/lenses/prescription";
import { lensPrefillAction } from "./actions";
import type { ErrorOf } from "./error-of";

type Props = {
  prescribedBy: string;
  patientName: string;
  update: (patch: Partial<Pick<LensDraft, "prescribedBy" | "patientName">>) => void;
  errorOf: ErrorOf;
  touch: (field: string) => void;
};

/**
 * "Prescribed by" and "Patient's name" under an entered prescription: with its date, what the
 * clinic keeps as evidence that the pair is zero-rated. Signed in, the patient's name starts as
 * the account's; a visitor types it (the product page does not know who is buying).
 */
export function PrescriberFields({ prescribedBy, patientName, update, errorOf, touch }: Props) {
  useEffect(() => {
    let live = true;
    lensPrefillAction()
      .then((r) => {
        const name = r.ok ? r.prefill?.name : undefined;
        // Only an empty field is filled: nothing the shopper typed is overwritten.
        if (live && name && !patientName) update({ patientName: name });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once, when the grid opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const attrs = (field: "prescribedBy" | "patientName") => {
    const error = errorOf(field);
    return {
      id: `rx-${field}`,
      maxLength: RX_NAME_MAX,
      onBlur: () => touch(field),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": `rx-${field}-hint${error ? ` rx-${field}-error` : ""}`,
      className: inputClass,
    };
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="rx-prescribedBy" label={LENS_COPY.prescribedBy} error={errorOf("prescribedBy")}>
        <input {...attrs("prescribedBy")} autoComplete="off" value={prescribedBy} onChange={(e) => update({ prescribedBy: e.target.value })} />
        <p id="rx-prescribedBy-hint" className="text-xs text-ink-muted">{LENS_COPY.prescribedByHint}</p>
      </Field>
      <Field id="rx-patientName" label={LENS_COPY.patientName} error={errorOf("patientName")}>
        <input {...attrs("patientName")} autoComplete="name" value={patientName} onChange={(e) => update({ patientName: e.target.value })} />
        <p id="rx-patientName-hint" className="text-xs text-ink-muted">{LENS_COPY.patientNameHint}</p>
      </Field>
    </div>
  );
}
