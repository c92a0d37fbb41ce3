// The fault suite's mixed load (`npm run soak`, issue 21): orders, cart changes, contact-form sends,
// newsletter sign-ups, consent decisions, A/B assignments and records, analytics batches and comments,
// each request with its own marker so the database can be reconciled against what was answered.
// Everything goes to `base` (the front cache, or the only web process) from loopback source addresses,
// one per simulated visitor (http.mjs).
import crypto from 'node:crypto'

import { cookieOf, request, visitorAddress } from './http.mjs'

/** The kinds, in the order of the table, and how many of every 12 requests each gets. */
export const MIX = [
  ['order', 2],
  ['cart', 1],
  ['contact', 1],
  ['newsletter', 1],
  ['consent', 2],
  ['ab-assign', 1],
  ['ab-record', 1],
  ['analytics', 2],
  ['comment', 1],
]
export const KINDS = MIX.map(([kind]) => kind)

/** `total` requests interleaved by the mix: [{ kind, n }] with n counting within the kind. */
export function planRequests(total) {
  const cycle = MIX.flatMap(([kind, weight]) => Array.from({ length: weight }, () => kind))
  const perKind = Object.fromEntries(KINDS.map((k) => [k, 0]))
  return Array.from({ length: total }, (_, i) => {
    const kind = cycle[i % cycle.length]
    return { kind, n: perKind[kind]++, visitor: i }
  })
}

const json = (body) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const form = (fields) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/** Runs `jobs` (async functions) with at most `limit` at a time; rejects on the first failure. */
async function pool(jobs, limit) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, jobs.length) }, async () => {
      for (let i = next++; i < jobs.length; i = next++) await jobs[i]()
    }),
  )
}

/** The page's JSON config (nonces) as the site renders it into every page. */
function pageConfig(html) {
  const m = /<script id="smedja-config" type="application\/json">([^<]*)<\/script>/.exec(html)
  if (!m) throw new Error('no smedja-config in the page')
  return JSON.parse(m[1])
}

const hidden = (html, name) => {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)
  if (!m) throw new Error(`no hidden field ${name} in the page`)
  return m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"')
}

/** An A/B visitor token as the site signs them (features/ab-testing/internal/server/visitor.ts). */
function signedVisitor(tag, n, nonceSecret) {
  const id = `${tag}${n.toString(16).padStart(8, '0')}${crypto.randomBytes(4).toString('hex')}`
  const sig = crypto
    .createHmac('sha256', nonceSecret)
    .update(`ab-visitor|${id}`)
    .digest('hex')
    .slice(0, 24)
  return { id, token: `${id}.${sig}` }
}

/**
 * Everything the load needs, made through the site's own endpoints before the load starts (no fault
 * yet): products with known stock, a coupon, a page with a contact form and a newsletter form, the
 * A/B test's nonces, a post open for comments with a fill token, one cart per order and per cart
 * change, and one assigned visitor per A/B record.
 */
