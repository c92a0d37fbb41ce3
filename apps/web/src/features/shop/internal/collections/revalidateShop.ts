import { safeRevalidate, safeRevalidateRoute } from '@/platform/safeRevalidate'

import { LISTING_ROUTE } from '../../routing'

/** Purges the shop listing and a product's page after products, stock or reviews change. */
export function revalidateShop(
  productSlug?: string | null,
  context?: { disableRevalidate?: unknown },
): void {
  if (context?.disableRevalidate) return
  safeRevalidateRoute(LISTING_ROUTE, 'page')
  if (productSlug) safeRevalidate(`/produkt/${productSlug}`)
  safeRevalidate('/sitemap.xml')
}
