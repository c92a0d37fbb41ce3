import '@/features/shop/internal/styles'

import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { CART_COOKIE, cartView, findCart } from '@/features/shop'
import { CartForm } from '@/features/shop/internal/components/CartForm.client'
import { payloadClient } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Varukorg | Norrberg Industriservice',
  robots: { index: false },
}

export default async function CartPage() {
  const token = (await cookies()).get(CART_COOKIE)?.value
  const view = cartView(await findCart(await payloadClient(), token))
  return (
    <div className="container cart-page">
      <h1>Varukorg</h1>
      <CartForm initial={view} />
    </div>
  )
}
