import { BookExamPage } from "@/components/booking/book-exam-page";
import { localeParam } from "@/lib/i18n/params";
import { bookingMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return bookingMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  return <BookExamPage locale={await localeParam(params)} />;
}
