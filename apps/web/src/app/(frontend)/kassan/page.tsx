import '@/features/shop/styles'

import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { CART_COOKIE, CheckoutForm, paymentOptions, quoteCheckout } from '@/features/shop'
import { payloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Kassan | Norrberg Industriservice',
  robots: { index: false },
}

export default async function CheckoutPage() {
  const token = (await cookies()).get(CART_COOKIE)?.value
  const q = await quoteCheckout(await payloadClient(), token, { billing_country: 'SE' })
  if (!q.cart.lines.length) redirect('/varukorg')
  return (
    <div className="container checkout-page">
      <h1>Kassan</h1>
      <CheckoutForm
        cart={q.cart}
        initialQuote={q.quote}
        shippingOptions={q.shippingOptions}
        initialShipping={q.shippingMethod}
        payments={paymentOptions().map((p) => ({
          id: p.id,
          label: p.label,
          description: p.description,
        }))}
      />
    </div>
  )
}
