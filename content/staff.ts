// Keyed by lib/auth/permissions.ts's roles and lib/access-log's kinds (content imports nothing).
export const ROLE_LABELS = {
  owner: "Owner",
  front_desk: "Front desk",
  optometrist: "Optometrist",
  optician: "Optician",
} as const;

export const ACCESS_KIND_LABELS = {
  prescription: "Prescription",
  "prescription-file": "Uploaded prescription",
  "exam-reference": "Eye exam reference",
  "upload-file": "Prescription file",
  "birth-date": "Date of birth",
  family: "Family members",
  receipt: "Receipt",
  "data-download": "Data download",
  "patient-record": "Patient record",
  "eligible-conditions": "Eligible conditions",
  "intake-forms": "Intake forms",
} as const;

export const STAFF_COPY = {
  title: "Staff",
  intro: "Who signs in to the clinic's pages, and what each role may do. Changes take effect on the person's next request.",
  invite: "Invite staff member",
  email: "Email",
  role: "Role",
  staffRecord: "Staff record",
  noRecord: "None",
  send: "Send invitation",
  sending: "Sending…",
  cancel: "Cancel",
  invited: (email: string) => `Invitation sent to ${email}. The link works once, for 7 days.`,
  caption: "Staff",
  columns: { name: "Name", email: "Email", role: "Role", status: "Status" },
  /** The row's buttons, named for screen readers only. */
  actions: "Actions",
  active: "Active",
  pending: (until: string) => `Invited, link valid until ${until}`,
  expired: "Invitation expired",
  changeRole: "Change role",
  changeRoleFor: (who: string) => `Change role for ${who}`,
  save: "Save role",
  remove: "Remove",
  removeFor: (who: string) => `Remove ${who}`,
  confirmRemove: (who: string) => `Remove ${who}'s staff access? Their account stays; they are signed out everywhere.`,
  listedOwner: "Owner by the site's configuration (ADMIN_EMAILS)",
  errors: {
    lastOwner: "The last Owner cannot be removed or demoted.",
    listedOwner: "This person is an Owner by the site's configuration (ADMIN_EMAILS); change that list instead.",
    self: "You cannot remove yourself or change your own role.",
    unknown: "That person is not on the staff list.",
    unknownRecord: "That staff record does not exist.",
    recordTaken: "That staff record is linked to another account already.",
    alreadyStaff: "That address already belongs to a staff member. Change their role instead.",
    noOrigin: "The invitation could not be sent: the site's address (SITE_URL) is not set.",
    failed: "That could not be saved. Please try again.",
  },
  mail: {
    subject: "You're invited to Brightview Eye Care's staff pages",
    text: (role: string, link: string) =>
      `Brightview Eye Care has invited you to sign in as ${role}.\n\nSet your password here (the link works once, for 7 days):\n${link}\n\nIf you did not expect this, ignore this e-mail.`,
  },
  accept: {
    title: "Join Brightview's staff",
    intro: (email: string, role: string) => `Set a password for ${email}. You will sign in as ${role}.`,
    firstName: "First name",
    lastName: "Last name",
    password: "Password",
    submit: "Set password and sign in",
    welcome: (role: string) => `Welcome to the staff pages. You are signed in as ${role}.`,
    invalid: "This invitation link is invalid, used or expired. Ask the clinic's Owner for a new one.",
  },
} as const;

export const ACCESS_LOG_COPY = {
  title: "Access log",
  intro: "Every time someone opened a patient's health information, newest first. Rows are kept 10 years and cannot be changed or removed.",
  caption: "Access log",
  columns: { when: "When", staff: "Staff", role: "Role", what: "What", patient: "Patient", allowed: "Allowed" },
  filters: { staff: "Staff", anyone: "Anyone", patient: "Patient email", from: "From", to: "To", apply: "Filter", clear: "Clear" },
  export: "Export CSV",
  empty: "No rows match these filters.",
  yes: "Yes",
  refused: "Refused",
  guest: "Guest link",
  patient: "Patient",
};

export const OWN_ACCESS_COPY = {
  title: "Who has looked at my information",
  intro: "Each time a member of the clinic's staff opened your prescriptions, receipts or other health information. Names are not shown, only the role.",
  empty: "No one on the staff has opened your health information yet.",
  caption: "Who has looked at my information",
  columns: { when: "When", role: "Role", what: "What" },
};
