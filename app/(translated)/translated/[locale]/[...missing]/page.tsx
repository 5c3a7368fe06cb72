import { notFound } from "next/navigation";

/** Any /pa/… or /hi/… address with no page: the not-found page in that language. */
export default function MissingPage() {
  notFound();
}
