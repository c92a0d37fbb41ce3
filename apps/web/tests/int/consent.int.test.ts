import crypto from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite
let consent: typeof import('@/features/consent')

beforeAll(async () => {
  site = await startTestSite()
  consent = await import('@/features/consent')
}, 120_000)

afterAll(async () => {
  await site?.close()
})

const hex = () => crypto.randomBytes(16).toString('hex')

const choices = {
  necessary: true,
  functional: true,
  analytics: false,
  performance: false,
  advertisement: false,
  other: false,
}

function decision(overrides: Record<string, unknown> = {}) {
  return {
    type: 'decision',
    requestId: hex(),
    consentId: hex(),
    choices,
    policyVersion: 1,
    page: '/industriunderhall',
    ...overrides,
  }
}

function post(
  body: unknown,
  { ip = '198.51.100.7', origin }: { ip?: string; origin?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host: 'smedja.test',
    'x-forwarded-for': ip,
  }
  if (origin) headers.origin = origin
  return consent.postConsentLog(
    new Request('http://smedja.test/api/samtycke', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

async function records(where: Record<string, unknown> = {}) {
  const { docs } = await site.payload.find({
    collection: 'consent-records',
    where: where as never,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs as unknown as Record<string, unknown>[]
}

describe('the consent log', () => {
  it('stores each of 20 concurrent senders’ decisions once, however often each retries', async () => {
    const sent = Array.from({ length: 20 }, (_, i) => decision({ page: `/sida-${i}` }))
    // Every sender sends its request three times at once (a retry after a lost answer), and once more
    // after the others have landed.
    const responses = await Promise.all(
      sent.flatMap((body, i) => [0, 1, 2].map(() => post(body, { ip: `203.0.113.${i + 1}` }))),
    )
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200))
    const late = await Promise.all(sent.map((body, i) => post(body, { ip: `203.0.113.${i + 1}` })))
    for (const response of late)
      expect(await response.json()).toMatchObject({ ok: true, replayed: true })

    const stored = await records({ requestId: { in: sent.map((s) => s.requestId) } })
    expect(stored).toHaveLength(20)
    expect(new Set(stored.map((r) => r.requestId)).size).toBe(20)
    const one = stored.find((r) => r.requestId === sent[3]!.requestId)!
    expect(one).toMatchObject({
      consentId: sent[3]!.consentId,
      kind: 'first',
      necessary: true,
      functional: true,
      analytics: false,
      policyVersion: 1,
      page: '/sida-3',
      ip: '203.0.113.0',
    })
    expect(one.createdAt).toBeTruthy()
  })

  it('refuses bad input with a Swedish message and stores nothing', async () => {
    const before = (await records()).length
    const refusals: [Response, number, string][] = [
      [await post('{inte json'), 400, 'Samtycket kunde inte läsas.'],
      [await post(decision({ consentId: 'x' })), 400, 'Samtyckes-id är ogiltigt.'],
      [
        await post(decision({ choices: { ...choices, necessary: false } })),
        400,
        'Nödvändiga cookies kan inte avvisas.',
      ],
      [
        await post(decision({ page: 'https://evil.example/' })),
        400,
        'Sidan ska vara en adress på webbplatsen.',
      ],
      [await post(decision({ policyVersion: 99 })), 400, 'Okänd policyversion.'],
      [await post({ type: 'hack' }), 400, 'Okänd typ av samtyckeshändelse.'],
      [await post(decision({ page: `/${'a'.repeat(5000)}` })), 413, 'Förfrågan är för stor.'],
      [
        await post(decision(), { origin: 'https://evil.example' }),
        403,
        'Samtycket skickades från en annan webbplats.',
      ],
    ]
    for (const [response, status, message] of refusals) {
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ ok: false, message })
    }
    expect((await records()).length).toBe(before)
  })

  it('tells the first choice, a change and a withdrawal of one visitor apart', async () => {
    const consentId = hex()
    await post(decision({ consentId, choices: { ...choices, analytics: true } }))
    await post(decision({ consentId, choices: { ...choices, analytics: false } }))
    await post(
      decision({
        consentId,
        choices: { ...choices, functional: false },
        kind: 'first' /* ignored */,
      }),
    )
    const log = await records({ consentId: { equals: consentId } })
    expect(log.map((r) => r.kind).sort()).toEqual(['change', 'first', 'withdrawal'])
  })

  it('limits how many decisions one address may log, and a retry of a stored one still answers', async () => {
    const previous = process.env.CONSENT_RATE_LIMIT_MAX
    process.env.CONSENT_RATE_LIMIT_MAX = '2'
    try {
      const ip = '192.0.2.44'
      const first = decision()
      expect((await post(first, { ip })).status).toBe(200)
      expect((await post(decision(), { ip })).status).toBe(200)
      const refused = await post(decision(), { ip })
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({
        ok: false,
        message: 'För många samtyckesval på kort tid. Försök igen om en stund.',
      })
      expect((await post(first, { ip })).status).toBe(200)
      expect(await records({ ip: { equals: '192.0.2.0' } })).toHaveLength(2)
    } finally {
      process.env.CONSENT_RATE_LIMIT_MAX = previous
    }
  })

  it('counts 20 concurrent banner views on the day’s counter, none lost', async () => {
    const day = consent.viewDay(new Date())
    const before = await site.payload.find({
      collection: 'consent-banner-views',
      where: { day: { equals: day } },
      overrideAccess: true,
    })
    const start = (before.docs[0]?.views as number | undefined) ?? 0
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post({ type: 'view', page: '/' })),
    )
    expect(responses.every((r) => r.status === 200)).toBe(true)
    const after = await site.payload.find({
      collection: 'consent-banner-views',
      where: { day: { equals: day } },
      overrideAccess: true,
    })
    expect(after.docs).toHaveLength(1)
    expect(after.docs[0]!.views).toBe(start + 20)
  })

  it('counts at most BANNER_VIEW_RATE_MAX views a minute from one sender, and refuses the rest', async () => {
    // A frozen clock ten minutes on: a window of its own, whatever earlier tests counted.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 })
    try {
      const day = consent.viewDay(new Date())
      const counted = async () =>
        ((
          await site.payload.find({
            collection: 'consent-banner-views',
            where: { day: { equals: day } },
            overrideAccess: true,
          })
        ).docs[0]?.views as number | undefined) ?? 0
      const start = await counted()
      const max = consent.BANNER_VIEW_RATE_MAX
      for (let sent = 0; sent < max; sent += 20) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(20, max - sent) }, () =>
            post({ type: 'view', page: '/' }, { ip: '198.51.100.99' }),
          ),
        )
        expect(batch.every((r) => r.status === 200)).toBe(true)
      }
      const over = await post({ type: 'view', page: '/' }, { ip: '198.51.100.99' })
      expect(over.status).toBe(429)
      expect(((await over.json()) as { message: string }).message).toMatch(/för många/i)
      // Another sender is counted as before.
      expect((await post({ type: 'view', page: '/' }, { ip: '198.51.100.100' })).status).toBe(200)
      expect(await counted()).toBe(start + max + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets nobody write or change the log through the API', async () => {
    await expect(
      site.payload.create({
        collection: 'consent-records',
        overrideAccess: false,
        data: { consentId: hex(), kind: 'first', policyVersion: 1, requestId: hex() } as never,
      }),
    ).rejects.toThrow()
  })
})

