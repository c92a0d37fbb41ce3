/**
 * Swedish shop arithmetic. Every amount is an integer number of öre (1/100 SEK) and every price
 * includes VAT, as Swedish consumer prices must; the VAT part is derived from the gross amount.
 * Pure functions only: the server calls these with numbers it read from the database itself.
 */

export const VAT_RATES = [25, 12, 6] as const
export type VatRate = (typeof VAT_RATES)[number]

export type CouponRule = {
  code: string
  kind: 'percent' | 'fixed'
  /** Percent (1–100) for 'percent', öre for 'fixed'. */
  amount: number
  minSpend?: number | null
  expiresAt?: string | Date | null
  usageLimit?: number | null
  usedCount?: number | null
  active?: boolean | null
}

export type ShippingRule = {
  id: string
  name: string
  /** Öre including VAT. */
  cost: number
  /** Free when the goods (after discount) cost at least this many öre. */
  freeOver?: number | null
}

export type QuoteLineInput = {
  productId: string
  variantId?: string | null
  variantLabel?: string | null
  title: string
  sku: string
  unitPrice: number
  vatRate: VatRate
  quantity: number
}

export type QuoteLine = QuoteLineInput & { lineTotal: number; discount: number; vat: number }

export type Quote = {
  lines: QuoteLine[]
  subtotal: number
  discount: number
  couponCode: string | null
  shipping: { id: string; name: string; cost: number } | null
  total: number
  vatTotal: number
  vatByRate: { rate: VatRate; amount: number }[]
  itemCount: number
}

const sekFormat = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' })

/** 123450 → '1 234,50 kr' (Swedish grouping and decimal comma). */
export function formatSek(ore: number): string {
  return sekFormat.format(ore / 100)
}

/** Parses '1 234,50', '1234.5' or '99' kronor into öre; null when it is not a price. */
export function parseSek(input: string): number | null {
  const clean = input.replace(/\s|kr/gi, '').replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null
  const [kr, ore = ''] = clean.split('.')
  return Number(kr) * 100 + Number(ore.padEnd(2, '0'))
}

/** The VAT part of a gross amount: gross × rate / (100 + rate), rounded to whole öre. */
export function vatOfGross(gross: number, rate: VatRate): number {
  return Math.round((gross * rate) / (100 + rate))
}

export function isVatRate(n: number): n is VatRate {
  return (VAT_RATES as readonly number[]).includes(n)
}

/**
 * Splits `amount` over `weights` in proportion, in whole öre, so the parts add up exactly
 * (largest remainder; ties go to the earlier weight).
 */
export function allocate(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum <= 0 || amount === 0) return weights.map(() => 0)
  const exact = weights.map((w) => (amount * w) / sum)
  const parts = exact.map(Math.floor)
  let rest = amount - parts.reduce((a, b) => a + b, 0)
  const order = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (rest <= 0) break
    parts[i] = (parts[i] ?? 0) + 1
    rest--
  }
  return parts
}

/** Why a coupon cannot be used on a cart of this subtotal right now (Swedish), or null if it can. */
export function couponProblem(coupon: CouponRule, subtotal: number, now: Date): string | null {
  if (coupon.active === false) return `Rabattkoden ${coupon.code} är inte giltig.`
  if (coupon.expiresAt && new Date(coupon.expiresAt).getTime() < now.getTime()) {
    return `Rabattkoden ${coupon.code} har gått ut.`
  }
  if (coupon.usageLimit != null && (coupon.usedCount ?? 0) >= coupon.usageLimit) {
    return `Rabattkoden ${coupon.code} har redan använts det högsta tillåtna antalet gånger.`
  }
  if (coupon.minSpend && subtotal < coupon.minSpend) {
    return `Rabattkoden ${coupon.code} gäller vid köp för minst ${formatSek(coupon.minSpend)}.`
  }
  return null
}

