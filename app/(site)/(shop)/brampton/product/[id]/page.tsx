// The spec's second product path renders the same page; its canonical URL is /brampton/shop/product/{id}.
export { default, generateMetadata, generateStaticParams } from "../../shop/product/[id]/page";

// Segment config must be literal in each route file.
export const revalidate = 300;
