import { describe, expect, it } from "vitest";
import { bookAgainChoices } from "@/lib/validations/booking-choices";

describe("Book again's prefill", () => {
  it("takes the service and clinic the form offers", () => {
    expect(bookAgainChoices("?service=Dry+Eye+Treatment&location=goreway")).toEqual({ serviceType: "Dry Eye Treatment", location: "goreway" });
    expect(bookAgainChoices("?service=Comprehensive%20Eye%20Exam")).toEqual({ serviceType: "Comprehensive Eye Exam" });
  });

  it("ignores anything the form does not offer", () => {
    expect(bookAgainChoices("")).toEqual({});
    expect(bookAgainChoices("?service=Botox&location=Mars!")).toEqual({});
    // An id-shaped clinic passes here; the form keeps it only when it lists that clinic.
    expect(bookAgainChoices("?location=mars")).toEqual({ location: "mars" });
    expect(bookAgainChoices("?service=dry+eye+treatment&location=Steeles")).toEqual({});
    expect(bookAgainChoices("?service=Dry+Eye+Treatment%00&location=steeles\u202e")).toEqual({});
    expect(bookAgainChoices("?location=__proto__&service=constructor")).toEqual({});
  });
});
