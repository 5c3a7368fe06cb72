/**
 * The business itself, apart from its clinics: small enough for the browser (error pages,
 * floating buttons) without the clinics' hours and addresses. Re-exported by ./clinics.
 */
export const BRAND = {
  name: "Brightview Eye Care",
  slug: "brightview",
  city: "Brampton",
  province: "ON",
  /** The e-mail shown in the floating widgets and top bar. */
  contactEmail: "hello@brightview.example.com",
  /** The e-mail shown in the footer. */
  officeEmail: "office@brightview.example.com",
  /** The general line used by the floating buttons and header. */
  phone: "905-555-0142",
  /** Messaging (SMS/WhatsApp-style chat) number for the chat button. */
  messagingPhone: "905-555-0148",
  reviewsUrl: "https://www.google.com/search?q=Brightview+Eye+Care+Brampton+reviews",
  foundedYear: 2009,
} as const;
