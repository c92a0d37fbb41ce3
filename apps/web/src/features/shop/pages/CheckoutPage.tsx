import '../internal/styles'

import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { payloadClient } from '@/platform/payload'

import {
  CART_COOKIE,
  checkoutPrefill,
  currentCustomer,
  paymentOptions,
  quoteCheckout,
} from '../index'
import { CheckoutForm } from '../internal/components/CheckoutForm.client'

export const metadata: Metadata = {
  title: 'Kassan',
  robots: { index: false },
}

/** /kassan: addresses, shipping and payment for the cart; an empty cart goes back to /varukorg. */
export async function CheckoutPage() {
  const token = (await cookies()).get(CART_COOKIE)?.value
  const payload = await payloadClient()
  // A signed-in customer starts from the account's details and saved addresses.
  const customer = await currentCustomer(payload, await headers())
  const prefill = customer ? checkoutPrefill(customer) : {}
  const q = await quoteCheckout(payload, token, {
    billing_country: prefill.billing_country ?? 'SE',
    billing_postcode: prefill.billing_postcode,
    shipping_country: prefill.shipping_country,
    shipping_postcode: prefill.shipping_postcode,
    ship_to_different_address: prefill.ship_to_different_address === '1',
  })
  if (!q.cart.lines.length) redirect('/varukorg')
  return (
    <div className="container checkout-page">
      <h1>Kassan</h1>
      <CheckoutForm
        cart={q.cart}
        initialQuote={q.quote}
        shippingOptions={q.shippingOptions}
        initialShipping={q.shippingMethod}
        prefill={prefill}
        signedInAs={customer?.email ?? null}
        payments={paymentOptions().map((p) => ({
          id: p.id,
          label: p.label,
          description: p.description,
        }))}
      />
    </div>
  )
}
