/**
 * The shop's browser-safe surface, for client islands outside features/shop (index.ts also exports
 * server code). Pure helpers, types and islands only.
 */
export { AddToCart } from './components/AddToCart.client'
export { formatSek, itemCountLabel, priceLabel } from './money'
export type { ProductSummary } from './types'
