import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { configuredCardAdapter, createStripeAdapter } from './stripe'
import { CardPaymentError } from './types'

/**
 * A local server speaking the part of Stripe's documented PaymentIntents API the adapter uses:
 * form-encoded POST /v1/payment_intents with Bearer auth and Idempotency-Key replay, GET by id, and
 * Stripe's error envelope.
 */
type Intent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  receipt_email: string
}
const intents = new Map<string, Intent>()
const byIdempotencyKey = new Map<string, Intent>()
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = []
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (req.headers.authorization !== 'Bearer sk_test_local') {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        })
      }
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const key = String(req.headers['idempotency-key'] ?? '')
        const replay = key ? byIdempotencyKey.get(key) : undefined
        if (replay) return send(200, replay)
        const form = new URLSearchParams(body)
        const amount = Number(form.get('amount'))
        if (!Number.isInteger(amount) || amount < 300) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_small',
              message: 'Amount must be at least 3,00 kr',
            },
          })
        }
        const id = `pi_${intents.size + 1}abc`
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount,
          currency: String(form.get('currency')),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_xyz`,
          metadata: { order_id: String(form.get('metadata[order_id]')) },
          receipt_email: String(form.get('receipt_email')),
        }
        intents.set(id, intent)
        if (key) byIdempotencyKey.set(key, intent)
        return send(200, intent)
      }
      const m = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(req.url ?? '')
      if (req.method === 'GET' && m) {
        const intent = intents.get(m[1] as string)
        return intent
          ? send(200, intent)
          : send(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: 'No such payment_intent',
              },
            })
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const request = {
  amount: 90340,
  currency: 'SEK' as const,
  orderId: '42',
  email: 'karin@example.se',
  idempotencyKey: 'order-abc',
}

describe('the Stripe PaymentIntents adapter', () => {
  it('creates a payment intent in öre with an idempotency key, and a retry returns the same intent', async () => {
    const stripe = createStripeAdapter({ secretKey: 'sk_test_local', apiBase: base })
    const first = await stripe.createPayment(request)
    expect(first).toEqual({
      provider: 'stripe',
      reference: 'pi_1abc',
      status: 'requires_action',
      clientSecret: 'pi_1abc_secret_xyz',
    })
    const sent = seen.at(-1)!
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(sent.headers['idempotency-key']).toBe('order-abc')
    const form = new URLSearchParams(sent.body)
    expect(form.get('amount')).toBe('90340')
    expect(form.get('currency')).toBe('sek')
    expect(form.get('metadata[order_id]')).toBe('42')
    const again = await stripe.createPayment(request)
    expect(again.reference).toBe(first.reference)
    expect(intents.size).toBe(1)
    expect((await stripe.getPayment('pi_1abc')).status).toBe('requires_action')
  })

  it('turns provider refusals and unreachable servers into CardPaymentError', async () => {
    const stripe = createStripeAdapter({ secretKey: 'sk_test_local', apiBase: base })
    await expect(
      stripe.createPayment({ ...request, amount: 100, idempotencyKey: 'small' }),
    ).rejects.toMatchObject({ name: 'CardPaymentError', code: 'amount_too_small' })
    await expect(
      createStripeAdapter({ secretKey: 'sk_wrong', apiBase: base }).createPayment(request),
    ).rejects.toBeInstanceOf(CardPaymentError)
    await expect(stripe.getPayment('not-an-id')).rejects.toThrow('Okänd betalning.')
    await expect(
      createStripeAdapter({
        secretKey: 'sk_test_local',
        apiBase: 'http://127.0.0.1:9',
      }).createPayment(request),
    ).rejects.toThrow(/kunde inte startas/)
  })

  it('is configured only when a secret key is set', () => {
    expect(configuredCardAdapter({})).toBeNull()
    expect(configuredCardAdapter({ STRIPE_SECRET_KEY: 'sk_test_x' })?.name).toBe('stripe')
  })
})
