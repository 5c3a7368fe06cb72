import { describe, expect, it } from "vitest";
import { describeSubmission, fieldLabel } from "@/lib/analytics/submission";
import { seedClinics } from "../support/clinics";

describe("form submission details", () => {
  it("lists a booking's fields with human labels and values, in the form's order", () => {
    const fields = describeSubmission(
      {
        notes: "Bring old glasses",
        location: "goreway",
        preferredDate: "2026-12-03",
        serviceType: "Dry Eye Treatment",
        phone: "905-555-0100",
        email: "ann@example.com",
        lastName: "Lee",
        firstName: "Ann",
      },
      "Bring old glasses",
      seedClinics(),
    );
    expect(fields.map((f) => [f.label, f.value])).toEqual([
      ["First name", "Ann"],
      ["Last name", "Lee"],
      ["Email", "ann@example.com"],
      ["Phone", "905-555-0100"],
      ["Service", "Dry Eye Treatment"],
      ["Clinic", "Goreway Dr"],
      ["Preferred date", "December 3, 2026"],
      ["Notes", "Bring old glasses"],
    ]);
  });

  it("names contact-lens choices and leaves blank fields out", () => {
    const fields = describeSubmission({ fullName: "Sam", email: "s@example.com", phone: "1", lensType: "toric", supply: "3months", comments: "" }, null);
    expect(fields.map((f) => `${f.label}: ${f.value}`)).toEqual(["Full name: Sam", "Email: s@example.com", "Phone: 1", "Lens type: Toric (astigmatism)", "Supply: 3 months"]);
  });

  it("falls back to the message when there is no form data, and to nothing", () => {
    expect(describeSubmission(null, "Hello\nthere")).toEqual([{ key: "message", label: "Message", value: "Hello\nthere" }]);
    expect(describeSubmission([], null)).toEqual([]);
    expect(describeSubmission("junk", null)).toEqual([]);
  });

  it("shows unknown keys readably, after the known ones", () => {
    expect(fieldLabel("howDidYouHear")).toBe("How did you hear");
    expect(fieldLabel("postal_code")).toBe("Postal code");
    const fields = describeSubmission({ zeta: 1, alpha: { a: 1 }, email: "e@example.com" }, null);
    expect(fields.map((f) => f.value)).toEqual(["e@example.com", '{"a":1}', "1"]);
  });
});
