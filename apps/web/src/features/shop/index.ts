/**
 * The shop's public surface: domain verbs and types. Nothing outside features/shop imports the
 * commerce plugin or these files' internals. Server verbs take the Payload instance explicitly.
 */
export { formatSek, itemCountLabel, priceLabel, type Quote, type VatRate } from './internal/money'
export type {
  CartLine,
  CartView,
  OrderSummary,
  ProductDetail,
  ProductSummary,
  Review,
  ShippingOption,
  VariantChoice,
  VariantView,
} from './internal/types'
export { COUNTRIES, FIELD_LABELS, PAYMENT_METHODS, validateCheckout } from './internal/validation'
export {
  getProduct,
  getReviews,
  listCategories,
  listProducts,
  listProductPages,
  submitReview,
} from './internal/server/catalog'
export {
  CART_COOKIE,
  cartCount,
  cartView,
  changeCart,
  emptyCartView,
  findCart,
  linkCartToCustomer,
  mergeCartsOnSignIn,
} from './internal/server/cart'
export {
  currentCustomer,
  signOut,
  type CustomerSession,
  type SignedIn,
} from './internal/server/accounts/session'
export { signIn } from './internal/server/accounts/signIn'
export { registerCustomer } from './internal/server/accounts/register'
export {
  changePassword,
  requestPasswordReset,
  resetPassword,
  type PasswordChanged,
} from './internal/server/accounts/passwords'
export { checkoutPrefill, updateAddresses } from './internal/server/accounts/addresses'
export { listCustomerOrders, type AccountOrder } from './internal/server/accountOrders'
export {
  getOrderReceipt,
  listShippingOptions,
  paymentOptions,
  placeOrder,
  quoteCheckout,
  type PlacedOrder,
} from './internal/server/checkout'
export { ShopError } from './internal/server/errors'
export { createStripeAdapter } from './internal/payments/stripe'
export {
  abandonCardCheckout,
  receiveCardWebhook,
  settleStaleCardOrders,
} from './internal/payments/cardOrders'
export type { CardPaymentAdapter } from './internal/payments/types'

// Components are imported from their own files (components/*), never through this file: in the App
// Router every client island reachable from a page's imports ships with that page, so a barrel here
// would send every shop island (and zod) to every shop page.

// The shop's own endpoints under /varukorg, /kassan, /produkt and /konto: each is a shopRoute, and
// answers with these.
export { shopRoute, type ShopRequest, type ShopRouteOptions } from './internal/shopRoute'
export {
  cartToken,
  clearAuthCookie,
  clearCartCookie,
  ok,
  signedInResponse,
  withAuthCookie,
  withCartCookie,
} from './internal/http'
