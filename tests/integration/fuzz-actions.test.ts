import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { appDatabase, rowFingerprint } from "../support/app-db";
import { DATABASE_ERROR, HOSTILE_STRINGS, stringPaths, withStringAt } from "../support/hostile";
import { nextRequest } from "../support/next-request";
import { backends } from "../support/db";
import { announceFuzz, fuzzBudget } from "../support/fuzz";

/**
 * Every server action, fed generated hostile input: wrong types, missing and extra keys,
 * __proto__/constructor keys, 1 MB strings, control characters, mixed scripts, NaN, Infinity,
 * huge and negative numbers, far dates, SQL and HTML metacharacters. Each call must answer
 * (never throw), refuse with a short human message, and leave every table unchanged when it
 * refuses. The registry below must name every exported action, so a new one is fuzzed too.
 */

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
vi.mock("next/navigation", () => ({
  redirect: () => {
    throw new Error("redirect");
  },
}));

// Unexpected failures are logged by the actions: kept here (not printed) so each test can check
// that hostile input never caused a database error.
const logged: string[] = [];
vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => void logged.push(parts.map((p) => (p instanceof Error ? p.message : String(p))).join(" ")));
vi.spyOn(console, "warn").mockImplementation(() => undefined);
process.env.AUTH_SECRET = "fuzz-secret-for-tests-only-0123456789abcdef";

// Generated calls run on the suite's time budget with a seed that changes every run (tests/support/fuzz.ts);
// the hostile corpus is tried in full every run. FUZZ_RUNS=5000 for a deeper search before a release.
announceFuzz("fuzz-actions");
const MEGABYTE = "A".repeat(1024 * 1024);

/** Values that break naive code. */
const hostileScalar = fc.oneof(
  fc.constantFrom(
    MEGABYTE,
    "",
    " ",
    "\u0000\u0001\u0007\u001b[31m\r\n\t",
    "Ω漢字עברית🙂\u202Eevil",
    "'; drop table public.products; --",
    "\" or 1=1 --",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "%_\\",
    "../../etc/passwd",
    "__proto__",
    "constructor",
    "0000-00-00",
    "9999-12-31",
    "1900-01-01",
    NaN,
    Infinity,
    -Infinity,
    -1,
    0,
    -0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    true,
    false,
    null,
    undefined,
  ),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: false }),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.integer(),
  fc.double(),
  fc.bigInt().map(String),
  fc.uuid(),
  fc.array(fc.anything(), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);

function withOddKeys(base: Record<string, unknown>) {
  return fc.record({ key: fc.constantFrom("__proto__", "constructor", "prototype", "isAdmin", "price", "role", "total_amount", "status"), value: hostileScalar }).map(({ key, value }) => {
    const out: Record<string, unknown> = { ...base };
    Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
    return out;
  });
}

/** A near-valid variant of `template`: some fields replaced by hostile values, some removed, odd keys added. */
function mutate(template: unknown): fc.Arbitrary<unknown> {
  if (!template || typeof template !== "object" || Array.isArray(template)) return hostileScalar;
  const base = template as Record<string, unknown>;
  const keys = Object.keys(base);
  const replaced = fc
    .uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: Math.min(3, keys.length) })
    .chain((chosen) =>
      fc.tuple(...chosen.map(() => hostileScalar)).map((values) => {
        const out: Record<string, unknown> = { ...base };
        chosen.forEach((k, i) => (out[k] = values[i]));
        return out;
      }),
    );
  const removed = fc.constantFrom(...keys).map((k) => {
    const out: Record<string, unknown> = { ...base };
    delete out[k];
    return out;
  });
  return fc.oneof({ weight: 5, arbitrary: replaced }, { weight: 2, arbitrary: removed }, { weight: 2, arbitrary: withOddKeys(base) }, { weight: 1, arbitrary: fc.anything() });
}

