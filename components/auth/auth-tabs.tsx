"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { signInAction, signUpAction, type AuthActionResult } from "@/components/auth/actions";
import {
  HOW_DID_YOU_HEAR,
  HOW_DID_YOU_HEAR_LABELS,
  signInSchema,
  signUpSchema,
  type SignInInput,
  type SignUpInput,
} from "@/lib/validations/auth";
import { Field, inputClass } from "@/components/ui/field";

type Tab = "signin" | "signup";

const TABS: { id: Tab; label: string }[] = [
  { id: "signin", label: "Sign In" },
  { id: "signup", label: "Sign Up" },
];

export function AuthTabs({ next, initialTab }: { next?: string; initialTab: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const baseId = useId();
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ signin: null, signup: null });

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const nextTab: Tab = tab === "signin" ? "signup" : "signin";
    setTab(nextTab);
    refs.current[nextTab]?.focus();
  }

  return (
    <div className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-8">
      <div role="tablist" aria-label="Sign in or sign up" className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1">
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            id={`${baseId}-${t.id}-tab`}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            aria-controls={tab === t.id ? `${baseId}-${t.id}-panel` : undefined}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={onKeyDown}
            className="rounded-lg px-4 py-2 text-sm font-semibold text-ink-muted transition aria-selected:bg-surface aria-selected:text-ink aria-selected:shadow-sm"
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* Only the active panel is rendered, so each label names exactly one field on the page. */}
      <div id={`${baseId}-${tab}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}-tab`} className="mt-6">
        {tab === "signin" ? <SignInForm next={next} /> : <SignUpForm next={next} />}
      </div>
    </div>
  );
}

function useFinish() {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  function finish(result: AuthActionResult, welcome: string) {
    if (!result.ok) {
      setServerError(result.error);
      toast.error(result.error);
      return;
    }
    setServerError(null);
    toast.success(welcome);
    router.replace(result.redirectTo);
    router.refresh();
  }
  function fail() {
    setServerError("An unexpected error occurred");
    toast.error("An unexpected error occurred");
  }
  return { serverError, finish, fail };
}

function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">
      {message}
    </p>
  );
}

function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-3 font-semibold text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {pending ? <Spinner className="size-4" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}

function SignInForm({ next }: { next?: string }) {
  const { serverError, finish, fail } = useFinish();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      finish(await signInAction(values, next), "Welcome back!");
    } catch {
      fail();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <ServerError message={serverError} />
      <Field id="signin-email" label="Email" error={errors.email?.message}>
        <input id="signin-email" type="email" autoComplete="email" className={inputClass}
          aria-invalid={!!errors.email} aria-describedby={errors.email ? "signin-email-error" : undefined}
          disabled={isSubmitting} {...form.register("email")} />
      </Field>
      <Field id="signin-password" label="Password" error={errors.password?.message}>
        <input id="signin-password" type="password" autoComplete="current-password" className={inputClass}
          aria-invalid={!!errors.password} aria-describedby={errors.password ? "signin-password-error" : undefined}
          disabled={isSubmitting} {...form.register("password")} />
      </Field>
      <SubmitButton pending={isSubmitting} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}

function SignUpForm({ next }: { next?: string }) {
  const { serverError, finish, fail } = useFinish();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", phoneNumber: "", address: "", howDidYouHear: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      finish(await signUpAction(values, next), "Your account has been created.");
    } catch {
      fail();
    }
  });

  const text = (name: keyof SignUpInput, label: string, type: string, autoComplete: string, optional = false) => (
    <Field id={`signup-${name}`} label={label} error={errors[name]?.message} optional={optional}>
      <input id={`signup-${name}`} type={type} autoComplete={autoComplete} className={inputClass}
        aria-invalid={!!errors[name]} aria-describedby={errors[name] ? `signup-${name}-error` : undefined}
        disabled={isSubmitting} {...form.register(name)} />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      <ServerError message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "First name", "text", "given-name")}
        {text("lastName", "Last name", "text", "family-name")}
      </div>
      {text("email", "Email", "email", "email")}
      {text("password", "Password", "password", "new-password")}
      {text("phoneNumber", "Phone number", "tel", "tel", true)}
      {text("address", "Address", "text", "street-address", true)}
      <Field id="signup-howDidYouHear" label="How did you hear about us?" optional error={errors.howDidYouHear?.message}>
        <select id="signup-howDidYouHear" className={inputClass} disabled={isSubmitting} {...form.register("howDidYouHear")}>
          <option value="">Select an option</option>
          {HOW_DID_YOU_HEAR.map((v) => (
            <option key={v} value={v}>
              {HOW_DID_YOU_HEAR_LABELS[v]}
            </option>
          ))}
        </select>
      </Field>
      <SubmitButton pending={isSubmitting} label="Create Account" pendingLabel="Creating account..." />
    </form>
  );
}
