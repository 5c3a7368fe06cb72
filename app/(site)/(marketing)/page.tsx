import { HomePage } from "@/components/marketing/home-page";
import { homeMetadata } from "@/lib/seo/page-metadata";

export const metadata = homeMetadata("en");

export default function Page() {
  return <HomePage locale="en" />;
}
