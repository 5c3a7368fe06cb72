// The spec's second product path renders the same page; its canonical URL is /brampton/shop/product/{id}.
export { default, generateMetadata } from "../../shop/product/[id]/page";