export async function prepareLoad({ base, admin, nonceSecret, plan, tag, log }) {
  const call = async (path, options = {}, from) => {
    const res = await request(`${base}${path}`, { ...options, from })
    if (res.status >= 400)
      throw new Error(`${options.method ?? 'GET'} ${path}: ${res.status} ${res.text.slice(0, 300)}`)
    return res
  }
  const login = (await call('/api/users/login', { method: 'POST', ...json(admin) })).json()
  const auth = { authorization: `JWT ${login.token}` }
  const api = async (method, path, body) =>
    (
      await call(path, {
        method,
        headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
    ).json()

  // Shop: two simple products with stock to spare, the shipping method, a coupon of our own.
  const products = (
    await api(
      'GET',
      '/api/products?limit=2&depth=0&where[enableVariants][not_equals]=true&where[priceInSEKEnabled][equals]=true',
    )
  ).docs
  if (products.length < 2) throw new Error('the seed has fewer than two simple products')
  for (const p of products) await api('PATCH', `/api/products/${p.id}`, { inventory: 100_000 })
  const shipping = (await api('GET', '/api/shipping-methods?where[name][equals]=Postnord&depth=0'))
    .docs[0]
  if (!shipping) throw new Error('no shipping method Postnord in the seed')
  const couponCode = `SOAK${tag.toUpperCase()}`
  const coupon = (
    await api('POST', '/api/coupons', {
      code: couponCode,
      kind: 'percent',
      percent: 10,
      usageLimit: 100_000,
      active: true,
    })
  ).doc

  // A page with a contact form and a newsletter form without bot checks: the point is the store.
  const list = (await api('GET', '/api/newsletter-lists?where[name][equals]=Nyhetsbrev&depth=0'))
    .docs[0]
  if (!list) throw new Error('no newsletter list Nyhetsbrev in the seed')
  const slug = `soak-${tag}`
  const page = (
    await api('POST', '/api/pages', {
      title: `Soak ${tag}`,
      slug,
      _status: 'published',
      layout: [
        {
          blockType: 'section',
          rows: [
            {
              blockType: 'row',
              structure: '1_1',
              columns: [
                {
                  modules: [
                    {
                      blockType: 'contactForm',
                      title: 'Soak',
                      recipients: 'soak@example.se',
                      captcha: false,
                      botProtection: false,
                      formFields: [
                        { fieldId: 'namn', label: 'Namn', fieldType: 'input', required: true },
                        { fieldId: 'epost', label: 'E-post', fieldType: 'email', required: true },
                        {
                          fieldId: 'meddelande',
                          label: 'Meddelande',
                          fieldType: 'text',
                          required: true,
                        },
                      ],
                    },
                    {
                      blockType: 'newsletter',
                      list: list.id,
                      title: 'Soak',
                      showFirstName: false,
                      showLastName: false,
                      customFields: [],
                      buttonText: 'Prenumerera',
                      botProtection: false,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    })
  ).doc
  const stored = await api('GET', `/api/pages/${page.id}?depth=0`)
  const contactModule = stored.layout[0].rows[0].columns[0].modules[0].id
  const pageHtml = (await call(`/${slug}`)).text
  const siteConfig = pageConfig(pageHtml)
  const newsletter = {
    et_list_id: hidden(pageHtml, 'et_pb_signup_list_id'),
    et_provider: hidden(pageHtml, 'et_pb_signup_provider'),
    et_account: hidden(pageHtml, 'et_pb_signup_account_name'),
    et_ip_address: hidden(pageHtml, 'et_pb_signup_ip_address'),
    et_checksum: hidden(pageHtml, 'et_pb_signup_checksum'),
  }

  // The seeded A/B test on /serviceavtal.
  const abHtml = (await call('/serviceavtal')).text
  const abConfig = pageConfig(abHtml)
  const abTest = Number(/data-ab-test="(\d+)"/.exec(abHtml)?.[1])
  if (!abTest) throw new Error('no A/B test on /serviceavtal')
  // The subjects the page has, sent as the page's script sends them.
  const abSubjects = [
    ...new Set([...abHtml.matchAll(/data-ab-subject="\d+_([A-Za-z0-9]+)"/g)].map((m) => m[1])),
  ].join(',')

  // A published post open for comments, and a fill token for its form (older than the 3 s minimum
  // by the time the load starts).
  const posts = (
    await api('GET', '/api/posts?limit=20&depth=0&where[_status][equals]=published&draft=false')
  ).docs
  const post = posts.find((p) => p.allowComments !== false)
  if (!post) throw new Error('no published post takes comments')
  const commentPath = `/blogg/${encodeURIComponent(post.slug)}/kommentar`
  const fillToken = (await call(commentPath)).json().token
  const tokenIssued = Date.now()

  // Carts, one per order and per cart change; A/B visitors with their subject, one per record.
  const carts = new Map()
  const visitors = new Map()
  const cartLines = (n) => {
    const lines = [{ product: products[n % 2].id, quantity: 1 + (n % 3) }]
    if (n % 4 === 0) lines.push({ product: products[(n + 1) % 2].id, quantity: 1 })
    return lines
  }
  const jobs = []
  for (const item of plan) {
    const from = visitorAddress(item.visitor)
    if (item.kind === 'order' || item.kind === 'cart') {
      jobs.push(async () => {
        const lines =
          item.kind === 'order' ? cartLines(item.n) : [{ product: products[0].id, quantity: 1 }]
        let cookie = null
        for (const line of lines) {
          const res = await call(
            '/varukorg/andra',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
              body: JSON.stringify({ op: 'add', productId: line.product, quantity: line.quantity }),
            },
            from,
          )
          cookie = cookieOf(res, 'smedja_cart') ?? cookie
        }
        const withCoupon = item.kind === 'order' && item.n % 3 === 0
        if (withCoupon)
          await call(
            '/varukorg/andra',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ op: 'coupon', code: couponCode }),
            },
            from,
          )
        if (!cookie) throw new Error('adding to the cart set no cart cookie')
        const cartId = Number(/^smedja_cart=(\d+)\./.exec(cookie)?.[1])
        carts.set(`${item.kind}:${item.n}`, { cookie, cartId, lines, withCoupon })
      })
    } else if (item.kind === 'ab-record') {
      jobs.push(async () => {
        const visitor = signedVisitor(tag, item.visitor, nonceSecret)
        const res = await call(
          '/api/ajax',
          {
            method: 'POST',
            ...form({
              action: 'et_pb_ab_get_subject_id',
              et_frontend_nonce: abConfig.et_frontend_nonce,
              et_pb_ab_test_id: String(abTest),
              visitor: visitor.token,
              subjects: abSubjects,
            }),
          },
          from,
        )
        const data = res.json()?.data
        if (!data?.id) throw new Error(`A/B assignment: ${res.text.slice(0, 200)}`)
        visitors.set(item.n, { ...visitor, subject: data.id.slice(data.id.indexOf('_') + 1) })
      })
    }
  }
  log(`setting up ${jobs.length} carts and A/B visitors`)
  await pool(jobs, 8)
  const wait = tokenIssued + 3_500 - Date.now()
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))

  return {
    tag,
    nonceSecret,
    products: products.map((p) => p.id),
    shipping: shipping.id,
    coupon: { id: coupon.id, code: couponCode },
    page: { id: page.id, contactModule },
    siteConfig,
    newsletter,
    ab: { test: abTest, config: abConfig, subjects: abSubjects },
    comments: { path: commentPath, token: fillToken, postId: post.id },
    carts,
    visitors,
    admin: auth,
  }
}

const checkout = (email, key, shipping) => ({
  billing_first_name: 'Soak',
  billing_last_name: 'Testsson',
  billing_country: 'SE',
  billing_address_1: 'Verkstadsgatan 4',
  billing_postcode: '85234',
  billing_city: 'Sundsvall',
  billing_phone: '060-123450',
  billing_email: email,
  payment_method: 'faktura',
  idempotency_key: key,
  'shipping_method[0]': String(shipping),
})

/**
 * The request of plan item `item`: its marker (what the database is searched for afterwards), how it
 * is sent, and whether an answer counts as success.
 */
export function requestFor(item, fx) {
  const { kind, n } = item
  const t = fx.tag
  switch (kind) {
    case 'order': {
      const cart = fx.carts.get(`order:${n}`)
      const marker = `soak-${t}-order-${n}`
      return {
        marker,
        path: '/kassan/bestall',
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cart.cookie },
        body: JSON.stringify(checkout(`soak.${t}.order.${n}@example.se`, marker, fx.shipping)),
        ok: (res) => res.status === 200 && Boolean(res.json()?.data?.orderId),
      }
    }
    case 'cart': {
      const cart = fx.carts.get(`cart:${n}`)
      return {
        marker: String(cart.cartId),
        path: '/varukorg/andra',
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cart.cookie },
        body: JSON.stringify({ op: 'add', productId: fx.products[0], quantity: 2 }),
        ok: (res) => res.status === 200 && res.json()?.success === true,
      }
    }
    case 'contact': {
      const email = `soak.${t}.contact.${n}@example.se`
      const fields = form({
        smedja_page: String(fx.page.id),
        smedja_module: fx.page.contactModule,
        smedja_form_num: '0',
        smedja_key: `soak-${t}-contact-${n}-key`,
        et_pb_contact_namn_0: `Soak Testsson ${n}`,
        et_pb_contact_epost_0: email,
        et_pb_contact_meddelande_0: `Meddelande ${n} från soak ${t}.`,
        et_pb_contact_et_number_0: '',
      })
      return {
        marker: email,
        path: '/kontaktformular',
        method: 'POST',
        headers: { ...fields.headers, 'x-smedja-form': '1' },
        body: fields.body,
        ok: (res) => res.status === 200 && res.text.includes('et_pb_contact_success'),
      }
    }
    case 'newsletter': {
      const email = `soak.${t}.newsletter.${n}@example.se`
      return {
        marker: email,
        path: '/api/ajax',
        method: 'POST',
        ...json({
          action: 'et_pb_submit_subscribe_form',
          et_frontend_nonce: fx.siteConfig.et_frontend_nonce,
          ...fx.newsletter,
          et_firstname: '',
          et_lastname: '',
          et_email: email,
          et_custom_fields: {},
          et_hidden_fields: [],
          token: '',
        }),
        ok: (res) => res.status === 200 && res.json()?.data?.success === true,
      }
    }
    case 'consent': {
      const consentId = `soak-${t}-consent-${n}`
      return {
        marker: consentId,
        path: '/api/samtycke',
        method: 'POST',
        ...json({
          type: 'decision',
          requestId: `soak-${t}-request-${n}`,
          consentId,
          choices: {
            necessary: true,
            functional: n % 2 === 0,
            analytics: n % 3 === 0,
            performance: false,
            advertisement: false,
            other: false,
          },
          policyVersion: 1,
          page: '/',
        }),
        ok: (res) => res.status === 200 && res.json()?.ok === true,
      }
    }
    case 'ab-assign': {
      const visitor = signedVisitor(t, item.visitor, fx.nonceSecret)
      return {
        marker: visitor.id,
        path: '/api/ajax',
        method: 'POST',
        ...form({
          action: 'et_pb_ab_get_subject_id',
          et_frontend_nonce: fx.ab.config.et_frontend_nonce,
          et_pb_ab_test_id: String(fx.ab.test),
          visitor: visitor.token,
          subjects: fx.ab.subjects,
        }),
        ok: (res) => res.status === 200 && res.json()?.data?.visitor === visitor.token,
      }
    }
    case 'ab-record': {
      const visitor = fx.visitors.get(n)
      return {
        marker: visitor.id,
        path: '/api/ajax',
        method: 'POST',
        ...form({
          action: 'et_pb_update_stats_table',
          et_ab_log_nonce: fx.ab.config.et_ab_log_nonce,
          stats_data_array: JSON.stringify([
            { test_id: fx.ab.test, subject_id: visitor.subject, record_type: 'read_page' },
          ]),
          visitor: visitor.token,
        }),
        ok: (res) => res.status === 200 && res.json()?.success === true,
      }
    }
    case 'analytics': {
      // The tracker's ids: a view id (6–32 of [a-z0-9]) and a sequence number.
      const view = `soak${t}${String(n).padStart(6, '0')}`
      const path = `/soak-${t}`
      return {
        marker: view,
        path: '/api/statistik',
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          e: [
            { id: `${view}.0`, t: 'pageview', p: path },
            { id: `${view}.1`, t: 'scroll', p: path, d: 50 },
            { id: `${view}.2`, t: 'click', p: path, c: 'Soak', a: 'Klick', l: `n${n}` },
          ],
        }),
        ok: (res) => res.status === 204,
      }
    }
    case 'comment': {
      const email = `soak.${t}.comment.${n}@example.se`
      const fields = form({
        author: `Soak ${n}`,
        email,
        text: `Kommentar ${n} från soak ${t}.`,
        idempotency_key: `soak-${t}-comment-${n}`,
        form_token: fx.comments.token,
        website: '',
      })
      return {
        marker: email,
        path: fx.comments.path,
        method: 'POST',
        headers: { ...fields.headers, accept: 'application/json' },
        body: fields.body,
        ok: (res) => res.status === 200 && res.json()?.success === true,
      }
    }
    default:
      throw new Error(`unknown kind ${kind}`)
  }
}

