"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { submitContactLensAction } from "@/components/contact-lens/actions";
import { inputClass } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";
import {
  LENS_TYPES,
  LENS_TYPE_LABELS,
  MISSING_DESCRIPTION,
  MISSING_TITLE,
  SUPPLIES,
  SUPPLY_LABELS,
  contactLensSchema,
  type ContactLensInput,
} from "@/lib/validations/contact-lens";

const EMPTY: ContactLensInput = { fullName: "", email: "", phone: "", lensType: "" as never, supply: "" as never, comments: "" };

/** `defaultValues`: an earlier request of the signed-in patient ("Request again"), checked by the page. */
export function ContactLensForm({ defaultValues }: { defaultValues?: Partial<ContactLensInput> }) {
  const form = useForm<ContactLensInput>({ resolver: zodResolver(contactLensSchema), defaultValues: { ...EMPTY, ...defaultValues } });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const result = await submitContactLensAction(values);
        if (!result.ok) {
          toast.error(result.error);
          return;
        }
        toast.success("Order Submitted!", { description: "We'll contact you shortly to verify your prescription." });
        reset(EMPTY);
      } catch {
        toast.error("We could not send your request. Please try again or call us.");
      }
    },
    (invalid) => {
      // Missing fields get the spec's words; a field with characters it cannot hold says which.
      const specific = Object.values(invalid).find((e) => e?.message && e.message !== MISSING_DESCRIPTION)?.message;
      toast.error(specific ?? MISSING_TITLE, specific ? undefined : { description: MISSING_DESCRIPTION });
    },
  );

  const label = (id: string, text: string, required = true) => (
    <label htmlFor={id} className="block text-sm font-medium text-ink">
      {text} {required ? <span aria-hidden className="text-red-600">*</span> : <span className="font-normal text-ink-muted">(optional)</span>}
    </label>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Contact lens order request">
      <div className="space-y-1.5 sm:col-span-2">
        {label("cl-fullName", "Full name")}
        <input id="cl-fullName" autoComplete="name" aria-invalid={!!errors.fullName} className={inputClass} disabled={isSubmitting} {...register("fullName")} />
      </div>
      <div className="space-y-1.5">
        {label("cl-email", "Email")}
        <input id="cl-email" type="email" autoComplete="email" aria-invalid={!!errors.email} className={inputClass} disabled={isSubmitting} {...register("email")} />
        {errors.email && errors.email.message !== MISSING_DESCRIPTION ? <p role="alert" className="text-sm text-red-600">{errors.email.message}</p> : null}
      </div>
      <div className="space-y-1.5">
        {label("cl-phone", "Phone")}
        <input id="cl-phone" type="tel" autoComplete="tel" aria-invalid={!!errors.phone} className={inputClass} disabled={isSubmitting} {...register("phone")} />
      </div>
      <div className="space-y-1.5">
        {label("cl-lensType", "Lens type")}
        <select id="cl-lensType" aria-invalid={!!errors.lensType} className={inputClass} disabled={isSubmitting} {...register("lensType")}>
          <option value="">Select lens type</option>
          {LENS_TYPES.map((t) => <option key={t} value={t}>{LENS_TYPE_LABELS[t]}</option>)}
        </select>
      </div>
      <div className="space-y-1.5">
        {label("cl-supply", "Supply")}
        <select id="cl-supply" aria-invalid={!!errors.supply} className={inputClass} disabled={isSubmitting} {...register("supply")}>
          <option value="">Select supply</option>
          {SUPPLIES.map((s) => <option key={s} value={s}>{SUPPLY_LABELS[s]}</option>)}
        </select>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        {label("cl-comments", "Comments", false)}
        <textarea id="cl-comments" rows={4} className={inputClass} disabled={isSubmitting} placeholder="Brand and power from your current boxes, or anything we should know" {...register("comments")} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "lg")}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          {isSubmitting ? "Submitting..." : "Submit Order Request"}
        </button>
      </div>
    </form>
  );
}
