/**
 * The shop's browser-safe surface, for client islands outside features/shop (index.ts also exports
 * server code). Pure helpers, types and islands only.
 */

// The islands below are drawn by the shop's stylesheet; importing them brings it, so they look the
// same on any page that mounts them (e.g. the shop module on a content page).
import './internal/styles'

export { AddToCart } from './internal/components/AddToCart.client'
export { ProductCard } from './internal/components/ProductCard'
export { formatSek, itemCountLabel, priceLabel } from './internal/money'
export type { ProductSummary } from './internal/types'
