"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus, Trash2 } from "@/components/ui/icons";
import { buttonClass } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { FieldGroup, inputClass } from "@/components/admin/form-parts";
import { MAX_FAQS, type ProductFormValues } from "@/lib/validations/product";

/** The product page's questions and answers. */
export function FaqsSection() {
  const { register, control, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const faqs = useFieldArray({ control, name: "faqs" });
  return (
    <FieldGroup title="FAQs" hint={`Up to ${MAX_FAQS}. A question without an answer is left out.`}>
      {faqs.fields.length === 0 ? <p className="text-sm text-ink-muted">No FAQs yet.</p> : null}
      <ul className="space-y-3">
        {faqs.fields.map((f, i) => (
          <li key={f.id} className="space-y-2 rounded-lg bg-surface-muted/60 p-3">
            <div className="flex items-center justify-between gap-2">
              <label htmlFor={`faq-question-${i}`} className="text-xs font-medium text-ink-muted">
                Question {i + 1}
              </label>
              <button
                type="button"
                onClick={() => faqs.remove(i)}
                aria-label={`Remove FAQ ${i + 1}`}
                className="inline-flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-surface hover:text-ink"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </div>
            <input id={`faq-question-${i}`} className={inputClass} {...register(`faqs.${i}.question`)} />
            <label htmlFor={`faq-answer-${i}`} className="block text-xs font-medium text-ink-muted">
              Answer {i + 1}
            </label>
            <textarea id={`faq-answer-${i}`} rows={2} className={inputClass} {...register(`faqs.${i}.answer`)} />
          </li>
        ))}
      </ul>
      <FieldError id="product-faqs-error" message={errors.faqs?.message ?? errors.faqs?.root?.message} />
      <button
        type="button"
        disabled={faqs.fields.length >= MAX_FAQS}
        onClick={() => faqs.append({ question: "", answer: "" })}
        className={buttonClass("outline", "sm")}
      >
        <Plus aria-hidden className="size-4" />
        Add FAQ
      </button>
    </FieldGroup>
  );
}