const UUID = "00000000-0000-4000-8003-000000000003";
const today = new Date(Date.now() + 86_400_000 * 3).toISOString().slice(0, 10);
const VALID = {
  contact: { fullName: "Ann Lee", email: "ann@example.com", phone: "905-555-0100", subject: "Frames", message: "Hello there" },
  lens: { fullName: "Ann Lee", email: "ann@example.com", phone: "905-555-0100", lensType: "daily", supply: "3months", comments: "" },
  booking: {
    firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "905-555-0100", preferredDate: today, serviceType: "Comprehensive Eye Exam", location: "steeles",
    slot: `steeles|${today}T14:00:00.000Z`, family: [{ firstName: "Raj", lastName: "Lee", dateOfBirth: "2015-01-01" }], frames: [UUID], notes: "",
  },
  schedule: { serviceType: "Comprehensive Eye Exam", location: "either", people: 2, date: today },
  manage: { token: "A".repeat(43), bookingId: UUID, slot: `steeles|${today}T14:00:00.000Z`, date: today },
  order: {
    email: "ann@example.com", firstName: "Ann", lastName: "Lee", phone: "905-555-0100", address: "1 Main St", city: "Brampton", province: "ON",
    postalCode: "L6Y 0P8", sameAsShipping: true, nameOnCard: "Ann Lee", cardLast4: "4242", items: [{ productId: UUID, quantity: 1, color: "Black", size: "51", lens: { type: "reading", readingPower: 1.5, material: "standard-150", coatings: ["anti-reflective"] } }],
  },
  signIn: { email: "ann@example.com", password: "not-the-password" },
  signUp: { email: "ann@example.com", password: "s3cret-pass", firstName: "Ann", lastName: "Lee" },
  product: { name: "Fuzz Frame", price: "120", stock_quantity: "3", gender: "unisex", colors: [], faqs: [], images: [], is_active: true, is_polarized: false },
  brand: { name: "Fuzz Brand", description: "" },
};

/** How the hostile corpus reaches an action: each string of `template` in turn, as `wrap` passes it. */
type Corpus = { template: unknown; wrap: (value: unknown) => unknown[] };
/** `runs`: at most this many generated calls for an action whose every accepted call is a whole transaction of checks (the schedule's saves). */
/** `reads`: an action that takes nothing and only reads public data: every call is answered, and none may change a row. */
/** `free`: an action whose fields are mostly free text and optional, so much generated input is valid (refusals must still be clear and change nothing). */
type Entry = { module: string; name: string; args: (() => fc.Arbitrary<unknown[]>) & { corpus?: Corpus }; admin?: boolean; corpus?: Corpus; runs?: number; reads?: true; free?: true };
const one = (template: unknown) => Object.assign(() => mutate(template).map((v) => [v]), { corpus: { template, wrap: (v: unknown) => [v] } });
const alone: Corpus = { template: "", wrap: (v) => [v] };
const two = (a: fc.Arbitrary<unknown>, b: fc.Arbitrary<unknown>) => () => fc.tuple(a, b);
/** One section's "Save and continue", its answers as the form sends them (insurance: every kind of field, the health number spaced as on the card). */
const INTAKE_SAVE = {
  token: "A".repeat(43),
  section: "insurance",
  answers: { noCard: false, healthNumber: "9876 543 217", versionCode: "AB", cardExpiry: "2030-01-31", insurer: "Sun Life Financial", plan: "Group 1", memberId: "SL-12345" },
  locale: "en",
};
const PATIENT = { firstName: "Ann", lastName: "Lee", dateOfBirth: "1980-01-01", email: "ann@example.com", phone: "905-555-0100", language: "en", address: "", clinicId: "", notes: "", status: "active", statusReason: "" };

