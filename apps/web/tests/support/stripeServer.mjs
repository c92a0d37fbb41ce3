// A local server speaking the part of Stripe's documented API the shop uses, for tests: Checkout
// Sessions (form-encoded create with Bearer auth and Idempotency-Key replay, retrieve, expire), a
// minimal hosted payment page, and webhook events signed like Stripe's (`Stripe-Signature: t=…,v1=…`,
// HMAC-SHA256 of `<t>.<body>`). Plain node:http on 127.0.0.1, no dependencies, so the end-to-end server
// (plain Node ESM) and vitest can both run it.
import crypto from 'node:crypto'
import http from 'node:http'

/**
 * @typedef {{
 *   id: string, object: 'checkout.session', status: 'open' | 'complete' | 'expired',
 *   payment_status: 'paid' | 'unpaid', url: string | null, mode: string, locale: string | null,
 *   client_reference_id: string | null, customer_email: string | null,
 *   metadata: Record<string, string>, amount_total: number, amount_subtotal: number, currency: string,
 *   payment_intent: string | null, success_url: string, cancel_url: string, expires_at: number,
 *   created: number, livemode: false, line_item_name: string,
 *   payment_intent_data: { metadata: Record<string, string>, description: string | null },
 * }} Session
 * @typedef {{ method: string, path: string, headers: http.IncomingHttpHeaders, body: string }} SeenRequest
 * @typedef {{ eventId: string, type: string, status: number | null, error: string | null }} Delivery
 */

export const TEST_CARD = '4242 4242 4242 4242'
export const DECLINED_CARD = '4000 0000 0000 0002'

/** The `Stripe-Signature` header Stripe sends for `body` at `timestamp` (unix seconds). */
export function signStripePayload(body, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = crypto
    .createHmac('sha256', secret)
    .update(`${timestamp}.${body}`, 'utf8')
    .digest('hex')
  return `t=${timestamp},v1=${v1}`
}

const randomId = (prefix) => `${prefix}${crypto.randomBytes(12).toString('hex')}`

const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

const sek = (ore) => `${(ore / 100).toFixed(2).replace('.', ',')} kr`

// The create parameters this server understands; Stripe refuses unknown ones, and so does this.
const KNOWN_PARAMS = [
  /^mode$/,
  /^locale$/,
  /^payment_method_types\[0\]$/,
  /^line_items\[0\]\[quantity\]$/,
  /^line_items\[0\]\[price_data\]\[(currency|unit_amount)\]$/,
  /^line_items\[0\]\[price_data\]\[product_data\]\[name\]$/,
  /^customer_email$/,
  /^client_reference_id$/,
  /^metadata\[\w{1,40}\]$/,
  /^payment_intent_data\[metadata\]\[\w{1,40}\]$/,
  /^payment_intent_data\[description\]$/,
  /^success_url$/,
  /^cancel_url$/,
  /^expires_at$/,
]

/**
 * Starts the server. `webhookUrl` (changeable later) receives every event, signed with
 * `webhookSecret`; without one, events are only recorded.
 * @param {{ secretKey: string, webhookSecret: string, webhookUrl?: string | null, port?: number }} options
 */
