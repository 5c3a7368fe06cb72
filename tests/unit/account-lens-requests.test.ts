import { describe, expect, it } from "vitest";
import { requestIdFromParam, toLensRequest, toPrefill, type LensRequestRow } from "@/lib/account/lens-requests";

const ID = "3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e";
const row = (over: Partial<LensRequestRow> = {}): LensRequestRow => ({
  id: ID,
  date: "2026-03-04",
  status: "in_progress",
  name: "Ana Costa",
  email: "ana@example.com",
  phone: "905-555-0100",
  form_data: { fullName: "Ana Costa", email: "Ana@Example.com", phone: "905-555-0100", lensType: "toric", supply: "6months", comments: "  Oasys  " },
  ...over,
});

describe("a stored contact-lens request in the account's terms", () => {
  it("keeps the known lens type, supply, status and trimmed comments", () => {
    expect(toLensRequest(row())).toEqual({ id: ID, date: "2026-03-04", status: "in_progress", lensType: "toric", supply: "6months", comments: "Oasys" });
  });

  it("turns values the form never sends into nothing rather than showing or refilling them", () => {
    const odd = row({ status: "archived", form_data: { lensType: "hard", supply: 6, comments: "x".repeat(2001) } });
    expect(toLensRequest(odd)).toMatchObject({ status: "new", lensType: null, supply: null, comments: "" });
    for (const form_data of [null, [], "toric", 42, { lensType: ["toric"] }]) {
      expect(toLensRequest(row({ form_data }))).toMatchObject({ lensType: null, supply: null, comments: "" });
    }
  });

  it("fills the form with the person's stored details and only the lens values the form offers", () => {
    expect(toPrefill(row())).toEqual({ fullName: "Ana Costa", email: "ana@example.com", phone: "905-555-0100", lensType: "toric", supply: "6months", comments: "Oasys" });
    const prefill = toPrefill(row({ phone: null, form_data: { lensType: "hard", supply: "3months" } }));
    expect(prefill).toEqual({ fullName: "Ana Costa", email: "ana@example.com", phone: "", supply: "3months", comments: "" });
    expect(prefill).not.toHaveProperty("lensType");
  });
});

describe("?again= from the URL", () => {
  it("accepts one uuid, in either case", () => {
    expect(requestIdFromParam(ID)).toBe(ID);
    expect(requestIdFromParam(ID.toUpperCase())).toBe(ID);
  });

  it("refuses anything else", () => {
    for (const v of [undefined, null, "", "abc", ` ${ID}`, `${ID} `, `${ID}x`, [ID], [ID, ID], 1, {}, `${ID}' or '1'='1`]) {
      expect(requestIdFromParam(v)).toBeNull();
    }
  });
});
