/**
 * An order's statuses: the admin's name for each and what the customer reads on the receipt and under
 * Mitt konto. "On hold" is the staff's word; the customer is still waiting to pay.
 */
export const ORDER_STATUSES = {
  pending: {
    admin: { sv: 'Väntar på betalning', en: 'Pending payment' },
    customer: 'Väntar på betalning',
  },
  processing: { admin: { sv: 'Behandlas', en: 'Processing' }, customer: 'Behandlas' },
  'on-hold': { admin: { sv: 'Pausad', en: 'On hold' }, customer: 'Väntar på betalning' },
  completed: { admin: { sv: 'Slutförd', en: 'Completed' }, customer: 'Slutförd' },
  cancelled: { admin: { sv: 'Avbruten', en: 'Cancelled' }, customer: 'Avbruten' },
  refunded: { admin: { sv: 'Återbetald', en: 'Refunded' }, customer: 'Återbetald' },
} as const
export type OrderStatus = keyof typeof ORDER_STATUSES

export const orderStatusOptions = (Object.keys(ORDER_STATUSES) as OrderStatus[]).map((value) => ({
  label: { ...ORDER_STATUSES[value].admin },
  value,
}))

/** The Swedish name of an order status, as the customer sees it. */
export function orderStatusLabel(status: string): string {
  return status in ORDER_STATUSES ? ORDER_STATUSES[status as OrderStatus].customer : ''
}
