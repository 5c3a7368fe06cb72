import { HomePage } from "@/components/marketing/home-page";
import { homeMetadata } from "@/lib/seo/page-metadata";

export function generateMetadata() {
  return homeMetadata("en");
}

export default function Page() {
  return <HomePage locale="en" />;
}
