import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite
let comments: typeof import('@/features/comments')
let MIN_FILL_MS: number
let richText: typeof import('@/seed/richText').richText

const POST = 'vibrationsanalys-hittar-felen-i-tid'
const OTHER_POST = 'planera-sommarstoppet-redan-nu'

beforeAll(async () => {
  site = await startTestSite({ seeded: true })
  // Imported after the harness has pointed the data folder (and its secrets) at a temporary directory.
  comments = await import('@/features/comments')
  ;({ MIN_FILL_MS } = await import('@/platform/security/formGuard'))
  ;({ richText } = await import('@/seed/richText'))
})

afterAll(async () => {
  await site?.close()
})

const params = (slug: string) => ({ params: Promise.resolve({ slug }) })

/** A fill token for a post's form, as the island gets it; `ageMs` ago. */
async function fillToken(slug: string, ageMs = 0): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() - ageMs)
  try {
    const response = await comments.commentFillToken(new Request('http://x/'), params(slug))
    return ((await response.json()) as { token: string }).token
  } finally {
    vi.useRealTimers()
  }
}

let sender = 0
/** A distinct visitor address per test, so the rate limit of one test does not reach the next. */
const nextIp = () => `198.51.100.${++sender}`

async function submit(
  slug: string,
  fields: Record<string, unknown>,
  { ip = nextIp(), token }: { ip?: string; token?: string } = {},
) {
  return comments.submitComment(site.payload, {
    slug,
    ip,
    // The visitor took a few seconds to write.
    now: new Date(Date.now() + MIN_FILL_MS + 500),
    fields: {
      author: 'Test Testsson',
      email: 'test@example.se',
      website: '',
      form_token: token ?? (await fillToken(slug)),
      ...fields,
    },
  })
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof comments.CommentRefusal) return error
    throw error
  }
  throw new Error('expected the comment to be refused')
}

