/**
 * The shop's browser-safe surface, for client islands outside features/shop (index.ts also exports
 * server code). Pure helpers, types and islands only.
 */
export { AddToCart } from './internal/components/AddToCart.client'
export { formatSek, itemCountLabel, priceLabel } from './internal/money'
export type { ProductSummary } from './internal/types'
