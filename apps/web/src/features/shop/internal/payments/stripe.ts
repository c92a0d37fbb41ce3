import crypto from 'node:crypto'

import { z } from 'zod'

import {
  CardPaymentError,
  CardWebhookError,
  type CardCheckout,
  type CardCheckoutRequest,
  type CardPayment,
  type CardPaymentAdapter,
  type CardPaymentEvent,
  type CardPaymentStatus,
} from './types'

const STRIPE_VERSION = '2024-06-20'
/** Stripe's own libraries refuse events signed more than five minutes away from now. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

const sessionId = z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/)

/** The part of a Checkout Session object the shop reads. */
const sessionSchema = z.object({
  id: sessionId,
  object: z.literal('checkout.session'),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  url: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .optional(),
  client_reference_id: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string(), status: z.string() }), z.null()])
    .optional(),
})
type Session = z.infer<typeof sessionSchema>

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('event'),
  type: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
})

const errorSchema = z.object({
  error: z.object({ message: z.string().optional(), code: z.string().optional() }),
})

/** The Checkout Session events that move an order, and what each says about the payment. */
const EVENT_STATUS: Record<string, CardPaymentStatus | 'from-session'> = {
  'checkout.session.completed': 'from-session',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
}

function statusOf(session: Session): CardPaymentStatus {
  if (session.status === 'expired') return 'expired'
  if (session.status !== 'complete') return 'open'
  if (session.payment_status !== 'unpaid') return 'paid'
  // Completed but unpaid: a delayed method still settling, unless its payment intent gave up.
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
  if (intent && ['requires_payment_method', 'canceled'].includes(intent.status)) return 'failed'
  return 'processing'
}

