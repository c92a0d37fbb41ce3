import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseApiPath } from '../api/selectors.js'
import { anonymousToken, principalForToken } from '../data/tokens.js'
import { createTestApp, SITE_ORIGIN, type TestApp } from '../test/testApp.js'

// Response bodies are read loosely: each test asserts the fields it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

let t: TestApp
let anon: string
let anna: string
let per: string

async function credentials(cookie = '', authorize = false): Promise<Record<string, string | null>> {
  const query = `apiKey=demo-key&xdOrigin=${encodeURIComponent(SITE_ORIGIN)}${authorize ? '&authorize=true' : ''}`
  const res = await t.get(`/cws/session/credentials?${query}`, { cookie })
  return (await res.json()) as Record<string, string | null>
}

beforeAll(async () => {
  t = createTestApp()
  anon = (await credentials()).anonymousToken ?? ''
  anna = (await credentials(await t.signIn(), true)).oauthToken ?? ''
  per = (await credentials(await t.signIn('per.holm@example.se'), true)).oauthToken ?? ''
})
afterAll(() => t.close())

interface CallInit {
  token?: string
  method?: string
  body?: string
  type?: string
  key?: string
}

async function api(path: string, init: CallInit = {}) {
  const headers: Record<string, string> = { 'X-Requested-With': 'IN.XDCall', 'x-li-format': 'json' }
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  if (init.body !== undefined) headers['Content-Type'] = init.type ?? 'application/json'
  if (init.key) headers['Idempotency-Key'] = init.key
  const res = await t.app.request(`/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
  })
  const text = await res.text()
  return { status: res.status, res, body: (text ? JSON.parse(text) : null) as Json }
}

const expectError = (
  r: { status: number; body: Json },
  status: number,
  message: string | RegExp,
) => {
  expect(r.status).toBe(status)
  expect(r.body).toMatchObject({ errorCode: 0, status })
  if (typeof message === 'string') expect(r.body.message).toBe(message)
  else expect(r.body.message).toMatch(message)
}

describe('parseApiPath', () => {
  it('reads id lists, :public, single ids, sub-resources and nested field selectors', () => {
    expect(
      parseApiPath(
        '/v1/people::(a1,url=https%3A%2F%2Fx.se%2Fin%2Fper-holm):public:(id,first-name)',
      ),
    ).toEqual({
      segments: ['people'],
      ids: ['a1', 'url=https://x.se/in/per-holm'],
      isPublic: true,
      fields: [{ name: 'id' }, { name: 'first-name' }],
    })
    expect(parseApiPath('/v1/people/~/connections:(id)')).toMatchObject({
      segments: ['people', '~', 'connections'],
    })
    expect(
      parseApiPath('/v1/people-search:(num-results,people:(id),facets:(code,buckets:(code,count)))')
        .fields,
    ).toEqual([
      { name: 'num-results' },
      { name: 'people', sub: [{ name: 'id' }] },
      {
        name: 'facets',
        sub: [{ name: 'code' }, { name: 'buckets', sub: [{ name: 'code' }, { name: 'count' }] }],
      },
    ])
  })

  it('refuses unbalanced or malformed selectors', () => {
    expect(() => parseApiPath('/v1/people/~:(id')).toThrow()
    expect(() => parseApiPath('/v1/people/~:(id;drop)')).toThrow()
    expect(() => parseApiPath('/v1/people::()')).toThrow()
  })
})

describe('tokens', () => {
  it('refuses calls without a token and with a forged or expired one', async () => {
    expectError(await api('/people::(mtAnnaL7f3a9Q)'), 401, /access token is required/)
    expectError(
      await api('/people::(mtAnnaL7f3a9Q)', {
        token: 'anon.ZGVtby1rZXk.99999999999999.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      }),
      401,
      'Invalid or expired access token',
    )
    const now = new Date('2026-11-21T12:00:00.000Z')
    const token = anonymousToken(t.app.db, 'demo-key', now)
    expect(principalForToken(t.app.db, token, new Date(now.getTime() + 29 * 60_000))?.kind).toBe(
      'anonymous',
    )
    expect(
      principalForToken(t.app.db, token, new Date(now.getTime() + 61 * 60_000)),
    ).toBeUndefined()
  })

  it('gives anonymous tokens only the public scope', async () => {
    expect(principalForToken(t.app.db, anon, new Date('2026-11-21T12:00:00.000Z'))?.scopes).toEqual(
      new Set(['r_basicprofile']),
    )
  })
})

describe('people', () => {
  it('answers public profiles to an anonymous token with the default fields', async () => {
    const r = await api('/people::(mtAnnaL7f3a9Q,url=per-holm):public', { token: anon })
    expect(r.status).toBe(200)
    expect(r.body._total).toBe(2)
    expect(r.body.values[0]).toEqual({
      _key: 'mtAnnaL7f3a9Q',
      id: 'mtAnnaL7f3a9Q',
      firstName: 'Anna',
      lastName: 'Lindqvist',
      headline: 'Underhållschef på Norrberg Industriservice',
      pictureUrl: 'http://localhost/media/member/2001.svg',
    })
    expect(r.body.values[1]).toMatchObject({ _key: 'url=per-holm', firstName: 'Per' })
  })

  it('honours the field selector and refuses unknown or private fields', async () => {
    const r = await api('/people/mtSaraN9c4e2P:(first-name,positions,num-connections)', {
      token: anon,
    })
    expect(Object.keys(r.body.values[0])).toEqual([
      '_key',
      'firstName',
      'positions',
      'numConnections',
    ])
    expect(r.body.values[0].positions.values[0].company.name).toBe('Bergslagens Svets & Montage AB')
    expectError(
      await api('/people/mtSaraN9c4e2P:(shoe-size)', { token: anon }),
      400,
      'Unknown field {shoe-size} in resource {Person}',
    )
    expectError(
      await api('/people/mtSaraN9c4e2P:(email-address)', { token: anna }),
      403,
      'Access to field {email-address} denied',
    )
  })

  it("answers '~' and 'me' for the signed-in member only", async () => {
    const me = await api('/people/~:(first-name,email-address)', { token: anna })
    expect(me.body.values[0]).toEqual({
      _key: '~',
      firstName: 'Anna',
      emailAddress: 'anna.lindqvist@example.se',
    })
    const list = await api('/people::(me,mtPerH0d2a6V)', { token: per })
    expect(list.body.values.map((v: { firstName: string }) => v.firstName)).toEqual(['Per', 'Per'])
    expectError(
      await api('/people/~', { token: anon }),
      401,
      "You need to authenticate in order to use 'me' or '~' as a valid profile identifier",
    )
    expectError(
      await api('/people/nobody-here', { token: anon }),
      404,
      'Could not find person based on: nobody-here',
    )
  })

  it("lists the member's own connections, never someone else's, and not to anonymous tokens", async () => {
    const r = await api('/people/~/connections:(first-name,last-name)', { token: anna })
    expect(r.status).toBe(200)
    expect(r.body._total).toBe(7)
    expect(r.body.values).toContainEqual({ firstName: 'Per', lastName: 'Holm' })
    expectError(
      await api('/people/~/connections', { token: anon }),
      403,
      'Access to connections denied: the token lacks the scope r_network',
    )
    expectError(
      await api('/people/mtPerH0d2a6V/connections', { token: anna }),
      403,
      'Access to connections of other members denied',
    )
  })

  it('answers member updates (scope=self) to anyone and network updates (id=~) to the member', async () => {
    const own = await api('/people/mtAliH3f9c8Z/network/updates?scope=self', { token: anon })
    expect(own.body.values).toHaveLength(1)
    expect(own.body.values[0]).toMatchObject({ updateKey: 'UPDATE-2', updateType: 'JOBP' })
    expect(own.body.values[0].updateContent.person.firstName).toBe('Ali')
    const network = await api('/people/~/network/updates:(update-key,update-content)?count=2', {
      token: anna,
    })
    expect(network.status).toBe(200)
    expect(network.body._count).toBe(2)
    expect(network.body._total).toBeGreaterThan(2)
    expectError(
      await api('/people/~/network/updates', { token: anon }),
      403,
      /lacks the scope r_network/,
    )
    expectError(
      await api('/people/mtPerH0d2a6V/network/updates', { token: anna }),
      403,
      /of other members denied/,
    )
    expectError(
      await api('/people/~/network/updates?count=500', { token: anna }),
      400,
      'count must be between 1 and 50',
    )
  })
})

describe('people search', () => {
  it('answers num-results, people and the default facets (name, code, buckets of code, name, count)', async () => {
    const r = await api(
      '/people-search:(num-results,people:(first-name),facets)?keywords=underhåll',
      { token: anon },
    )
    expect(r.status).toBe(200)
    expect(r.body.numResults).toBe(r.body.people._total)
    expect(r.body.numResults).toBeGreaterThan(2)
    const facet = r.body.facets.values.find((f: { code: string }) => f.code === 'location')
    expect(Object.keys(facet)).toEqual(['name', 'code', 'buckets'])
    expect(Object.keys(facet.buckets.values[0])).toEqual(['code', 'name', 'count'])
  })

  it('filters by fields and facet refinements, pages with start and count', async () => {
    const r = await api(
      '/people-search:(num-results,people:(first-name))?facet=location,Västerås&current-company=true&sort=last-name&count=2',
      { token: anon },
    )
    expect(r.body.numResults).toBe(5)
    expect(r.body.people.values).toEqual([{ firstName: 'Ali' }, { firstName: 'Per' }])
    const next = await api(
      '/people-search:(people:(first-name))?facet=location,Västerås&sort=last-name&start=2&count=2',
      { token: anon },
    )
    expect(next.body.people.values).toEqual([{ firstName: 'Maria' }, { firstName: 'Anna' }])
    const named = await api('/people-search:(num-results)?first-name=sara', { token: anon })
    expect(named.body).toEqual({ numResults: 1 })
    expectError(
      await api('/people-search?count=0', { token: anon }),
      400,
      'count must be between 1 and 25',
    )
    expectError(
      await api('/people-search?facet=shoe,42', { token: anon }),
      400,
      /facet must start with one of/,
    )
  })
})

describe('posts, comments, likes, follows', () => {
  it('reads a post with nested selectors', async () => {
    const r = await api('/posts/9001:(title,creator:(first-name),num-likes,comments:(text))', {
      token: anon,
    })
    expect(r.body.values[0]).toEqual({
      title: 'Ramavtal med två pappersbruk i Bergslagen',
      creator: { firstName: 'Per' },
      numLikes: 4,
      comments: {
        _total: 2,
        values: [
          { text: 'Stort grattis! Teamet i Västerås är redo.' },
          { text: 'Vi rekryterar fyra tekniker till avtalet – tipsa gärna!' },
        ],
      },
    })
    expectError(await api('/posts/123456', { token: anon }), 404, 'Could not find post {123456}')
    expectError(
      await api('/posts/abc', { token: anon }),
      400,
      'post id must be a number, got {abc}',
    )
  })

  it('posts a comment sent as the SDK sends a string, once per idempotency key', async () => {
    const before = t.scalar('SELECT COUNT(*) FROM comments WHERE post_id = 9002')
    const send = () =>
      api('/posts/9002/comments', {
        token: anna,
        method: 'POST',
        body: 'Bra genomgång, tack!',
        type: 'application/x-www-form-urlencoded',
        key: 'comment-key-0001',
      })
    const first = await send()
    expect(first.status).toBe(201)
    expect(first.body.values[0]).toMatchObject({
      text: 'Bra genomgång, tack!',
      creator: { firstName: 'Anna' },
    })
    expect(first.res.headers.get('Location')).toBe(
      `http://localhost/v1/comments/${first.body.values[0].id}`,
    )
    const retry = await send()
    expect(retry.status).toBe(201)
    expect(retry.res.headers.get('Idempotent-Replayed')).toBe('true')
    expect(retry.body.values[0].id).toBe(first.body.values[0].id)
    expect(t.scalar('SELECT COUNT(*) FROM comments WHERE post_id = 9002')).toBe(before + 1)
    const reused = await api('/posts/9002/comments', {
      token: anna,
      method: 'POST',
      body: JSON.stringify({ comment: 'Annat' }),
      key: 'comment-key-0001',
    })
    expectError(reused, 422, 'This Idempotency-Key was already used for another request')
    const read = await api(`/comments/${first.body.values[0].id},9503:(text)`, { token: anon })
    expect(read.body.values).toEqual([
      { text: 'Bra genomgång, tack!' },
      { text: 'Ultraljudsdetektorn gjorde susen, vi hittade tolv läckor på en förmiddag.' },
    ])
  })

  it('refuses malformed comments and anonymous writers, changing nothing', async () => {
    const before = t.scalar('SELECT COUNT(*) FROM comments')
    expectError(
      await api('/posts/9002/comments', {
        token: anna,
        method: 'POST',
        body: JSON.stringify({ comment: '   ' }),
      }),
      400,
      /comment must not be empty/,
    )
    expectError(
      await api('/posts/9002/comments', { token: anna, method: 'POST', body: '{"comment":' }),
      400,
      'The body is not valid JSON',
    )
    expectError(
      await api('/posts/9002/comments', {
        token: anna,
        method: 'POST',
        body: JSON.stringify({ comment: 'x', extra: 1 }),
      }),
      400,
      /Unrecognized key/,
    )
    expectError(
      await api('/posts/9002/comments', {
        token: anna,
        method: 'POST',
        body: 'x'.repeat(2001),
        type: 'text/plain',
      }),
      400,
      'comment must be at most 2000 characters',
    )
    expectError(
      await api('/posts/9002/comments', {
        token: anon,
        method: 'POST',
        body: JSON.stringify({ comment: 'Hej' }),
      }),
      403,
      'Access to comments denied: the token lacks the scope rw_groups',
    )
    expect(t.scalar('SELECT COUNT(*) FROM comments')).toBe(before)
  })

  it('sets likes and follows with PUT true|false; a retried PUT changes nothing more', async () => {
    const like = (body: string) =>
      api('/posts/9003/relation-to-viewer/is-liked', { token: per, method: 'PUT', body })
    expect((await like('true')).body.values[0]).toEqual({ isLiked: true, numLikes: 3 })
    expect((await like('true')).body.values[0]).toEqual({ isLiked: true, numLikes: 3 })
    const read = await api('/posts/9003:(relation-to-viewer)', { token: per })
    expect(read.body.values[0].relationToViewer).toMatchObject({
      isLiked: true,
      isFollowing: false,
    })
    expect((await like('false')).body.values[0]).toEqual({ isLiked: false, numLikes: 2 })
    expectError(await like('"maybe"'), 400, 'the body must be true or false')
    const follow = await api('/posts/9003/relation-to-viewer/is-following', {
      token: per,
      method: 'PUT',
      body: 'true',
      type: 'application/x-www-form-urlencoded',
    })
    expect(follow.body.values[0]).toEqual({ isFollowing: true })
    expectError(
      await api('/posts/9003/relation-to-viewer/is-liked', {
        token: anon,
        method: 'PUT',
        body: 'true',
      }),
      403,
      /lacks the scope rw_groups/,
    )
  })

  it("deletes only the member's own comments and posts; a retried delete is not an error", async () => {
    const created = await api('/posts/9004/comments', {
      token: per,
      method: 'POST',
      body: JSON.stringify({ text: 'Tas bort snart' }),
    })
    const id = created.body.values[0].id
    expectError(
      await api(`/comments/${id}`, { token: anna, method: 'DELETE' }),
      403,
      'Only the author may delete this comment',
    )
    expect((await api(`/comments/${id}`, { token: per, method: 'DELETE' })).status).toBe(204)
    expect((await api(`/comments/${id}`, { token: per, method: 'DELETE' })).status).toBe(204)
    expectError(
      await api(`/comments/${id}`, { token: anon }),
      404,
      `Could not find comments {${id}}`,
    )
    expectError(
      await api('/posts/9001', { token: anna, method: 'DELETE' }),
      403,
      'Only the author may delete this post',
    )
    expect((await api('/posts/9001', { token: anon })).status).toBe(200)
  })
})

