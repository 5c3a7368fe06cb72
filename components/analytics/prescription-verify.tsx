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
import { rxEvidencePartSchema, type RxEvidenceField, type RxEvidenceInput } from "@/lib/validations/rx-evidence";
import { verifyPrescriptionAction } from "./actions";

type Props = {
  orderItemId: string;
  product: string;
  describedBy: string;
  /** The facts the line lacks (an entered prescription has its date and names; none has the registration yet). */
  missing: readonly RxEvidenceField[];
};

const EMPTY: RxEvidenceInput = { issuedOn: "", prescribedBy: "", patientName: "", registration: "" };

/** The facts in the order the form asks for them: each field's label and what its input takes. */
const FIELDS: [RxEvidenceField, string, React.InputHTMLAttributes<HTMLInputElement>][] = [
  ["issuedOn", RX_EVIDENCE_COPY.issuedOn, { type: "date" }],
  ["prescribedBy", LENS_COPY.prescribedBy, { maxLength: RX_NAME_MAX, autoComplete: "off" }],
  ["registration", RX_EVIDENCE_COPY.registration, { maxLength: 16, autoComplete: "off", spellCheck: false, placeholder: RX_EVIDENCE_COPY.registrationHint }],
  ["patientName", LENS_COPY.patientName, { maxLength: RX_NAME_MAX, autoComplete: "off" }],
];

/**
 * "Prescription verified" for one lens line. Its name stays the button's words; `describedBy`
 * points at the line's heading, so a screen reader hears which frame it is for. When the line
 * lacks the evidence for zero-rating, the button submits a small form that records what is
 * missing: the prescription's issue date, "Prescribed by", "Patient's name" and the prescriber's
 * registration number (rxEvidencePartSchema, as the action).
 */
export function PrescriptionVerify({ orderItemId, product, describedBy, missing }: Props) {
  const needsEvidence = missing.length > 0;
  const router = useRouter();
  const id = useId();
  const [pending, start] = useTransition();
  const [values, setValues] = useState<RxEvidenceInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof RxEvidenceInput, string>>>({});

  const submit = () => {
    let evidence: Partial<RxEvidenceInput> | undefined;
    if (needsEvidence) {
      const parsed = rxEvidencePartSchema.safeParse(Object.fromEntries(missing.map((k) => [k, values[k]])));
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
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.filter(([field]) => missing.includes(field)).map(([field, label, input]) => (
          <Field key={field} id={`${id}-${field}`} label={label} error={errors[field]}>
            <input {...attrs(field)} {...input} />
          </Field>
        ))}
      </div>
      {button}
    </form>
  );
}
