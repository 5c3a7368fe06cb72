import { PageNotFound, notFoundMetadata } from "@/components/layout/page-not-found";

export const metadata = notFoundMetadata;

export default PageNotFound;
