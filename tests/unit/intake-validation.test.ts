import { describe, expect, it } from "vitest";
import { INTAKE_SECTIONS, MAX_MEDICATIONS, URGENT_REASONS } from "@/content/intake";
import { changedSections } from "@/lib/intake/forms";
import { intakeMessages } from "@/lib/intake/words";
import { healthNumberCheckDigit, healthNumberDigits, isHealthNumber, maskHealthNumber } from "@/lib/validations/health-number";
import { makeIntakeSchemas, type IntakeAnswers } from "@/lib/validations/intake";

// Issue 52: the intake forms' rules, as the server checks each section (pure: no database).

const HEALTH_NUMBER_MESSAGE = "This health number is not valid. Check the 10 digits on the front of the card.";

/** The Luhn (mod 10) check over the whole number, written independently of health-number.ts. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The first nine digits at or after `from` whose check digit is `check`. */
function nineWithCheckDigit(check: number, from = 100_000_000): string {
  for (let n = from; n < from + 1000; n++) if (healthNumberCheckDigit(String(n)) === check) return String(n);
  throw new Error(`no nine digits with check digit ${check}`);
}

describe("the health number", () => {
  it("accepts 9876543217, the Ministry's example", () => {
    expect(isHealthNumber("9876543217")).toBe(true);
    expect(healthNumberCheckDigit("987654321")).toBe(7);
  });

  it("keeps only the ten digits of a number typed with spaces or dashes", () => {
    expect(healthNumberDigits("9876 543 217")).toBe("9876543217");
    expect(healthNumberDigits("9876-543-217")).toBe("9876543217");
    expect(isHealthNumber(healthNumberDigits("9876 543 217"))).toBe(true);
    expect(isHealthNumber(healthNumberDigits("9876-543-217"))).toBe(true);
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 8, 9])("refuses 987654321%i (a wrong check digit)", (last) => {
    expect(isHealthNumber(`987654321${last}`)).toBe(false);
  });

  it("handles a check digit of 0", () => {
    const nine = nineWithCheckDigit(0);
    expect(isHealthNumber(`${nine}0`)).toBe(true);
    expect(luhnValid(`${nine}0`)).toBe(true);
    for (let last = 1; last <= 9; last++) expect(isHealthNumber(`${nine}${last}`), `${nine}${last}`).toBe(false);
  });

  it("agrees with the Luhn check for every check digit", () => {
    for (let check = 0; check <= 9; check++) {
      const nine = nineWithCheckDigit(check, 123_456_000);
      expect(luhnValid(`${nine}${check}`), `${nine}${check}`).toBe(true);
      expect(isHealthNumber(`${nine}${check}`)).toBe(true);
      expect(isHealthNumber(`${nine}${(check + 1) % 10}`)).toBe(false);
    }
    // And over a run of numbers: exactly one last digit passes each time, the Luhn one.
    for (let n = 987_654_300; n < 987_654_400; n++) {
      const passing = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => isHealthNumber(`${n}${d}`));
      expect(passing).toHaveLength(1);
      expect(luhnValid(`${n}${passing[0]}`)).toBe(true);
    }
  });

  it.each([
    ["letters", "98765x3217"],
    ["all letters", "abcdefghij"],
    ["9 digits", "987654321"],
    ["11 digits", "98765432170"],
    ["11 digits, the valid ten first", "98765432171"],
    ["empty", ""],
    ["spaces kept in", "9876 543 217"],
    ["a trailing newline", "9876543217\n"],
    ["full-width digits", "９８７６５４３２１７"],
    ["Arabic-Indic digits", "٩٨٧٦٥٤٣٢١٧"],
  ])("refuses %s", (_, value) => {
    expect(isHealthNumber(value)).toBe(false);
  });

  it("is masked to its last three digits", () => {
    const masked = maskHealthNumber("9876543217");
    expect(masked).toBe("\u2022\u2022\u2022\u2022 \u2022\u2022\u2022 217");
    expect(masked.match(/\d/g)?.join("")).toBe("217");
    expect(masked).not.toContain("9876");
    expect(maskHealthNumber("")).toBe("");
  });
});

