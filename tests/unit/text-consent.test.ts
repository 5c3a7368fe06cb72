import { describe, expect, it } from "vitest";
import { TEXTS_COPY } from "@/content/texts";
import { textConsentSchema } from "@/lib/validations/texts";

const MOBILE = TEXTS_COPY.consent.errors.mobile;
const parse = (v: Record<string, unknown>) => textConsentSchema.safeParse({ mobile: "", appointments: false, recall: false, ...v });

// "Texts" on the account and the patient's page (issue 54): a ticked box needs a number that can take texts.
describe("the texts consent form's schema", () => {
  it("takes both boxes off with no number, and a Canadian number in any common form", () => {
    expect(parse({}).success).toBe(true);
    for (const mobile of ["905-555-0163", "(905) 555-0163", "+1 905 555 0163", "९०५५५५०१६३"]) expect(parse({ mobile, appointments: true }).success).toBe(true);
  });

  it("refuses a ticked box without a number, a number that is not one, and a note in place of a number", () => {
    for (const v of [{ appointments: true }, { recall: true }, { mobile: "555", appointments: true }, { mobile: "905-555-0163 cell", recall: true }, { mobile: "x".repeat(41) }]) {
      const r = parse(v);
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]).toMatchObject({ message: MOBILE, path: ["mobile"] });
    }
  });

  it("refuses other keys, a patient id that is not one, and values of the wrong type", () => {
    expect(parse({ admin: true }).success).toBe(false);
    expect(parse({ patientId: "1 or 1=1" }).success).toBe(false);
    expect(parse({ appointments: "yes" }).success).toBe(false);
  });
});
