import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  signStripePayload,
  startStripeServer,
  TEST_CARD,
} from '../../../../../tests/support/stripeServer.mjs'
import { configuredCardAdapter, createStripeAdapter, verifyStripeSignature } from './stripe'
import { CardPaymentError, CardWebhookError, type CardCheckoutRequest } from './types'

const secretKey = 'sk_test_local'
const webhookSecret = 'whsec_local_unit'
let stripe: Awaited<ReturnType<typeof startStripeServer>>

beforeAll(async () => {
  stripe = await startStripeServer({ secretKey, webhookSecret })
})
afterAll(() => stripe.close())

const adapter = (over: Partial<Parameters<typeof createStripeAdapter>[0]> = {}) =>
  createStripeAdapter({ secretKey, webhookSecret, apiBase: stripe.url, ...over })

let keys = 0
const request = (over: Partial<CardCheckoutRequest> = {}): CardCheckoutRequest => ({
  amount: 90340,
  currency: 'SEK',
  orderId: '42',
  email: 'karin@example.se',
  description: 'Order 42 – Norrberg Industriservice',
  successUrl: 'http://127.0.0.1:3000/kassan/order-mottagen/42?nyckel=abc',
  cancelUrl: 'http://127.0.0.1:3000/kassan/avbryt-kortbetalning/42?nyckel=abc',
  expiresAt: new Date(Date.now() + 31 * 60_000),
  idempotencyKey: `order-42-${++keys}`,
  ...over,
})

describe('the Stripe webhook signature', () => {
  const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed' })
  const now = new Date('2026-03-01T12:00:00Z')
  const t = Math.floor(now.getTime() / 1000)

  it('accepts the HMAC of "<t>.<body>" under the endpoint secret', () => {
    expect(() =>
      verifyStripeSignature(body, signStripePayload(body, webhookSecret, t), webhookSecret, now),
    ).not.toThrow()
    // Stripe may send several v1 signatures while a secret is rolled; one match is enough.
    const rolled = `${signStripePayload(body, 'whsec_old', t)},v1=${signStripePayload(body, webhookSecret, t).split('v1=')[1]}`
    expect(() => verifyStripeSignature(body, rolled, webhookSecret, now)).not.toThrow()
  })

  it('refuses a tampered body, another secret, an old timestamp and a missing header', () => {
    const header = signStripePayload(body, webhookSecret, t)
    const refusal = (fn: () => void) => {
      try {
        fn()
      } catch (e) {
        expect(e).toBeInstanceOf(CardWebhookError)
        return (e as CardWebhookError).reason
      }
      throw new Error('accepted')
    }
    expect(
      refusal(() =>
        verifyStripeSignature(body.replace('completed', 'expired'), header, webhookSecret, now),
      ),
    ).toMatch(/no v1 signature matches/)
    expect(
      refusal(() =>
        verifyStripeSignature(body, signStripePayload(body, 'whsec_other', t), webhookSecret, now),
      ),
    ).toMatch(/no v1 signature matches/)
    // Signed correctly, but six minutes ago: a replayed delivery.
    expect(
      refusal(() =>
        verifyStripeSignature(
          body,
          signStripePayload(body, webhookSecret, t - 360),
          webhookSecret,
          now,
        ),
      ),
    ).toMatch(/outside the tolerance/)
    // Four minutes is within Stripe's five.
    expect(() =>
      verifyStripeSignature(
        body,
        signStripePayload(body, webhookSecret, t - 240),
        webhookSecret,
        now,
      ),
    ).not.toThrow()
    expect(refusal(() => verifyStripeSignature(body, null, webhookSecret, now))).toMatch(
      /no Stripe/,
    )
    expect(refusal(() => verifyStripeSignature(body, 'v1=abc', webhookSecret, now))).toMatch(
      /malformed/,
    )
    // Only the v1 scheme counts; a v0 signature alone is not accepted.
    expect(
      refusal(() => verifyStripeSignature(body, header.replace('v1=', 'v0='), webhookSecret, now)),
    ).toMatch(/malformed/)
  })
})