describe("the section schemas, in English", () => {
  const schemas = makeIntakeSchemas(intakeMessages("en"));

  const VALID = {
    about: { preferredName: "", address: "12 Queen St, Brampton ON L6V 1A1", phone: "905-555-0161", emergencyName: "", emergencyPhone: "", doctorName: "Dr. Rao", doctorClinic: "", filledBy: "patient", filledByName: "" },
    insurance: { noCard: false, healthNumber: "9876543217", versionCode: "AB", cardExpiry: "2030-01-31", insurer: "", plan: "", memberId: "" },
    reasons: { reasons: ["blurryNear"], details: "Since last week" },
    eyes: { lastExam: "overTwoYears", glasses: "yes", contacts: "no", lensType: "", sleepsInLenses: "", surgery: "", eyeConditions: ["glaucoma"], otherEyeConditions: "" },
    health: { conditions: ["diabetes"], medications: "Metformin 500 mg\nLisinopril", allergies: "Penicillin" },
    family: { family: ["glaucoma"], familyOther: "" },
    day: { work: "Teacher", screenHours: "fourToEight", driving: "yes", hobbies: "Cricket" },
    consent: { privacy: true, exam: true, lockbox: false, lockboxDetails: "", signature: "Harpreet Formtest" },
  } as const;

  /** The messages of a refusal, by field. */
  const refusal = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    expect(result.success).toBe(false);
    return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0] ?? ""), i.message]));
  };

  it("accepts every section's valid answers", () => {
    for (const s of INTAKE_SECTIONS) expect(schemas[s].safeParse(VALID[s]).success, s).toBe(true);
  });

  describe("health card and insurance", () => {
    const insurance = (changes: Record<string, unknown>) => schemas.insurance.safeParse({ ...VALID.insurance, ...changes });

    it("keeps the ten digits of a number typed with spaces or dashes", () => {
      for (const typed of ["9876 543 217", "9876-543-217", " 9876543217 "]) {
        const r = insurance({ healthNumber: typed });
        expect(r.success, typed).toBe(true);
        expect(r.data?.healthNumber).toBe("9876543217");
      }
    });

    it("refuses a wrong check digit with the card's message", () => {
      expect(refusal(insurance({ healthNumber: "9876543210" }))).toEqual({ healthNumber: HEALTH_NUMBER_MESSAGE });
      expect(refusal(insurance({ healthNumber: "9876 543 218" }))).toEqual({ healthNumber: HEALTH_NUMBER_MESSAGE });
    });

    it.each([["letters", "98765x3217"], ["9 digits", "987654321"], ["11 digits", "98765432170"], ["nothing", ""]])("refuses %s", (_, healthNumber) => {
      expect(refusal(insurance({ healthNumber }))).toEqual({ healthNumber: HEALTH_NUMBER_MESSAGE });
    });

    it("takes a number whose check digit is 0", () => {
      const nine = nineWithCheckDigit(0);
      expect(insurance({ healthNumber: `${nine}0` }).success).toBe(true);
      expect(refusal(insurance({ healthNumber: `${nine}1` }))).toEqual({ healthNumber: HEALTH_NUMBER_MESSAGE });
    });

    it("reads the version code as one or two letters, in capitals", () => {
      expect(insurance({ versionCode: " ab " }).data?.versionCode).toBe("AB");
      expect(insurance({ versionCode: "" }).success).toBe(true);
      for (const versionCode of ["A1", "12", "ABC", "Ä"]) {
        expect(refusal(insurance({ versionCode })), versionCode).toEqual({ versionCode: "The version code is one or two letters" });
      }
    });

    it("accepts no number at all from someone without an Ontario card", () => {
      const r = insurance({ noCard: true, healthNumber: "", versionCode: "", cardExpiry: "" });
      expect(r.success).toBe(true);
      expect(r.data?.healthNumber).toBe("");
    });

    // Without a card the number was once not checked at all: NUL or a lone surrogate then reached
    // the database (which refused them with an error) and other text was kept in the health history.
    it.each([["NUL", "\u0000"], ["a lone surrogate", "\ud800"], ["a right-to-left override", "12\u202e34"], ["markup", "<script>"], ["a wrong check digit", "9876543210"]])(
      "still refuses %s as the number of someone without an Ontario card",
      (_, healthNumber) => {
        expect(refusal(insurance({ noCard: true, healthNumber }))).toEqual({ healthNumber: HEALTH_NUMBER_MESSAGE });
      },
    );

    it("refuses an insurer without its member ID, and a member ID without an insurer", () => {
      expect(refusal(insurance({ insurer: "Sun Life Financial" }))).toEqual({ memberId: "Enter the member ID from your insurance card." });
      expect(insurance({ insurer: "Sun Life Financial", memberId: "SL-12345" }).success).toBe(true);
      expect(refusal(insurance({ memberId: "SL-12345" }))).toEqual({ insurer: "Choose your insurer from the list, or clear the insurance fields." });
      expect(refusal(insurance({ insurer: "Made-up Mutual", memberId: "1" }))).toHaveProperty("insurer");
    });

    it("refuses a card expiry that is not a real day", () => {
      expect(refusal(insurance({ cardExpiry: "2030-02-30" }))).toEqual({ cardExpiry: "Please enter a real date" });
    });
  });

  describe("medications", () => {
    const health = (medications: string) => schemas.health.safeParse({ ...VALID.health, medications });
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Drug ${i + 1} 10 mg`).join("\n");

    it(`accepts ${MAX_MEDICATIONS} lines and refuses 200`, () => {
      expect(MAX_MEDICATIONS).toBe(40);
      expect(health(lines(40)).success).toBe(true);
      expect(refusal(health(lines(41)))).toEqual({ medications: "List at most 40 medications, one a line" });
      expect(refusal(health(lines(200)))).toEqual({ medications: "List at most 40 medications, one a line" });
    });

    it("does not count blank lines", () => {
      expect(health(`${lines(40)}\n\n  \n`).success).toBe(true);
    });
  });

  describe("hostile text", () => {
    it.each([
      ["NUL", "Aspirin\u0000"],
      ["a lone surrogate", "\ud800"],
      ["a right-to-left override", "Aspirin\u202e"],
    ])("refuses %s in a text field", (_, value) => {
      expect(refusal(schemas.health.safeParse({ ...VALID.health, medications: value }))).toEqual({ medications: "Medications contains characters we cannot accept" });
      expect(refusal(schemas.about.safeParse({ ...VALID.about, address: value }))).toHaveProperty("address");
      expect(refusal(schemas.consent.safeParse({ ...VALID.consent, signature: `Harpreet ${value}` }))).toHaveProperty("signature");
      expect(refusal(schemas.insurance.safeParse({ ...VALID.insurance, insurer: "Sun Life Financial", memberId: `SL-1${value}` }))).toHaveProperty("memberId");
    });

    it("keeps names in other scripts", () => {
      expect(schemas.consent.safeParse({ ...VALID.consent, signature: "ਗੁਰਪ੍ਰੀਤ ਕੌਰ" }).success).toBe(true);
    });
  });

  describe("consent", () => {
    const consent = (changes: Record<string, unknown>) => schemas.consent.safeParse({ ...VALID.consent, ...changes });

    it("needs both boxes and a signature", () => {
      expect(refusal(consent({ privacy: false }))).toEqual({ privacy: "Please confirm you have read how we handle your health information" });
      expect(refusal(consent({ exam: false }))).toEqual({ exam: "Please agree to the eye exam to send your forms" });
      expect(refusal(consent({ privacy: "true" }))).toHaveProperty("privacy");
      expect(refusal(consent({ signature: "" }))).toHaveProperty("signature");
      expect(refusal(consent({ signature: " H " }))).toEqual({ signature: "Type your full name to sign" });
      expect(refusal(consent({ privacy: false, exam: false, signature: "" }))).toEqual(expect.objectContaining({ privacy: expect.any(String), exam: expect.any(String), signature: expect.any(String) }));
    });

    it("asks what to keep private when a lockbox is asked for", () => {
      expect(refusal(consent({ lockbox: true }))).toEqual({ lockboxDetails: "Tell us what to keep private, and from whom" });
      expect(consent({ lockbox: true, lockboxDetails: "My last visit, from my father" }).success).toBe(true);
    });
  });

  it("refuses a key a section does not have, in every section", () => {
    for (const s of INTAKE_SECTIONS) {
      expect(schemas[s].safeParse({ ...VALID[s], isAdmin: true }).success, s).toBe(false);
      expect(schemas[s].safeParse(JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(VALID[s]).slice(1)}`)).success, `${s} __proto__`).toBe(false);
    }
  });

  it("refuses a section's answers with a field missing", () => {
    const rest: Record<string, unknown> = { ...VALID.health };
    delete rest.medications;
    expect(schemas.health.safeParse(rest).success).toBe(false);
  });

  it("refuses an option that is not on the list, and keeps each chosen once", () => {
    expect(schemas.reasons.safeParse({ ...VALID.reasons, reasons: ["routine", "toString"] }).success).toBe(false);
    expect(refusal(schemas.reasons.safeParse({ ...VALID.reasons, reasons: [] }))).toEqual({ reasons: "Please choose at least one reason" });
    expect(schemas.reasons.safeParse({ ...VALID.reasons, reasons: ["routine", "routine"] }).data?.reasons).toEqual(["routine"]);
  });

  it("asks for the helper's name when someone else fills the forms in", () => {
    expect(refusal(schemas.about.safeParse({ ...VALID.about, filledBy: "guardian" }))).toEqual({ filledByName: "Please give your name" });
    expect(schemas.about.safeParse({ ...VALID.about, filledBy: "guardian", filledByName: "Manjit Formtest" }).success).toBe(true);
  });
});

