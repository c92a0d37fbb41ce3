import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite
let ajax: typeof import('@/platform/ajax')
let ajaxActions: typeof import('@/features/registry').ajaxActions
let createNonce: typeof import('@/platform/nonce').createNonce
let forms: typeof import('@/features/forms')
const logger = { warn: vi.fn() }

/** A Mailchimp of our own whose health the test switches. */
let mailchimpUp = false
const mailchimpCalls: string[] = []
const mailchimp = http.createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    mailchimpCalls.push(`${req.method} ${req.url}`)
    if (!mailchimpUp) {
      res.writeHead(503, { 'Content-Type': 'application/problem+json' })
      res.end(
        JSON.stringify({
          type: 'https://mailchimp.com/developer/marketing/docs/errors/',
          title: 'Service Unavailable',
          status: 503,
          detail: 'Try again later.',
          instance: 'e2e',
        }),
      )
      return
    }
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ status: 'pending' }))
  })
})

beforeAll(async () => {
  site = await startTestSite()
  ajax = await import('@/platform/ajax')
  ;({ ajaxActions } = await import('@/features/registry'))
  ;({ createNonce } = await import('@/platform/nonce'))
  forms = await import('@/features/forms')
  await new Promise<void>((resolve) => mailchimp.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  await new Promise((resolve) => mailchimp.close(resolve))
  await site?.close()
})

let ipCounter = 0
const call = (
  fields: Record<string, unknown>,
  ip = `198.51.100.${++ipCounter}`,
  now = new Date(),
) => ajax.dispatchAjax(fields, ajaxActions, { payload: site.payload, ip, now, logger })

async function makeList(data: Record<string, unknown>) {
  return site.payload.create({
    collection: 'newsletter-lists',
    data: { name: 'Lista', provider: 'local', doubleOptIn: true, ...data } as never,
    overrideAccess: true,
  })
}

/** The fields a rendered module would post, for a module with these settings. */
async function formFor(settings: Record<string, unknown>) {
  const model = await forms.newsletterFormModel(site.payload, settings as never)
  if (!model) throw new Error('no form')
  return (fields: Record<string, unknown>) => ({
    action: 'et_pb_submit_subscribe_form',
    et_frontend_nonce: createNonce('et_frontend_nonce'),
    et_list_id: model.listId,
    et_firstname: 'Anna',
    et_lastname: '',
    et_provider: model.provider,
    et_account: model.account,
    et_ip_address: 'false',
    et_custom_fields: {},
    et_hidden_fields: [],
    token: '',
    et_checksum: model.checksum,
    ...fields,
  })
}

const rowsOf = async (list: number) =>
  (
    await site.payload.find({
      collection: 'newsletter-subscribers',
      where: { list: { equals: list } },
      overrideAccess: true,
      showHiddenFields: true,
      depth: 0,
      sort: 'createdAt',
    })
  ).docs

const mailTo = async (to: string) =>
  (
    await site.payload.find({
      collection: 'outbox',
      where: { to: { equals: to } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs

const token = (text: string, path: string) => new RegExp(`${path}\\?t=([^\\s]+)`).exec(text)?.[1]

describe('newsletter subscription (issue 12)', () => {
  it('a repeated or simultaneous request for one address stores one subscriber and sends one mail', async () => {
    const list = await makeList({ name: 'Dubbletter' })
    const post = await formFor({ list: list.id, showFirstName: true })
    const fields = post({ et_email: 'Dubbel@Example.se' })
    const answers = await Promise.all([call(fields), call(fields), call(fields)])
    expect(answers.map((a) => a.body)).toEqual(
      Array(3).fill({ success: true, data: { success: true } }),
    )
    expect((await call(fields)).body.data).toEqual({ success: true })
    const rows = await rowsOf(list.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email: 'dubbel@example.se',
      firstName: 'Anna',
      status: 'pending',
    })
    expect(await mailTo('dubbel@example.se')).toHaveLength(1)
  })

  it('double opt-in: the mailed link confirms once, a welcome mail follows, unsubscribing works', async () => {
    const list = await makeList({ name: 'Bekräftelse' })
    const post = await formFor({ list: list.id })
    expect((await call(post({ et_email: 'bekrafta@example.se' }))).status).toBe(200)
    const [confirmation] = await mailTo('bekrafta@example.se')
    expect(confirmation).toMatchObject({ kind: 'newsletter-confirmation', status: 'queued' })
    expect(confirmation!.subject).toBe('Bekräfta din prenumeration på Bekräftelse')
    const confirmToken = token(confirmation!.text, '/nyhetsbrev/bekrafta')
    expect(confirmation!.text).toMatch(/\/nyhetsbrev\/avregistrera\?t=/)

    const outcomes = await Promise.all([
      forms.confirmSubscription(site.payload, confirmToken),
      forms.confirmSubscription(site.payload, confirmToken),
    ])
    expect(outcomes.sort()).toEqual(['already-used', 'confirmed'])
    expect(await forms.confirmSubscription(site.payload, confirmToken)).toBe('already-used')
    expect(await forms.confirmSubscription(site.payload, `${confirmToken}x`)).toBe('invalid')
    const [row] = await rowsOf(list.id)
    expect(row).toMatchObject({ status: 'confirmed', confirmNonce: null })
    expect(row!.confirmedAt).toBeTruthy()

    const mails = await mailTo('bekrafta@example.se')
    expect(mails.map((m) => m.kind)).toEqual(['newsletter-confirmation', 'newsletter-welcome'])
    const unsubscribeToken = token(mails[1]!.text, '/nyhetsbrev/avregistrera')
    expect(await forms.unsubscribe(site.payload, unsubscribeToken)).toBe('unsubscribed')
    expect(await forms.unsubscribe(site.payload, unsubscribeToken)).toBe('already-unsubscribed')
    expect((await rowsOf(list.id))[0]).toMatchObject({ status: 'unsubscribed' })
  })

  it('a confirmation link expires after a week; asking again later mails a new link; unconfirmed rows are deleted', async () => {
    const DAY = 24 * 60 * 60 * 1000
    const list = await makeList({ name: 'Utgång' })
    const post = await formFor({ list: list.id })
    const fields = post({ et_email: 'sen@example.se' })
    expect((await call(fields)).status).toBe(200)
    const first = token((await mailTo('sen@example.se'))[0]!.text, '/nyhetsbrev/bekrafta')
    const inEightDays = new Date(Date.now() + 8 * DAY)
    expect(await forms.confirmSubscription(site.payload, first, inEightDays)).toBe('expired')
    expect((await rowsOf(list.id))[0]).toMatchObject({ status: 'pending' })

    // Within ten minutes a repeat is the same request (no second mail); after that, a new link.
    expect((await call(fields, undefined, new Date(Date.now() + 5 * 60_000))).status).toBe(200)
    expect(await mailTo('sen@example.se')).toHaveLength(1)
    expect((await call(fields, undefined, new Date(Date.now() + 11 * 60_000))).status).toBe(200)
    const mails = await mailTo('sen@example.se')
    expect(mails.map((m) => m.kind)).toEqual(['newsletter-confirmation', 'newsletter-confirmation'])
    const second = token(mails[1]!.text, '/nyhetsbrev/bekrafta')
    expect(second).not.toBe(first)
    expect(await forms.confirmSubscription(site.payload, first)).toBe('expired')
    expect(await rowsOf(list.id)).toHaveLength(1)

    // Never confirmed: the retention deletes the row once its link has expired, not before.
    expect(
      (await forms.applyFormRetention(site.payload, new Date(Date.now() + DAY))).unconfirmed,
    ).toBe(0)
    const removed = await forms.applyFormRetention(site.payload, inEightDays)
    expect(removed.unconfirmed).toBeGreaterThanOrEqual(1)
    expect(await rowsOf(list.id)).toHaveLength(0)
    expect(await forms.confirmSubscription(site.payload, second)).toBe('invalid')
  })

  it("deleting a list deletes its subscribers with it, and no other list's", async () => {
    const doomed = await makeList({ name: 'Tas bort' })
    const kept = await makeList({ name: 'Finns kvar' })
    expect(
      (await call((await formFor({ list: doomed.id }))({ et_email: 'a@example.se' }))).status,
    ).toBe(200)
    expect(
      (await call((await formFor({ list: kept.id }))({ et_email: 'a@example.se' }))).status,
    ).toBe(200)
    await site.payload.delete({
      collection: 'newsletter-lists',
      id: doomed.id,
      overrideAccess: true,
    })
    expect(await rowsOf(doomed.id)).toHaveLength(0)
    expect(await rowsOf(kept.id)).toHaveLength(1)
  })

  it('a provider that is down keeps the subscriber queued and the job retries until it accepts', async () => {
    const port = (mailchimp.address() as AddressInfo).port
    const list = await makeList({
      name: 'Mailchimp',
      provider: 'mailchimp',
      providerListId: 'a1b2c3d4e5',
      apiKeyInput: '0123456789abcdef-us21',
      baseUrl: `http://127.0.0.1:${port}`,
      tags: ['webbplats'],
    })
    const post = await formFor({ list: list.id })
    const start = new Date()
    mailchimpUp = false
    const answer = await call(post({ et_email: 'nere@example.se' }), undefined, start)
    // The visitor is subscribed as far as they can tell; the provider gets it later.
    expect(answer.body).toEqual({ success: true, data: { success: true } })
    let [row] = await rowsOf(list.id)
    expect(row).toMatchObject({ syncState: 'queued', syncAttempts: 1 })
    expect(row!.syncError).toContain('Mailchimp 503: Service Unavailable')
    const firstRetry = new Date(row!.nextAttemptAt!)
    expect(firstRetry.getTime() - start.getTime()).toBe(30_000)

    // Not due yet: nothing is sent.
    const calls = mailchimpCalls.length
    await forms.syncNewsletterSubscribers(site.payload, new Date(start.getTime() + 10_000))
    expect(mailchimpCalls.length).toBe(calls)

    // Due, still down: the next wait doubles.
    await forms.syncNewsletterSubscribers(site.payload, firstRetry)
    ;[row] = await rowsOf(list.id)
    expect(row).toMatchObject({ syncState: 'queued', syncAttempts: 2 })
    expect(new Date(row!.nextAttemptAt!).getTime() - firstRetry.getTime()).toBe(60_000)

    // Back up: accepted, then tagged.
    mailchimpUp = true
    const counts = await forms.syncNewsletterSubscribers(
      site.payload,
      new Date(row!.nextAttemptAt!),
    )
    expect(counts).toEqual({ synced: 1, retrying: 0, failed: 0 })
    ;[row] = await rowsOf(list.id)
    expect(row).toMatchObject({
      syncState: 'synced',
      syncAttempts: 3,
      syncError: null,
      nextAttemptAt: null,
    })
    expect(mailchimpCalls.slice(-2)).toEqual([
      expect.stringMatching(/^PUT \/3\.0\/lists\/a1b2c3d4e5\/members\/[0-9a-f]{32}$/),
      expect.stringMatching(/^POST \/3\.0\/lists\/a1b2c3d4e5\/members\/[0-9a-f]{32}\/tags$/),
    ])
    // No local mail for a provider's list: the provider sends its own confirmation.
    expect(await mailTo('nere@example.se')).toHaveLength(0)
  })

  it('stores the API key but never lets it be read, not even by an administrator', async () => {
    const list = await makeList({
      name: 'Hemlig',
      provider: 'brevo',
      providerListId: '7',
      brevoTemplateId: 3,
      apiKeyInput: 'xkeysib-hemlig',
    })
    const admin = await site.payload.create({
      collection: 'users',
      data: {
        email: 'nl-admin@example.se',
        password: 'ett långt lösenord',
        roles: ['admin'],
        name: 'A',
      } as never,
      overrideAccess: true,
    })
    const read = await site.payload.findByID({
      collection: 'newsletter-lists',
      id: list.id,
      overrideAccess: false,
      user: admin,
    })
    expect(read).toMatchObject({ hasApiKey: true, apiKeyInput: null })
    expect(JSON.stringify(read)).not.toContain('xkeysib-hemlig')
    await site.payload.update({
      collection: 'newsletter-lists',
      id: list.id,
      data: { name: 'Hemlig 2' },
      overrideAccess: false,
      user: admin,
    })
    const raw = await site.payload.findByID({
      collection: 'newsletter-lists',
      id: list.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect((raw as { apiKey?: string }).apiKey).toBe('xkeysib-hemlig')
  })

  it('refuses a missing or wrong bot token, a forged checksum, the honeypot and a bad address, storing nothing', async () => {
    const list = await makeList({ name: 'Skyddad' })
    const other = await makeList({ name: 'Annan' })
    const post = await formFor({ list: list.id, botProtection: true })
    const refused = async (fields: Record<string, unknown>, text: RegExp) => {
      const answer = await call(fields)
      expect(answer.body.success).toBe(false)
      expect((answer.body.data as { message: string }).message).toMatch(text)
    }
    await refused(post({ et_email: 'bot@example.se', token: '' }), /människa/)
    await refused(post({ et_email: 'bot@example.se', token: 'inte-en-riktig-token' }), /människa/)
    // The checksum of one list does not take a subscription to another, nor without the bot check.
    await refused(
      post({ et_email: 'bot@example.se', et_list_id: String(other.id) }),
      /kontrolleras/,
    )
    const unprotected = await formFor({ list: list.id, botProtection: false })
    await refused(
      {
        ...unprotected({ et_email: 'bot@example.se' }),
        // Another last character (never the same one: 'A' stays 'A' one time in sixteen).
        et_checksum: post({}).et_checksum.replace(/.$/, (last: string) =>
          last === 'A' ? 'B' : 'A',
        ),
      },
      /kontrolleras/,
    )
    await refused(
      unprotected({ et_email: 'bot@example.se', website: 'https://spam.example' }),
      /skräppostskydd/,
    )
    await refused(unprotected({ et_email: 'inte-en-adress' }), /Ogiltig e-postadress/)
    await refused(unprotected({ et_email: 'a@b.se', et_firstname: '' }), /Förnamn måste fyllas i/)
    await refused(
      unprotected({ et_email: 'a@b.se', et_custom_fields: { OKAND: 'x' } }),
      /okänt fält/,
    )
    expect(await rowsOf(list.id)).toHaveLength(0)
    expect(await rowsOf(other.id)).toHaveLength(0)
    expect(await mailTo('bot@example.se')).toHaveLength(0)
  })

  it('validates custom fields on the server against the module, as the provider encodes them', async () => {
    const list = await makeList({ name: 'Egna fält' })
    const post = await formFor({
      list: list.id,
      customFields: [
        {
          id: 'row1',
          fieldId: 'INTRESSEN',
          type: 'checkbox',
          label: 'Intressen',
          required: true,
          options: [
            { id: 'a', label: 'Svetsning' },
            { id: 'b', label: 'Lager' },
          ],
        },
      ],
    })
    const missing = await call(post({ et_email: 'falt@example.se' }))
    expect((missing.body.data as { message: string }).message).toBe('Intressen måste fyllas i.')
    const ok = await call(
      post({ et_email: 'falt@example.se', et_custom_fields: { INTRESSEN: { b: 'Lager' } } }),
    )
    expect(ok.body.data).toEqual({ success: true })
    expect((await rowsOf(list.id))[0]!.customFields).toEqual({
      INTRESSEN: { type: 'checkbox', values: ['Lager'], dataIds: ['b'] },
    })
  })

  it('limits subscriptions per IP address, counted in the database', async () => {
    const list = await makeList({ name: 'Gräns' })
    const post = await formFor({ list: list.id })
    const ip = '203.0.113.77'
    for (let i = 0; i < 5; i++)
      expect(
        (await call(post({ et_email: `gräns${i}@example.se`.replace('ä', 'a') }), ip)).status,
      ).toBe(200)
    const sixth = await call(post({ et_email: 'grans9@example.se' }), ip)
    expect(sixth.status).toBe(429)
    expect(await rowsOf(list.id)).toHaveLength(5)
  })
})
