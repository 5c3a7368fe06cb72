import { PRESCRIPTION_MESSAGES, READING_POWERS, type LensCoating, type LensMaterial, type LensType, type PrescriptionSource } from "@/content/lenses";
import { LENS_COPY } from "@/content/lens-copy";
import { checkLensChoice, type LensChoice, type LensFrame, type PrescriptionChoice } from "./choice";
import { checkPrescription, type EyeInput, type PrescriptionInput } from "./prescription";
import { cheapestMaterial, coatingAllowed, lensPrice, materialOptions, strongestPower, type MaterialOption } from "./rules";

/**
 * The lens section as the product page holds it, every field a string as typed. Turned into
 * a LensChoice (what the cart keeps) only when every rule holds; until then the errors say,
 * per field, what to do. Pure, so the same words are tested without a browser.
 */
export type EyeDraft = { sph: string; cyl: string; axis: string; add: string };
export type LensDraft = {
  source: PrescriptionSource | null;
  right: EyeDraft;
  left: EyeDraft;
  twoPd: boolean;
  pd: string;
  pdRight: string;
  pdLeft: string;
  date: string;
  prescribedBy: string;
  patientName: string;
  exam: { clinic: string | ""; month: string; name: string; birthDate: string };
  upload: { uploadId: string; fileName: string } | null;
  readingPower: string;
  /** The shopper's pick; the cheapest allowed material stands in while it is null or ruled out. */
  material: LensMaterial | null;
  coatings: LensCoating[];
};

const emptyEye = (): EyeDraft => ({ sph: "", cyl: "", axis: "", add: "" });
export const emptyDraft = (): LensDraft => ({
  source: null,
  right: emptyEye(),
  left: emptyEye(),
  twoPd: false,
  pd: "",
  pdRight: "",
  pdLeft: "",
  date: "",
  prescribedBy: "",
  patientName: "",
  exam: { clinic: "", month: "", name: "", birthDate: "" },
  upload: null,
  readingPower: "",
  material: null,
  coatings: [],
});

/** "-2.25", "+1.5", "−0.75" (a typographic minus), "PL" or "plano" (0); "" is null, anything else NaN. */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(/[−–]/g, "-").replace(",", ".");
  if (t === "") return null;
  if (/^(pl|plano)$/i.test(t)) return 0;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

const eyeInput = (e: EyeDraft): EyeInput => ({ sph: parseNumber(e.sph), cyl: parseNumber(e.cyl), axis: parseNumber(e.axis), add: parseNumber(e.add) });

export function prescriptionInput(d: LensDraft): PrescriptionInput {
  return {
    right: eyeInput(d.right),
    left: eyeInput(d.left),
    pd: d.twoPd ? { right: parseNumber(d.pdRight), left: parseNumber(d.pdLeft) } : { single: parseNumber(d.pd) },
    date: d.date,
    prescribedBy: d.prescribedBy.trim(),
    patientName: d.patientName.trim(),
  };
}

/** The strongest power typed so far (incomplete grids still turn materials off as the shopper types). */
function typedPower(input: PrescriptionInput): number {
  const eyes = [input.right, input.left]
    .filter((e) => e.sph !== null && Number.isFinite(e.sph))
    .map((e) => ({ sph: e.sph!, cyl: e.cyl !== null && Number.isFinite(e.cyl) ? e.cyl : 0 }));
  return strongestPower(eyes);
}

export type DraftState = {
  /** What the cart keeps, or null while anything is missing or refused. */
  choice: LensChoice | null;
  /** Field → what to do ("right.axis", "pd", "exam.month", "upload", "source", "readingPower", "lens"). */
  errors: Record<string, string>;
  warnings: string[];
  materials: MaterialOption[];
  material: LensMaterial;
  /** What the lenses add as chosen so far (shown while the shopper fills the rest in). */
  price: number;
};

export function readDraft(type: Exclude<LensType, "frame-only">, d: LensDraft, frame: LensFrame, today: string): DraftState {
  const errors: Record<string, string> = {};
  const warnings: string[] = [];
  let power = 0;
  let prescription: PrescriptionChoice | null = null;

  if (type === "reading") {
    const p = parseNumber(d.readingPower);
    if (p === null || !READING_POWERS.includes(p)) errors.readingPower = PRESCRIPTION_MESSAGES.readingPower;
    else power = p;
  } else if (d.source === null) {
    errors.source = LENS_COPY.sourceRequired;
  } else if (d.source === "entered") {
    const input = prescriptionInput(d);
    const check = checkPrescription(input, type, today);
    Object.assign(errors, check.errors);
    warnings.push(...check.warnings.map((w) => PRESCRIPTION_MESSAGES[w]));
    power = check.eyes ? strongestPower([check.eyes.right, check.eyes.left]) : typedPower(input);
    if (check.eyes) prescription = { source: "entered", ...input };
  } else if (d.source === "exam") {
    const e = d.exam;
    if (!e.clinic) errors["exam.clinic"] = LENS_COPY.examClinicRequired;
    if (!/^\d{4}-\d{2}$/.test(e.month) || e.month > today.slice(0, 7)) errors["exam.month"] = LENS_COPY.examMonthInvalid;
    if (!e.name.trim()) errors["exam.name"] = LENS_COPY.examNameRequired;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(e.birthDate) || e.birthDate >= today) errors["exam.birthDate"] = LENS_COPY.birthDateInvalid;
    if (e.clinic && Object.keys(errors).length === 0) prescription = { source: "exam", clinic: e.clinic, examMonth: e.month, name: e.name.trim(), birthDate: e.birthDate };
  } else if (d.source === "upload") {
    if (!d.upload) errors.upload = LENS_COPY.uploadMissing;
    else prescription = { source: "upload", ...d.upload };
  } else {
    prescription = { source: "later" };
  }

  const materials = materialOptions(power, { kids: frame.kids });
  const picked = d.material && materials.find((m) => m.id === d.material && m.allowed);
  const material = picked ? picked.id : cheapestMaterial(materials);
  const coatings = d.coatings.filter((c) => coatingAllowed(c, frame));
  const price = lensPrice({ type, material, coatings });

  let choice: LensChoice | null = null;
  if (Object.keys(errors).length === 0) {
    const candidate: LensChoice =
      type === "reading" ? { type, readingPower: power, material, coatings } : { type, prescription: prescription!, material, coatings };
    // The server's own check, last: what it would refuse is never put in the cart.
    const check = checkLensChoice(candidate, frame, today);
    if (check.ok) choice = candidate;
    else errors.lens = check.error;
  }
  return { choice, errors, warnings, materials, material, price };
}
