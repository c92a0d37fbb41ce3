import {
  CardPaymentError,
  type CardPaymentAdapter,
  type CardPaymentRequest,
  type CardPaymentResult,
} from './types'

type PaymentIntent = {
  id: string
  object: 'payment_intent'
  status: string
  client_secret?: string | null
  amount: number
  currency: string
}

function statusOf(status: string): CardPaymentResult['status'] {
  if (status === 'succeeded') return 'succeeded'
  if (status === 'processing') return 'processing'
  if (status === 'canceled') return 'failed'
  return 'requires_action'
}

/**
 * Card payments through Stripe's PaymentIntents API (form-encoded POST /v1/payment_intents with a
 * secret key and an Idempotency-Key header). `apiBase` points tests at a local server.
 */
export function createStripeAdapter({
  secretKey,
  apiBase = 'https://api.stripe.com',
  fetchImpl = fetch,
  timeoutMs = 10_000,
}: {
  secretKey: string
  apiBase?: string
  fetchImpl?: typeof fetch
  timeoutMs?: number
}): CardPaymentAdapter {
  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; body?: URLSearchParams; idempotencyKey?: string },
  ): Promise<PaymentIntent> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${secretKey}`,
      'Stripe-Version': '2024-06-20',
    }
    if (init.body) headers['Content-Type'] = 'application/x-www-form-urlencoded'
    if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey
    let res: Response
    try {
      res = await fetchImpl(`${apiBase}${path}`, {
        method: init.method,
        headers,
        body: init.body?.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch {
      throw new CardPaymentError(
        'Kortbetalningen kunde inte startas just nu. Försök igen om en stund.',
      )
    }
    const json = (await res.json().catch(() => null)) as
      (PaymentIntent & { error?: { message?: string; code?: string } }) | null
    if (!res.ok || !json || json.error) {
      throw new CardPaymentError(
        'Kortbetalningen nekades av betalleverantören.',
        json?.error?.code ?? String(res.status),
      )
    }
    return json
  }
  const toResult = (pi: PaymentIntent): CardPaymentResult => ({
    provider: 'stripe',
    reference: pi.id,
    status: statusOf(pi.status),
    clientSecret: pi.client_secret ?? null,
  })
  return {
    name: 'stripe',
    async createPayment(request: CardPaymentRequest) {
      const body = new URLSearchParams({
        amount: String(request.amount),
        currency: request.currency.toLowerCase(),
        'automatic_payment_methods[enabled]': 'true',
        receipt_email: request.email,
        'metadata[order_id]': request.orderId,
        description: `Order ${request.orderId}`,
      })
      return toResult(
        await call('/v1/payment_intents', {
          method: 'POST',
          body,
          idempotencyKey: request.idempotencyKey,
        }),
      )
    },
    async getPayment(reference: string) {
      if (!/^pi_[A-Za-z0-9]+$/.test(reference)) throw new CardPaymentError('Okänd betalning.')
      return toResult(await call(`/v1/payment_intents/${reference}`, { method: 'GET' }))
    },
  }
}

/** The configured card adapter, or null when card payments are off (no STRIPE_SECRET_KEY). */
export function configuredCardAdapter(
  env: Record<string, string | undefined> = process.env,
): CardPaymentAdapter | null {
  if (!env.STRIPE_SECRET_KEY) return null
  return createStripeAdapter({
    secretKey: env.STRIPE_SECRET_KEY,
    apiBase: env.STRIPE_API_BASE || undefined,
  })
}
