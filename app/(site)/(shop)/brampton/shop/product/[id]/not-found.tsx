import { ProductNotFound } from "@/components/product/product-not-found";

export default ProductNotFound;
