"use server";

import { revalidatePath } from "next/cache";
import {
  addBrand,
  addCategory,
  DELETE_FAILED,
  deleteProduct,
  getAdminProduct,
  isCatalogImage,
  LOAD_FAILED,
  saveProduct,
  setProductActive,
  STATUS_FAILED,
  type AdminProduct,
  type WriteResult,
} from "@/lib/admin/catalog";
import { adminCaller, refusal } from "@/lib/admin/guard";
import { expireCatalog, type Brand, type Category } from "@/lib/catalog";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { removeStoredImages } from "@/lib/storage";
import { productIdSchema, productStatusSchema, type BrandInput, type CategoryInput, type ProductInput } from "@/lib/validations/product";

// Every action checks the admin role itself (the proxy and the page are only earlier gates),
// validates with the shared schema inside lib/admin, and answers with the spec's message.

function afterCatalogWrite(productId?: string) {
  expireCatalog(productId);
  revalidatePath("/brampton/admin");
}

async function dropFiles(urls: string[]) {
  // The row is already committed; a file that cannot be removed only wastes space.
  await removeStoredImages(urls).catch((err) => console.error("admin: stored image not removed", (err as Error).message));
}

export async function loadProductAction(id: string): Promise<WriteResult<{ product: AdminProduct }>> {
  const caller = await adminCaller("catalogue");
  if (!caller) return { ok: false, error: await refusal() };
  try {
    const parsed = productIdSchema.safeParse(id);
    const product = parsed.success ? await getAdminProduct(await getDb(), caller, parsed.data) : null;
    return product ? { ok: true, product } : { ok: false, error: LOAD_FAILED };
  } catch (err) {
    console.error("admin: product load failed", (err as Error).message);
    return { ok: false, error: LOAD_FAILED };
  }
}

export async function saveProductAction(id: string | null, input: ProductInput): Promise<WriteResult<{ id: string }>> {
  const caller = await adminCaller("catalogue");
  if (!caller) return { ok: false, error: `Failed to save product: ${await refusal()}` };
  if (id !== null && !productIdSchema.safeParse(id).success) return { ok: false, error: "Failed to save product: Unknown product" };
  const supabaseUrl = config().NEXT_PUBLIC_SUPABASE_URL;
  const result = await saveProduct(await getDb(), caller, id, input, (url) => isCatalogImage(url, supabaseUrl));
  if (!result.ok) return result;
  afterCatalogWrite(result.id);
  await dropFiles(result.droppedImages);
  return { ok: true, id: result.id };
}

export async function setProductActiveAction(id: string, active: boolean): Promise<WriteResult> {
  const caller = await adminCaller("catalogue");
  const parsed = productStatusSchema.safeParse({ id, active });
  if (!caller || !parsed.success) return { ok: false, error: STATUS_FAILED };
  const result = await setProductActive(await getDb(), caller, parsed.data.id, parsed.data.active);
  if (result.ok) afterCatalogWrite(id);
  return result;
}

export async function deleteProductAction(id: string): Promise<WriteResult> {
  const caller = await adminCaller("catalogue");
  const parsed = productIdSchema.safeParse(id);
  if (!caller || !parsed.success) return { ok: false, error: DELETE_FAILED };
  const result = await deleteProduct(await getDb(), caller, parsed.data);
  if (!result.ok) return result;
  afterCatalogWrite(id);
  await dropFiles(result.images);
  return { ok: true };
}

export async function addBrandAction(input: BrandInput): Promise<WriteResult<{ item: Brand }>> {
  const caller = await adminCaller("catalogue");
  if (!caller) return { ok: false, error: `Failed to add brand: ${await refusal()}` };
  const result = await addBrand(await getDb(), caller, input);
  if (!result.ok) return result;
  afterCatalogWrite();
  return { ok: true, item: result.item as Brand };
}

export async function addCategoryAction(input: CategoryInput): Promise<WriteResult<{ item: Category }>> {
  const caller = await adminCaller("catalogue");
  if (!caller) return { ok: false, error: `Failed to add category: ${await refusal()}` };
  const result = await addCategory(await getDb(), caller, input);
  if (!result.ok) return result;
  afterCatalogWrite();
  return { ok: true, item: result.item as Category };
}
