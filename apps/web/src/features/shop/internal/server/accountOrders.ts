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
 * The signed-in customer's orders, newest first: only orders linked to their account (the same rule
 * as the orders' read access for a customer, Orders.ts: staffOrOwner), with the receipt key (hidden
 * from customers) for the link. One query, reading only the fields the list shows.
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
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
    select: {
      createdAt: true,
      status: true,
      amount: true,
      accessKey: true,
      totals: { total: true },
      lines: { quantity: true },
    },
  })
  return docs.map((o) => ({
    id: String(o.id),
    number: String(o.id),
    createdAt: o.createdAt,
    status: o.status ?? 'processing',
    statusLabel: orderStatusLabel(o.status ?? 'processing'),
    total: o.totals?.total ?? o.amount ?? 0,
    itemCount: (o.lines ?? []).reduce((n, l) => n + (l.quantity ?? 0), 0),
    href: `/kassan/order-mottagen/${o.id}?nyckel=${encodeURIComponent(o.accessKey ?? '')}`,
  }))
}
