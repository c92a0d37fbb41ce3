import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestSite, type TestSite } from './harness'

// Small proofs of work, so each test solves its tokens in milliseconds.
process.env.ALTCHA_MAX_NUMBER = '2000'

let site: TestSite
let forms: typeof import('@/features/forms')
let pageId: number
let moduleId: string

beforeAll(async () => {
  site = await startTestSite({ seeded: true })
  forms = await import('@/features/forms')
  const { docs } = await site.payload.find({
    collection: 'pages',
    where: { slug: { equals: 'kontakt' } },
    limit: 1,
    depth: 0,
  })
  pageId = docs[0]!.id
  moduleId = forms.contactFormsIn(docs[0]!.layout)[0]!.id!
}, 120_000)

afterAll(async () => {
  await site?.close()
})

/** A solved proof of work for the action, as the browser's worker would send it. */
async function solvedToken(action: string): Promise<string> {
  const { solveChallenge } = await import('altcha-lib/v1')
  const response = await forms.getBotChallenge(
    new Request(`http://x/api/robotskydd?action=${encodeURIComponent(action)}`),
  )
  const challenge = (await response.json()) as {
    algorithm: string
    challenge: string
    salt: string
    signature: string
    maxnumber: number
  }
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise
  return Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString('base64')
}

let sender = 0
const nextIp = () => `198.51.100.${++sender}`

/** A correctly filled Kontakt form (Ärende Offert, so the visit date stays hidden). */
function filled(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    smedja_page: String(pageId),
    smedja_module: moduleId,
    smedja_form_num: '0',
    smedja_key: '',
    et_pb_contact_namn_0: 'Anna Berg',
    et_pb_contact_epost_0: 'Anna.Berg@Example.se',
    et_pb_contact_telefon_0: '070-123 45 67',
    et_pb_contact_arende_0: 'Offert',
    et_pb_contact_meddelande_0: `Vi behöver en offert på översyn av två pumpar (${Math.random()}).`,
    et_pb_contact_samtycke_0: 'Ja',
    et_pb_contact_captcha_0: '10',
    et_pb_contact_captcha_first_digit_0: '3',
    et_pb_contact_captcha_second_digit_0: '7',
    et_pb_contact_et_number_0: '',
    // Descriptors a forger posts: the server never reads them for rules.
    et_pb_contact_email_fields_0: JSON.stringify([
      {
        field_id: 'et_pb_contact_namn_0',
        original_id: 'namn',
        required_mark: 'not_required',
        field_type: 'input',
        field_label: 'Namn',
      },
    ]),
    ...overrides,
  }
}

async function send(fields: Record<string, string>, ip = nextIp()) {
  return forms.submitContactForm(site.payload, { fields, ip })
}

