import { revalidatePath } from 'next/cache'

// Outside a Next request (seed, CLI, tests) there is no cache to purge and revalidatePath throws.
function safeRevalidate(path: string): void {
  try {
    revalidatePath(path)
  } catch {
    // not running inside Next
  }
}

/** Purges the shop listing and a product's page after products, stock or reviews change. */
export function revalidateShop(
  productSlug?: string | null,
  context?: { disableRevalidate?: unknown },
): void {
  if (context?.disableRevalidate) return
  safeRevalidate('/butik')
  if (productSlug) safeRevalidate(`/produkt/${productSlug}`)
}
