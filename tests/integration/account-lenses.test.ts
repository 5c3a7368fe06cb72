import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import { inBrowser } from "../support/next-request";
import { backends, createTestDb, type TestDb } from "../support/db";

vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
vi.spyOn(console, "error").mockImplementation(() => undefined);
process.env.AUTH_SECRET = "account-lenses-secret-for-tests-only-0123456789";
const IP = "203.0.113.61";

const LENS = { phone: "905-555-0100", lensType: "toric", supply: "6months" } as const;

describe.each(backends)("the account's contact-lens requests and saved measurements on %s", (backend) => {
  let db: TestDb;
  const globalForDb = globalThis as unknown as { __brightviewDb?: Promise<Db> };
  const ids: Record<string, string> = {};
  const sys = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.run({ kind: "system" }, (tx) => tx.query<T>(sql, params));
  /** A request as stored by hand (older rows, other letter cases); returns its id. */
  const insertRequest = async (email: string, lensType: string, createdAt: string, type = "contact_lens") =>
    (
      await sys<{ id: string }>(
        `insert into public.form_submissions (form_type, name, email, phone, form_data, created_at)
         values ($1, 'Someone', $2, '905-555-0199', $3::jsonb, $4) returning id`,
        [type, email, JSON.stringify({ lensType, supply: "3months", comments: `for ${email}` }), createdAt],
      )
    )[0].id;

  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
    globalForDb.__brightviewDb = Promise.resolve(db);
    const { submitContactLensRequest } = await import("@/lib/contact-lens");
    const { createUser } = await import("@/lib/auth/embedded");
    // Pat asks for lenses as a visitor, in capitals, before there is any account.
    expect(await submitContactLensRequest(db, { fullName: "Pat Singh", email: "PAT@Example.com", ...LENS, comments: "Acuvue Oasys" }, IP)).toEqual({ ok: true });
    [{ id: ids.patFirst }] = await sys<{ id: string }>("select id from public.form_submissions where email = 'pat@example.com'");
    await sys("update public.form_submissions set created_at = '2026-01-10T15:00:00Z' where id = $1", [ids.patFirst]);
    ids.patLater = await insertRequest("Pat@EXAMPLE.com", "daily", "2026-03-02T15:00:00Z");
    ids.patMessage = await insertRequest("pat@example.com", "daily", "2026-03-03T15:00:00Z", "contact");
    ids.kimRequest = await insertRequest("kim@example.com", "monthly", "2026-02-01T15:00:00Z");
    ids.unaRequest = await insertRequest("una@example.com", "colored", "2026-02-02T15:00:00Z");

    // Two Singhs with their own addresses, and Una, who has not opened her confirmation link.
    ids.pat = (await createUser("pat@example.com", "pat-password-1", { first_name: "Pat", last_name: "Singh" }))!;
    ids.kim = (await createUser("kim@example.com", "kim-password-1", { first_name: "Kim", last_name: "Singh" }))!;
    ids.una = (await createUser("una@example.com", "una-password-1", { first_name: "Una", last_name: "Singh" }))!;
    await sys("update auth.users set email_confirmed_at = now() where id = any($1::uuid[])", [[ids.pat, ids.kim]]);
  });
  afterAll(async () => {
    globalForDb.__brightviewDb = undefined;
    await db?.drop();
  });

  it("lists the requests made with the confirmed address, in any letter case and from before the account, newest first", async () => {
    const { listOwnLensRequests } = await import("@/lib/account/lens-requests");
    expect(await listOwnLensRequests(db, ids.pat)).toEqual([
      { id: ids.patLater, date: "2026-03-02", status: "new", lensType: "daily", supply: "3months", comments: "for Pat@EXAMPLE.com" },
      { id: ids.patFirst, date: "2026-01-10", status: "new", lensType: "toric", supply: "6months", comments: "Acuvue Oasys" },
    ]);
    const kim = await listOwnLensRequests(db, ids.kim);
    expect(kim.map((r) => r.id)).toEqual([ids.kimRequest]);
  });

  it("shows nothing under an unconfirmed address, and the same requests once it is confirmed", async () => {
    const { listOwnLensRequests } = await import("@/lib/account/lens-requests");
    expect(await listOwnLensRequests(db, ids.una)).toEqual([]);
    await sys("update auth.users set email_confirmed_at = now() where id = $1", [ids.una]);
    expect((await listOwnLensRequests(db, ids.una)).map((r) => r.id)).toEqual([ids.unaRequest]);
    await sys("update auth.users set email_confirmed_at = null where id = $1", [ids.una]);
  });

  it("never shows another person's requests, whoever asks", async () => {
    const { listOwnLensRequests } = await import("@/lib/account/lens-requests");
    const seen = [...(await listOwnLensRequests(db, ids.kim)), ...(await listOwnLensRequests(db, ids.una))].map((r) => r.id);
    for (const id of [ids.patFirst, ids.patLater, ids.patMessage]) expect(seen).not.toContain(id);
    expect(await listOwnLensRequests(db, "00000000-0000-4000-8000-000000000000")).toEqual([]);
  });

  it("fills the form again only from the patient's own request; anyone else's id or a garbage id gives nothing", async () => {
    const { loadOwnLensRequestPrefill } = await import("@/lib/account/lens-requests");
    expect(await loadOwnLensRequestPrefill(db, ids.pat, ids.patFirst)).toEqual({
      fullName: "Pat Singh",
      email: "pat@example.com",
      phone: "905-555-0100",
      lensType: "toric",
      supply: "6months",
      comments: "Acuvue Oasys",
    });
    expect(await loadOwnLensRequestPrefill(db, ids.pat, ids.patLater.toUpperCase())).toMatchObject({ lensType: "daily", supply: "3months" });
    // Kim's request, a message that is not a lens request, Una's own while unconfirmed.
    expect(await loadOwnLensRequestPrefill(db, ids.pat, ids.kimRequest)).toBeNull();
    expect(await loadOwnLensRequestPrefill(db, ids.pat, ids.patMessage)).toBeNull();
    expect(await loadOwnLensRequestPrefill(db, ids.kim, ids.patFirst)).toBeNull();
    expect(await loadOwnLensRequestPrefill(db, ids.una, ids.unaRequest)).toBeNull();
    for (const garbage of [undefined, null, "", "not-a-uuid", `${ids.patFirst}' or '1'='1`, [ids.patFirst], ` ${ids.patFirst}`, "00000000-0000-4000-8000-000000000000", 42]) {
      expect(await loadOwnLensRequestPrefill(db, ids.pat, garbage)).toBeNull();
    }
  });

  it("clearOwnFit clears the caller's numbers only, and the action refuses a visitor and hand-made input", async () => {
    const { clearOwnFit, getOwnProfile, saveOwnFit } = await import("@/lib/account");
    const { signInAction } = await import("@/components/auth/actions");
    const { clearFitAction } = await import("@/components/account/actions");
    const pat = { kind: "user" as const, userId: ids.pat, email: "pat@example.com" };
    const kim = { kind: "user" as const, userId: ids.kim, email: "kim@example.com" };
    const fitOf = async (who: typeof pat) => (await getOwnProfile(db, who))?.fit ?? null;
    await saveOwnFit(db, pat, { lens: 52, bridge: 18, temple: 140 });
    await saveOwnFit(db, kim, { lens: 48, bridge: 20, temple: 135 });

    expect(await clearOwnFit(db, pat)).toBe(true);
    expect(await fitOf(pat)).toBeNull();
    expect(await fitOf(kim)).toEqual({ lens: 48, bridge: 20, temple: 135 });

    await saveOwnFit(db, pat, { lens: 52, bridge: 18, temple: 140 });
    expect(await clearFitAction({})).toEqual({ ok: false, error: "Please sign in again." });
    const jar = new Map<string, string>();
    await inBrowser(jar, IP, () => signInAction({ email: "pat@example.com", password: "pat-password-1" }));
    const hostile = { userId: ids.kim } as unknown as Record<string, never>;
    expect(await inBrowser(jar, IP, () => clearFitAction(hostile))).toEqual({ ok: false, error: "The form sent fields it does not have" });
    expect(await fitOf(pat)).toEqual({ lens: 52, bridge: 18, temple: 140 });

    expect(await inBrowser(jar, IP, () => clearFitAction({}))).toEqual({ ok: true });
    expect(await fitOf(pat)).toBeNull();
    expect(await fitOf(kim)).toEqual({ lens: 48, bridge: 20, temple: 135 });
  });
});