describe("urgent reasons", () => {
  it("are exactly new floaters or flashes, a curtain or shadow, and sudden loss of vision", () => {
    expect([...URGENT_REASONS]).toEqual(["floatersFlashes", "curtainShadow", "suddenLoss"]);
  });
});

describe("changedSections", () => {
  const before: Partial<IntakeAnswers> = {
    about: { preferredName: "", address: "12 Queen St", phone: "905-555-0161", emergencyName: "", emergencyPhone: "", doctorName: "", doctorClinic: "", filledBy: "patient", filledByName: "" },
    reasons: { reasons: ["blurryNear", "headaches"], details: "" },
    health: { conditions: ["diabetes", "thyroid"], medications: "Metformin 500 mg\nLisinopril", allergies: "" },
    family: { family: ["glaucoma"], familyOther: "" },
    consent: { privacy: true, exam: true, lockbox: false, lockboxDetails: "", signature: "Simran Formtest" },
  };
  const copy = () => structuredClone(before);

  it("is empty without a previous submission", () => {
    expect(changedSections(before, null)).toEqual([]);
  });

  it("is empty for the same answers, whatever the order of a list or of the keys", () => {
    const now = copy();
    now.reasons!.reasons = ["headaches", "blurryNear"];
    now.health!.conditions = ["thyroid", "diabetes"];
    now.family = { familyOther: "", family: ["glaucoma"] };
    expect(changedSections(now, before)).toEqual([]);
  });

  it("marks the health section when a medication changes", () => {
    const now = copy();
    now.health!.medications = "Metformin 1000 mg\nLisinopril";
    expect(changedSections(now, before)).toEqual(["health"]);
  });

  it("never marks the consent, and marks a section given only now", () => {
    const now = copy();
    now.consent = { ...now.consent!, signature: "Simran K. Formtest" };
    now.day = { work: "", screenHours: "underTwo", driving: "no", hobbies: "" };
    expect(changedSections(now, before)).toEqual(["day"]);
  });

  it("lists changed sections in the forms' order", () => {
    const now = copy();
    now.family!.family = [];
    now.about!.phone = "905-555-0199";
    now.reasons!.reasons = ["blurryNear"];
    expect(changedSections(now, before)).toEqual(["about", "reasons", "family"]);
  });
});