describe('groups', () => {
  it('reads a group with its posts', async () => {
    const r = await api('/groups/8002:(name,num-members,is-open-to-non-members,posts:(title))', {
      token: anon,
    })
    expect(r.body.values[0]).toMatchObject({
      name: 'Underhåll i processindustrin',
      numMembers: 5,
      isOpenToNonMembers: true,
    })
    expect(r.body.values[0].posts.values.map((p: { title: string }) => p.title)).toContain(
      'Hur planerar ni vinterns revisionsstopp?',
    )
    expectError(await api('/groups/1', { token: anon }), 404, 'Could not find group {1}')
  })

  it('posts into an open group once per key; the author may delete the post', async () => {
    const before = t.scalar('SELECT COUNT(*) FROM posts')
    const send = () =>
      api('/posts/8002/posts', {
        token: anna,
        method: 'POST',
        body: JSON.stringify({ title: 'Vibrationsmätning i kyla', summary: 'Tips?' }),
        key: 'group-post-0001',
      })
    const first = await send()
    expect(first.status).toBe(201)
    expect((await send()).body).toEqual(first.body)
    expect(t.scalar('SELECT COUNT(*) FROM posts')).toBe(before + 1)
    const id = first.body.values[0].id
    expect((await api(`/groups/8002/posts:(id)`, { token: anon })).body.values[0]).toEqual({ id })
    expect((await api(`/posts/${id}`, { token: anna, method: 'DELETE' })).status).toBe(204)
    expectError(await api(`/posts/${id}`, { token: anon }), 404, `Could not find post {${id}}`)
  })

  it('refuses closed groups to non-members and malformed posts', async () => {
    expectError(
      await api('/posts/8003/posts', {
        token: anna,
        method: 'POST',
        body: JSON.stringify({ title: 'Hej' }),
      }),
      403,
      'Only members of the group {Svetsansvariga i Sverige} may post in it',
    )
    expectError(
      await api('/posts/8002/posts', {
        token: anna,
        method: 'POST',
        body: JSON.stringify({ summary: 'utan rubrik' }),
      }),
      400,
      'title is required',
    )
    expectError(
      await api('/posts/8002/posts', {
        token: anna,
        method: 'POST',
        body: JSON.stringify({ title: 'x', html: '<b>' }),
      }),
      400,
      /Unrecognized key/,
    )
    expectError(
      await api('/posts/8002/posts', {
        token: anna,
        method: 'POST',
        body: '<xml/>',
        type: 'application/xml',
      }),
      415,
      /application\/json/,
    )
  })
})