/** Every exported server action. The test below fails if one is missing here. */
const REGISTRY: Entry[] = [
  { module: "contact", name: "contactAction", args: one(VALID.contact) },
  { module: "contact-lens", name: "submitContactLensAction", args: one(VALID.lens) },
  { module: "booking", name: "bookExamAction", args: one(VALID.booking) },
  { module: "booking", name: "loadScheduleAction", args: one(VALID.schedule) },
  { module: "booking", name: "loadMoveScheduleAction", args: one(VALID.manage) },
  { module: "booking", name: "cancelAppointmentAction", args: one(VALID.manage) },
  { module: "booking", name: "moveAppointmentAction", args: one(VALID.manage) },
  { module: "booking", name: "setVisitRemindersAction", args: one({ token: "A".repeat(43), on: false }) },
  { module: "booking", name: "ohipDatesAction", args: one({ people: [{ firstName: "Asha", lastName: "Gill", dateOfBirth: "1956-03-01" }], day: today }), admin: true, reads: true },
  { module: "visits", name: "openAppointmentAction", args: one({ bookingId: UUID }), admin: true },
  { module: "visits", name: "setRemindersAction", args: one({ bookingId: UUID, on: false }), admin: true },
  { module: "checkout", name: "placeOrderAction", args: one(VALID.order) },
  { module: "checkout", name: "checkCartPrices", args: () => fc.oneof(fc.array(hostileScalar, { maxLength: 200 }), hostileScalar).map((v) => [v]), corpus: { template: [""], wrap: (v) => [v] } },
  { module: "shop", name: "countProductsAction", args: one({ path: "/brampton/shop", query: "gender=women&brand=ray-ban" }) },
  // As a signed-in user (the admin is one): the gate passes and the numbers are what is tested.
  { module: "account", name: "saveFitAction", args: one({ lens: "52", bridge: "18", temple: "140" }), admin: true },
  { module: "account", name: "savedFitAction", args: () => fc.constant([]) },
  { module: "account", name: "clearFitAction", args: () => hostileScalar.map((v) => [v]), admin: true, corpus: alone },
  { module: "lenses", name: "lensPrefillAction", args: () => fc.constant([]) },
  { module: "lenses", name: "examClinicsAction", args: () => hostileScalar.map((v) => [v]), reads: true },
  { module: "product", name: "recordAddToCart", args: one({ productId: UUID, quantity: 1 }) },
  { module: "auth", name: "signInAction", args: two(mutate(VALID.signIn), fc.oneof(hostileScalar, fc.constant("/brampton/admin"), fc.constant("//evil.example.com"))), corpus: { template: [VALID.signIn, "/brampton/account"], wrap: (v) => v as unknown[] } },
  { module: "auth", name: "signUpAction", args: two(mutate(VALID.signUp), hostileScalar), corpus: { template: [VALID.signUp, "/brampton/account"], wrap: (v) => v as unknown[] } },
  { module: "auth", name: "signOutAction", args: () => fc.constant([]) },
  { module: "auth", name: "forgotPasswordAction", args: one({ email: "ann@example.com" }) },
  { module: "auth", name: "resetPasswordAction", args: one({ token: "A".repeat(43), password: "new-secret-1" }) },
  // As the signed-in admin: the profile's rules are what is tested; a wrong current password is always refused.
  { module: "account", name: "updateProfileAction", args: one({ firstName: "Ann", lastName: "Lee", phoneNumber: "905-555-0100", address: "1 Main St", howDidYouHear: "google" }), admin: true },
  { module: "account", name: "changePasswordAction", args: one({ currentPassword: "not-the-password", newPassword: "new-secret-1" }), admin: true },
  { module: "account", name: "resendConfirmationAction", args: () => fc.constant([]) },
  // As the admin: always refused (admins cannot delete themselves), whatever the password field holds.
  { module: "account", name: "deleteAccountAction", args: one({ password: "e2e-admin-password" }), admin: true },
  { module: "admin", name: "loadProductAction", args: () => hostileScalar.map((v) => [v]), admin: true, corpus: alone },
  { module: "admin", name: "saveProductAction", args: two(fc.oneof(fc.constant(null), hostileScalar), mutate(VALID.product)), admin: true, corpus: { template: VALID.product, wrap: (v) => [null, v] } },
  { module: "admin", name: "setProductActiveAction", args: two(fc.oneof(fc.constant(UUID), hostileScalar), hostileScalar), admin: true, corpus: { template: UUID, wrap: (v) => [v, false] } },
  { module: "admin", name: "deleteProductAction", args: () => hostileScalar.filter((v) => v !== UUID).map((v) => [v]), admin: true, corpus: alone },
  { module: "admin", name: "addBrandAction", args: one(VALID.brand), admin: true },
  { module: "admin", name: "addCategoryAction", args: one(VALID.brand), admin: true },
  { module: "analytics", name: "setOrderStatusAction", args: one({ orderId: UUID, status: "confirmed" }), admin: true },
  // Recording a payment or a refund issues a numbered receipt: a valid call may land (with its number); anything else changes nothing.
  { module: "payments", name: "recordPaymentAction", args: one({ orderId: UUID, amount: "10.00", method: "debit", date: today, dispensedBy: "" }), admin: true, runs: 250 },
  { module: "payments", name: "recordRefundAction", args: one({ orderId: UUID, method: "cash", date: today }), admin: true, runs: 250 },
  // Issue 45: "Mark dispensed" refuses what is not an order ready to dispense, and writes nothing then.
  { module: "payments", name: "markDispensedAction", args: one({ orderId: UUID, date: today, dispensedBy: UUID, clinicId: "goreway" }), admin: true, runs: 250 },
  { module: "payments", name: "reopenOrderAction", args: one({ orderId: UUID, reason: "Customer came back for the frame" }), admin: true, runs: 250 },
  { module: "payments", name: "recordExamRefundAction", args: one({ bookingId: UUID, method: "debit", date: today }), admin: true, runs: 250 },
  { module: "payments", name: "markSeenAction", args: one({ bookingId: UUID, ohip: false, fee: "95.00", method: "debit", date: today, nextExamDue: "" }), admin: true, runs: 250 },
  // Recall (issue 43), as the Owner: valid rules may be saved.
  { module: "recall", name: "saveRecallNoticesAction", args: one({ first: "-30", second: "0", last: "30" }), admin: true, runs: 250 },
  { module: "recall", name: "saveRecallRulesAction", args: one({ under20: "12", over65: "12", condition: "12", adult: "24", contactLens: "12" }), admin: true, runs: 250 },
  { module: "appointments", name: "cancelByClinicAction", args: () => fc.oneof(fc.constant(UUID), hostileScalar).map((v) => [v]), admin: true, corpus: alone },
  { module: "appointments", name: "closeDayAction", args: one({ clinic: "steeles", date: today, reason: "Training" }), admin: true },
  { module: "appointments", name: "markNoShowAction", args: one({ bookingId: UUID }), admin: true },
  { module: "appointments", name: "undoNoShowAction", args: one({ bookingId: UUID }), admin: true },
  { module: "appointments", name: "reopenDayAction", args: one({ clinic: "steeles", date: today }), admin: true },
  // The schedule page's saves, as the admin: a valid save may land; a refusal (or a change that would take away booked times, returned unanswered) changes nothing.
  { module: "schedule", name: "saveClinicHoursAction", args: one({ clinicId: "goreway", days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: weekday === 0, open: "11:00", close: "18:00" })) }), admin: true, runs: 250 },
  { module: "schedule", name: "saveStaffAction", args: one({ name: "Ann Lee", title: "Dr. Ann Lee, OD", role: "optometrist", registrationNumber: "OD-1", languages: ["en", "ta"], services: ["Comprehensive Eye Exam"], bio: "", active: false }), admin: true, runs: 250 },
  { module: "schedule", name: "saveShiftAction", args: one({ staffId: UUID, clinicId: "goreway", weekday: 2, start: "11:00", end: "12:00", firstDate: "", lastDate: "" }), admin: true, runs: 250 },
  { module: "schedule", name: "saveClosureAction", args: one({ clinicId: "all", staffId: "", from: "2099-01-01", to: "2099-01-02", closedAllDay: false, open: "09:00", close: "13:00", note: "Closed for the holidays" }), admin: true, runs: 250 },
  { module: "schedule", name: "setHolidayOpeningAction", args: one({ clinicId: "goreway", date: "2099-12-25", open: true }), admin: true, runs: 250 },
  { module: "schedule", name: "saveBookingRulesAction", args: one({ services: [{ service: "Dry Eye Treatment", minutes: 45 }], rooms: [{ clinicId: "goreway", rooms: 1 }], leadMinutes: 120, horizonDays: 60, stepMinutes: 15 }), admin: true, runs: 250 },
  { module: "schedule", name: "deleteScheduleEntryAction", args: one({ kind: "closure", id: UUID }), admin: true, runs: 250 },
  { module: "analytics", name: "verifyPrescriptionAction", args: () => hostileScalar.map((v) => [v]), admin: true, corpus: alone },
  { module: "analytics", name: "markSubmissionHandledAction", args: () => hostileScalar.map((v) => [v]), admin: true, corpus: alone },
  // Staff accounts (issue 34), as the Owner: an invitation may land; changing or removing an unknown person is refused.
  { module: "staff", name: "inviteStaffAction", args: one({ email: "new.staff@example.com", role: "optician", staffId: "" }), admin: true, runs: 250 },
  { module: "staff", name: "changeStaffRoleAction", args: one({ userId: UUID, role: "optician" }), admin: true },
  { module: "staff", name: "removeStaffAction", args: one({ userId: UUID }), admin: true },
  // Patients (issue 42), as the Owner: a new record may land; an unknown record is refused, and nothing else changes.
  { module: "booking", name: "patientPrefillAction", args: () => hostileScalar.map((v) => [v]), admin: true, corpus: alone },
  { module: "patients", name: "createPatientAction", args: one(PATIENT), admin: true, runs: 250, free: true },
  { module: "patients", name: "updatePatientAction", args: two(fc.oneof(fc.constant(UUID), hostileScalar), mutate(PATIENT)), corpus: { template: [UUID, PATIENT], wrap: (v) => v as unknown[] }, admin: true },
  { module: "patients", name: "mergePatientsAction", args: one({ from: UUID, into: "6f1c1a52-7c8e-4a8f-9a57-3b0c2a1d9e77", reason: "Same person" }), admin: true },
  { module: "patients", name: "dismissDuplicateAction", args: two(fc.oneof(fc.constant(UUID), hostileScalar), fc.oneof(fc.uuid(), hostileScalar)), corpus: { template: [UUID, UUID], wrap: (v) => v as unknown[] }, admin: true },
  // Recall messages (issue 43): a link's token is the only authority; an unknown one changes nothing.
  { module: "booking", name: "recallPrefillAction", args: () => hostileScalar.map((v) => [v]), corpus: alone },
  { module: "recall", name: "savePatientConditionsAction", args: one({ patientId: UUID, conditions: ["diabetes"], contactLens: false }), admin: true },
  { module: "recall", name: "logRecallCallAction", args: one({ patientId: UUID, outcome: "left-message", note: "Call after 5", stop: false }), admin: true },
  { module: "recall", name: "unsubscribeRecallAction", args: one({ token: "A".repeat(43), locale: "en" }) },
  { module: "recall", name: "setOwnRecallConsentAction", args: one({ on: true }), admin: true },
  { module: "recall", name: "setPatientRecallConsentAction", args: one({ patientId: UUID, on: true }), admin: true },
  // The waitlist (issue 44): a valid join may land (three per address at most); a made-up leave link changes nothing.
  { module: "waitlist", name: "joinWaitlistAction", args: one({ firstName: "Gurleen", lastName: "Waits", email: "fuzz.waits@example.com", phone: "905-555-0131", serviceType: "Comprehensive Eye Exam", location: "goreway", earliest: today, latest: today, times: ["mornings"], locale: "en" }), runs: 250 },
  { module: "waitlist", name: "removeWaitlistEntryAction", args: one({ id: UUID, reason: "Booked by phone" }), admin: true },
  { module: "waitlist", name: "leaveWaitlistAction", args: one({ token: "A".repeat(43), locale: "en" }) },
  // Offers: an unknown offer link books nothing; an unknown manage link asks for no earlier time.
  { module: "waitlist", name: "bookOfferAction", args: one({ token: "A".repeat(43), offerId: UUID, locale: "en" }) },
  { module: "waitlist", name: "askEarlierTimeAction", args: one({ token: "A".repeat(43), bookingId: UUID, optometrist: "", language: "", earliest: today, times: ["mornings"], locale: "en" }) },
  { module: "schedule", name: "saveWaitlistRulesAction", args: one({ batchSize: 3, holdMinutes: 15 }), admin: true },
  { module: "staff", name: "acceptInvitationAction", args: one({ token: "A".repeat(43), firstName: "Ann", lastName: "Lee", password: "new-secret-1" }) },
  // Intake forms (issue 52): a made-up link opens and saves nothing, whatever the answers; an unknown visit or form is refused to staff and to the account.
  { module: "intake", name: "openFormsAction", args: one({ token: "A".repeat(43), answer: "1961-04-09", locale: "en" }) },
  // Both the request and the section's answers inside it are varied; the corpus reaches every answer's string.
  { module: "intake", name: "saveSectionAction", args: () => fc.oneof(mutate(INTAKE_SAVE), mutate(INTAKE_SAVE.answers).map((answers) => ({ ...INTAKE_SAVE, answers }))).map((v) => [v]), corpus: { template: INTAKE_SAVE, wrap: (v) => [v] } },
  { module: "intake", name: "sendFormsAgainAction", args: one({ bookingId: UUID }), admin: true },
  { module: "intake", name: "fillInHereAction", args: one({ bookingId: UUID }), admin: true },
  { module: "intake", name: "addToRecordAction", args: one({ formId: UUID }), admin: true },
  // As a signed-in user (the admin is one) with no visit of that id: refused, nothing minted.
  { module: "intake", name: "openOwnFormsAction", args: one({ bookingId: UUID }), admin: true },
  // Texts (issue 54): a reply only to a number that texted the clinic; consent only on a record the caller may change.
  { module: "texts", name: "replyToTextAction", args: one({ number: "+19055550142", body: "See you tomorrow" }), admin: true },
  { module: "texts", name: "saveOwnTextConsentAction", args: one({ mobile: "905-555-0142", appointments: true, recall: false }), admin: true },
  { module: "texts", name: "savePatientTextConsentAction", args: one({ patientId: UUID, mobile: "905-555-0142", appointments: true, recall: true }), admin: true },
  { module: "schedule", name: "saveTextRulesAction", args: one({ quietFrom: "21:00", quietUntil: "08:00" }), admin: true },
];

