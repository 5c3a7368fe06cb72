import { notFound } from "next/navigation";

/** Any URL no route matches: the 404 page inside the public layout (see app/not-found.tsx). */
export default function MissingPage() {
  notFound();
}