describe('companies, raw paths and refusals', () => {
  it('answers companies and their updates', async () => {
    const co = await api(
      '/companies/universal-name=norrberg-industriservice:(name,num-followers)',
      {
        token: anon,
      },
    )
    expect(co.body.values[0]).toMatchObject({
      name: 'Norrberg Industriservice AB',
      numFollowers: 3120,
    })
    const feed = await api('/companies/1001/updates:(update-key)', { token: anon })
    expect(feed.body.values).toEqual([
      { updateKey: 'UPDATE-9' },
      { updateKey: 'UPDATE-1' },
      { updateKey: 'UPDATE-2' },
    ])
  })

  it('answers unknown resources with 404 and wrong methods with 405 in the error format', async () => {
    expectError(await api('/jobs/7001', { token: anon }), 404, 'Unknown resource {/jobs/7001}')
    expectError(
      await api('/people/~/connections', { token: anna, method: 'DELETE' }),
      405,
      'DELETE is not supported on /people/~/connections',
    )
    expectError(
      await api('/groups/8001', { token: anna, method: 'PUT', body: 'true' }),
      405,
      /not supported/,
    )
  })

  it('stops a removed site’s anonymous tokens at once', async () => {
    const other = createTestApp()
    try {
      const res = await other.get(
        `/cws/session/credentials?apiKey=k1&xdOrigin=${encodeURIComponent(SITE_ORIGIN)}`,
      )
      const token = ((await res.json()) as { anonymousToken: string }).anonymousToken
      const call = () =>
        other.app.request('/v1/people/mtAnnaL7f3a9Q', {
          headers: { Authorization: `Bearer ${token}` },
        })
      expect((await call()).status).toBe(200)
      other.app.db.prepare("DELETE FROM sites WHERE api_key = 'k1'").run()
      expect((await call()).status).toBe(401)
    } finally {
      other.close()
    }
  })
})

