import { LENS_COATING_IDS, LENS_MATERIAL_IDS } from "@/content/lenses";
import { RX_NAME_MAX } from "@/lib/lenses/prescription";
import { CLINIC_ID_PATTERN } from "@/lib/validations/clinic-id";
import { plainText } from "@/lib/validations/text-checks";
import { z } from "@/lib/validations/z";

// The shape of a cart line's lenses as the order receives it. Bounds, steps and the material
// and coating rules are checked after parsing by checkLensChoice (lib/lenses/choice.ts), which
// the product page runs too, so both say the same words.

const power = z.nullable(z.number().check(z.gte(-100), z.lte(200)));
const eye = z.strictObject({ sph: power, cyl: power, axis: power, add: power });
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date on your prescription."));
const material = z.enum(LENS_MATERIAL_IDS as [string, ...string[]]);
const coatings = z.array(z.enum(LENS_COATING_IDS as [string, ...string[]])).check(z.maxLength(LENS_COATING_IDS.length));

const rxName = (label: string) => z.string().check(...plainText(label), z.maxLength(RX_NAME_MAX, `${label}: use at most ${RX_NAME_MAX} characters.`));

const prescription = z.union([
  z.strictObject({
    source: z.literal("entered"),
    right: eye,
    left: eye,
    pd: z.union([z.strictObject({ single: power }), z.strictObject({ right: power, left: power })]),
    date: day,
    // Optional here so a cart stored before these fields existed gets checkPrescription's words
    // ("Prescribed by: Enter the name …") rather than a bare parse error.
    prescribedBy: z.optional(rxName("Prescribed by")),
    patientName: z.optional(rxName("Patient's name")),
  }),
  z.strictObject({
    source: z.literal("exam"),
    /** A clinic's id; the order checks that it names a clinic. */
    clinic: z.string().check(z.regex(CLINIC_ID_PATTERN)),
    examMonth: z.string().check(z.regex(/^\d{4}-\d{2}$/, "Choose the month and year of your Brightview exam (not in the future).")),
    name: z.string().check(...plainText("Patient's full name"), z.minLength(1, "Enter the patient's full name, as on the clinic's file."), z.maxLength(120)),
    birthDate: day,
  }),
  z.strictObject({ source: z.literal("upload"), uploadId: z.uuid(), fileName: z.string().check(z.maxLength(200)) }),
  z.strictObject({ source: z.literal("later") }),
]);

export const lensChoiceSchema = z.union([
  z.strictObject({ type: z.literal("reading"), readingPower: z.number(), material, coatings }),
  z.strictObject({ type: z.enum(["single-vision", "progressive"]), prescription, material, coatings }),
]);