const postId = async (slug: string) =>
  (
    await site.payload.find({
      collection: 'posts',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!.id

const countComments = async () =>
  (await site.payload.count({ collection: 'comments', overrideAccess: true })).totalDocs

/** What an anonymous visitor reads through Payload's API. */
const publicComments = async (id: number) =>
  (
    await site.payload.find({
      collection: 'comments',
      where: { post: { equals: id } },
      overrideAccess: false,
      depth: 0,
      limit: 100,
    })
  ).docs

const approve = (id: number) =>
  site.payload.update({
    collection: 'comments',
    id,
    data: { status: 'approved' },
    overrideAccess: true,
  })

describe('comments', () => {
  it('seeds approved comments on two posts, one thread with a reply, and one waiting', async () => {
    const page = await comments.getPostComments(site.payload, {
      id: await postId(POST),
      slug: POST,
    })
    expect(page.count).toBe(4)
    expect(page.open).toBe(true)
    expect(page.endpoint).toBe(`/blogg/${POST}/kommentar`)
    expect(
      page.thread.map((n) => [n.comment.authorName, n.replies.map((r) => r.comment.authorName)]),
    ).toEqual([
      ['Lena Holmqvist', ['Maria Sjöberg']],
      ['Per Ågren', ['Maria Sjöberg']],
    ])
    const other = await comments.getPostComments(site.payload, {
      id: await postId(OTHER_POST),
      slug: OTHER_POST,
    })
    expect(other.thread.map((n) => n.comment.authorName)).toEqual(['Anders Lund'])
    const before = await countComments()
    const { seedComments } = await import('@/seed/comments')
    await seedComments(site.payload, () => {})
    expect(await countComments()).toBe(before)
  })

  it('stores a comment once however often it is sent with the same key, also at the same moment', async () => {
    const before = await countComments()
    const fields = { text: 'Samma kommentar två gånger.', idempotency_key: 'k'.repeat(24) }
    const first = await submit(POST, fields)
    const again = await submit(POST, fields)
    expect(first).toMatchObject({ status: 'pending', replayed: false })
    expect(again).toMatchObject({ id: first.id, status: 'pending', replayed: true })
    const both = await Promise.all([
      submit(POST, { text: 'Dubbelklick.', idempotency_key: 'd'.repeat(24) }),
      submit(POST, { text: 'Dubbelklick.', idempotency_key: 'd'.repeat(24) }),
    ])
    expect(both[0].id).toBe(both[1].id)
    expect(await countComments()).toBe(before + 2)
  })

  it('without a key, stores the same post, address and text once, and other text anew', async () => {
    const before = await countComments()
    const first = await submit(POST, { text: 'Utan JavaScript.' })
    const resent = await submit(POST, { text: '  Utan   JavaScript. ', email: 'TEST@example.se' })
    expect(resent).toMatchObject({ id: first.id, replayed: true })
    // A new form key does not make the same text another comment either.
    const rekeyed = await submit(POST, {
      text: 'Utan JavaScript.',
      idempotency_key: 'n'.repeat(20),
    })
    expect(rekeyed.id).toBe(first.id)
    const other = await submit(POST, { text: 'Något annat.' })
    expect(other.id).not.toBe(first.id)
    const elsewhere = await submit(OTHER_POST, { text: 'Utan JavaScript.' })
    expect(elsewhere.id).not.toBe(first.id)
    expect(await countComments()).toBe(before + 3)
  })

  it('keeps a pending comment from the public, shows it once approved, and never its address', async () => {
    const id = await postId(POST)
    const stored = await submit(POST, {
      author: 'Väntande Person',
      email: 'hemlig@example.se',
      text: 'Syns inte förrän den är godkänd.',
    })
    expect((await publicComments(id)).map((c) => c.id)).not.toContain(stored.id)
    const before = await comments.getPostComments(site.payload, { id, slug: POST })
    expect(JSON.stringify(before.thread)).not.toContain('Väntande Person')

    await approve(stored.id)
    const visible = (await publicComments(id)).find((c) => c.id === stored.id)
    expect(visible).toMatchObject({ authorName: 'Väntande Person', status: 'approved' })
    expect(visible).not.toHaveProperty('email')
    expect(visible).not.toHaveProperty('clientKey')
    expect(visible).not.toHaveProperty('idempotencyKey')
    const after = await comments.getPostComments(site.payload, { id, slug: POST })
    expect(after.thread.at(-1)?.comment).toMatchObject({
      id: stored.id,
      authorName: 'Väntande Person',
    })
    expect(JSON.stringify(after)).not.toContain('hemlig@example.se')

    await site.payload.update({
      collection: 'comments',
      id: stored.id,
      data: { status: 'spam' },
      overrideAccess: true,
    })
    expect((await publicComments(id)).map((c) => c.id)).not.toContain(stored.id)
  })

  it("refuses a reply to another post's comment or to one not approved, and threads a good reply", async () => {
    const before = await countComments()
    const [anders] = (await publicComments(await postId(OTHER_POST))).filter(
      (c) => c.authorName === 'Anders Lund',
    )
    const foreign = await refusal(submit(POST, { text: 'Fel tråd.', reply_to: String(anders!.id) }))
    expect(foreign).toMatchObject({
      code: 'svar',
      status: 400,
      errors: [{ field: 'reply_to', message: foreign.message }],
    })
    const pending = await submit(POST, { text: 'Ännu inte granskad.' })
    expect(
      await refusal(submit(POST, { text: 'Svar på väntande.', reply_to: String(pending.id) })),
    ).toMatchObject({ code: 'svar' })
    expect(
      await refusal(submit(POST, { text: 'Svar på inget.', reply_to: '999999' })),
    ).toMatchObject({ code: 'svar' })
    expect(await countComments()).toBe(before + 1)

    const reply = await submit(OTHER_POST, { text: 'Håller med!', reply_to: String(anders!.id) })
    await approve(reply.id)
    const page = await comments.getPostComments(site.payload, {
      id: await postId(OTHER_POST),
      slug: OTHER_POST,
    })
    expect(page.thread[0]?.replies.map((r) => r.comment.id)).toEqual([reply.id])
  })

  it('refuses bots (honeypot, no token, too fast, another post’s token) and stores nothing', async () => {
    const before = await countComments()
    const cases: [Record<string, unknown>, string | undefined, string][] = [
      [{ website: 'https://spam.example' }, undefined, 'skydd'],
      [{}, 'inte-en-token', 'kontroll'],
      [{}, await fillToken(OTHER_POST, 10_000), 'kontroll'],
    ]
    for (const [fields, token, code] of cases)
      expect(
        await refusal(submit(POST, { text: 'Köp billigt!', ...fields }, { token })),
      ).toMatchObject({ code, status: 400 })
    const tooFast = await refusal(
      comments.submitComment(site.payload, {
        slug: POST,
        ip: nextIp(),
        fields: {
          author: 'Robot',
          email: 'robot@example.se',
          text: 'Snabb!',
          form_token: await fillToken(POST),
        },
      }),
    )
    expect(tooFast).toMatchObject({ code: 'for-snabbt', reason: 'too-fast' })
    expect(tooFast.message).toBe('Det gick lite för fort. Vänta några sekunder och skicka igen.')
    expect(await countComments()).toBe(before)
  })

  it('limits one address to five comments in ten minutes, site-wide', async () => {
    const ip = nextIp()
    for (let n = 1; n <= 5; n++)
      await submit(n % 2 ? POST : OTHER_POST, { text: `Nummer ${n}` }, { ip })
    const sixth = await refusal(submit(POST, { text: 'Nummer 6' }, { ip }))
    expect(sixth).toMatchObject({ code: 'for-manga', status: 429 })
    expect(sixth.message).toBe(
      'Du har skickat många kommentarer på kort tid. Vänta en stund och försök igen.',
    )
    // Sending one of the five again is not a new comment, so it is answered, not refused.
    expect(await submit(POST, { text: 'Nummer 1' }, { ip })).toMatchObject({ replayed: true })
    expect(await submit(POST, { text: 'Från någon annan' })).toMatchObject({ replayed: false })
  })

  it('validates the fields and takes comments only on published posts that allow them', async () => {
    expect(await refusal(submit(POST, { author: '', email: 'x', text: '' }))).toMatchObject({
      code: 'ogiltig',
      message: 'Skriv ditt namn.',
      errors: [
        { field: 'author', message: 'Skriv ditt namn.' },
        { field: 'email', message: 'Ange en giltig e-postadress.' },
        { field: 'text', message: 'Skriv en kommentar.' },
      ],
    })
    expect(await refusal(submit('finns-inte', { text: 'Hej' }))).toMatchObject({
      code: 'stangd',
      status: 404,
    })
    const closed = await site.payload.create({
      collection: 'posts',
      data: {
        title: 'Stängt för kommentarer',
        slug: 'stangt-for-kommentarer',
        // The seed's rich-text helper builds the same JSON the editor stores.
        content: richText('Inga kommentarer här.') as never,
        allowComments: false,
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(closed.allowComments).toBe(false)
    expect(await refusal(submit('stangt-for-kommentarer', { text: 'Hej' }))).toMatchObject({
      code: 'stangd',
      status: 403,
    })
    await site.payload.updateGlobal({
      slug: 'comment-settings',
      data: { enabled: false },
      context: { disableRevalidate: true },
    })
    try {
      expect(await refusal(submit(POST, { text: 'Avstängt' }))).toMatchObject({ code: 'stangd' })
      const page = await comments.getPostComments(site.payload, {
        id: await postId(POST),
        slug: POST,
      })
      expect(page.open).toBe(false)
      expect(page.count).toBeGreaterThan(0)
    } finally {
      await site.payload.updateGlobal({
        slug: 'comment-settings',
        data: { enabled: true },
        context: { disableRevalidate: true },
      })
    }
  })

  it("lets nobody create or moderate through Payload's API without a staff account", async () => {
    await expect(
      site.payload.create({
        collection: 'comments',
        data: {
          post: await postId(POST),
          authorName: 'Via API',
          email: 'api@example.se',
          text: 'Förbi formuläret',
          status: 'approved',
        },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const [pending] = (
      await site.payload.find({
        collection: 'comments',
        where: { status: { equals: 'pending' } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    await expect(
      site.payload.update({
        collection: 'comments',
        id: pending!.id,
        data: { status: 'approved' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('refuses, in the admin too, a reply moved to a comment of another post or to itself', async () => {
    const mine = await submit(POST, { text: 'Flyttas i admin.' })
    const [anders] = (await publicComments(await postId(OTHER_POST))).filter(
      (c) => c.authorName === 'Anders Lund',
    )
    for (const parent of [anders!.id, mine.id])
      await expect(
        site.payload.update({
          collection: 'comments',
          id: mine.id,
          data: { parent },
          overrideAccess: true,
        }),
      ).rejects.toThrow(/Svar på/)
  })

  describe('the endpoint', () => {
    const form = (fields: Record<string, string>) =>
      new URLSearchParams({
        author: 'Formulär Person',
        email: 'form@example.se',
        website: '',
        ...fields,
      })

    const post = (body: URLSearchParams, headers: Record<string, string> = {}) =>
      comments.postComment(
        new Request(`http://127.0.0.1:3000/blogg/${POST}/kommentar`, {
          method: 'POST',
          body,
          headers: {
            host: '127.0.0.1:3000',
            origin: 'http://127.0.0.1:3000',
            'x-forwarded-for': nextIp(),
            ...headers,
          },
        }),
        params(POST),
      )

    it('redirects a plain form post back to the post with 303 and the moderation notice', async () => {
      const token = await fillToken(POST, 10_000)
      const response = await post(form({ text: 'Skickad utan JavaScript.', form_token: token }))
      expect(response.status).toBe(303)
      const location = response.headers.get('location')!
      const [, id] = /^\/blogg\/[^?]+\?kommentar=(\d+)#kommentar-granskas$/.exec(location) ?? []
      expect(location.startsWith(`/blogg/${POST}?`)).toBe(true)
      const stored = await site.payload.findByID({
        collection: 'comments',
        id: Number(id),
        overrideAccess: true,
      })
      expect(stored).toMatchObject({ text: 'Skickad utan JavaScript.', status: 'pending' })
      // The browser's resend (back and submit again) is the same comment.
      const again = await post(form({ text: 'Skickad utan JavaScript.', form_token: token }))
      expect(again.headers.get('location')).toBe(location)
    })

    it('answers the island with JSON: the new comment’s anchor, or the Swedish refusal', async () => {
      const token = await fillToken(POST, 10_000)
      const json = { accept: 'application/json' }
      const ok = await post(
        form({ text: 'Med JavaScript.', form_token: token, idempotency_key: 'j'.repeat(32) }),
        json,
      )
      const body = (await ok.json()) as { success: boolean; data: { id: number; anchor: string } }
      expect(ok.status).toBe(200)
      expect(body).toMatchObject({
        success: true,
        data: {
          status: 'pending',
          message: 'Tack för din kommentar! Den visas här när vi har granskat den.',
        },
      })
      expect(body.data.anchor).toBe(`comment-${body.data.id}`)

      const bad = await post(form({ text: '', form_token: token }), json)
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({
        success: false,
        data: {
          code: 'ogiltig',
          message: 'Skriv en kommentar.',
          errors: [{ field: 'text', message: 'Skriv en kommentar.' }],
        },
      })
    })

    it('refuses a cross-site post and sends a plain form to the notice anchor', async () => {
      const before = await countComments()
      const token = await fillToken(POST, 10_000)
      const cross = await post(form({ text: 'Från annan sajt.', form_token: token }), {
        origin: 'https://evil.example',
        accept: 'application/json',
      })
      expect(cross.status).toBe(403)
      const trapped = await post(
        form({ text: 'Robot.', form_token: token, website: 'http://spam.example' }),
      )
      expect(trapped.status).toBe(303)
      expect(trapped.headers.get('location')).toBe(`/blogg/${POST}?kommentar=skydd#kommentar-skydd`)
      expect(await countComments()).toBe(before)
    })
  })
})
