import type { Quote, VatRate } from './money'

export type ShopImage = { url: string; alt: string; width: number | null; height: number | null }

export type ProductSummary = {
  id: string
  slug: string
  title: string
  sku: string
  /** Öre including VAT. */
  price: number
  vatRate: VatRate
  stock: number
  image: ShopImage | null
  categories: { slug: string; title: string }[]
  shortDescription: string
}

export type ProductDetail = ProductSummary & {
  gallery: ShopImage[]
  description: string
  details: { label: string; value: string }[]
}

export type Review = { id: string; author: string; rating: number; body: string; createdAt: string }

export type CartLine = {
  productId: string
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
  lines: { title: string; sku: string; quantity: number; lineTotal: number; vatRate: number }[]
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
