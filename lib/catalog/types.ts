export type ProductColor = { name: string; value: string };
export type ProductFaq = { question: string; answer: string };

/** What a listing card needs. */
export type ProductCard = {
  id: string;
  name: string;
  slug: string;
  price: number;
  sale_price: number | null;
  stock_quantity: number;
  gender: string;
  is_polarized: boolean;
  image: string | null;
  brand_name: string | null;
  brand_slug: string | null;
  category_name: string | null;
  description: string | null;
  lens_width: number | null;
  bridge_width: number | null;
  temple_length: number | null;
};

export type Product = ProductCard & {
  sku: string | null;
  frame_material: string | null;
  lens_type: string | null;
  images: string[];
  faqs: ProductFaq[];
  colors: ProductColor[];
  size_fit: string | null;
  features_technology: string | null;
  included_with_order: string | null;
  shipping_returns: string | null;
  brand_is_luxury: boolean | null;
  created_at: string;
};

/** Another frame to switch to in the try-on: its front render, colours and total width. */
export type TryOnFrame = { id: string; name: string; image: string | null; colors: ProductColor[]; widthMm: number };

export type Brand = { id: string; name: string; slug: string; description: string | null; is_luxury: boolean };
export type Category = { id: string; name: string; slug: string };

export type Listing = { items: ProductCard[]; total: number; page: number; pageCount: number };

/** The size option shown on the product page: the frame's lens width, 57 when unknown. */
export function sizeOf(p: Pick<Product, "lens_width">): string {
  return String(p.lens_width ?? 57);
}
