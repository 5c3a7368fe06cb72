// The insurance plans the clinic bills directly, by their own names (the same in every language):
// listed on the insurance page and offered as "Insurer" at checkout. One list for both.

export const INSURANCE_PLANS = [
  "Sun Life Financial", "Manulife", "Canada Life", "Green Shield Canada", "Blue Cross (Ontario)", "Desjardins Insurance",
  "Industrial Alliance (iA)", "Equitable Life", "SSQ Insurance (Beneva)", "Empire Life", "Claim Secure", "Cowan Insurance",
  "GroupHEALTH", "Chambers of Commerce Group Insurance", "Johnston Group", "Alberta Blue Cross", "Medavie Blue Cross",
  "Non-Insured Health Benefits (NIHB)", "Ontario Works", "ODSP (Ontario Disability Support Program)",
] as const;
export type InsurancePlan = (typeof INSURANCE_PLANS)[number];

/** The plan member's relationship to the patient. */
export const INSURANCE_RELATIONSHIPS = {
  self: "Self",
  spouse: "Spouse or partner",
  child: "Child",
  dependent: "Other dependent",
} as const;
export type InsuranceRelationship = keyof typeof INSURANCE_RELATIONSHIPS;

/** "Spouse or partner" for "spouse"; what was stored otherwise. */
export const relationshipWords = (id: string): string =>
  Object.hasOwn(INSURANCE_RELATIONSHIPS, id) ? INSURANCE_RELATIONSHIPS[id as InsuranceRelationship] : id;

/** The checkout's optional "Insurance" section and the clinic's order page. */
export const INSURANCE_COPY = {
  heading: "Insurance",
  optional: "optional",
  lead: "For direct billing: we bill your plan for prescription glasses and tell you your share before your order ships. Leave it empty to pay the whole amount.",
  insurer: "Insurer",
  policyNumber: "Plan or policy number",
  memberId: "Member ID",
  relationship: "Relationship",
  relationshipHint: "The plan member's relationship to the patient",
  none: "None",
  choose: "Choose…",
  insurerRequired: "Choose your insurer from the list, or clear the insurance fields.",
  memberIdRequired: "Enter the member ID from your insurance card.",
  tooLong: (label: string, max: number) => `${label}: use at most ${max} characters.`,
  review: "Insurance",
  reviewNone: "None given",
  adminHeading: "Insurance for direct billing",
} as const;
