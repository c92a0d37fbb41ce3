/**
 * The shop's public surface: domain verbs and types. Nothing outside features/shop imports the
 * commerce plugin or these files' internals. Server verbs take the Payload instance explicitly.
 */
export { formatSek, itemCountLabel, type Quote, type VatRate } from './money'
export type {
  CartLine,
  CartView,
  OrderSummary,
  ProductDetail,
  ProductSummary,
  Review,
  ShippingOption,
} from './types'
export { COUNTRIES, FIELD_LABELS, PAYMENT_METHODS, validateCheckout } from './validation'
export {
  getProduct,
  getReviews,
  listCategories,
  listProducts,
  listProductSlugs,
  submitReview,
} from './server/catalog'
export {
  CART_COOKIE,
  cartCount,
  cartView,
  changeCart,
  emptyCartView,
  findCart,
} from './server/cart'
export {
  getOrderReceipt,
  listShippingOptions,
  paymentOptions,
  placeOrder,
  quoteCheckout,
  type PlacedOrder,
} from './server/checkout'
export { deliverOutbox, smtpTransport } from './server/outbox'
export { ShopError } from './server/errors'
export { createStripeAdapter } from './payments/stripe'
export type { CardPaymentAdapter } from './payments/types'
