import { ContactPage } from "@/components/contact/contact-page";
import { contactMetadata } from "@/lib/seo/page-metadata";

export const metadata = contactMetadata("en");

export default function Page() {
  return <ContactPage locale="en" />;
}