const connectionError = (error) =>
  /ECONNREFUSED|ECONNRESET|EPIPE|socket hang up|ETIMEDOUT/.test(
    `${error?.code ?? ''} ${error?.message ?? ''}`,
  )

/**
 * Sends the plan with `concurrency` workers. `fault` ({ after, run }) is started (not awaited) once
 * `after` requests have been sent; while it runs, a worker whose request met a refused or reset
 * connection waits for it to finish before its next request (a visitor whose page does not load does
 * not click on), and after a failure on the server's side (5xx) it waits a second. Stops sending at `deadline` (ms since the epoch); requests never sent are left out.
 * Returns one result per request sent: { kind, marker, acknowledged, outcome, phase, ms }.
 */
export async function runLoad({ base, fixture, plan, concurrency, fault, deadline, signal }) {
  const results = []
  let next = 0
  let faultRun = null
  let phase = 'before'
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < plan.length; i = next++) {
        if (Date.now() > deadline || signal?.aborted) return
        if (fault && !faultRun && i >= fault.after) {
          phase = 'during'
          faultRun = Promise.resolve()
            .then(fault.run)
            .finally(() => {
              phase = 'after'
            })
        }
        const item = plan[i]
        const spec = requestFor(item, fixture)
        const sentIn = phase
        const started = performance.now()
        let outcome
        let acknowledged = false
        try {
          const res = await request(`${base}${spec.path}`, {
            method: spec.method,
            headers: spec.headers,
            body: spec.body,
            from: visitorAddress(item.visitor),
            timeoutMs: Math.max(1_000, Math.min(60_000, deadline - Date.now())),
            signal,
          })
          acknowledged = spec.ok(res)
          outcome = acknowledged ? 'ok' : `HTTP ${res.status}`
          if (!acknowledged && res.status < 500 && res.status !== 429)
            outcome += `: ${res.text.replace(/\s+/g, ' ').slice(0, 160)}`
        } catch (error) {
          outcome = error?.code ?? error?.message ?? String(error)
          if (connectionError(error) && faultRun) await faultRun.catch(() => undefined)
        }
        // A visitor whose request failed on the server's side tries again after a moment, not at once.
        if (!acknowledged && !/^HTTP [1-4]/.test(outcome))
          await new Promise((r) =>
            setTimeout(r, Math.min(1_000, Math.max(0, deadline - Date.now()))),
          )
        results.push({
          kind: item.kind,
          marker: spec.marker,
          acknowledged,
          outcome,
          phase: sentIn,
          ms: Math.round(performance.now() - started),
        })
      }
    }),
  )
  if (faultRun) await faultRun
  return results
}