export async function startStripeServer({ secretKey, webhookSecret, webhookUrl = null, port = 0 }) {
  /** @type {Map<string, Session>} */
  const sessions = new Map()
  /** @type {Map<string, { body: string, status: number, json: unknown }>} */
  const idempotent = new Map()
  /** @type {SeenRequest[]} */
  const requests = []
  /** @type {Delivery[]} */
  const deliveries = []
  /** @type {Set<Promise<void>>} */
  const pending = new Set()
  let hook = webhookUrl
  let base = ''

  const apiError = (status, type, message, extra = {}) => ({
    status,
    json: { error: { type, message, ...extra } },
  })

  /** The event Stripe would send for a session now. */
  function eventFor(type, session) {
    return {
      id: randomId('evt_test_'),
      object: 'event',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...session } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }
  }

  /** Posts an event to the webhook URL as Stripe does, and records the answer. */
  async function deliver(event) {
    const record = { eventId: event.id, type: event.type, status: null, error: null }
    deliveries.push(record)
    if (!hook) return record
    const body = JSON.stringify(event)
    try {
      const res = await fetch(hook, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signStripePayload(body, webhookSecret),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body,
        signal: AbortSignal.timeout(30_000),
      })
      record.status = res.status
      await res.text()
    } catch (err) {
      record.error = String(err?.message ?? err)
    }
    return record
  }

  function deliverLater(event) {
    const p = deliver(event).then(() => undefined)
    pending.add(p)
    p.finally(() => pending.delete(p))
  }

  function pay(session) {
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent = randomId('pi_test_')
    session.url = null
  }

  function expire(session) {
    session.status = 'expired'
    session.url = null
  }

  function withIntent(session, expand) {
    if (!expand || !session.payment_intent) return session
    const status =
      session.payment_status === 'paid'
        ? 'succeeded'
        : session.status === 'complete'
          ? 'processing'
          : 'requires_payment_method'
    return {
      ...session,
      payment_intent: {
        id: session.payment_intent,
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status,
        metadata: session.payment_intent_data.metadata,
      },
    }
  }

  /** Validates create parameters the way Stripe does for the subset used; a session or an error. */
  function createSession(form) {
    for (const key of form.keys()) {
      if (!KNOWN_PARAMS.some((re) => re.test(key)))
        return apiError(400, 'invalid_request_error', `Received unknown parameter: ${key}`, {
          code: 'parameter_unknown',
          param: key,
        })
    }
    const missing = ['mode', 'success_url', 'cancel_url', 'line_items[0][price_data][currency]']
      .concat([
        'line_items[0][price_data][unit_amount]',
        'line_items[0][price_data][product_data][name]',
      ])
      .concat(['line_items[0][quantity]'])
      .find((k) => !form.get(k))
    if (missing)
      return apiError(400, 'invalid_request_error', `Missing required param: ${missing}.`, {
        code: 'parameter_missing',
        param: missing,
      })
    if (form.get('mode') !== 'payment')
      return apiError(400, 'invalid_request_error', 'Only mode=payment is supported here.', {
        param: 'mode',
      })
    for (const param of ['success_url', 'cancel_url']) {
      if (!URL.canParse(form.get(param)))
        return apiError(400, 'invalid_request_error', `Not a valid URL: ${param}`, {
          code: 'url_invalid',
          param,
        })
    }
    const currency = form.get('line_items[0][price_data][currency]')
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'))
    const quantity = Number(form.get('line_items[0][quantity]'))
    if (!Number.isInteger(amount) || !Number.isInteger(quantity) || quantity < 1)
      return apiError(400, 'invalid_request_error', 'Invalid integer.', {
        code: 'parameter_invalid_integer',
      })
    if (currency === 'sek' && amount * quantity < 300)
      return apiError(
        400,
        'invalid_request_error',
        "The Checkout Session's total amount due must add up to at least kr3.00 sek",
        {
          code: 'amount_too_small',
        },
      )
    const now = Math.floor(Date.now() / 1000)
    const expiresAt = form.get('expires_at') ? Number(form.get('expires_at')) : now + 24 * 3600
    if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
      return apiError(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        { param: 'expires_at' },
      )
    const pick = (prefix) =>
      Object.fromEntries(
        [...form.entries()]
          .filter(([k]) => k.startsWith(prefix))
          .map(([k, v]) => [k.slice(prefix.length, -1), v]),
      )
    const id = randomId('cs_test_')
    /** @type {Session} */
    const session = {
      id,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      url: `${base}/c/pay/${id}`,
      mode: 'payment',
      locale: form.get('locale'),
      client_reference_id: form.get('client_reference_id'),
      customer_email: form.get('customer_email'),
      metadata: pick('metadata['),
      amount_total: amount * quantity,
      amount_subtotal: amount * quantity,
      currency,
      payment_intent: null,
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
      expires_at: expiresAt,
      created: now,
      livemode: false,
      line_item_name: form.get('line_items[0][price_data][product_data][name]'),
      payment_intent_data: {
        metadata: pick('payment_intent_data[metadata]['),
        description: form.get('payment_intent_data[description]'),
      },
    }
    sessions.set(id, session)
    return { status: 200, json: session }
  }

  function page(title, body, status = 200) {
    return {
      status,
      html: `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
    }
  }

  function payPage(session, error = '') {
    return page(
      'Betala – Stripe (lokal testserver)',
      `<h1>Betala ${escapeHtml(sek(session.amount_total))}</h1>
<p>${escapeHtml(session.line_item_name)} · ${escapeHtml(session.customer_email ?? '')}</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<p><label for="card">Kortnummer</label> <input id="card" name="card" inputmode="numeric" autocomplete="cc-number"></p>
<p><button type="submit" name="action" value="pay">Betala</button> <button type="submit" name="action" value="cancel">Avbryt</button></p>
</form>`,
      error ? 402 : 200,
    )
  }

  async function handle(req, body) {
    const url = new URL(req.url ?? '/', base)
    const path = url.pathname

    if (path.startsWith('/v1/')) {
      requests.push({
        method: req.method ?? '',
        path: `${path}${url.search}`,
        headers: req.headers,
        body,
      })
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return apiError(401, 'invalid_request_error', 'Invalid API Key provided.')
      const key = req.headers['idempotency-key']
      const remember = (result) => {
        // Stripe keeps the result of a request that ran, not of one refused up front.
        if (typeof key === 'string' && result.status < 300)
          idempotent.set(key, { body: `${req.method} ${path} ${body}`, ...result })
        return result
      }
      if (req.method === 'POST') {
        if (
          !String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
        )
          return apiError(
            400,
            'invalid_request_error',
            'Invalid request (check that your POST content type is application/x-www-form-urlencoded).',
          )
        if (typeof key === 'string') {
          const seen = idempotent.get(key)
          if (seen && seen.body !== `${req.method} ${path} ${body}`)
            return apiError(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            )
          if (seen) return { status: seen.status, json: seen.json, replayed: true }
        }
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions')
        return remember(createSession(new URLSearchParams(body)))
      const m = /^\/v1\/checkout\/sessions\/(cs_\w+)(\/expire)?$/.exec(path)
      const session = m ? sessions.get(m[1]) : undefined
      if (m && !session)
        return apiError(404, 'invalid_request_error', `No such checkout.session: '${m[1]}'`, {
          code: 'resource_missing',
        })
      if (session && req.method === 'GET' && !m[2]) {
        const expand = [...url.searchParams.entries()].some(
          ([k, v]) => /^expand\[\d*\]$/.test(k) && v === 'payment_intent',
        )
        return { status: 200, json: withIntent(session, expand) }
      }
      if (session && req.method === 'POST' && m[2]) {
        if (session.status !== 'open')
          return remember(
            apiError(
              400,
              'invalid_request_error',
              'Only Checkout Sessions with a status in [open] can be expired.',
            ),
          )
        expire(session)
        deliverLater(eventFor('checkout.session.expired', session))
        return remember({ status: 200, json: session })
      }
      return apiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${req.method}: ${path}).`,
      )
    }

    const pay$ = /^\/c\/pay\/(cs_\w+)$/.exec(path)
    if (pay$) {
      const session = sessions.get(pay$[1])
      if (!session) return page('Okänd betalning', '<h1>Betalningen finns inte</h1>', 404)
      if (session.status !== 'open')
        return page(
          'Betalningen är stängd',
          '<h1>Den här betalningen är inte längre öppen</h1><p>Gå tillbaka till butiken och försök igen.</p>',
          410,
        )
      if (req.method === 'GET') return payPage(session)
      if (req.method !== 'POST') return page('Fel', '<h1>Fel metod</h1>', 405)
      const form = new URLSearchParams(body)
      if (form.get('action') === 'cancel') return { status: 303, location: session.cancel_url }
      const card = String(form.get('card') ?? '').replace(/\s+/g, '')
      if (card === DECLINED_CARD.replace(/\s+/g, '')) return payPage(session, 'Kortet nekades.')
      if (card !== TEST_CARD.replace(/\s+/g, '')) return payPage(session, 'Kortnumret är ogiltigt.')
      pay(session)
      // Stripe's order of events: the webhook is sent, then the customer is sent back.
      await deliver(eventFor('checkout.session.completed', session))
      return { status: 303, location: session.success_url }
    }

    // Test controls.
    const test$ = /^\/_test\/sessions\/(cs_\w+)(\/expire|\/pay)?$/.exec(path)
    if (test$) {
      const session = sessions.get(test$[1])
      if (!session) return { status: 404, json: { error: 'no such session' } }
      if (req.method === 'POST' && test$[2] === '/expire') {
        if (session.status !== 'open') return { status: 409, json: session }
        expire(session)
        await deliver(eventFor('checkout.session.expired', session))
      }
      if (req.method === 'POST' && test$[2] === '/pay') {
        if (session.status !== 'open') return { status: 409, json: session }
        pay(session)
        await deliver(eventFor('checkout.session.completed', session))
      }
      return { status: 200, json: session }
    }
    return { status: 404, json: { error: 'not found' } }
  }

  const server = http.createServer((req, res) => {
    const chunks = []
    let size = 0
    req.on('data', (c) => {
      size += c.length
      if (size > 1024 * 1024) req.destroy()
      else chunks.push(c)
    })
    req.on('end', () => {
      handle(req, Buffer.concat(chunks).toString('utf8'))
        .then((out) => {
          if (out.location) {
            res.writeHead(out.status, { Location: out.location })
            return res.end()
          }
          if (out.html !== undefined) {
            res.writeHead(out.status, { 'Content-Type': 'text/html; charset=utf-8' })
            return res.end(out.html)
          }
          const headers = { 'Content-Type': 'application/json', 'Request-Id': randomId('req_') }
          if (out.replayed) headers['Idempotent-Replayed'] = 'true'
          res.writeHead(out.status, headers)
          res.end(JSON.stringify(out.json))
        })
        .catch((err) => {
          res.writeHead(500, { 'Content-Type': 'application/json' })
          res.end(
            JSON.stringify({ error: { type: 'api_error', message: String(err?.message ?? err) } }),
          )
        })
    })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`

  const need = (id) => {
    const session = sessions.get(id)
    if (!session) throw new Error(`no such session ${id}`)
    return session
  }

  return {
    url: base,
    sessions,
    requests,
    deliveries,
    /** @param {string | null} url */
    setWebhookUrl(url) {
      hook = url
    },
    /** Marks a session paid as the hosted page would; delivers the completed event unless told not to. */
    async pay(id, { deliverEvent = true } = {}) {
      const session = need(id)
      pay(session)
      if (deliverEvent) await deliver(eventFor('checkout.session.completed', session))
      return session
    },
    /** Lets a session run out, as Stripe does at expires_at, and delivers checkout.session.expired. */
    async expire(id, { deliverEvent = true } = {}) {
      const session = need(id)
      expire(session)
      if (deliverEvent) await deliver(eventFor('checkout.session.expired', session))
      return session
    },
    /** A signed event for a session's current state, as raw body and headers (for direct delivery). */
    signedEvent(
      type,
      id,
      { timestamp = Math.floor(Date.now() / 1000), secret = webhookSecret } = {},
    ) {
      const body = JSON.stringify(eventFor(type, need(id)))
      return {
        body,
        headers: new Headers({ 'stripe-signature': signStripePayload(body, secret, timestamp) }),
      }
    },
    /** Resolves once every event sent in the background has been answered. */
    async settled() {
      while (pending.size) await Promise.all([...pending])
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve(undefined))
      })
    },
  }
}
