// What the database holds after the fault suite's load, read directly (PostgreSQL through `pg`, the
// SQLite file through `@libsql/client`): per kind, how many times each marker's effect is stored, and
// the invariants a row count cannot show (stock, coupon use, A/B counters, half orders, mails).

/** A connection that answers `rows(sql)` on either dialect; close() when done. */
export async function openDatabase(url) {
  if (/^postgres(ql)?:/.test(url)) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    return {
      rows: async (text) => (await client.query(text)).rows,
      close: () => client.end(),
    }
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url })
  return {
    rows: async (text) => (await client.execute(text)).rows,
    close: async () => client.close(),
  }
}

const count = (map, key, by = 1) => map.set(key, (map.get(key) ?? 0) + by)
const num = (v) => (v === null || v === undefined ? null : Number(v))

/** Stock of the soak's products and use of its coupon, taken just before the load. */
export async function readBaseline(db, fixture) {
  const stock = new Map()
  for (const r of await db.rows('SELECT id, inventory FROM products'))
    if (fixture.products.includes(num(r.id))) stock.set(num(r.id), num(r.inventory))
  const coupon = (await db.rows('SELECT id, used_count FROM coupons')).find(
    (r) => num(r.id) === fixture.coupon.id,
  )
  return { stock, couponUsed: num(coupon?.used_count) ?? 0 }
}

/**
 * Reads the database after the load: { stored: { [kind]: Map marker → times }, checks: [...] }.
 * `sent` is the load's results (markers), `fixture` what prepareLoad made, `baseline` readBaseline's.
 */
