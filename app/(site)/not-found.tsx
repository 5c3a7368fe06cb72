import { PageNotFound, notFoundMetadata } from "@/components/layout/page-not-found";

export const metadata = notFoundMetadata;

/**
 * Next sends the root layout's not-found UI with every page, so it stays small. Unmatched URLs
 * reach (marketing)/[...missing] and the public pages call notFound() under their own group's
 * not-found, so a visitor's 404 is drawn inside the public header and footer.
 */
export default PageNotFound;
