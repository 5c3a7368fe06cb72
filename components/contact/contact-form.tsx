"use client";

import { useForm } from "react-hook-form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { contactAction } from "@/components/contact/actions";
import { inputClass } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";
import type { ContactInput } from "@/lib/validations/contact";
import { CONTACT_ERROR, CONTACT_SUCCESS } from "@/lib/validations/contact-messages";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";

// The contact schema, with zod, loads on the form's first focus (or first check), not with the page.
const contact = lazyZodResolver(() => import("@/lib/validations/contact").then((m) => m.contactSchema));

const EMPTY: ContactInput = { fullName: "", email: "", phone: "", subject: "", message: "" };

export function ContactForm() {
  const { register, handleSubmit, reset, formState } = useForm<ContactInput>({ resolver: contact.resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await contactAction(values);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(CONTACT_SUCCESS);
      reset(EMPTY);
    } catch {
      toast.error(CONTACT_ERROR);
    }
  });
  const field = (name: keyof ContactInput, label: string, type = "text", optional = false, autoComplete?: string) => (
    <div className="space-y-1.5">
      <label htmlFor={`ct-${name}`} className="block text-sm font-medium text-ink">
        {label} {optional ? <span className="font-normal text-ink-muted">(optional)</span> : <span aria-hidden className="text-red-600">*</span>}
      </label>
      {name === "message" ? (
        <textarea id={`ct-${name}`} rows={5} aria-invalid={!!errors[name]} aria-describedby={errors[name] ? `ct-${name}-error` : undefined} className={inputClass} {...register(name)} />
      ) : (
        <input id={`ct-${name}`} type={type} autoComplete={autoComplete} aria-invalid={!!errors[name]} aria-describedby={errors[name] ? `ct-${name}-error` : undefined} className={inputClass} {...register(name)} />
      )}
      {errors[name]?.message ? <p id={`ct-${name}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">{errors[name]?.message}</p> : null}
    </div>
  );
  return (
    <form onSubmit={onSubmit} onFocus={contact.preload} noValidate aria-label="Send us a message">
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        {field("fullName", "Full name", "text", false, "name")}
        {field("email", "Email", "email", false, "email")}
        {field("phone", "Phone", "tel", true, "tel")}
        {field("subject", "Subject")}
        <div className="sm:col-span-2">{field("message", "Message")}</div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass("primary", "lg")}>
            {isSubmitting ? <Spinner className="size-4" /> : null}
            {isSubmitting ? "Sending..." : "Send Message"}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
