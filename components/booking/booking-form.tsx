"use client";

import { Plus, Trash2 } from "@/components/ui/icons";
import { useLocale, useTranslations } from "next-intl";
import { lazy, Suspense, useCallback, useEffect, useState, type FocusEvent } from "react";
import { FormProvider, useFieldArray, useForm, useWatch } from "react-hook-form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { bookExamAction } from "@/components/booking/actions";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { BRAND } from "@/content/brand";
import { MAX_FAMILY_MEMBERS } from "@/content/schedule";
import type { BookedVisit } from "@/lib/booking";
import { useExamFrames } from "@/lib/booking/exam-frames-store";
import { SERVICE_KEYS, SERVICE_TYPES } from "@/content/schedule";
import type { BookingInput, BookingMessages } from "@/lib/validations/booking";
import { EITHER_CLINIC, todayInToronto } from "@/lib/validations/booking-choices";
import { lazyZodResolver } from "@/lib/validations/lazy-resolver";
import { OptometristFields, type BookingTeam } from "./optometrist-fields";
import { ProposedOrder } from "./proposed-order";
import { TimePicker } from "./time-picker";
import { useFreeTimes } from "./use-free-times";
import { usePrefill } from "./use-prefill";
import { useOhipDates } from "./use-ohip-dates";
import { CoverageLine } from "./coverage-line";
import { JoinWaitlistButton } from "@/components/waitlist/join-button";
import { ContactFields } from "./contact-fields";
import { useFieldParts } from "./field-parts";

/** The schema's messages from the form's translator (the server builds the same from the same catalogue). */
function schemaMessages(t: ReturnType<typeof useTranslations<"booking">>): BookingMessages {
  return { errors: (key, values) => t(`errors.${key}`, values), field: (key) => t(`fields.${key}`) };
}

// The thank-you dialog (Radix Dialog) loads while the booking is being sent, not with the page.
const loadThanks = () => import("./booking-thanks");
const BookingThanks = lazy(() => loadThanks().then((m) => ({ default: m.BookingThanks })));

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}


const EMPTY: BookingInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  dateOfBirth: "",
  preferredDate: "",
  slot: "",
  serviceType: "" as never,
  location: "" as never,
  optometrist: "",
  language: "",
  family: [],
  frames: [],
  notes: "",
  recallConsent: false,
  textAppointments: true,
  textRecall: false,
  recall: "",
};

