import '../internal/styles'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AbConversion } from '@/features/ab-testing/client'
import { payloadClient } from '@/platform/payload'

import { getOrderReceipt } from '../index'
import { OrderReceipt } from '../internal/components/OrderReceipt'

export const metadata: Metadata = {
  title: 'Order mottagen',
  robots: { index: false },
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ nyckel?: string }> }

/** Shown only with the order's key (from the checkout redirect and the confirmation e-mail). */
export async function OrderReceivedPage({ params, searchParams }: Props) {
  const [{ id }, { nyckel }] = await Promise.all([params, searchParams])
  const order = await getOrderReceipt(
    await payloadClient(),
    id,
    typeof nyckel === 'string' ? nyckel : null,
  )
  if (!order) notFound()
  return (
    <div className="container order-received-page">
      <h1>Order mottagen</h1>
      <OrderReceipt order={order} />
      {/* A split test whose goal is the shop counts this order as its conversion (spec 4.3). */}
      <AbConversion kind="shop" />
    </div>
  )
}
