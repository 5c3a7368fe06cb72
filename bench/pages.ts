/** The pages issue 10's budgets are measured on, and whether each has a form (a larger JS budget). */
export type BenchPage = { label: string; path: string; form: boolean; indexable: boolean };

export const BENCH_PAGES: BenchPage[] = [
  { label: "/", path: "/", form: false, indexable: true },
  { label: "/brampton/comprehensive-eye-exam", path: "/brampton/comprehensive-eye-exam", form: false, indexable: true },
  { label: "/brampton/blog/eye-exams-castlemore-brampton", path: "/brampton/blog/eye-exams-castlemore-brampton", form: false, indexable: true },
  { label: "/brampton/shop", path: "/brampton/shop", form: false, indexable: true },
  { label: "a product page", path: "<product>", form: false, indexable: true },
  // Seeded: …0002 is on sale, …0009 has 4 in stock ("Only 4 left", issue 21's contrast miss).
  { label: "a sale product page", path: "/brampton/shop/product/00000000-0000-4000-8003-000000000002", form: false, indexable: true },
  { label: "a low-stock product page", path: "/brampton/shop/product/00000000-0000-4000-8003-000000000009", form: false, indexable: true },
  { label: "/brampton/brands/ray-ban", path: "/brampton/brands/ray-ban", form: false, indexable: true },
  { label: "/brampton/cart", path: "/brampton/cart", form: false, indexable: false },
  { label: "/brampton/book-exam", path: "/brampton/book-exam", form: true, indexable: true },
  { label: "/brampton/contact", path: "/brampton/contact", form: true, indexable: true },
  // Issue 20: the translated pages hold the same budgets, each shipping only its own language's words.
  { label: "/pa", path: "/pa", form: false, indexable: true },
  { label: "/hi", path: "/hi", form: false, indexable: true },
  { label: "/pa/brampton/comprehensive-eye-exam", path: "/pa/brampton/comprehensive-eye-exam", form: false, indexable: true },
  { label: "/hi/brampton/locations/brightview-steeles", path: "/hi/brampton/locations/brightview-steeles", form: false, indexable: true },
  { label: "/pa/brampton/book-exam", path: "/pa/brampton/book-exam", form: true, indexable: true },
  { label: "/hi/brampton/book-exam", path: "/hi/brampton/book-exam", form: true, indexable: true },
  { label: "/pa/brampton/contact", path: "/pa/brampton/contact", form: true, indexable: true },
];

/** JS budgets over the empty Next.js page, gzipped bytes (issue 10). */
export const JS_BUDGET = { page: 25_000, form: 60_000 };

/** The first product the shop lists, so the bench needs no fixed id. */
export async function resolvePath(base: string, page: BenchPage): Promise<string> {
  if (page.path !== "<product>") return page.path;
  const html = await (await fetch(new URL("/brampton/shop", base))).text();
  const m = /href="(\/brampton\/(?:shop\/)?product\/[^"?#]+)"/.exec(html);
  if (!m) throw new Error("The shop lists no product to measure");
  return m[1];
}
