"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { LENS_COPY } from "@/content/lens-copy";
import { ORDER_ADMIN_COPY as COPY } from "@/content/order-admin";
import { RX_EVIDENCE_COPY } from "@/content/rx-evidence";
import { RX_NAME_MAX } from "@/lib/lenses/prescription";
import { rxEvidenceSchema, type RxEvidenceInput } from "@/lib/validations/rx-evidence";
import { verifyPrescriptionAction } from "./actions";

type Props = {
  orderItemId: string;
  product: string;
  describedBy: string;
  /** An upload, a later or an exam prescription: the three facts are asked for first. */
  needsEvidence: boolean;
};

const EMPTY: RxEvidenceInput = { issuedOn: "", prescribedBy: "", patientName: "" };

/**
 * "Prescription verified" for one lens line. Its name stays the button's words; `describedBy`
 * points at the line's heading, so a screen reader hears which frame it is for. When the line
 * lacks the evidence for zero-rating, the button submits a small form that records it: the
 * prescription's issue date, "Prescribed by" and "Patient's name" (rxEvidenceSchema, as the action).
 */
export function PrescriptionVerify({ orderItemId, product, describedBy, needsEvidence }: Props) {
  const router = useRouter();
  const id = useId();
  const [pending, start] = useTransition();
  const [values, setValues] = useState<RxEvidenceInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof RxEvidenceInput, string>>>({});

  const submit = () => {
    let evidence: RxEvidenceInput | undefined;
    if (needsEvidence) {
      const parsed = rxEvidenceSchema.safeParse(values);
      if (!parsed.success) {
        const found: typeof errors = {};
        for (const i of parsed.error.issues) found[i.path[0] as keyof RxEvidenceInput] ??= i.message;
        setErrors(found);
        document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
        return;
      }
      evidence = parsed.data;
    }
    setErrors({});
    start(async () => {
      const result = await verifyPrescriptionAction(orderItemId, evidence).catch(() => ({ ok: false as const, error: COPY.verifyFailed }));
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(COPY.verifiedToast(product));
      router.refresh();
    });
  };

  const button = (
    <button
      type={needsEvidence ? "submit" : "button"}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      onClick={needsEvidence ? undefined : submit}
      className={buttonClass("primary", "sm")}
    >
      {pending ? COPY.verifying : COPY.verify}
    </button>
  );
  if (!needsEvidence) return button;

  const attrs = (field: keyof RxEvidenceInput) => ({
    id: `${id}-${field}`,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      // A corrected field loses its message; the others keep theirs until the next try.
      setErrors((er) => (er[field] ? { ...er, [field]: undefined } : er));
    },
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
    className: inputClass,
  });
  return (
    <form
      noValidate
      aria-label={`${COPY.verify}: ${product}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="space-y-3 rounded-xl bg-surface-muted p-4"
    >
      <p className="text-sm text-ink">{RX_EVIDENCE_COPY.lead}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-issuedOn`} label={RX_EVIDENCE_COPY.issuedOn} error={errors.issuedOn}>
          <input {...attrs("issuedOn")} type="date" />
        </Field>
        <Field id={`${id}-prescribedBy`} label={LENS_COPY.prescribedBy} error={errors.prescribedBy}>
          <input {...attrs("prescribedBy")} maxLength={RX_NAME_MAX} autoComplete="off" />
        </Field>
        <Field id={`${id}-patientName`} label={LENS_COPY.patientName} error={errors.patientName}>
          <input {...attrs("patientName")} maxLength={RX_NAME_MAX} autoComplete="off" />
        </Field>
      </div>
      {button}
    </form>
  );
}
