import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { abandonCardCheckout, cartToken, findCart, withCartCookie } from '@/features/shop'
import { requestLog } from '@/platform/log'
import { payloadClient } from '@/platform/payload'

const params = z.object({
  id: z.string().regex(/^\d{1,12}$/),
  nyckel: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
})

/**
 * Where the card payment page sends a customer who chose not to pay (its cancel_url). The payment page
 * is closed, the order cancelled and its stock, coupon and cart given back; the customer lands on the
 * order page, which says the payment was cancelled, with the cart ready for another way to pay.
 */
export async function GET(
  request: NextRequest,
  { params: raw }: { params: Promise<{ id: string }> },
) {
  const payload = await payloadClient()
  const log = requestLog(request.headers)
  const input = params.safeParse({
    id: (await raw).id,
    nyckel: request.nextUrl.searchParams.get('nyckel'),
  })
  const notFound = (reason: string) => {
    log.warn({ action: 'abandon-card-checkout', reason }, 'shop request refused')
    return new NextResponse('Ordern hittades inte.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  if (!input.success) return notFound('malformed order id or key')
  const { id, nyckel } = input.data
  let cart: string | null = null
  try {
    const result = await abandonCardCheckout(payload, id, nyckel)
    if (!result) return notFound('unknown order or wrong key')
    cart = result.cartToken
  } catch (err) {
    // The provider could not be reached: the order page shows the payment as still waiting.
    log.warn({ err, order: id }, 'shop: could not cancel a card payment')
  }
  // Only a local path built from the checked id and key: never a redirect elsewhere.
  const response = new NextResponse(null, {
    status: 303,
    headers: {
      Location: `/kassan/order-mottagen/${id}?nyckel=${encodeURIComponent(nyckel)}`,
      'Cache-Control': 'no-store',
    },
  })
  // The cart comes back into the browser, unless the customer has started another one meanwhile.
  if (cart && !(await findCart(payload, cartToken(request)))) withCartCookie(response, cart)
  return response
}
