/** How a customer can pay: the checkout's choices, the receipt's label and the admin's options. */
export const PAYMENT_METHODS = {
  faktura: {
    label: 'Faktura',
    adminLabel: { sv: 'Faktura', en: 'Invoice' },
    description: 'Betala mot faktura inom 30 dagar. Gäller företag och privatpersoner i Sverige.',
  },
  bankoverforing: {
    label: 'Banköverföring',
    adminLabel: { sv: 'Banköverföring', en: 'Bank transfer' },
    description: 'Betala till vårt bankgiro. Vi skickar varorna när betalningen har kommit in.',
  },
  kort: {
    label: 'Kort',
    adminLabel: { sv: 'Kort', en: 'Card' },
    description: 'Betala med kort. Betalningen hanteras av Stripe.',
  },
} as const
export type PaymentMethodId = keyof typeof PAYMENT_METHODS

export const PAYMENT_METHOD_IDS = Object.keys(PAYMENT_METHODS) as [
  PaymentMethodId,
  ...PaymentMethodId[],
]

export const paymentMethodOptions = PAYMENT_METHOD_IDS.map((value) => ({
  label: { ...PAYMENT_METHODS[value].adminLabel },
  value,
}))