function exportedActions(): string[] {
  const root = path.resolve("components");
  const found: string[] = [];
  for (const dir of readdirSync(root)) {
    let text: string;
    try {
      text = readFileSync(path.join(root, dir, "actions.ts"), "utf8");
    } catch {
      continue;
    }
    if (!/^["']use server["']/.test(text.trimStart())) continue;
    for (const m of text.matchAll(/export async function (\w+)/g)) found.push(`${dir}.${m[1]}`);
  }
  return found.sort();
}

/** The largest share of generated calls an action may accept: a half, plus 1.5/√calls (0.8 at 25 calls, 0.6 at 250). */
function acceptedLimit(calls: number): number {
  return 0.5 + 1.5 / Math.sqrt(calls);
}

/** A refusal a person can read: short, no stack, no SQL, no internals. */
function isClearMessage(error: unknown): boolean {
  return (
    typeof error === "string" &&
    error.length > 0 &&
    error.length < 400 &&
    !/\n\s+at |syntax error|relation "|violates|duplicate key|ZodError|undefined|\[object Object\]|TypeError/i.test(error)
  );
}

it("the registry names every exported server action", () => {
  expect(REGISTRY.map((e) => `${e.module}.${e.name}`).sort()).toEqual(exportedActions());
});

describe.each(backends)("hostile input to every server action on %s", (backend) => {
  const app = appDatabase(backend);

  for (const entry of REGISTRY) {
    it(`${entry.module}.${entry.name}${entry.admin ? " (as an admin, the gate passed)" : ""}`, async () => {
      const mod = (await import(`@/components/${entry.module}/actions`)) as Record<string, (...a: unknown[]) => Promise<unknown>>;
      const action = mod[entry.name];
      nextRequest.cookies.clear();
      if (entry.admin) {
        nextRequest.cookies.set(...app.adminCookie);
      }
      let accepted = 0;
      let calls = 0;
      // Rows as of the last check: refused calls must leave them as they are.
      let before = await rowFingerprint(app.db);
      const budget = fuzzBudget("actions", REGISTRY.length, entry.runs);
      await fc.assert(
        fc.asyncProperty(entry.args(), budget.wrap(async (args: unknown[]) => {
          calls++;
          let result: unknown;
          try {
            result = await action(...args);
          } catch (err) {
            throw new Error(`${entry.name} threw: ${(err as Error).message}`);
          }
          if (entry.name === "signOutAction") {
            before = await rowFingerprint(app.db);
            return;
          }
          if (entry.name === "checkCartPrices") {
            expect(Array.isArray(result)).toBe(true);
            expect(await rowFingerprint(app.db)).toBe(before);
            return;
          }
          const r = result as { ok?: unknown; error?: unknown };
          expect(typeof r.ok).toBe("boolean");
          if (r.ok && entry.reads) {
            expect(await rowFingerprint(app.db)).toBe(before);
            return;
          }
          if (r.ok) {
            accepted++;
            before = await rowFingerprint(app.db);
            return;
          }
          if (entry.name !== "recordAddToCart") expect(isClearMessage(r.error), String(r.error).slice(0, 200)).toBe(true);
          expect(await rowFingerprint(app.db)).toBe(before);
        })),
        budget.parameters,
      );
      // Generated input is hostile by construction: most of it must be refused. Near-valid variants
      // (an odd extra key, a flipped flag, an optional field left out) are fine, and for the
      // schedule's saves they are about a third of the calls; on a busy machine the budget may stop
      // at 25 calls, where a third can reach a half by chance (about one run in 25 did). So the line
      // is a half plus a margin that shrinks as calls grow: an action that takes garbage still
      // crosses it, an unlucky draw does not.
      expect(calls).toBeGreaterThan(0);
      if (!entry.free) expect(accepted, `${accepted} of ${calls} accepted`).toBeLessThan(calls * acceptedLimit(calls));
      expect(logged.splice(0).filter((line) => DATABASE_ERROR.test(line))).toEqual([]);
    }, 300_000);
  }

  // The shared corpus in every string field, one field at a time around a valid input: each call
  // answers, a refusal is a clear message that changes nothing, and nothing at all is logged (an
  // error that input caused is a defect, not "please try again").
  for (const entry of REGISTRY) {
    const corpus = entry.corpus ?? entry.args.corpus;
    if (!corpus) continue;
    const paths = stringPaths(corpus.template);
    it(`${entry.name}: ${paths.length} string field(s) × ${HOSTILE_STRINGS.length} hostile strings`, async () => {
      const mod = (await import(`@/components/${entry.module}/actions`)) as Record<string, (...a: unknown[]) => Promise<unknown>>;
      nextRequest.cookies.clear();
      if (entry.admin) nextRequest.cookies.set(...app.adminCookie);
      logged.splice(0);
      let before = await rowFingerprint(app.db);
      for (const path of paths) {
        for (const hostile of HOSTILE_STRINGS) {
          const args = corpus.wrap(withStringAt(corpus.template, path, hostile));
          const label = `${entry.name} ${path.join(".") || "(argument)"} = ${JSON.stringify(hostile.slice(0, 40))}`;
          const result = (await mod[entry.name](...args)) as { ok?: unknown; error?: unknown } | unknown[];
          expect(logged, label).toEqual([]);
          if (entry.name === "checkCartPrices") {
            expect(Array.isArray(result), label).toBe(true);
            continue;
          }
          if (entry.name === "signOutAction") continue;
          const r = result as { ok?: unknown; error?: unknown };
          expect(typeof r.ok, label).toBe("boolean");
          if (r.ok) {
            before = await rowFingerprint(app.db);
            continue;
          }
          if (entry.name !== "recordAddToCart") expect(isClearMessage(r.error), `${label}: ${String(r.error).slice(0, 200)}`).toBe(true);
          expect(await rowFingerprint(app.db), label).toBe(before);
        }
      }
    }, 300_000);
  }

  it("admin actions refuse a visitor outright", async () => {
    nextRequest.cookies.clear();
    const admin = (await import("@/components/admin/actions")) as Record<string, (...a: unknown[]) => Promise<{ ok: boolean }>>;
    const before = await rowFingerprint(app.db);
    for (const [name, args] of [
      ["saveProductAction", [null, VALID.product]],
      ["addBrandAction", [VALID.brand]],
      ["deleteProductAction", [UUID]],
      ["setProductActiveAction", [UUID, false]],
    ] as const) {
      expect((await admin[name](...args)).ok, name).toBe(false);
    }
    expect(await rowFingerprint(app.db)).toBe(before);
  });
});
