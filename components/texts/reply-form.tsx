"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { REPLY_MAX, TEXTS_COPY as C } from "@/content/texts";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";
import type { ReplyInput } from "@/lib/validations/texts";
import { replyToTextAction } from "./actions";

/** The desk's reply, sent as a text from the clinic's number (through the outbox, so it is listed and retried). */
export function ReplyForm({ number }: { number: string }) {
  const router = useRouter();
  const [resolver] = useState(() => lazyZodResolver(() => import("@/lib/validations/texts").then((m) => m.replySchema)));
  const form = useForm<ReplyInput>({ resolver: resolver.resolver, defaultValues: { number, body: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await replyToTextAction(values).catch(() => ({ ok: false as const, error: C.failed }));
    if (!result.ok) return void form.setError("body", { message: result.error });
    toast.success(C.sent);
    form.reset({ number, body: "" });
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="mt-5 space-y-3 border-t border-line pt-4">
      <Field id="text-reply" label={C.reply} error={errors.body?.message}>
        <p id="text-reply-hint" className="text-xs text-ink-muted">{C.replyHint}</p>
        <textarea
          id="text-reply"
          rows={3}
          maxLength={REPLY_MAX}
          aria-invalid={!!errors.body}
          aria-describedby={errors.body ? "text-reply-error text-reply-hint" : "text-reply-hint"}
          className={inputClass}
          {...form.register("body")}
        />
      </Field>
      <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>{isSubmitting ? C.sending : C.send}</button>
    </form>
  );
}
