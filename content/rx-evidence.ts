/**
 * The clinic's words for the evidence kept for zero-rated prescription eyewear (issue 33): the
 * prescription's issue date, who wrote it and who it is for. The field names are the shop's own
 * (LENS_COPY.prescribedBy, LENS_COPY.patientName), so both sides say the same.
 */
export const RX_EVIDENCE_COPY = {
  issuedOn: "Issue date",
  lead: "Before verifying, record from the prescription (kept as evidence that the pair is zero-rated):",
  evidenceHeading: "Evidence for zero-rating",
  issuedOnRequired: "Enter the date the prescription was issued.",
  issuedOnFuture: "The issue date cannot be in the future.",
  issuedOnOld: "Enter the issue date as written on the prescription (after 1900).",
  prescribedByRequired: "Enter the name of the optometrist or physician who wrote the prescription.",
  patientNameRequired: "Enter the name of the person the prescription is for.",
  evidenceRequired: "Record the prescription's issue date, who prescribed it, their registration number and the patient's name before verifying it.",
  /** Issue 45: the prescriber's College registration, as the public register shows it. */
  registration: "Prescriber's registration number",
  /** The field's placeholder: an example, short enough for a phone. */
  registrationHint: "e.g. OD-12345",
  registrationInvalid: "Enter the registration number as the College's register shows it: 4 to 7 digits, with or without a prefix such as OD-.",
} as const;
