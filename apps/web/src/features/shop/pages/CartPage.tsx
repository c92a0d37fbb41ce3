import '../internal/styles'

import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { payloadClient } from '@/platform/payload'

import { CART_COOKIE, cartView, findCart } from '../index'
import { CartForm } from '../internal/components/CartForm.client'

export const metadata: Metadata = {
  title: 'Varukorg',
  robots: { index: false },
}

/** /varukorg: the visitor's cart (found by its cookie), editable in place. */
export async function CartPage() {
  const token = (await cookies()).get(CART_COOKIE)?.value
  const view = cartView(await findCart(await payloadClient(), token))
  return (
    <div className="container cart-page">
      <h1>Varukorg</h1>
      <CartForm initial={view} />
    </div>
  )
}