/** The discount in öre a valid coupon gives on a subtotal; never more than the subtotal. */
export function couponDiscount(coupon: CouponRule, subtotal: number): number {
  const raw =
    coupon.kind === 'percent'
      ? Math.round((subtotal * Math.min(Math.max(coupon.amount, 0), 100)) / 100)
      : coupon.amount
  return Math.min(Math.max(raw, 0), subtotal)
}

/** Shipping cost for goods worth `goods` öre (after discount): free at or above the threshold. */
export function shippingCost(method: ShippingRule, goods: number): number {
  if (method.freeOver != null && method.freeOver > 0 && goods >= method.freeOver) return 0
  return method.cost
}

/**
 * The whole price of a cart: line totals, the coupon discount spread over the lines (so each VAT
 * rate carries its share), shipping whose VAT follows the goods in proportion (the Swedish rule for
 * mixed rates), and the VAT per rate. A coupon that cannot be used is left out; the caller reports it.
 */
export function computeQuote(args: {
  lines: QuoteLineInput[]
  coupon?: CouponRule | null
  shipping?: ShippingRule | null
  now: Date
}): Quote & { couponError: string | null } {
  const base = args.lines.map((l) => ({ ...l, lineTotal: l.unitPrice * l.quantity }))
  const subtotal = base.reduce((a, l) => a + l.lineTotal, 0)
  let couponError: string | null = null
  let discount = 0
  let couponCode: string | null = null
  if (args.coupon) {
    couponError = couponProblem(args.coupon, subtotal, args.now)
    if (!couponError) {
      discount = couponDiscount(args.coupon, subtotal)
      couponCode = args.coupon.code
    }
  }
  const lineDiscounts = allocate(
    discount,
    base.map((l) => l.lineTotal),
  )
  const lines: QuoteLine[] = base.map((l, i) => {
    const d = lineDiscounts[i] ?? 0
    return { ...l, discount: d, vat: vatOfGross(l.lineTotal - d, l.vatRate) }
  })
  const goods = subtotal - discount
  const shipCost = args.shipping ? shippingCost(args.shipping, goods) : 0

  const byRate = new Map<VatRate, number>()
  for (const l of lines)
    byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + l.lineTotal - l.discount)
  const rates = [...byRate.keys()]
  // With no goods to follow (everything discounted away), shipping carries the standard rate.
  const shipParts =
    goods > 0
      ? allocate(
          shipCost,
          rates.map((r) => byRate.get(r) ?? 0),
        )
      : []
  const vatByRate = new Map<VatRate, number>()
  for (const l of lines) vatByRate.set(l.vatRate, (vatByRate.get(l.vatRate) ?? 0) + l.vat)
  if (shipCost > 0) {
    if (goods > 0)
      rates.forEach((r, i) =>
        vatByRate.set(r, (vatByRate.get(r) ?? 0) + vatOfGross(shipParts[i] ?? 0, r)),
      )
    else vatByRate.set(25, (vatByRate.get(25) ?? 0) + vatOfGross(shipCost, 25))
  }
  const vatList = VAT_RATES.filter((r) => vatByRate.has(r)).map((rate) => ({
    rate,
    amount: vatByRate.get(rate) ?? 0,
  }))
  return {
    lines,
    subtotal,
    discount,
    couponCode,
    couponError,
    shipping: args.shipping
      ? { id: args.shipping.id, name: args.shipping.name, cost: shipCost }
      : null,
    total: goods + shipCost,
    vatTotal: vatList.reduce((a, v) => a + v.amount, 0),
    vatByRate: vatList,
    itemCount: lines.reduce((a, l) => a + l.quantity, 0),
  }
}

/** A listing's price: '1 250,00 kr', or 'från 1 250,00 kr' when variants cost up to `max`. */
export function priceLabel(min: number, max = min): string {
  return max > min ? `från ${formatSek(min)}` : formatSek(min)
}

/** '1 vara' / '3 varor': the header cart count label (spec 3.7). */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'vara' : 'varor'}`
}
