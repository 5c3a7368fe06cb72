import type { Metadata } from "next";
import { getT } from "@/lib/i18n/messages";
import { NotFoundContent } from "./not-found-content";

export const notFoundMetadata: Metadata = { title: getT("en", "notFound")("title"), robots: { index: false } };

/** The English 404 page. */
export function PageNotFound() {
  const t = getT("en", "notFound");
  return <NotFoundContent words={{ heading: t("heading"), text: t("text"), home: t("home") }} homeHref="/" />;
}
