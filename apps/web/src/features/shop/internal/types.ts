import type { Quote, VatRate } from './money'

export type ShopImage = { url: string; alt: string; width: number | null; height: number | null }

export type ProductSummary = {
  id: string
  slug: string
  title: string
  sku: string
  /** Öre including VAT; for a product sold in variants, the lowest variant price. */
  price: number
  /** The highest variant price; equal to `price` for a product without variants. */
  priceMax: number
  vatRate: VatRate
  /** For a product sold in variants, the stock of all its variants together. */
  stock: number
  /** What a visitor chooses ('Storlek'); empty for a product bought as it is. */
  variantTypes: string[]
  image: ShopImage | null
  categories: { slug: string; title: string }[]
  shortDescription: string
}

export type ProductDetail = ProductSummary & {
  gallery: ShopImage[]
  description: string
  details: { label: string; value: string }[]
  /** The variants a visitor chooses between, or null for a product bought as it is. */
  variantChoice: VariantChoice | null
}

export type VariantTypeView = {
  id: string
  label: string
  options: { id: string; label: string }[]
}

export type VariantView = {
  id: string
  sku: string
  /** Öre including VAT. */
  price: number
  stock: number
  /** The chosen option id of each variant type, in the order of `VariantChoice.types`. */
  options: string[]
  /** 'Storlek: M' */
  label: string
}

export type VariantChoice = { types: VariantTypeView[]; variants: VariantView[] }

export type Review = { id: string; author: string; rating: number; body: string; createdAt: string }

export type CartLine = {
  /** Identifies the line: the product, and the variant when it has one. */
  key: string
  productId: string
  variantId: string | null
  /** 'Storlek: M' for a variant, else null. */
  variantLabel: string | null
  slug: string
  title: string
  sku: string
  unitPrice: number
  vatRate: VatRate
  quantity: number
  lineTotal: number
  stock: number
  image: ShopImage | null
}

export type CartView = {
  lines: CartLine[]
  couponCode: string | null
  quote: Quote
  count: number
  /** Notices for the visitor, e.g. a coupon that no longer applies. */
  notices: string[]
}

export type ShippingOption = {
  id: string
  name: string
  description: string
  cost: number
  freeOver: number | null
}

export type OrderSummary = {
  id: string
  number: string
  createdAt: string
  status: string
  statusLabel: string
  /** Where a card order's payment stands (null for other methods). */
  cardPayment: 'paid' | 'waiting' | 'cancelled' | null
  email: string
  paymentMethod: string
  paymentLabel: string
  shippingMethodName: string
  couponCode: string | null
  lines: {
    title: string
    sku: string
    variantLabel: string | null
    quantity: number
    lineTotal: number
    vatRate: number
  }[]
  totals: {
    subtotal: number
    discount: number
    shipping: number
    vat: number
    total: number
    vatByRate: { rate: number; amount: number }[]
  }
  billing: Record<string, string>
  shipping: Record<string, string>
  shipToDifferentAddress: boolean
  orderComments: string
}
