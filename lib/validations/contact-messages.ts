// The contact form's outcomes (the spec's words), without zod: the form loads its schema only
// when it first validates. lib/validations/contact re-exports them.
export const CONTACT_SUCCESS = "Message sent successfully! We will get back to you within 24 hours.";
export const CONTACT_ERROR = "We could not send your message. Please try again or call us.";
