import { BookExamPage } from "@/components/booking/book-exam-page";
import { bookingMetadata } from "@/lib/seo/page-metadata";

export function generateMetadata() {
  return bookingMetadata("en");
}

export default function Page() {
  return <BookExamPage locale="en" />;
}