export function BookingForm({ team }: { team: BookingTeam }) {
  const t = useTranslations("booking");
  const locale = useLocale();
  // The booking schema, with zod, loads on the form's first focus (or first check), not with the page.
  const [booking] = useState(() => lazyZodResolver(() => import("@/lib/validations/booking").then((m) => m.makeBookingSchema(schemaMessages(t)))));
  const [thanks, setThanks] = useState<BookedVisit | null>(null);
  // "This time was just taken", for the query it was said for: a new service, clinic or party size clears it.
  const [takenFor, setTaken] = useState<{ message: string; query: unknown } | null>(null);
  const form = useForm<BookingInput>({ resolver: booking.resolver, defaultValues: EMPTY });
  const { register, handleSubmit, reset, getValues, setValue, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const family = useFieldArray({ control, name: "family" });
  const [serviceType, location, preferredDate, dateOfBirth, members, slot, firstName, optometrist, language] = useWatch({
    control,
    name: ["serviceType", "location", "preferredDate", "dateOfBirth", "family", "slot", "firstName", "optometrist", "language"],
  });
  const people = 1 + (members?.length ?? 0);
  const exam = useExamFrames();
  const setDate = useCallback((date: string) => setValue("preferredDate", date), [setValue]);
  const { schedule, setSchedule, load } = useFreeTimes({ serviceType, location, people, optometrist, language }, setDate);
  const { err, label, a11y } = useFieldParts();
  const taken = takenFor?.query === load ? takenFor.message : null;

  const fromRecall = usePrefill(setValue, team.clinics);
  const lastName = useWatch({ control, name: "lastName" });
  const ohipDates = useOhipDates([{ firstName, lastName, dateOfBirth }, ...(members ?? [])], serviceType, preferredDate);

  useEffect(() => {
    // A new service, clinic or party size invalidates the chosen time (none is chosen on mount;
    // setting it anyway would re-render every field's watcher).
    if (getValues("slot")) setValue("slot", "");
    void load();
  }, [load, getValues, setValue]);

  const pickDay = (date: string) => {
    setValue("slot", "");
    setTaken(null);
    void load(date);
  };

  const onSubmit = handleSubmit(async (values) => {
    void loadThanks();
    try {
      const result = await bookExamAction({ ...values, frames: exam.frames.map((f) => f.id), locale });
      if (!result.ok) {
        if (result.slots) {
          // Everything typed stays; only the time is asked again.
          setTaken({ message: result.error, query: load });
          setValue("slot", "");
          setSchedule((s) => ({ status: "ready", days: s.status === "ready" ? s.days : [], date: null, slots: result.slots!, nearest: true }));
          document.getElementById("bk-times")?.focus();
          return;
        }
        toast.error(result.error);
        return;
      }
      reset(EMPTY);
      exam.clear();
      setTaken(null);
      setThanks(result.visit);
      window.gtag?.("event", "conversion", { send_to: "contact_us" });
    } catch {
      toast.error(t("errors.booking"));
    }
  });

  // A birth date's native limit is set when the field is first used, not while hydrating (see hint).
  const maxToday = (e: FocusEvent<HTMLInputElement>) => {
    e.currentTarget.max = todayInToronto();
  };
  const chosen = schedule.status === "ready" ? schedule.slots.find((s) => s.value === slot) : undefined;
  const hint = (dob: string | undefined, id: string, i: number) => (
    <CoverageLine id={id} dob={dob} serviceType={serviceType} day={preferredDate} covered={ohipDates[i]} name={i === 0 ? null : members?.[i - 1]?.firstName?.trim() || null} />
  );

  return (
    <>
      <FormProvider {...form}>
      <form onSubmit={onSubmit} onFocus={booking.preload} noValidate aria-label={t("formLabel")}>
        <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
          {fromRecall ? <p role="status" className="rounded-lg border border-brand-300 bg-brand-50 p-3 text-sm text-ink sm:col-span-2 dark:border-brand-700 dark:bg-brand-950">{t("recallOpened")}</p> : null}
          <div className="space-y-1.5">
            {label("serviceType", t("fields.serviceType"))}
            <select {...a11y("serviceType", errors.serviceType?.message)} className={inputClass} {...register("serviceType")}>
              <option value="">{t("selectService")}</option>
              {SERVICE_TYPES.map((s) => <option key={s} value={s}>{t(`services.${SERVICE_KEYS[s]}`)}</option>)}
            </select>
            {err("serviceType", errors.serviceType?.message)}
          </div>
          <div className="space-y-1.5">
            {label("location", t("fields.location"))}
            <select {...a11y("location", errors.location?.message)} className={inputClass} {...register("location")}>
              <option value="">{t("selectClinic")}</option>
              {team.clinics.map((c) => <option key={c.id} value={c.id}>{t("clinicChoice", { clinic: c.shortName })}</option>)}
              <option value={EITHER_CLINIC}>{t("eitherClinic")}</option>
            </select>
            {err("location", errors.location?.message)}
          </div>
          <OptometristFields team={team} />

          <div className="space-y-1.5">{label("firstName", t("fields.firstName"))}<input {...a11y("firstName", errors.firstName?.message)} autoComplete="given-name" className={inputClass} {...register("firstName")} />{err("firstName", errors.firstName?.message)}</div>
          <div className="space-y-1.5">{label("lastName", t("fields.lastName"))}<input {...a11y("lastName", errors.lastName?.message)} autoComplete="family-name" className={inputClass} {...register("lastName")} />{err("lastName", errors.lastName?.message)}</div>
          <div className="space-y-1.5 sm:col-span-2">
            {label("dateOfBirth", t("fields.dateOfBirth"), true)}
            <input {...a11y("dateOfBirth", errors.dateOfBirth?.message)} type="date" onFocus={maxToday} autoComplete="bday" aria-describedby={errors.dateOfBirth ? "bk-dateOfBirth-error" : "bk-dateOfBirth-hint"} className={`${inputClass} sm:max-w-xs`} {...register("dateOfBirth")} />
            {err("dateOfBirth", errors.dateOfBirth?.message)}
            {hint(dateOfBirth, "bk-dateOfBirth-hint", 0)}
          </div>

          {family.fields.map((field, i) => {
            const e = errors.family?.[i];
            return (
              <fieldset key={field.id} className="grid gap-3 rounded-xl border border-line p-4 sm:col-span-2 sm:grid-cols-3">
                <legend className="px-1 text-sm font-semibold text-ink">{t("familyMember", { number: i + 2 })}</legend>
                <div className="space-y-1.5">{label(`family.${i}.firstName`, t("fields.firstName"))}<input {...a11y(`family.${i}.firstName`, e?.firstName?.message)} className={inputClass} {...register(`family.${i}.firstName`)} />{err(`family.${i}.firstName`, e?.firstName?.message)}</div>
                <div className="space-y-1.5">{label(`family.${i}.lastName`, t("fields.lastName"))}<input {...a11y(`family.${i}.lastName`, e?.lastName?.message)} className={inputClass} {...register(`family.${i}.lastName`)} />{err(`family.${i}.lastName`, e?.lastName?.message)}</div>
                <div className="space-y-1.5">{label(`family.${i}.dateOfBirth`, t("fields.dateOfBirth"), true)}<input {...a11y(`family.${i}.dateOfBirth`, e?.dateOfBirth?.message)} type="date" onFocus={maxToday} className={inputClass} {...register(`family.${i}.dateOfBirth`)} />{err(`family.${i}.dateOfBirth`, e?.dateOfBirth?.message)}</div>
                <div className="flex flex-wrap items-start justify-between gap-2 sm:col-span-3">
                  <div>{hint(members?.[i]?.dateOfBirth, `bk-family-${i}-hint`, i + 1)}</div>
                  <button type="button" onClick={() => family.remove(i)} className={buttonClass("outline", "sm")}>
                    <Trash2 aria-hidden className="size-4" /> {t("removeFamilyMember", { number: i + 2 })}
                  </button>
                </div>
              </fieldset>
            );
          })}
          <div className="sm:col-span-2">
            {people < MAX_FAMILY_MEMBERS ? (
              <button type="button" onClick={() => family.append({ firstName: "", lastName: form.getValues("lastName") ?? "", dateOfBirth: "" })} className={buttonClass("outline", "sm")}>
                <Plus aria-hidden className="size-4" /> {t("addFamilyMember")}
              </button>
            ) : (
              <p className="text-sm text-ink-muted">{t("familyLimit", { max: MAX_FAMILY_MEMBERS })}</p>
            )}
            {people > 1 ? <p className="mt-2 text-sm text-ink-muted">{t("backToBack", { count: people })}</p> : null}
          </div>

          <div id="bk-times" tabIndex={-1} className="space-y-2 outline-none sm:col-span-2">
            <h3 className="text-base font-semibold text-ink">{t("dateAndTime")} <span aria-hidden className="text-red-600">*</span></h3>
            {taken ? <p role="alert" className="rounded-lg border border-accent-400 bg-accent-300/15 p-3 text-sm font-medium text-ink">{taken}</p> : null}
            <TimePicker
              state={schedule}
              either={location === "either"}
              people={people}
              slotField={register("slot")}
              onDay={pickDay}
              error={errors.slot?.message ?? errors.preferredDate?.message}
              phone={BRAND.phone}
            />
            {chosen && chosen.people.length > 1 ? <ProposedOrder slot={chosen} names={[firstName, ...(members ?? []).map((m) => m?.firstName)]} /> : null}
            <JoinWaitlistButton
              team={team}
              start={() => ({ serviceType: getValues("serviceType"), location: getValues("location") || EITHER_CLINIC, optometrist: getValues("optometrist"), language: getValues("language"), firstName: getValues("firstName"), lastName: getValues("lastName"), email: getValues("email"), phone: getValues("phone") })}
            />
          </div>

          <ContactFields frames={exam.frames} onRemoveFrame={exam.remove} />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
              {isSubmitting ? <Spinner className="size-4" /> : null}
              {isSubmitting ? t("submitting") : t("submit")}
            </button>
          </div>
        </fieldset>
      </form>
      </FormProvider>
      {thanks ? (
        <Suspense fallback={null}>
          <BookingThanks visit={thanks} onClose={() => setThanks(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
