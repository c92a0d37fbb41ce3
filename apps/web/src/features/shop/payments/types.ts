/** What the shop asks a card payment provider to do; one adapter per provider. */
export type CardPaymentRequest = {
  /** Öre. */
  amount: number
  currency: 'SEK'
  orderId: string
  email: string
  /** Sent as the provider's idempotency key, so a retried request never charges twice. */
  idempotencyKey: string
}

export type CardPaymentResult = {
  provider: string
  reference: string
  status: 'requires_action' | 'processing' | 'succeeded' | 'failed'
  /** Handed to the browser to finish the payment with the provider's own form. */
  clientSecret: string | null
}

export interface CardPaymentAdapter {
  readonly name: string
  createPayment(request: CardPaymentRequest): Promise<CardPaymentResult>
  getPayment(reference: string): Promise<CardPaymentResult>
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
