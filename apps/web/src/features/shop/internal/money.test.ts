import { describe, expect, it } from 'vitest'

import {
  allocate,
  computeQuote,
  couponDiscount,
  couponProblem,
  formatSek,
  itemCountLabel,
  parseSek,
  shippingCost,
  vatOfGross,
  type CouponRule,
  type QuoteLineInput,
} from './money'

const now = new Date('2026-04-01T12:00:00Z')
const line = (over: Partial<QuoteLineInput>): QuoteLineInput => ({
  productId: '1',
  title: 'Vara',
  sku: 'SKU',
  unitPrice: 10000,
  vatRate: 25,
  quantity: 1,
  ...over,
})
const coupon = (over: Partial<CouponRule>): CouponRule => ({
  code: 'VÅRSTÄD10',
  kind: 'percent',
  amount: 10,
  ...over,
})

describe('formatting and parsing kronor', () => {
  it('formats öre as Swedish kronor with a decimal comma', () => {
    expect(formatSek(123450).replace(/\s/g, ' ')).toBe('1 234,50 kr')
    expect(formatSek(0).replace(/\s/g, ' ')).toBe('0,00 kr')
  })

  it('parses kronor into öre and refuses what is not a price', () => {
    expect(parseSek('1 234,50')).toBe(123450)
    expect(parseSek('99')).toBe(9900)
    expect(parseSek('12.5 kr')).toBe(1250)
    expect(parseSek('-5')).toBeNull()
    expect(parseSek('1,234')).toBeNull()
  })
})

describe('VAT on gross prices', () => {
  it('takes the VAT part out of an amount that includes it', () => {
    expect(vatOfGross(12500, 25)).toBe(2500)
    expect(vatOfGross(11200, 12)).toBe(1200)
    expect(vatOfGross(10600, 6)).toBe(600)
    expect(vatOfGross(999, 25)).toBe(200) // 199.8 rounds to whole öre
  })
})

describe('allocate', () => {
  it('splits an amount in proportion and the parts add up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocate(1000, [3000, 1000])).toEqual([750, 250])
    expect(allocate(0, [5, 5])).toEqual([0, 0])
    expect(allocate(7, [0, 0])).toEqual([0, 0])
  })
})

describe('coupons', () => {
  it('gives percent and fixed discounts, never more than the subtotal', () => {
    expect(couponDiscount(coupon({}), 25000)).toBe(2500)
    expect(couponDiscount(coupon({ kind: 'fixed', amount: 5000 }), 25000)).toBe(5000)
    expect(couponDiscount(coupon({ kind: 'fixed', amount: 50000 }), 25000)).toBe(25000)
    expect(couponDiscount(coupon({ amount: 150 }), 25000)).toBe(25000)
  })

  it('refuses expired, used-up, inactive and below-minimum coupons with Swedish reasons', () => {
    expect(couponProblem(coupon({ expiresAt: '2026-03-31T00:00:00Z' }), 10000, now)).toBe(
      'Rabattkoden VÅRSTÄD10 har gått ut.',
    )
    expect(couponProblem(coupon({ usageLimit: 2, usedCount: 2 }), 10000, now)).toMatch(
      /högsta tillåtna antalet/,
    )
    expect(couponProblem(coupon({ active: false }), 10000, now)).toBe(
      'Rabattkoden VÅRSTÄD10 är inte giltig.',
    )
    expect(couponProblem(coupon({ minSpend: 50000 }), 10000, now)?.replace(/\s/g, ' ')).toBe(
      'Rabattkoden VÅRSTÄD10 gäller vid köp för minst 500,00 kr.',
    )
    expect(
      couponProblem(
        coupon({ minSpend: 10000, usageLimit: 3, usedCount: 2, expiresAt: '2027-01-01' }),
        10000,
        now,
      ),
    ).toBeNull()
  })
})

describe('shipping', () => {
  it('costs its price below the threshold and nothing at or above it', () => {
    const postnord = { id: 'p', name: 'Postnord', cost: 7900, freeOver: 100000 }
    expect(shippingCost(postnord, 99999)).toBe(7900)
    expect(shippingCost(postnord, 100000)).toBe(0)
    expect(shippingCost({ ...postnord, freeOver: null }, 500000)).toBe(7900)
  })
})

describe('computeQuote', () => {
  it('adds lines, discount, shipping and VAT per rate', () => {
    const q = computeQuote({
      lines: [
        line({ productId: 'a', unitPrice: 12500, quantity: 2, vatRate: 25 }),
        line({ productId: 'b', unitPrice: 10600, quantity: 1, vatRate: 6 }),
      ],
      coupon: coupon({}),
      shipping: { id: 's', name: 'Postnord', cost: 7900, freeOver: null },
      now,
    })
    expect(q.subtotal).toBe(35600)
    expect(q.discount).toBe(3560)
    expect(q.lines.map((l) => l.discount)).toEqual([2500, 1060])
    expect(q.shipping).toEqual({ id: 's', name: 'Postnord', cost: 7900 })
    expect(q.total).toBe(35600 - 3560 + 7900)
    // Goods: 22500 at 25 % → 4500; 9540 at 6 % → 540. Shipping 7900 split 22500:9540 → 5548 / 2352.
    expect(q.vatByRate).toEqual([
      { rate: 25, amount: 4500 + vatOfGross(5548, 25) },
      { rate: 6, amount: 540 + vatOfGross(2352, 6) },
    ])
    expect(q.vatTotal).toBe(q.vatByRate.reduce((a, v) => a + v.amount, 0))
    expect(q.itemCount).toBe(3)
    expect(q.couponError).toBeNull()
  })

  it('makes shipping free when the discounted goods reach the threshold', () => {
    const q = computeQuote({
      lines: [line({ unitPrice: 100000 })],
      coupon: coupon({}),
      shipping: { id: 's', name: 'DHL', cost: 9900, freeOver: 100000 },
      now,
    })
    // 10 % off brings the goods to 900 kr, below the 1 000 kr threshold.
    expect(q.shipping?.cost).toBe(9900)
    const noCoupon = computeQuote({
      lines: [line({ unitPrice: 100000 })],
      shipping: { id: 's', name: 'DHL', cost: 9900, freeOver: 100000 },
      now,
    })
    expect(noCoupon.shipping?.cost).toBe(0)
    expect(noCoupon.total).toBe(100000)
  })

  it('leaves an unusable coupon out and says why', () => {
    const q = computeQuote({ lines: [line({})], coupon: coupon({ minSpend: 99999 }), now })
    expect(q.discount).toBe(0)
    expect(q.couponCode).toBeNull()
    expect(q.couponError).toMatch(/gäller vid köp för minst/)
    expect(q.total).toBe(10000)
  })
})

describe('itemCountLabel', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(itemCountLabel(1)).toBe('1 vara')
    expect(itemCountLabel(0)).toBe('0 varor')
    expect(itemCountLabel(3)).toBe('3 varor')
  })
})