const submissions = async () =>
  (await site.payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs
const mails = async () =>
  (
    await site.payload.count({
      collection: 'outbox',
      where: { kind: { equals: 'form-submission' } },
      overrideAccess: true,
    })
  ).totalDocs
const action = () => forms.botActionContact(0)

describe('contact form submissions', () => {
  it('stores one submission and queues one mail to the recipient with reply-to the visitor', async () => {
    const [before, beforeMail] = [await submissions(), await mails()]
    const key = 'k'.repeat(20) + Date.now()
    const outcome = await send(filled({ token: await solvedToken(action()), smedja_key: key }))
    expect(outcome).toMatchObject({
      status: 200,
      state: { success: true },
      submission: { replayed: false },
    })
    expect(await submissions()).toBe(before + 1)
    expect(await mails()).toBe(beforeMail + 1)
    const stored = await site.payload.findByID({
      collection: 'form-submissions',
      id: outcome.submission!.id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      email: 'anna.berg@example.se',
      consent: true,
      formNum: 0,
      pagePath: '/kontakt',
    })
    expect(stored.clientKey).toMatch(/^[0-9a-f]{32}$/)
    expect(stored.entries?.map((e) => e.fieldId)).not.toContain('besoksdatum')
    const { docs } = await site.payload.find({
      collection: 'outbox',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      to: 'info@norrberg-industriservice.se',
      replyTo: 'anna.berg@example.se',
      kind: 'form-submission',
    })
    expect(docs[0]!.text).toContain('Anna Berg')
  })

  it('stores one submission and one mail for a double submit (same key, one token, at once)', async () => {
    const [before, beforeMail] = [await submissions(), await mails()]
    const fields = filled({
      token: await solvedToken(action()),
      smedja_key: `double-${Date.now()}-abcdefgh`,
    })
    const ip = nextIp()
    const [a, b] = await Promise.all([send(fields, ip), send(fields, ip)])
    const again = await send(fields, ip)
    expect(await submissions()).toBe(before + 1)
    expect(await mails()).toBe(beforeMail + 1)
    expect(again).toMatchObject({ status: 200, submission: { replayed: true } })
    expect([a, b].filter((o) => o.status === 200 && !o.submission?.replayed)).toHaveLength(1)
  })

  it('stores one submission for the same content sent twice without a key (no JavaScript)', async () => {
    const before = await submissions()
    const fields = filled()
    await send({ ...fields, token: await solvedToken(action()) })
    const second = await send({ ...fields, token: await solvedToken(action()) })
    expect(second.submission?.replayed).toBe(true)
    expect(await submissions()).toBe(before + 1)
  })

  it('stores nothing when the bot token is missing, forged, reused or for another form', async () => {
    const [before, beforeMail] = [await submissions(), await mails()]
    const missing = await send(filled())
    expect(missing.status).toBe(403)
    expect(missing.state.notice).toMatch(/JavaScript/)
    expect((await send(filled({ token: 'bm90LWEtdG9rZW4=' }))).status).toBe(403)
    const other = await solvedToken(forms.botActionContact(1))
    expect((await send(filled({ token: other }))).status).toBe(403)
    const token = await solvedToken(action())
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString()) as { number: number }
    const wrongNumber = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(token, 'base64').toString()),
        number: decoded.number + 1,
      }),
    ).toString('base64')
    expect((await send(filled({ token: wrongNumber }))).status).toBe(403)
    expect((await send(filled({ token }))).status).toBe(200)
    const reused = await send(filled({ token }))
    expect(reused).toMatchObject({ status: 403, reason: expect.stringContaining('used before') })
    expect(await submissions()).toBe(before + 1)
    expect(await mails()).toBe(beforeMail + 1)
  })

  it('re-applies the rules from the stored module, whatever the post claims', async () => {
    const before = await submissions()
    const token = await solvedToken(action())
    const noName = await send(filled({ token, et_pb_contact_namn_0: '' }))
    expect(noName).toMatchObject({ status: 422, state: { missing: ['Namn'] } })
    const badMail = await send(filled({ token, et_pb_contact_epost_0: 'anna@exempel' }))
    expect(badMail.state.invalid).toEqual(['Ogiltig e-postadress'])
    const service = await send(filled({ token, et_pb_contact_arende_0: 'Service' }))
    expect(service.state.missing).toEqual(['Önskat datum för besök'])
    const wrong = await send(filled({ token, et_pb_contact_captcha_0: '11' }))
    expect(wrong.state.invalid).toEqual([expect.stringMatching(/kontrollfrågan/)])
    expect(wrong.state.answer).toBe('')
    const decoy = await send(filled({ token, et_pb_contact_et_number_0: 'http://spam' }))
    expect(decoy.status).toBe(400)
    expect(await submissions()).toBe(before)
    // The token was not used by the refusals: it still sends once.
    expect((await send(filled({ token }))).status).toBe(200)
  })

  it('refuses a form that is not on the page it names', async () => {
    const outcome = await send(filled({ smedja_module: 'not-a-module', smedja_form_num: '5' }))
    expect(outcome).toMatchObject({ status: 404, model: null })
  })

  it('limits one address to five sends in ten minutes, counted in the database', async () => {
    const ip = nextIp()
    const before = await submissions()
    for (let i = 0; i < 5; i++)
      expect((await send(filled({ token: await solvedToken(action()) }), ip)).status).toBe(200)
    const sixth = await send(filled({ token: await solvedToken(action()) }), ip)
    expect(sixth).toMatchObject({ status: 429, state: { notice: expect.stringMatching(/många/) } })
    expect(await submissions()).toBe(before + 5)
    // Another address is not limited by it.
    expect((await send(filled({ token: await solvedToken(action()) }))).status).toBe(200)
  })

  it('deletes submissions older than the retention days', async () => {
    await site.payload.updateGlobal({ slug: 'form-settings', data: { retentionDays: 30 } })
    const total = await submissions()
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000)
    const removed = await forms.applyFormRetention(site.payload, later)
    expect(removed.submissions).toBe(total)
    expect(removed.botTokens).toBeGreaterThan(0)
    expect(await submissions()).toBe(0)
  })
})