describe('sites admin page', () => {
  it('is off without a password', async () => {
    expect((await t.get('/admin/sites')).status).toBe(404)
  })

  it('registers a site behind the password, from its own origin only', async () => {
    const admin = createTestApp({ adminPassword: 'hemligt-losen-1' })
    const auth = `Basic ${Buffer.from('admin:hemligt-losen-1').toString('base64')}`
    try {
      expect((await admin.get('/admin/sites')).status).toBe(401)
      const page = await admin.get('/admin/sites', { headers: { Authorization: auth } })
      expect(await page.text()).toContain('demo-key')
      const post = (fields: Record<string, string>, origin = 'http://localhost') =>
        admin.app.request('/admin/sites', {
          method: 'POST',
          headers: {
            Authorization: auth,
            Origin: origin,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(fields).toString(),
        })
      expect(
        (
          await post(
            { apiKey: 'norrberg', name: 'Norrberg', origins: 'https://norrberg.example' },
            'https://evil.example',
          )
        ).status,
      ).toBe(403)
      const bad = await post({ apiKey: 'norrberg', name: 'Norrberg', origins: 'norrberg.example' })
      expect(bad.status).toBe(400)
      expect(await bad.text()).toContain('Varje ursprung ska vara')
      expect(
        (await post({ apiKey: 'norrberg', name: 'Norrberg', origins: 'https://norrberg.example' }))
          .status,
      ).toBe(200)
      const creds = await admin.get(
        '/cws/session/credentials?apiKey=norrberg&xdOrigin=https%3A%2F%2Fnorrberg.example',
      )
      expect(((await creds.json()) as { anonymousToken: string | null }).anonymousToken).toMatch(
        /^anon\./,
      )
    } finally {
      admin.close()
    }
  })
})
