import { ok, quoteCheckout, shopRoute } from '@/features/shop'

/** Recalculates the checkout totals for a shipping method and destination (spec 4.6). */
export const POST = shopRoute('checkout-quote', {}, async ({ payload, body, cartToken }) => {
  const q = await quoteCheckout(payload, cartToken, body)
  return ok({
    quote: q.quote,
    shippingOptions: q.shippingOptions,
    shippingMethod: q.shippingMethod,
  })
})