describe('the consent settings', () => {
  it('are seeded in Swedish and English once, with the company’s cookie list and no tag ids', async () => {
    const { seedConsentSettings } = await import('@/seed/consent')
    await seedConsentSettings(site.payload, () => {})
    await seedConsentSettings(site.payload, () => {})
    const sv = await consent.getConsentViewFromPayload(site.payload, 'sv')
    const en = await consent.getConsentViewFromPayload(site.payload, 'en')
    expect(sv.bannerTitle).toBe('Vi använder cookies')
    expect(en.bannerTitle).toBe('We use cookies')
    const necessary = sv.categories.find((c) => c.key === 'necessary')!
    expect(necessary.cookies.map((c) => c.name)).toContain('smedja-consent')
    const necessaryEn = en.categories.find((c) => c.key === 'necessary')!
    expect(necessaryEn.cookies[0]).toMatchObject({ name: 'smedja-consent', duration: '1 year' })
    expect(necessary.cookies[0]!.duration).toBe('1 år')
    expect(sv.tags).toEqual({
      gtmContainerId: null,
      ga4MeasurementId: null,
      metaPixelId: null,
      googleAdsId: null,
    })
  })

  it('refuse a malformed tag id', async () => {
    await expect(
      site.payload.updateGlobal({
        slug: 'consent-settings',
        data: { tags: { ga4MeasurementId: 'G-1"><script>' } } as never,
      }),
    ).rejects.toThrow(/Google Analytics 4/)
  })
})
