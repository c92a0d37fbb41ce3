import type { Customer } from '@/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { billingAddress, checkoutForm, newKey } from '../support/checkout'
import { startTestSite, type TestSite } from './harness'
import { cartWith, createProduct, stockOf } from './shop-fixtures'

let site: TestSite
let shop: typeof import('@/features/shop')
const ids = { filter: 0, book: 0, last: 0, postnord: 0 }
let staffId = 0

const password = 'ett långt lösenord'

const count = async (collection: 'customers' | 'orders' | 'outbox', where = {}) =>
  (await site.payload.count({ collection, where, overrideAccess: true })).totalDocs
const customerByEmail = async (email: string) =>
  (
    await site.payload.find({
      collection: 'customers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs[0] as Customer | undefined
/** The customer the auth cookie of a session belongs to, as the site's routes see it. */
const whoIs = (token: string) =>
  shop.currentCustomer(site.payload, new Headers({ cookie: `payload-token=${token}` }))
const linesOf = async (token: string) =>
  shop
    .cartView(await shop.findCart(site.payload, token))
    .lines.map((l) => [l.sku, l.quantity])
    .sort()

beforeAll(async () => {
  site = await startTestSite()
  shop = await import('@/features/shop')
  const p = site.payload
  ids.filter = await createProduct(p, 'Oljefilter HF-200', 'NIS-HF200', {
    price: 12500,
    inventory: 100,
  })
  ids.book = await createProduct(p, 'Handbok i smörjteknik', 'NIS-BOK1', {
    price: 10600,
    inventory: 100,
  })
  ids.last = await createProduct(p, 'Hörselskydd Pro', 'NIS-HS1', { price: 49900, inventory: 1 })
  ids.postnord = (
    await p.create({
      collection: 'shipping-methods',
      data: { name: 'Postnord', cost: 7900, countries: ['SE'], enabled: true },
    })
  ).id
  // Staff account 1 and customer account 1 share an id: access must still tell them apart.
  staffId = (
    await p.create({
      collection: 'users',
      data: { email: 'admin@example.se', password: 'hemligt-lösen-1', roles: ['admin'] },
    })
  ).id
})

afterAll(async () => {
  await site?.close()
})

describe("'Skapa ett konto?' in the checkout", () => {
  it('makes one customer, links the order to it and signs it in', async () => {
    const token = await cartWith(site.payload, [[ids.filter, 1]])
    const key = newKey()
    const placed = await shop.placeOrder(
      site.payload,
      token,
      checkoutForm(ids.postnord, key, { createaccount: '1', account_password: password }),
    )
    const customer = await customerByEmail('karin@example.se')
    expect(customer).toMatchObject({
      firstName: 'Karin',
      lastName: 'Ek',
      phone: '060-12 34 50',
      billing: { address1: 'Storgatan 1', postcode: '85234', city: 'Sundsvall', country: 'SE' },
    })
    expect(customer?.id).toBe(staffId)
    const order = await site.payload.findByID({
      collection: 'orders',
      id: Number(placed.orderId),
      depth: 0,
      overrideAccess: true,
    })
    expect(order.customer).toBe(customer?.id)
    expect(order.createAccount).toBe(true)
    // Signed in: the session's cookie is the new customer's.
    expect(placed.session?.token).toBeTruthy()
    expect((await whoIs(placed.session!.token))?.email).toBe('karin@example.se')
    const welcome = await site.payload.find({
      collection: 'outbox',
      where: { kind: { equals: 'welcome' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(welcome.docs.map((m) => [m.to, m.customer])).toEqual([
      ['karin@example.se', customer?.id],
    ])
    expect(welcome.docs[0]?.text).not.toContain(password)
    // A retried request is the same order and makes no second account.
    const retry = await shop.placeOrder(
      site.payload,
      token,
      checkoutForm(ids.postnord, key, { createaccount: '1', account_password: password }),
    )
    expect(retry).toMatchObject({ orderId: placed.orderId, replayed: true })
    expect(await count('customers')).toBe(1)
  })

  it('refuses an e-mail that already has an account and stores nothing', async () => {
    const token = await cartWith(site.payload, [[ids.filter, 2]])
    const before = {
      customers: await count('customers'),
      orders: await count('orders'),
      outbox: await count('outbox'),
      stock: await stockOf(site.payload, ids.filter),
    }
    await expect(
      shop.placeOrder(
        site.payload,
        token,
        checkoutForm(ids.postnord, newKey(), {
          billing_email: 'Karin@Example.se',
          createaccount: '1',
          account_password: 'ett annat lösenord',
        }),
      ),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(
        'Det finns redan ett konto med e-postadressen karin@example.se. Logga in',
      ),
      errors: [expect.objectContaining({ field: 'billing_email' })],
    })
    expect({
      customers: await count('customers'),
      orders: await count('orders'),
      outbox: await count('outbox'),
      stock: await stockOf(site.payload, ids.filter),
    }).toEqual(before)
    expect(await shop.findCart(site.payload, token)).not.toBeNull()
  })

  it('leaves no customer behind when a later step of the order fails', async () => {
    const email = 'misslyckad@example.se'
    // The stock runs out after the cart was filled: the order's stock step fails.
    const token = await cartWith(site.payload, [[ids.last, 1]])
    await site.payload.update({
      collection: 'products',
      id: ids.last,
      data: { inventory: 0 },
      context: { disableRevalidate: true },
    })
    const fields = checkoutForm(ids.postnord, newKey(), {
      billing_email: email,
      createaccount: '1',
      account_password: password,
    })
    await expect(shop.placeOrder(site.payload, token, fields)).rejects.toThrow(
      /Tyvärr finns inte tillräckligt många ”Hörselskydd Pro”/,
    )
    expect(await customerByEmail(email)).toBeUndefined()
    await site.payload.update({
      collection: 'products',
      id: ids.last,
      data: { inventory: 1 },
      context: { disableRevalidate: true },
    })
    // A failure after the order row (the payment record): still no account and no welcome mail.
    const hooks = site.payload.collections.transactions.config.hooks
    const failing = () => {
      throw new Error('disk full')
    }
    hooks.beforeChange.push(failing)
    try {
      await expect(
        shop.placeOrder(site.payload, token, { ...fields, idempotency_key: newKey() }),
      ).rejects.toThrow('disk full')
    } finally {
      hooks.beforeChange.splice(hooks.beforeChange.indexOf(failing), 1)
    }
    expect(await customerByEmail(email)).toBeUndefined()
    expect(await count('outbox', { to: { equals: email } })).toBe(0)
    // With nothing in the way the same form goes through and makes the account.
    const placed = await shop.placeOrder(site.payload, token, {
      ...fields,
      idempotency_key: newKey(),
    })
    expect(placed.session).toBeTruthy()
    expect(await customerByEmail(email)).toBeDefined()
  })

  it('takes the account back with the order when the card payment cannot start', async () => {
    const email = 'kortkund@example.se'
    const unreachable = shop.createStripeAdapter({
      secretKey: 'sk_test_int',
      apiBase: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    })
    const token = await cartWith(site.payload, [[ids.book, 1]])
    const fields = checkoutForm(ids.postnord, newKey(), {
      billing_email: email,
      createaccount: '1',
      account_password: password,
      payment_method: 'kort',
    })
    await expect(
      shop.placeOrder(site.payload, token, fields, { card: unreachable }),
    ).rejects.toMatchObject({ status: 502 })
    expect(await customerByEmail(email)).toBeUndefined()
    expect(await count('outbox', { to: { equals: email } })).toBe(0)
    // The same form with another way to pay makes the account after all.
    const placed = await shop.placeOrder(
      site.payload,
      token,
      { ...fields, payment_method: 'faktura' },
      { card: unreachable },
    )
    expect((await whoIs(placed.session!.token))?.email).toBe(email)
  })

  it("links a signed-in customer's order to the account and remembers its addresses", async () => {
    const customer = (await customerByEmail('karin@example.se'))!
    const token = await cartWith(site.payload, [[ids.book, 1]])
    const placed = await shop.placeOrder(
      site.payload,
      token,
      checkoutForm(ids.postnord, newKey(), {
        billing_address_1: 'Nygatan 4',
        ship_to_different_address: '1',
        shipping_first_name: 'Lager',
        shipping_last_name: 'Mottagningen',
        shipping_country: 'SE',
        shipping_address_1: 'Hamngatan 9',
        shipping_postcode: '852 30',
        shipping_city: 'Sundsvall',
      }),
      { customer },
    )
    expect(placed.session ?? null).toBeNull()
    const order = await site.payload.findByID({
      collection: 'orders',
      id: Number(placed.orderId),
      depth: 0,
      overrideAccess: true,
    })
    expect(order.customer).toBe(customer.id)
    const saved = (await customerByEmail('karin@example.se'))!
    expect(shop.checkoutPrefill(saved)).toMatchObject({
      billing_first_name: 'Karin',
      billing_address_1: 'Nygatan 4',
      billing_email: 'karin@example.se',
      ship_to_different_address: '1',
      shipping_address_1: 'Hamngatan 9',
      shipping_postcode: '85230',
    })
  })
})

describe('signing in', () => {
  it("keeps the visitor's cart and merges the customer's cart from another device", async () => {
    const customer = (await customerByEmail('karin@example.se'))!
    // On another device, signed in: a cart that belongs to the account.
    const elsewhere = await cartWith(site.payload, [[ids.filter, 2]])
    await shop.linkCartToCustomer(site.payload, elsewhere, customer.id)
    // Here, signed out: a guest cart.
    const here = await cartWith(site.payload, [
      [ids.filter, 1],
      [ids.book, 1],
    ])
    const signed = await shop.signIn(
      site.payload,
      { email: 'KARIN@example.se', password, till: '/kassan' },
      here,
    )
    expect(signed.cartToken).toBe(here)
    expect(signed.redirect).toBe('/kassan')
    expect((await whoIs(signed.session.token))?.id).toBe(customer.id)
    expect(await linesOf(here)).toEqual([
      ['NIS-BOK1', 1],
      ['NIS-HF200', 3],
    ])
    expect(await shop.findCart(site.payload, elsewhere)).toBeNull()
    const cart = await shop.findCart(site.payload, here)
    expect(typeof cart?.customer === 'object' ? cart?.customer?.id : cart?.customer).toBe(
      customer.id,
    )
    // Signing in on a browser without a cart brings the account's cart along.
    const fresh = await shop.signIn(site.payload, { email: 'karin@example.se', password }, null)
    expect(fresh.cartToken).toBe(here)
    expect(fresh.redirect).toBe('/konto')
  })

  it('never takes over the cart of another customer left on a shared computer', async () => {
    const other = await shop.registerCustomer(
      site.payload,
      { email: 'per@example.se', password },
      null,
    )
    const left = await cartWith(site.payload, [[ids.book, 2]])
    await shop.linkCartToCustomer(site.payload, left, other.customerId)
    const signed = await shop.signIn(site.payload, { email: 'karin@example.se', password }, left)
    expect(signed.cartToken).not.toBe(left)
    expect(await linesOf(left)).toEqual([['NIS-BOK1', 2]])
  })

  it('refuses wrong details in Swedish and locks the account after five failures', async () => {
    await shop.registerCustomer(site.payload, { email: 'lasa@example.se', password }, null)
    await expect(
      shop.signIn(site.payload, { email: 'finns-inte@example.se', password }, null),
    ).rejects.toMatchObject({ status: 401, message: 'Fel e-postadress eller lösenord.' })
    for (let i = 0; i < 5; i++) {
      await expect(
        shop.signIn(site.payload, { email: 'lasa@example.se', password: `fel-${i}` }, null),
      ).rejects.toMatchObject({ status: expect.any(Number) })
    }
    await expect(
      shop.signIn(site.payload, { email: 'lasa@example.se', password }, null),
    ).rejects.toMatchObject({ status: 423, message: expect.stringContaining('låst') })
  })

  it('refuses a second account for the same e-mail on /konto', async () => {
    const before = await count('customers')
    await expect(
      shop.registerCustomer(site.payload, { email: 'Per@Example.se', password }, null),
    ).rejects.toMatchObject({ status: 409, errors: [expect.objectContaining({ field: 'email' })] })
    expect(await count('customers')).toBe(before)
  })
})

describe('access', () => {
  it("keeps a customer out of other customers' orders and accounts, and out of staff accounts", async () => {
    const karin = (await customerByEmail('karin@example.se'))!
    const per = (await customerByEmail('per@example.se'))!
    const perOrder = await shop.placeOrder(
      site.payload,
      await cartWith(site.payload, [[ids.book, 1]]),
      checkoutForm(ids.postnord, newKey(), { billing_email: 'per@example.se' }),
      { customer: per },
    )
    const asKarin = { overrideAccess: false, user: karin } as const
    const orders = await site.payload.find({ collection: 'orders', depth: 0, ...asKarin })
    expect(orders.docs.length).toBeGreaterThan(0)
    expect(orders.docs.every((o) => o.customer === karin.id)).toBe(true)
    await expect(
      site.payload.findByID({ collection: 'orders', id: Number(perOrder.orderId), ...asKarin }),
    ).rejects.toThrow()
    const listed = await shop.listCustomerOrders(site.payload, karin)
    expect(listed.map((o) => o.id)).not.toContain(perOrder.orderId)
    expect(listed[0]?.href).toMatch(/^\/kassan\/order-mottagen\/\d+\?nyckel=[\w-]{16,}$/)
    const perList = await shop.listCustomerOrders(site.payload, per)
    expect(perList.map((o) => o.id)).toEqual([perOrder.orderId])

    const customers = await site.payload.find({ collection: 'customers', ...asKarin })
    expect(customers.docs.map((c) => c.email)).toEqual(['karin@example.se'])
    await expect(
      site.payload.update({
        collection: 'customers',
        id: per.id,
        data: { firstName: 'Kapad' },
        ...asKarin,
      }),
    ).rejects.toThrow()
    // Karin's id is the administrator's too; she still cannot read staff accounts.
    await expect(site.payload.find({ collection: 'users', ...asKarin })).rejects.toThrow()
    await expect(
      site.payload.findByID({ collection: 'users', id: staffId, ...asKarin }),
    ).rejects.toThrow()
    const admin = await site.payload.findByID({ collection: 'users', id: staffId })
    const all = await site.payload.find({
      collection: 'customers',
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
    })
    expect(all.totalDocs).toBe(await count('customers'))
  })
})

describe('forgotten password', () => {
  it('answers the same whether or not the account exists, and the link sets a new password', async () => {
    const resets = () => count('outbox', { kind: { equals: 'password-reset' } })
    const unknown = await shop.requestPasswordReset(site.payload, {
      email: 'ingen@example.se',
    })
    expect(await resets()).toBe(0)
    const known = await shop.requestPasswordReset(site.payload, { email: 'Per@example.se' })
    expect(known).toBe(unknown)
    expect(await resets()).toBe(1)
    // A second request within the minute sends no second link (and still answers the same).
    expect(await shop.requestPasswordReset(site.payload, { email: 'per@example.se' })).toBe(known)
    expect(await resets()).toBe(1)

    const mail = (
      await site.payload.find({
        collection: 'outbox',
        where: { kind: { equals: 'password-reset' } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(mail.to).toBe('per@example.se')
    const link = /https?:\/\/\S+\/konto\/aterstall-losenord\?nyckel=([a-f0-9]{40})/.exec(mail.text)
    expect(link).not.toBeNull()
    const nyckel = link![1]!
    await expect(
      shop.resetPassword(
        site.payload,
        { nyckel, password: 'nytt lösenord här', password_confirm: 'något annat' },
        null,
      ),
    ).rejects.toMatchObject({ message: 'Lösenorden stämmer inte överens.' })
    const signed = await shop.resetPassword(
      site.payload,
      { nyckel, password: 'nytt lösenord här', password_confirm: 'nytt lösenord här' },
      null,
    )
    expect((await whoIs(signed.session.token))?.email).toBe('per@example.se')
    await expect(
      shop.signIn(site.payload, { email: 'per@example.se', password }, null),
    ).rejects.toMatchObject({ status: 401 })
    await shop.signIn(
      site.payload,
      { email: 'per@example.se', password: 'nytt lösenord här' },
      null,
    )
    // The link works once.
    await expect(
      shop.resetPassword(
        site.payload,
        { nyckel, password: 'tredje lösenordet', password_confirm: 'tredje lösenordet' },
        null,
      ),
    ).rejects.toThrow(/ogiltig eller har gått ut/)
  })

  it("is not open through Payload's REST forgot-password", async () => {
    await expect(
      site.payload.forgotPassword({
        collection: 'customers',
        data: { email: 'per@example.se' },
        disableEmail: true,
      }),
    ).rejects.toThrow()
  })
})

describe("'Byt lösenord'", () => {
  const cookie = (token: string) => new Headers({ cookie: `payload-token=${token}` })
  const newPassword = 'ett nytt långt lösenord'
  const form = (current: string) => ({
    current_password: current,
    password: newPassword,
    password_confirm: newPassword,
  })
  /** What a password change must leave alone when it is refused. */
  const accountState = async (email: string) => {
    const doc = (
      await site.payload.find({
        collection: 'customers',
        where: { email: { equals: email } },
        overrideAccess: true,
        showHiddenFields: true,
        depth: 0,
      })
    ).docs[0]!
    return {
      hash: doc.hash,
      salt: doc.salt,
      sessions: doc.sessions?.map((s) => s.id),
      loginAttempts: doc.loginAttempts ?? 0,
      notices: await count('outbox', {
        and: [{ to: { equals: email } }, { kind: { equals: 'password-changed' } }],
      }),
    }
  }

  it('refuses a wrong current password, changes nothing and counts it as a failed sign-in', async () => {
    const email = 'byter@example.se'
    const here = await shop.registerCustomer(site.payload, { email, password }, null)
    const before = await accountState(email)
    await expect(
      shop.changePassword(site.payload, cookie(here.session.token), {
        ...form('fel lösenord'),
        password_confirm: 'något annat lösenord',
      }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'password_confirm', message: 'Lösenorden stämmer inte överens.' }],
    })
    expect(await accountState(email)).toEqual(before)
    await expect(
      shop.changePassword(site.payload, cookie(here.session.token), form('fel lösenord')),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Nuvarande lösenord stämmer inte.',
      errors: [{ field: 'current_password', message: 'Nuvarande lösenord stämmer inte.' }],
    })
    expect(await accountState(email)).toEqual({ ...before, loginAttempts: 1 })
    expect((await whoIs(here.session.token))?.email).toBe(email)
    await shop.signIn(site.payload, { email, password }, null)
    await expect(
      shop.signIn(site.payload, { email, password: newPassword }, null),
    ).rejects.toMatchObject({ status: 401 })
  })

  it('locks the account after five wrong current passwords, like failed sign-ins', async () => {
    const email = 'byter-last@example.se'
    const here = await shop.registerCustomer(site.payload, { email, password }, null)
    for (let i = 0; i < 4; i++)
      await expect(
        shop.changePassword(site.payload, cookie(here.session.token), form(`fel-${i}`)),
      ).rejects.toMatchObject({ status: 400 })
    await expect(
      shop.changePassword(site.payload, cookie(here.session.token), form('fel-5')),
    ).rejects.toMatchObject({ status: 423, message: expect.stringContaining('låst en kvart') })
    await expect(
      shop.changePassword(site.payload, cookie(here.session.token), form(password)),
    ).rejects.toMatchObject({ status: 423 })
    await expect(shop.signIn(site.payload, { email, password }, null)).rejects.toMatchObject({
      status: 423,
    })
  })

  it('sets the new password, keeps this browser signed in with a fresh session and ends the others', async () => {
    const email = 'byter@example.se'
    const here = await shop.signIn(site.payload, { email, password }, null)
    const elsewhere = await shop.signIn(site.payload, { email, password }, null)
    const changed = await shop.changePassword(
      site.payload,
      cookie(here.session.token),
      form(password),
    )
    expect(changed.message).toContain('Ditt lösenord har ändrats.')
    expect(changed.session.token).not.toBe(here.session.token)
    expect((await whoIs(changed.session.token))?.email).toBe(email)
    expect(await whoIs(here.session.token)).toBeNull()
    expect(await whoIs(elsewhere.session.token)).toBeNull()
    const after = await accountState(email)
    expect(after).toMatchObject({ loginAttempts: 0, notices: 1 })
    expect(after.sessions).toHaveLength(1)

    await expect(shop.signIn(site.payload, { email, password }, null)).rejects.toMatchObject({
      status: 401,
      message: 'Fel e-postadress eller lösenord.',
    })
    const again = await shop.signIn(site.payload, { email, password: newPassword }, null)
    expect((await whoIs(again.session.token))?.email).toBe(email)

    const notice = (
      await site.payload.find({
        collection: 'outbox',
        where: { and: [{ to: { equals: email } }, { kind: { equals: 'password-changed' } }] },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]!
    expect(notice.subject).toBe('Ditt lösenord har ändrats')
    expect(notice.status).toBe('queued')
    expect(notice.text).toMatch(/^Hej!\n/)
    expect(notice.text).toContain('/konto/aterstall-losenord')
    expect(notice.text).not.toContain(newPassword)
  })

  it("refuses a staff member's token and a visitor without one, and changes nothing", async () => {
    // The administrator's id is Karin's too: the token must still not reach her account.
    const karin = (await customerByEmail('karin@example.se'))!
    expect(karin.id).toBe(staffId)
    const before = await accountState('karin@example.se')
    const staff = await site.payload.login({
      collection: 'users',
      data: { email: 'admin@example.se', password: 'hemligt-lösen-1' },
    })
    for (const headers of [cookie(staff.token!), new Headers()])
      await expect(
        shop.changePassword(site.payload, headers, form('hemligt-lösen-1')),
      ).rejects.toMatchObject({
        status: 401,
        message: 'Du är inte inloggad längre. Logga in och försök igen.',
      })
    await expect(
      shop.changePassword(site.payload, cookie(staff.token!), form(password)),
    ).rejects.toMatchObject({ status: 401 })
    expect(await accountState('karin@example.se')).toEqual(before)
    await site.payload.login({
      collection: 'users',
      data: { email: 'admin@example.se', password: 'hemligt-lösen-1' },
    })
    await shop.signIn(site.payload, { email: 'karin@example.se', password }, null)
  })
})

describe('signing out', () => {
  it('ends the session of this browser only', async () => {
    const a = await shop.signIn(site.payload, { email: 'karin@example.se', password }, null)
    const b = await shop.signIn(site.payload, { email: 'karin@example.se', password }, null)
    await shop.signOut(site.payload, new Headers({ cookie: `payload-token=${a.session.token}` }))
    expect(await whoIs(a.session.token)).toBeNull()
    expect((await whoIs(b.session.token))?.email).toBe('karin@example.se')
  })
})

describe('saved addresses', () => {
  it('stores the trimmed names and addresses, not the spaces typed around them', async () => {
    const token = await cartWith(site.payload, [[ids.book, 1]])
    const placed = await shop.placeOrder(
      site.payload,
      token,
      checkoutForm(ids.postnord, newKey(), {
        billing_first_name: ' Anna ',
        billing_last_name: ' Berg ',
        billing_company: ' Berg Mekaniska ',
        billing_address_1: ' Storgatan 1 ',
        billing_city: ' Sundsvall ',
        billing_email: 'anna@example.se',
        createaccount: '1',
        account_password: password,
        ship_to_different_address: '1',
        shipping_first_name: ' Anna ',
        shipping_last_name: ' Berg ',
        shipping_country: 'SE',
        shipping_address_1: ' Hamngatan 9 ',
        shipping_postcode: '852 30',
        shipping_city: ' Sundsvall ',
      }),
    )
    const order = await site.payload.findByID({
      collection: 'orders',
      id: Number(placed.orderId),
      depth: 0,
      overrideAccess: true,
    })
    expect(order.billing).toMatchObject({
      firstName: 'Anna',
      lastName: 'Berg',
      company: 'Berg Mekaniska',
      address1: 'Storgatan 1',
      city: 'Sundsvall',
    })
    expect(order.shipping).toMatchObject({
      firstName: 'Anna',
      lastName: 'Berg',
      address1: 'Hamngatan 9',
      postcode: '85230',
      city: 'Sundsvall',
    })
    expect(await customerByEmail('anna@example.se')).toMatchObject({
      firstName: 'Anna',
      lastName: 'Berg',
      billing: { company: 'Berg Mekaniska', address1: 'Storgatan 1', city: 'Sundsvall' },
      shipping: { firstName: 'Anna', address1: 'Hamngatan 9', city: 'Sundsvall' },
    })

    // The same on /konto's address form.
    const anna = (await whoIs(placed.session!.token))!
    await shop.updateAddresses(site.payload, anna, {
      ...billingAddress,
      billing_first_name: ' Anna ',
      billing_last_name: ' Lind ',
      billing_address_1: ' Nygatan 4 ',
    })
    expect(await customerByEmail('anna@example.se')).toMatchObject({
      firstName: 'Anna',
      lastName: 'Lind',
      billing: { address1: 'Nygatan 4', city: 'Sundsvall' },
    })
  })
})
