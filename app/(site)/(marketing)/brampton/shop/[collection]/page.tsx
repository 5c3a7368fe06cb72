// The spec gives each collection under both /brampton/shop/ and /brampton/eyewear/; one page
// serves both, with its canonical URL under /brampton/eyewear/.
export { default, generateMetadata, generateStaticParams } from "../../eyewear/[collection]/page";

// Segment config must be literal in each route file.
export const dynamicParams = false;
