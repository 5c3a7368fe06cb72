import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUESTS_PER_10_MINUTES, submitContactLensRequest } from "@/lib/contact-lens";
import { backends, createTestDb, type TestDb } from "../support/db";

describe.each(backends)("contact lens requests on %s", (backend) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(backend, { seed: false });
  });
  afterAll(async () => db?.drop());

  const rows = () =>
    db.run({ kind: "system" }, (tx) =>
      tx.query<{ form_type: string; name: string; status: string; form_data: Record<string, string> }>(
        "select form_type, name, status, form_data from public.form_submissions",
      ),
    );

  it("stores a valid request as a new contact_lens submission", async () => {
    const input = { fullName: "Ana Costa", email: "Ana@Example.com", phone: "905-555-0100", lensType: "toric" as const, supply: "6months" as const, comments: "Acuvue Oasys for Astigmatism" };
    expect(await submitContactLensRequest(db, input, "1.2.3.4")).toEqual({ ok: true });
    const [row] = await rows();
    expect(row).toMatchObject({ form_type: "contact_lens", name: "Ana Costa", status: "new" });
    expect(row.form_data).toMatchObject({ lensType: "toric", supply: "6months" });
  });

  it("refuses a missing field with the spec's message and stores nothing", async () => {
    const before = (await rows()).length;
    const r = await submitContactLensRequest(db, { fullName: "Bo", email: "bo@example.com", phone: "", lensType: "daily", supply: "1month" }, "1.2.3.5");
    expect(r).toEqual({ ok: false, error: "Please fill in all required fields" });
    expect(await rows()).toHaveLength(before);
  });

  it("limits how often one address can send", async () => {
    const input = { fullName: "Cy", email: "cy@example.com", phone: "905-555-0101", lensType: "daily" as const, supply: "1month" as const };
    const results = [];
    for (let i = 0; i <= REQUESTS_PER_10_MINUTES; i++) results.push((await submitContactLensRequest(db, input, "9.9.9.9")).ok);
    expect(results.filter(Boolean)).toHaveLength(REQUESTS_PER_10_MINUTES);
    expect(results.at(-1)).toBe(false);
  });
});
