import { describe, expect, it } from "vitest";
import { nameKey, parsePatientSearch } from "@/lib/patients/search-terms";

describe("the patients search box", () => {
  it("finds by name fragments in any order, ignoring case, accents and spaces", () => {
    expect(parsePatientSearch("  Lee  ANN ").terms).toEqual(["lee", "ann"]);
    expect(parsePatientSearch("Zoë O'Brien").terms).toEqual(["zoe", "obrien"]);
    expect(nameKey("Jean-Luc  Picard")).toBe("jeanlucpicard");
  });

  it("keeps Gurmukhi and Devanagari vowel signs, which are letters of the name", () => {
    expect(parsePatientSearch("ਸਿਮਰਨ").terms).toEqual(["ਸਿਮਰਨ"]);
    expect(parsePatientSearch("सिमरन").terms).toEqual(["सिमरन"]);
  });

  it("reads a phone number typed any way as its digits", () => {
    for (const typed of ["905 555 0123", "905-555-0123", "(905) 555-0123", "+1 905.555.0123", "19055550123"]) {
      expect(parsePatientSearch(typed)).toEqual({ terms: [], digits: "9055550123", birth: null });
    }
    expect(parsePatientSearch("555-01").digits).toBe("55501");
  });

  it("reads a date of birth, and refuses a date that does not exist", () => {
    expect(parsePatientSearch("1984-03-07").birth).toBe("1984-03-07");
    expect(parsePatientSearch("1984/3/7").birth).toBe("1984-03-07");
    expect(parsePatientSearch("1984-02-30")).toEqual({ terms: [], digits: null, birth: null });
  });

  it("keeps an e-mail fragment whole", () => {
    expect(parsePatientSearch("Anna.Lee@Example").terms).toEqual(["anna.lee@example"]);
  });

  it("asks for nothing on too little, too much or hostile text", () => {
    for (const q of ["", " ", "a", "12", "x".repeat(101), "Lee\u0000", "Lee\u202E", "Lee\uD800"]) {
      expect(parsePatientSearch(q)).toEqual({ terms: [], digits: null, birth: null });
    }
  });

  it("escapes nothing itself: % and _ reach the database as text (which escapes them)", () => {
    expect(parsePatientSearch("50%_off").terms).toEqual(["50%_off"]);
  });
});
