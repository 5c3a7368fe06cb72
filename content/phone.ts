/** A dialable tel: link for a North American number as written on the site ("905-555-0142"). */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "")}`;
}