export async function readStored(db, { fixture, baseline, sent }) {
  const stored = {}
  const checks = []
  const markersOf = (kind) => new Set(sent.filter((s) => s.kind === kind).map((s) => s.marker))
  const soak = (text) => typeof text === 'string' && text.includes(fixture.tag)

  // Orders: one per idempotency key, with its lines, its transaction and its mails; its cart bought.
  const orders = (await db.rows('SELECT id, idempotency_key, coupon_code FROM orders')).filter(
    (o) => soak(o.idempotency_key),
  )
  const byKey = new Map()
  for (const o of orders) count(byKey, o.idempotency_key)
  stored.order = byKey
  const lines = new Map()
  for (const l of await db.rows('SELECT _parent_id, product_id, quantity FROM orders_lines')) {
    const list = lines.get(num(l._parent_id)) ?? []
    list.push({ product: num(l.product_id), quantity: num(l.quantity) })
    lines.set(num(l._parent_id), list)
  }
  const transactions = new Map()
  for (const t of await db.rows('SELECT order_id FROM transactions'))
    count(transactions, num(t.order_id))
  const outbox = await db.rows('SELECT "to", reply_to, kind, order_id FROM outbox')
  const orderMails = new Map()
  for (const m of outbox) if (m.order_id !== null) count(orderMails, num(m.order_id))
  const carts = new Map(
    (await db.rows('SELECT id, purchased_at FROM carts')).map((c) => [num(c.id), c.purchased_at]),
  )
  const taken = new Map()
  let couponOrders = 0
  const half = []
  const orderMarkers = markersOf('order')
  for (const o of orders) {
    const n = Number(/-order-(\d+)$/.exec(o.idempotency_key)?.[1])
    const cart = fixture.carts.get(`order:${n}`)
    const got = (lines.get(num(o.id)) ?? []).map((l) => `${l.product}×${l.quantity}`).sort()
    const want = (cart?.lines ?? []).map((l) => `${l.product}×${l.quantity}`).sort()
    if (got.join() !== want.join()) half.push(`order ${o.id}: lines ${got} for cart ${want}`)
    if (transactions.get(num(o.id)) !== 1)
      half.push(`order ${o.id}: ${transactions.get(num(o.id)) ?? 0} transactions`)
    if (!orderMails.get(num(o.id))) half.push(`order ${o.id}: no order mail`)
    if (Boolean(o.coupon_code) !== Boolean(cart?.withCoupon))
      half.push(`order ${o.id}: coupon ${o.coupon_code ?? 'none'}, cart ${cart?.withCoupon}`)
    if (o.coupon_code) couponOrders++
    for (const l of lines.get(num(o.id)) ?? []) count(taken, l.product, l.quantity)
  }
  for (const marker of orderMarkers) {
    const n = Number(/-order-(\d+)$/.exec(marker)?.[1])
    const cart = fixture.carts.get(`order:${n}`)
    const bought = Boolean(carts.get(cart.cartId))
    if (bought !== byKey.has(marker))
      half.push(
        `cart ${cart.cartId}: ${bought ? 'bought without an order' : 'order but cart open'}`,
      )
  }
  checks.push({
    name: 'no half order (lines, transaction, mail, coupon, cart bought ⇔ order)',
    ok: half.length === 0,
    detail: half.slice(0, 5).join('; ') || 'ok',
  })
  const finalStock = new Map(
    (await db.rows('SELECT id, inventory FROM products')).map((r) => [num(r.id), num(r.inventory)]),
  )
  const stockProblems = []
  for (const [id, before] of baseline.stock) {
    const gone = before - (finalStock.get(id) ?? 0)
    if (gone !== (taken.get(id) ?? 0))
      stockProblems.push(`product ${id}: ${gone} taken from stock, ${taken.get(id) ?? 0} in orders`)
  }
  checks.push({
    name: 'stock taken = quantities in stored orders',
    ok: stockProblems.length === 0,
    detail: stockProblems.join('; ') || 'ok',
  })
  const couponRow = (await db.rows('SELECT id, used_count FROM coupons')).find(
    (r) => num(r.id) === fixture.coupon.id,
  )
  const used = (num(couponRow?.used_count) ?? 0) - baseline.couponUsed
  checks.push({
    name: 'coupon uses = stored orders with the coupon',
    ok: used === couponOrders,
    detail: `${used} uses, ${couponOrders} orders`,
  })

  // Cart changes: each adds 2 to a line that held 1.
  const cartMarkers = markersOf('cart')
  const cartTimes = new Map()
  const oddCarts = []
  for (const item of await db.rows('SELECT _parent_id, product_id, quantity FROM carts_items')) {
    const id = String(num(item._parent_id))
    if (!cartMarkers.has(id)) continue
    const q = num(item.quantity)
    if (num(item.product_id) !== fixture.products[0] || q < 1 || (q - 1) % 2)
      oddCarts.push(`cart ${id}: product ${item.product_id} × ${q}`)
    else cartTimes.set(id, (q - 1) / 2)
  }
  stored.cart = cartTimes
  checks.push({
    name: 'cart lines hold 1 + 2 × the changes applied',
    ok: oddCarts.length === 0,
    detail: oddCarts.slice(0, 5).join('; ') || 'ok',
  })

  // Contact form: the submission and its mail to the form's recipient, in one unit of work.
  const submissions = new Map()
  for (const s of await db.rows('SELECT email FROM form_submissions'))
    if (soak(s.email)) count(submissions, s.email)
  stored.contact = submissions
  const formMails = new Map()
  for (const m of outbox)
    if (m.kind === 'form-submission' && soak(m.reply_to)) count(formMails, m.reply_to)
  const mailless = [...submissions.keys()].filter((e) => formMails.get(e) !== submissions.get(e))
  checks.push({
    name: 'one recipient mail per stored contact-form send',
    ok: mailless.length === 0 && [...formMails.keys()].every((e) => submissions.has(e)),
    detail: mailless.slice(0, 5).join('; ') || 'ok',
  })

  // Newsletter: the subscriber and the confirmation mail (local list, double opt-in).
  const subscribers = new Map()
  for (const s of await db.rows('SELECT email FROM newsletter_subscribers'))
    if (soak(s.email)) count(subscribers, s.email)
  stored.newsletter = subscribers
  const confirmations = new Map()
  for (const m of outbox)
    if (m.kind === 'newsletter-confirmation' && soak(m.to)) count(confirmations, m.to)
  const unconfirmed = [...subscribers.keys()].filter((e) => confirmations.get(e) !== 1)
  checks.push({
    name: 'one confirmation mail per stored subscriber',
    ok: unconfirmed.length === 0 && [...confirmations.keys()].every((e) => subscribers.has(e)),
    detail: unconfirmed.slice(0, 5).join('; ') || 'ok',
  })

  // Consent decisions, one row each.
  const consents = new Map()
  for (const c of await db.rows('SELECT consent_id FROM consent_records'))
    if (soak(c.consent_id)) count(consents, c.consent_id)
  stored.consent = consents

  // A/B: the impression of each new visitor, the read_page record of each assigned one, and the
  // counters (ab_counts) equal to the rows they count.
  const assigns = new Map()
  const records = new Map()
  const rowsByType = new Map()
  for (const r of await db.rows('SELECT test_id, visitor, record_type FROM ab_records')) {
    if (num(r.test_id) !== fixture.ab.test) continue
    count(rowsByType, r.record_type)
    if (!String(r.visitor).startsWith(fixture.tag)) continue
    if (r.record_type === 'impression') count(assigns, r.visitor)
    if (r.record_type === 'read_page') count(records, r.visitor)
  }
  stored['ab-assign'] = new Map([...assigns].filter(([v]) => markersOf('ab-assign').has(v)))
  stored['ab-record'] = records
  const counters = new Map()
  for (const c of await db.rows('SELECT test_id, record_type, count FROM ab_counts'))
    if (num(c.test_id) === fixture.ab.test) count(counters, c.record_type, num(c.count))
  const types = new Set([...rowsByType.keys(), ...counters.keys()])
  const skew = [...types].filter((t) => (rowsByType.get(t) ?? 0) !== (counters.get(t) ?? 0))
  checks.push({
    name: 'A/B counters = A/B records',
    ok: skew.length === 0,
    detail:
      skew
        .map((t) => `${t}: ${counters.get(t) ?? 0} counted, ${rowsByType.get(t) ?? 0} rows`)
        .join('; ') || 'ok',
  })

  // Analytics: a batch of three events is stored whole (its view id is the marker).
  const events = new Map()
  for (const e of await db.rows('SELECT event_id FROM analytics_events')) {
    const view = String(e.event_id).split('.')[0]
    if (view.includes(fixture.tag)) count(events, view)
  }
  const partial = [...events].filter(([, n]) => n !== 3)
  stored.analytics = new Map([...events].map(([view, n]) => [view, n >= 3 ? n / 3 : 1]))
  checks.push({
    name: 'analytics batches stored whole',
    ok: partial.length === 0,
    detail:
      partial
        .slice(0, 5)
        .map(([v, n]) => `${v}: ${n} of 3 events`)
        .join('; ') || 'ok',
  })

  // Comments.
  const comments = new Map()
  for (const c of await db.rows('SELECT email FROM comments'))
    if (soak(c.email)) count(comments, c.email)
  stored.comment = comments

  return { stored, checks }
}
