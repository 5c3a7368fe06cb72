import { describe, expect, it } from "vitest";
import { LENS_MATERIALS, PRESCRIPTION_MESSAGES as M, READING_POWERS } from "@/content/lenses";
import { checkPrescription, type EyeInput, type PrescriptionInput } from "@/lib/lenses/prescription";
import { cheapestMaterial, coatingAllowed, lensPrice, materialOptions, onQuarterStep, strongestPower } from "@/lib/lenses/rules";

const eye = (over: Partial<EyeInput> = {}): EyeInput => ({ sph: -1.25, cyl: null, axis: null, add: null, ...over });
const rx = (over: Partial<PrescriptionInput> = {}): PrescriptionInput => ({ right: eye(), left: eye(), pd: { single: 63 }, date: "2026-06-01", prescribedBy: "Dr. Anita Rao, OD", patientName: "Pat Singh", ...over });
const TODAY = "2026-11-25";
const errorsOf = (input: PrescriptionInput, type: "single-vision" | "progressive" = "single-vision") => checkPrescription(input, type, TODAY).errors;

describe("an entered prescription's evidence for zero-rating", () => {
  it("needs who prescribed it and who it is for, as one line of plain text up to 120 characters", () => {
    expect(errorsOf(rx({ prescribedBy: "", patientName: " " }))).toEqual({ prescribedBy: M.prescribedByRequired, patientName: M.patientNameRequired });
    expect(errorsOf(rx({ prescribedBy: "Dr. Rao\u0000" }))).toEqual({ prescribedBy: M.prescribedByUnusual });
    expect(errorsOf(rx({ patientName: "Pat \u202Egnis" }))).toEqual({ patientName: M.patientNameUnusual });
    expect(errorsOf(rx({ patientName: "Pat \uD800" }))).toEqual({ patientName: M.patientNameUnusual });
    expect(errorsOf(rx({ prescribedBy: "x".repeat(121) }))).toEqual({ prescribedBy: M.nameTooLong });
    expect(errorsOf(rx({ prescribedBy: "x".repeat(120), patientName: "ਪ੍ਰੀਤ ਕੌਰ" }))).toEqual({});
  });
});

describe("an entered prescription", () => {
  it("takes a plain one and gives its eyes as numbers", () => {
    const check = checkPrescription(rx(), "single-vision", TODAY);
    expect(check.errors).toEqual({});
    expect(check.eyes).toEqual({ right: { sph: -1.25, cyl: 0 }, left: { sph: -1.25, cyl: 0 } });
  });

  it("keeps SPH within -20.00 and +12.00, CYL within ±6.00 and ADD within +0.75 and +3.50, all in 0.25 steps", () => {
    for (const sph of [-20, -19.75, 0, 11.75, 12]) expect(errorsOf(rx({ right: eye({ sph }) })), String(sph)).toEqual({});
    expect(errorsOf(rx({ right: eye({ sph: -20.25 }) }))).toEqual({ "right.sph": M.sphRange });
    expect(errorsOf(rx({ right: eye({ sph: 12.25 }) }))).toEqual({ "right.sph": M.sphRange });
    expect(errorsOf(rx({ left: eye({ sph: -1.3 }) }))).toEqual({ "left.sph": M.step });
    expect(errorsOf(rx({ left: eye({ cyl: -6.25, axis: 90 }) }))).toEqual({ "left.cyl": M.cylRange });
    expect(errorsOf(rx({ left: eye({ cyl: 6, axis: 90 }) }))).toEqual({});
    expect(errorsOf(rx({ right: eye({ add: 0.5 }), left: eye({ add: 1 }) }), "progressive")).toEqual({ "right.add": M.addRange });
    expect(errorsOf(rx({ right: eye({ add: 3.75 }), left: eye({ add: 3.5 }) }), "progressive")).toEqual({ "right.add": M.addRange });
    expect(errorsOf(rx({ right: eye({ add: 1.1 }), left: eye({ add: 0.75 }) }), "progressive")).toEqual({ "right.add": M.step });
    expect(onQuarterStep(-0.25 - 0.5)).toBe(true);
    expect(onQuarterStep(Number.NaN)).toBe(false);
  });

  it("asks for an SPH in each eye", () => {
    expect(errorsOf(rx({ left: eye({ sph: null }) }))).toEqual({ "left.sph": M.sphRequired });
  });

  it("needs a whole-degree Axis from 1 to 180 with a CYL, and refuses one without", () => {
    expect(errorsOf(rx({ right: eye({ cyl: -0.75, axis: 180 }) }))).toEqual({});
    expect(errorsOf(rx({ right: eye({ cyl: -0.75, axis: 1 }) }))).toEqual({});
    expect(errorsOf(rx({ right: eye({ cyl: -0.75 }) }))).toEqual({ "right.axis": M.axisRequired });
    expect(errorsOf(rx({ right: eye({ cyl: -0.75, axis: 0 }) }))).toEqual({ "right.axis": M.axisRange });
    expect(errorsOf(rx({ right: eye({ cyl: -0.75, axis: 181 }) }))).toEqual({ "right.axis": M.axisRange });
    expect(errorsOf(rx({ right: eye({ cyl: -0.75, axis: 90.5 }) }))).toEqual({ "right.axis": M.axisRange });
    expect(errorsOf(rx({ right: eye({ axis: 90 }) }))).toEqual({ "right.axis": M.axisWithoutCyl });
    expect(errorsOf(rx({ right: eye({ cyl: 0, axis: 90 }) }))).toEqual({ "right.axis": M.axisWithoutCyl });
  });

  it("needs an ADD in both eyes for progressive lenses only", () => {
    expect(errorsOf(rx(), "progressive")).toEqual({ "right.add": M.addRequired, "left.add": M.addRequired });
    expect(errorsOf(rx({ right: eye({ add: 2 }), left: eye({ add: 2 }) }), "progressive")).toEqual({});
    expect(errorsOf(rx())).toEqual({});
  });

  it("takes one PD of 50 to 80 mm, or two of 25 to 40", () => {
    expect(errorsOf(rx({ pd: { single: 50 } }))).toEqual({});
    expect(errorsOf(rx({ pd: { single: 80 } }))).toEqual({});
    expect(errorsOf(rx({ pd: { single: 49.5 } }))).toEqual({ pd: M.pdRange });
    expect(errorsOf(rx({ pd: { single: null } }))).toEqual({ pd: M.pdRequired });
    expect(errorsOf(rx({ pd: { right: 31.5, left: 32 } }))).toEqual({});
    expect(errorsOf(rx({ pd: { right: 24, left: 41 } }))).toEqual({ "pd.right": M.pdPerEyeRange, "pd.left": M.pdPerEyeRange });
    expect(errorsOf(rx({ pd: { right: 31, left: null } }))).toEqual({ "pd.left": M.pdRequired });
  });

  it("refuses a future date and takes one more than two years old with a warning", () => {
    expect(errorsOf(rx({ date: "2026-11-26" }))).toEqual({ date: M.dateFuture });
    expect(errorsOf(rx({ date: "" }))).toEqual({ date: M.dateRequired });
    expect(checkPrescription(rx({ date: "2024-11-25" }), "single-vision", TODAY).warnings).toEqual([]);
    const old = checkPrescription(rx({ date: "2024-11-24" }), "single-vision", TODAY);
    expect(old.errors).toEqual({});
    expect(old.warnings).toEqual(["dateStale"]);
  });
});