function toPayment(session: Session, status = statusOf(session)): CardPayment {
  return {
    provider: 'stripe',
    reference: session.id,
    status,
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    amount: session.amount_total ?? null,
    currency: session.currency ?? null,
    redirectUrl: status === 'open' ? (session.url ?? null) : null,
  }
}

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>[,v1=…]`): one v1 signature must be
 * the HMAC-SHA256 of `<t>.<raw body>` under the endpoint's signing secret, compared in constant
 * time, and `t` must lie within the tolerance of now (an old, replayed delivery is refused).
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | null,
  secret: string,
  now = new Date(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (!header) throw new CardWebhookError('no Stripe-Signature header')
  let timestamp: number | null = null
  const signatures: Buffer[] = []
  for (const part of header.split(',')) {
    const eq = part.indexOf('=')
    const key = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    // Other schemes (v0 is Stripe's test scheme) are ignored, as Stripe documents.
    if (key === 'v1' && /^[0-9a-fA-F]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'))
  }
  if (timestamp === null || !signatures.length)
    throw new CardWebhookError('malformed Stripe-Signature header')
  const expected = crypto
    .createHmac('sha256', secret)
    .update(`${timestamp}.${rawBody}`, 'utf8')
    .digest()
  if (!signatures.some((s) => crypto.timingSafeEqual(s, expected)))
    throw new CardWebhookError('no v1 signature matches the body')
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds)
    throw new CardWebhookError(`signature timestamp ${timestamp} is outside the tolerance`)
}

/**
 * Card payments through Stripe Checkout (Stripe's hosted payment page): form-encoded
 * POST /v1/checkout/sessions with the secret key, an Idempotency-Key and a pinned Stripe-Version;
 * GET /v1/checkout/sessions/:id; POST …/:id/expire; and `Stripe-Signature`-signed webhooks.
 * `apiBase` points tests at a local server that speaks the same subset.
 */
export function createStripeAdapter({
  secretKey,
  webhookSecret = null,
  apiBase = 'https://api.stripe.com',
  fetchImpl = fetch,
  timeoutMs = 10_000,
}: {
  secretKey: string
  webhookSecret?: string | null
  apiBase?: string
  fetchImpl?: typeof fetch
  timeoutMs?: number
}): CardPaymentAdapter {
  const base = apiBase.replace(/\/+$/, '')

  async function send(
    path: string,
    init: { method: 'GET' | 'POST'; body?: URLSearchParams; idempotencyKey?: string },
    wait: number,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${secretKey}`,
      'Stripe-Version': STRIPE_VERSION,
    }
    if (init.method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded'
    if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey
    return fetchImpl(`${base}${path}`, {
      method: init.method,
      headers,
      body: init.method === 'POST' ? (init.body ?? new URLSearchParams()).toString() : undefined,
      signal: AbortSignal.timeout(wait),
      redirect: 'error',
    })
  }

  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; body?: URLSearchParams; idempotencyKey?: string },
    wait = timeoutMs,
  ): Promise<Session> {
    let res: Response | null = null
    // One retry when the network or Stripe fails: GETs are safe to repeat and every POST carries an
    // idempotency key, so Stripe answers the retry with the first request's result.
    for (let attempt = 1; attempt <= 2 && !res; attempt++) {
      try {
        res = await send(path, init, wait)
        if ((res.status >= 500 || res.status === 429) && attempt === 1) res = null
      } catch {
        if (attempt === 2) break
      }
    }
    if (!res) throw new CardPaymentError('Vi når inte kortbetalningen just nu.', 'unreachable')
    const json: unknown = await res.json().catch(() => null)
    if (!res.ok) {
      const error = errorSchema.safeParse(json)
      throw new CardPaymentError(
        'Kortbetalningen nekades av betalleverantören.',
        (error.success ? error.data.error.code : undefined) ?? `http_${res.status}`,
      )
    }
    const session = sessionSchema.safeParse(json)
    if (!session.success)
      throw new CardPaymentError('Betalleverantören svarade oväntat.', 'bad_response')
    return session.data
  }

  const checkReference = (reference: string) => {
    if (!sessionId.safeParse(reference).success) throw new CardPaymentError('Okänd betalning.')
  }

  return {
    name: 'stripe',

    async startCheckout(request: CardCheckoutRequest): Promise<CardCheckout> {
      const body = new URLSearchParams({
        mode: 'payment',
        locale: 'sv',
        'payment_method_types[0]': 'card',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(request.amount),
        'line_items[0][price_data][product_data][name]': request.description,
        customer_email: request.email,
        client_reference_id: request.orderId,
        'metadata[order_id]': request.orderId,
        'payment_intent_data[metadata][order_id]': request.orderId,
        'payment_intent_data[description]': request.description,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
      })
      const session = await call('/v1/checkout/sessions', {
        method: 'POST',
        body,
        idempotencyKey: request.idempotencyKey,
      })
      const payment = toPayment(session)
      if (payment.status !== 'open' || !payment.redirectUrl)
        throw new CardPaymentError('Betalleverantören svarade oväntat.', 'not_open')
      return { ...payment, redirectUrl: payment.redirectUrl }
    },

    async getPayment(reference: string, options: { timeoutMs?: number } = {}) {
      checkReference(reference)
      const query = new URLSearchParams({ 'expand[0]': 'payment_intent' })
      return toPayment(
        await call(
          `/v1/checkout/sessions/${reference}?${query}`,
          { method: 'GET' },
          options.timeoutMs,
        ),
      )
    },

    async cancelCheckout(reference: string) {
      checkReference(reference)
      return toPayment(
        await call(`/v1/checkout/sessions/${reference}/expire`, {
          method: 'POST',
          idempotencyKey: `expire-${reference}`,
        }),
      )
    },

    parseWebhook(rawBody: string, headers: Headers, now = new Date()): CardPaymentEvent {
      if (!webhookSecret) throw new CardWebhookError('STRIPE_WEBHOOK_SECRET is not set')
      verifyStripeSignature(rawBody, headers.get('stripe-signature'), webhookSecret, now)
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        throw new CardWebhookError('the signed body is not JSON')
      }
      const event = eventSchema.safeParse(json)
      if (!event.success) throw new CardWebhookError('the signed body is not a Stripe event')
      const meaning = EVENT_STATUS[event.data.type]
      if (!meaning) return { id: event.data.id, type: event.data.type, payment: null }
      const session = sessionSchema.safeParse(event.data.data.object)
      if (!session.success)
        throw new CardWebhookError(`${event.data.type} without a readable Checkout Session`)
      return {
        id: event.data.id,
        type: event.data.type,
        payment: toPayment(
          session.data,
          meaning === 'from-session' ? statusOf(session.data) : meaning,
        ),
      }
    },
  }
}

/**
 * The configured card adapter, or null when card payments are off (no STRIPE_SECRET_KEY). Webhooks
 * are verified with STRIPE_WEBHOOK_SECRET; STRIPE_API_BASE points at another Stripe-compatible API.
 */
export function configuredCardAdapter(
  env: Record<string, string | undefined> = process.env,
): CardPaymentAdapter | null {
  if (!env.STRIPE_SECRET_KEY) return null
  return createStripeAdapter({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    apiBase: env.STRIPE_API_BASE || undefined,
  })
}
