import {
  CALL_OUTCOMES,
  ELIGIBLE_CONDITIONS,
  type EligibleCondition,
  RECALL_LIST_COPY as L,
  RECALL_NOTICES_COPY as N,
  RECALL_RULES_COPY as C,
  RECALL_RULE_LABELS,
  RECALL_TABS,
  type CallOutcome,
  type RecallRuleKey,
  type RecallTab,
} from "@/content/recall";
import { plainText } from "@/lib/validations/text-checks";
import { isCalendarDate } from "@/lib/validations/booking-choices";
import { z } from "@/lib/validations/z";

const months = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v: string | number) => (typeof v === "number" ? v : /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : NaN)),
).check(z.refine((n: number) => Number.isInteger(n) && n >= 1 && n <= 60, C.monthsError));

/** "Recall rules": one schema for the Owner's form and its action. */
export const recallRulesSchema = z.strictObject(
  Object.fromEntries((Object.keys(RECALL_RULE_LABELS) as RecallRuleKey[]).map((k) => [k, months])) as Record<RecallRuleKey, typeof months>,
);
export type RecallRulesInput = z.input<typeof recallRulesSchema>;

/** "Next exam due": empty (the rules decide), or a real date between 1900 and 2100. */
export const nextExamDueText = z.pipe(
  z._default(z.string().check(z.trim(), z.refine((v) => v === "" || (isCalendarDate(v) && v <= "2100-12-31"), "Enter the date the next exam is due")), ""),
  z.transform((v: string) => v || null),
);

/** A recall e-mail's link token ("Book my exam", unsubscribe): 32 random bytes, base64url. */
export const RECALL_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const recallTokenSchema = z.string().check(z.regex(RECALL_TOKEN));

/** The account's "Exam due reminders" switch. */
export const ownRecallConsentSchema = z.strictObject({ on: z.boolean() });
/** The front desk records what the patient said. */
export const patientRecallConsentSchema = z.strictObject({ patientId: z.uuid(), on: z.boolean() });

const days = (min: number, max: number, message: string) =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v: string | number) => (typeof v === "number" ? v : /^\s*[-−]?\d{1,3}\s*$/.test(v) ? Number(v.trim().replace("−", "-")) : NaN)),
  ).check(z.refine((n: number) => Number.isInteger(n) && n >= min && n <= max, message));

/** "Recall messages": one schema for the Owner's form and its action. */
export const recallNoticesSchema = z
  .strictObject({
    first: days(-180, 0, N.errors.first),
    second: days(-90, 90, N.errors.second),
    last: days(0, 180, N.errors.last),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!(v.first < v.second)) ctx.addIssue({ code: "custom", path: ["second"], message: N.errors.order });
      else if (!(v.second < v.last)) ctx.addIssue({ code: "custom", path: ["last"], message: N.errors.order });
    }),
  );
export type RecallNoticesInput = z.input<typeof recallNoticesSchema>;

/** "Log call": one schema for the dialog and its action. */
export const logCallSchema = z.strictObject({
  patientId: z.uuid(),
  outcome: z.enum(Object.keys(CALL_OUTCOMES) as [CallOutcome, ...CallOutcome[]], L.outcomeError),
  note: z._default(z.string().check(...plainText(L.note, { multiline: true }, L.noteError), z.maxLength(500, L.noteError)), ""),
  stop: z._default(z.boolean(), false),
});
export type LogCallInput = z.input<typeof logCallSchema>;

/** The list's address: tab, clinic, optometrist and page, each falling back when it is not one. */
export const recallListQuerySchema = z.object({
  tab: z.catch(z.enum(Object.keys(RECALL_TABS) as [RecallTab, ...RecallTab[]]), "due"),
  clinic: z.catch(z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{1,39}$/))), undefined),
  optometrist: z.catch(z.optional(z.uuid()), undefined),
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export type RecallListQuery = z.output<typeof recallListQuerySchema>;

const month = z.catch(z.optional(z.string().check(z.regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/))), undefined);
/** "Recall results": months as YYYY-MM (the month inputs' format); anything else falls back to the default range. */
export const recallResultsQuerySchema = z.object({ from: month, to: month, clinic: z.catch(z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{1,39}$/))), undefined) });

/** "Eligible conditions" on a patient's record: Ontario's list only, and "Contact lens wearer". */
export const patientConditionsSchema = z.strictObject({
  patientId: z.uuid(),
  conditions: z._default(z.array(z.enum(Object.keys(ELIGIBLE_CONDITIONS) as [EligibleCondition, ...EligibleCondition[]])).check(z.maxLength(10)), []),
  contactLens: z._default(z.boolean(), false),
});
export type PatientConditionsInput = z.input<typeof patientConditionsSchema>;