describe('the Stripe Checkout adapter', () => {
  it('opens a Checkout Session in öre with an idempotency key; a retry returns the same session', async () => {
    const card = adapter()
    const req = request()
    const first = await card.startCheckout(req)
    expect(first).toMatchObject({
      provider: 'stripe',
      status: 'open',
      orderId: '42',
      amount: 90340,
      currency: 'sek',
    })
    expect(first.reference).toMatch(/^cs_test_/)
    expect(first.redirectUrl).toBe(`${stripe.url}/c/pay/${first.reference}`)

    const sent = stripe.requests.at(-1)!
    expect(sent.method).toBe('POST')
    expect(sent.path).toBe('/v1/checkout/sessions')
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(sent.headers['idempotency-key']).toBe(req.idempotencyKey)
    expect(sent.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/)
    const form = new URLSearchParams(sent.body)
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'sek',
      'line_items[0][price_data][unit_amount]': '90340',
      'line_items[0][quantity]': '1',
      customer_email: 'karin@example.se',
      client_reference_id: '42',
      'metadata[order_id]': '42',
      'payment_intent_data[metadata][order_id]': '42',
      success_url: req.successUrl,
      cancel_url: req.cancelUrl,
      expires_at: String(Math.floor(req.expiresAt.getTime() / 1000)),
    })

    const sessions = stripe.sessions.size
    const again = await card.startCheckout(req)
    expect(again.reference).toBe(first.reference)
    expect(stripe.sessions.size).toBe(sessions)

    expect(await card.getPayment(first.reference)).toMatchObject({ status: 'open' })
    await stripe.pay(first.reference, { deliverEvent: false })
    expect(await card.getPayment(first.reference)).toMatchObject({
      status: 'paid',
      redirectUrl: null,
      amount: 90340,
    })
  })

  it('closes an open payment page, and says so when it was already closed', async () => {
    const card = adapter()
    const open = await card.startCheckout(request())
    expect(await card.cancelCheckout(open.reference)).toMatchObject({ status: 'expired' })
    // Expiring again is refused by Stripe; the retry with the same key gets the first answer.
    expect(await card.cancelCheckout(open.reference)).toMatchObject({ status: 'expired' })
    const paid = await card.startCheckout(request())
    await stripe.pay(paid.reference, { deliverEvent: false })
    await expect(card.cancelCheckout(paid.reference)).rejects.toBeInstanceOf(CardPaymentError)
  })

  it('turns refusals and unreachable servers into CardPaymentError, and checks references', async () => {
    const card = adapter()
    await expect(card.startCheckout(request({ amount: 100 }))).rejects.toMatchObject({
      name: 'CardPaymentError',
      code: 'amount_too_small',
    })
    // Stripe wants at least 30 minutes.
    await expect(
      card.startCheckout(request({ expiresAt: new Date(Date.now() + 10 * 60_000) })),
    ).rejects.toBeInstanceOf(CardPaymentError)
    // The same idempotency key with other parameters.
    const req = request()
    await card.startCheckout(req)
    await expect(card.startCheckout({ ...req, amount: 12345 })).rejects.toBeInstanceOf(
      CardPaymentError,
    )
    await expect(adapter({ secretKey: 'sk_wrong' }).startCheckout(request())).rejects.toMatchObject(
      { code: 'http_401' },
    )
    await expect(card.getPayment('cs_test_doesnotexist')).rejects.toMatchObject({
      code: 'resource_missing',
    })
    await expect(card.getPayment('../v1/charges')).rejects.toThrow('Okänd betalning.')
    await expect(
      adapter({ apiBase: 'http://127.0.0.1:9', timeoutMs: 2_000 }).startCheckout(request()),
    ).rejects.toMatchObject({ code: 'unreachable' })
  })

  it('reads signed Checkout Session events and ignores the ones the shop does not act on', async () => {
    const card = adapter()
    const open = await card.startCheckout(request())
    await stripe.pay(open.reference, { deliverEvent: false })
    const completed = stripe.signedEvent('checkout.session.completed', open.reference)
    expect(card.parseWebhook(completed.body, completed.headers)).toMatchObject({
      type: 'checkout.session.completed',
      payment: { reference: open.reference, status: 'paid', orderId: '42', amount: 90340 },
    })
    const failed = stripe.signedEvent('checkout.session.async_payment_failed', open.reference)
    expect(card.parseWebhook(failed.body, failed.headers).payment?.status).toBe('failed')
    const other = stripe.signedEvent('customer.created', open.reference)
    expect(card.parseWebhook(other.body, other.headers)).toMatchObject({
      type: 'customer.created',
      payment: null,
    })
    const forged = stripe.signedEvent('checkout.session.completed', open.reference, {
      secret: 'whsec_attacker',
    })
    expect(() => card.parseWebhook(forged.body, forged.headers)).toThrow(CardWebhookError)
    expect(() =>
      adapter({ webhookSecret: null }).parseWebhook(completed.body, completed.headers),
    ).toThrow(CardWebhookError)
  })

  it('serves a hosted payment page that takes the test card and sends the customer back', async () => {
    const delivered: string[] = []
    const http = await import('node:http')
    const hook = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        try {
          adapter().parseWebhook(body, new Headers(req.headers as Record<string, string>))
          delivered.push(JSON.parse(body).type)
          res.writeHead(200).end()
        } catch {
          res.writeHead(400).end()
        }
      })
    })
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r))
    const { port } = hook.address() as { port: number }
    stripe.setWebhookUrl(`http://127.0.0.1:${port}/hook`)
    try {
      const open = await adapter().startCheckout(request())
      const page = await fetch(open.redirectUrl)
      expect(await page.text()).toContain('Kortnummer')
      const declined = await fetch(open.redirectUrl, {
        method: 'POST',
        body: new URLSearchParams({ card: '4000 0000 0000 0002', action: 'pay' }),
        redirect: 'manual',
      })
      expect(declined.status).toBe(402)
      const paid = await fetch(open.redirectUrl, {
        method: 'POST',
        body: new URLSearchParams({ card: TEST_CARD, action: 'pay' }),
        redirect: 'manual',
      })
      expect(paid.status).toBe(303)
      expect(paid.headers.get('location')).toBe(request().successUrl)
      expect(delivered).toEqual(['checkout.session.completed'])
      expect(stripe.deliveries.at(-1)).toMatchObject({ status: 200 })
    } finally {
      stripe.setWebhookUrl(null)
      await new Promise((r) => hook.close(r))
    }
  })

  it('is configured only when a secret key is set', () => {
    expect(configuredCardAdapter({})).toBeNull()
    expect(configuredCardAdapter({ STRIPE_SECRET_KEY: 'sk_test_x' })?.name).toBe('stripe')
  })
})