describe("lens materials", () => {
  const allowed = (power: number, kids = false) => materialOptions(power, { kids }).filter((o) => o.allowed).map((o) => o.id);

  it("measures strength as the larger of |SPH| and |SPH + CYL| over both eyes", () => {
    expect(strongestPower([{ sph: -3, cyl: -1.5 }, { sph: 2, cyl: 0 }])).toBe(4.5);
    expect(strongestPower([{ sph: 5, cyl: -2 }, { sph: -1, cyl: 0 }])).toBe(5);
    expect(strongestPower([])).toBe(0);
  });

  it("rules out 1.50 above 4.00, needs 1.67 or 1.74 above 6.00 and 1.74 above 8.00", () => {
    expect(allowed(4)).toEqual(["standard-150", "polycarbonate-159", "high-index-167", "ultra-thin-174"]);
    expect(allowed(4.25)).toEqual(["polycarbonate-159", "high-index-167", "ultra-thin-174"]);
    expect(allowed(6)).toEqual(["polycarbonate-159", "high-index-167", "ultra-thin-174"]);
    expect(allowed(7)).toEqual(["high-index-167", "ultra-thin-174"]);
    expect(allowed(8.25)).toEqual(["ultra-thin-174"]);
    expect(materialOptions(7, { kids: false }).find((o) => o.id === "standard-150")).toEqual({ id: "standard-150", allowed: false, reason: "power" });
  });

  it("never gives a kids' frame 1.50, and chooses the cheapest material still allowed", () => {
    expect(materialOptions(0, { kids: true })[0]).toEqual({ id: "standard-150", allowed: false, reason: "kids" });
    expect(cheapestMaterial(materialOptions(0, { kids: true }))).toBe("polycarbonate-159");
    expect(cheapestMaterial(materialOptions(0, { kids: false }))).toBe("standard-150");
    expect(cheapestMaterial(materialOptions(7, { kids: false }))).toBe("high-index-167");
  });
});

describe("lens prices", () => {
  it("adds the type, the material and each added coating; frame only adds nothing", () => {
    expect(lensPrice({ type: "frame-only", material: "ultra-thin-174", coatings: ["anti-reflective"] })).toBe(0);
    expect(lensPrice({ type: "single-vision", material: "standard-150" })).toBe(0);
    expect(lensPrice({ type: "progressive", material: "high-index-167", coatings: ["anti-reflective"] })).toBe(200 + 80 + 40);
    expect(lensPrice({ type: "single-vision", material: "polycarbonate-159", coatings: ["blue-light", "light-responsive"] })).toBe(30 + 50 + 100);
    expect(lensPrice({ type: "reading", material: "standard-150" })).toBe(0);
    expect(Object.values(LENS_MATERIALS).map((m) => m.price)).toEqual([0, 30, 80, 150]);
  });

  it("offers readers from +0.75 to +3.50 in 0.25 steps", () => {
    expect(READING_POWERS[0]).toBe(0.75);
    expect(READING_POWERS.at(-1)).toBe(3.5);
    expect(READING_POWERS).toHaveLength(12);
  });

  it("does not put light-responsive lenses on polarized sunglasses", () => {
    expect(coatingAllowed("light-responsive", { polarized: true })).toBe(false);
    expect(coatingAllowed("light-responsive", { polarized: false })).toBe(true);
    expect(coatingAllowed("anti-reflective", { polarized: true })).toBe(true);
  });
});
