import type { Payload } from 'payload'

import type { Customer } from '@/payload-types'

import { orderStatusLabel } from '../lists/orderStatuses'

/** One row of the order list on /konto. */
export type AccountOrder = {
  id: string
  number: string
  createdAt: string
  status: string
  statusLabel: string
  /** Öre including VAT. */
  total: number
  itemCount: number
  /** The order-received page, with the order's key. */
  href: string
}

/**
 * The signed-in customer's orders, newest first. Read with the customer's own access (a customer sees
 * only orders linked to their account); the receipt key, hidden from customers, is added for the link.
 */
export async function listCustomerOrders(
  payload: Payload,
  customer: Customer,
  limit = 50,
): Promise<AccountOrder[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { customer: { equals: customer.id } },
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: false,
    user: customer,
  })
  if (!docs.length) return []
  const { docs: keys } = await payload.find({
    collection: 'orders',
    where: { id: { in: docs.map((o) => o.id) } },
    limit,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: { accessKey: true },
  })
  const keyOf = new Map(keys.map((k) => [k.id, k.accessKey]))
  return docs.map((o) => ({
    id: String(o.id),
    number: String(o.id),
    createdAt: o.createdAt,
    status: o.status ?? 'processing',
    statusLabel: orderStatusLabel(o.status ?? 'processing'),
    total: o.totals?.total ?? o.amount ?? 0,
    itemCount: (o.lines ?? []).reduce((n, l) => n + (l.quantity ?? 0), 0),
    href: `/kassan/order-mottagen/${o.id}?nyckel=${encodeURIComponent(keyOf.get(o.id) ?? '')}`,
  }))
}
