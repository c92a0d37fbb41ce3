import { safeRevalidate } from '@/platform/safeRevalidate'

/** Purges the shop listing and a product's page after products, stock or reviews change. */
export function revalidateShop(
  productSlug?: string | null,
  context?: { disableRevalidate?: unknown },
): void {
  if (context?.disableRevalidate) return
  safeRevalidate('/butik')
  if (productSlug) safeRevalidate(`/produkt/${productSlug}`)
  safeRevalidate('/sitemap.xml')
}
