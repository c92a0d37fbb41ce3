/**
 * What the shop asks of a card payment provider, in the shop's words. The customer pays on the
 * provider's own hosted page (no provider script on ours); the provider tells us the outcome by a
 * signed webhook, and we can ask it at any time. One adapter per provider.
 */
export type CardCheckoutRequest = {
  /** Öre, the order's total. */
  amount: number
  currency: 'SEK'
  orderId: string
  email: string
  /** The one line the customer sees on the payment page, e.g. 'Order 42'. */
  description: string
  /** Where the provider sends the customer after paying, and after choosing not to. */
  successUrl: string
  cancelUrl: string
  /** When the provider stops taking the payment; the order is then cancelled. */
  expiresAt: Date
  /** Sent as the provider's idempotency key, so a retried request never opens a second payment. */
  idempotencyKey: string
}

/**
 * Where a payment stands: `open` (the customer has not finished), `paid`, `processing` (finished,
 * the money is not confirmed yet), `failed` or `expired` (nothing was charged; the order is void).
 */
export type CardPaymentStatus = 'open' | 'paid' | 'processing' | 'failed' | 'expired'

export type CardPayment = {
  provider: string
  reference: string
  status: CardPaymentStatus
  /** The order the payment was opened for, as the provider echoes it back. */
  orderId: string | null
  /** Öre and lower-case ISO currency as the provider reports them, to compare with the order. */
  amount: number | null
  currency: string | null
  /** The provider's payment page while the payment is open; null otherwise. */
  redirectUrl: string | null
}

export type CardCheckout = CardPayment & { redirectUrl: string }

/** A verified notification from the provider; `payment` is null for events the shop ignores. */
export type CardPaymentEvent = {
  id: string
  type: string
  payment: CardPayment | null
}

export interface CardPaymentAdapter {
  readonly name: string
  startCheckout(request: CardCheckoutRequest): Promise<CardCheckout>
  getPayment(reference: string, options?: { timeoutMs?: number }): Promise<CardPayment>
  /** Closes an open payment page (the customer chose not to pay), so nothing can be paid later. */
  cancelCheckout(reference: string): Promise<CardPayment>
  /**
   * Verifies a webhook request (the raw body exactly as received and its headers) and reads the
   * event. Throws CardWebhookError when the request is not from the provider.
   */
  parseWebhook(rawBody: string, headers: Headers, now?: Date): CardPaymentEvent
}

/** The provider refused or could not be reached; the message is safe to show. */
export class CardPaymentError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message)
    this.name = 'CardPaymentError'
  }
}

/** A webhook request that is not a verified provider event; `reason` is for the log only. */
export class CardWebhookError extends Error {
  constructor(readonly reason: string) {
    super('Ogiltig notifiering från betalleverantören.')
    this.name = 'CardWebhookError'
  }
}
