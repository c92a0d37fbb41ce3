/**
 * The shop's public surface: domain verbs and types. Nothing outside features/shop imports the
 * commerce plugin or these files' internals. Server verbs take the Payload instance explicitly.
 */
export { formatSek, itemCountLabel, priceLabel, type Quote, type VatRate } from './money'
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
  linkCartToCustomer,
  mergeCartsOnSignIn,
} from './server/cart'
export {
  checkoutPrefill,
  currentCustomer,
  registerCustomer,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  updateAddresses,
  type CustomerSession,
  type SignedIn,
} from './server/accounts'
export { listCustomerOrders, type AccountOrder } from './server/accountOrders'
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
export { abandonCardCheckout, receiveCardWebhook } from './payments/cardOrders'
export type { CardPaymentAdapter } from './payments/types'

// Components (server components and client islands) for the shop's pages, the header and the module.
export { AddToCart } from './components/AddToCart.client'
export { CartCount } from './components/CartCount.client'
export { CartForm } from './components/CartForm.client'
export { CheckoutForm } from './components/CheckoutForm.client'
export {
  AccountDashboard,
  AccountSignedOut,
  NewPasswordForm,
  PasswordResetRequest,
} from './components/Account'
export { OrderReceipt } from './components/OrderReceipt'
export { ProductGallery } from './components/ProductGallery.client'
export { ProductTabs } from './components/ProductTabs.client'
export { ReviewForm } from './components/ReviewForm.client'
export { ShopListing } from './components/ShopListing'
export { Stars } from './components/Stars'

// Route-handler helpers for the shop's own endpoints under /varukorg, /kassan, /produkt and /konto.
export {
  cartToken,
  clearAuthCookie,
  clearCartCookie,
  forbiddenOrigin,
  ok,
  readBody,
  refuse,
  sameOrigin,
  signedInResponse,
  withAuthCookie,
  withCartCookie,
} from './http'
