import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { Price } from "@/components/shop/price";
import { Container } from "@/components/ui/container";
import { Disclosure } from "@/components/ui/disclosure";
import { getProduct, listTryOnFrames, sizeOf } from "@/lib/catalog";
import { frameWidthOrDefault, hasMeasurements, templePrint } from "@/lib/catalog/fit";
import { siteBase } from "@/lib/seo/site-url";
import { jsonLdString } from "@/lib/seo/json-ld";
import { Gallery } from "./gallery";
import { lensPanel } from "@/components/lenses/lens-panel";
import { PurchasePanel } from "./purchase-panel";
import { SizeFit } from "./size-fit";

function Section({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <Disclosure title={title} open={open}>
      {children}
    </Disclosure>
  );
}

/** The product page, shared by /brampton/shop/product/{id} and /brampton/product/{id}. */
export async function ProductView({ id }: { id: string }) {
  const product = await getProduct(id);
  if (!product) notFound();
  const measurements = templePrint(product);
  const widthMm = frameWidthOrDefault(product);
  const tryOnFrames = await listTryOnFrames({ id: product.id, category_name: product.category_name }, widthMm);
  const url = `${siteBase()}/brampton/shop/product/${product.id}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description ?? undefined,
    sku: product.sku ?? undefined,
    image: product.images.map((i) => `${siteBase()}${i}`),
    brand: product.brand_name ? { "@type": "Brand", name: product.brand_name } : undefined,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "CAD",
      price: (product.sale_price ?? product.price).toFixed(2),
      availability: product.stock_quantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  };

  return (
    <Container className="py-8 md:py-12">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(jsonLd) }} />
      <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li><Link href="/" className="hover:text-brand-700 dark:hover:text-brand-300">Home</Link> /</li>
          <li><Link href="/brampton/shop" className="hover:text-brand-700 dark:hover:text-brand-300">Shop</Link> /</li>
          {product.brand_slug ? (
            <li><Link href={`/brampton/brands/${product.brand_slug}`} className="hover:text-brand-700 dark:hover:text-brand-300">{product.brand_name}</Link> /</li>
          ) : null}
          <li aria-current="page" className="text-ink">{product.name}</li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <Gallery images={product.images} name={product.name} />
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">{product.brand_name}</p>
          <h1 className="mt-2 font-display text-3xl font-semibold text-ink md:text-4xl">{product.name}</h1>
          <div className="mt-4 flex items-center gap-3">
            <Price price={product.price} salePrice={product.sale_price} size="lg" />
            {product.sale_price !== null && product.sale_price < product.price ? (
              <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white">Sale</span>
            ) : null}
          </div>
          {product.stock_quantity > 0 && product.stock_quantity <= 5 ? (
            <p className="mt-2 text-sm font-medium text-accent-700 dark:text-accent-400">Only {product.stock_quantity} left</p>
          ) : null}
          <div className="mt-8">
            <PurchasePanel
              product={{
                id: product.id,
                name: product.name,
                price: product.price,
                sale_price: product.sale_price,
                brand: product.brand_name ?? "",
                image: product.images[0],
                stock: product.stock_quantity,
                kids: product.gender === "kids",
                polarized: product.is_polarized,
              }}
              colors={product.colors}
              size={sizeOf(product)}
              frameWidthMm={widthMm}
              tryOnFrames={tryOnFrames}
              lensPanel={lensPanel()}
            />
          </div>
          <div className="mt-10 border-t border-line">
            <Section title="Product Details" open>
              {product.description ? <p>{product.description}</p> : null}
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {product.frame_material ? (<><dt>Frame material</dt><dd className="text-ink">{product.frame_material}</dd></>) : null}
                {product.lens_type ? (<><dt>Lens</dt><dd className="text-ink">{product.lens_type}</dd></>) : null}
                {measurements ? (<><dt>Measurements</dt><dd className="text-ink">{measurements} mm</dd></>) : null}
                {product.category_name ? (<><dt>Category</dt><dd className="text-ink">{product.category_name}</dd></>) : null}
                {product.sku ? (<><dt>SKU</dt><dd className="text-ink">{product.sku}</dd></>) : null}
              </dl>
            </Section>
            {product.size_fit || hasMeasurements(product) ? (
              <Section title="Size & Fit">
                <SizeFit product={product} text={product.size_fit} />
              </Section>
            ) : null}
            {product.features_technology ? <Section title="Features & Technology"><p>{product.features_technology}</p></Section> : null}
            {product.included_with_order ? <Section title="Included with Your Order"><p>{product.included_with_order}</p></Section> : null}
            {product.shipping_returns ? <Section title="Shipping & Returns"><p>{product.shipping_returns}</p></Section> : null}
          </div>
          {product.faqs.length > 0 ? (
            <section aria-labelledby="faq-heading" className="mt-10">
              <h2 id="faq-heading" className="text-xl font-semibold text-ink">FAQs</h2>
              <div className="mt-2">
                {product.faqs.map((f) => (
                  <Section key={f.question} title={f.question}><p>{f.answer}</p></Section>
                ))}
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </Container>
  );
}
