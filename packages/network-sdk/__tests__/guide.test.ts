// The calls of docs/network-api.md (the page author's guide), made through this SDK against the network
// service (apps/network, in process on a temporary database), answering what the guide says they
// answer. The transport stands in for the API proxy frame.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, SITE_ORIGIN, type TestApp } from '../../../apps/network/src/test/testApp.js'
import type { ApiRequest } from '../src/api/transport'
import { createNetwork, type Network } from '../src/network'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

let t: TestApp
let anonymous: Network
let member: Network

async function credentials(cookie = '', authorize = false): Promise<Record<string, string | null>> {
  const query = `apiKey=demo-key&xdOrigin=${encodeURIComponent(SITE_ORIGIN)}${authorize ? '&authorize=true' : ''}`
  const res = await t.get(`/cws/session/credentials?${query}`, { cookie })
  return (await res.json()) as Record<string, string | null>
}

/** What the SDK reads of the page's window when it only makes API calls (no tags, no frames). */
function pageWindow(): Window {
  const win = {
    location: new URL(`${SITE_ORIGIN}/medarbetare-i-natverket`),
    name: '',
    opener: null,
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as Record<string, unknown>
  win.parent = win
  win.top = win
  return win as unknown as Window
}

/** A page's IN with these credentials; calls go to the service as the proxy frame sends them. */
function network(creds: Record<string, string | null>): Network {
  const IN = createNetwork({
    window: pageWindow(),
    options: { host: 'http://localhost' },
    transport: {
      send: async (request: ApiRequest) => {
        const res = await t.app.request(`/v1${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        })
        const text = await res.text()
        return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null }
      },
    },
  })
  IN.session.set(creds)
  return IN
}

beforeAll(async () => {
  t = createTestApp()
  anonymous = network(await credentials())
  member = network(await credentials(await t.signIn('sara.nilsson@example.se'), true))
})
afterAll(() => t.close())

describe('the page author’s guide (docs/network-api.md)', () => {
  it('reads profiles, company and member updates, groups and posts without signing in', async () => {
    const API = anonymous.API
    const anna = await API.Profile('anna-lindqvist')
      .fields('firstName', 'lastName', 'headline')
      .toPromise()
    expect((anna.values as Json)[0]).toEqual({
      _key: 'anna-lindqvist',
      firstName: 'Anna',
      lastName: 'Lindqvist',
      headline: 'Underhållschef på Norrberg Industriservice',
    })
    const two = await API.Profile('mtAnnaL7f3a9Q', 'http://localhost:3100/in/per-holm')
      .asPublic()
      .fields('firstName', 'headline')
      .toPromise()
    expect((two.values as Json).map((v: Json) => v.firstName)).toEqual(['Anna', 'Per'])
    expect((two.values as Json)[1].headline).toBe('VD på Norrberg Industriservice')

    const updates = await API.Raw('/companies/1001/updates').params({ count: 3 }).toPromise()
    expect((updates.values as Json)[0]).toMatchObject({
      updateType: 'CMPY',
      updateContent: { title: 'Vi söker fyra underhållstekniker till pappersbruken' },
    })
    const ali = await API.MemberUpdates('mtAliH3f9c8Z').toPromise()
    expect((ali.values as Json)[0].updateContent.title).toBe(
      'Ali Hassan är ny projektledare på Norrberg Industriservice',
    )

    const group = await API.Group('8002').fields('name', 'numMembers').toPromise()
    expect(group.values).toEqual([{ name: 'Underhåll i processindustrin', numMembers: 5 }])
    const post = await API.Post('9001')
      .fields('title', 'numLikes', 'comments:(text,creator:(first-name))')
      .toPromise()
    expect((post.values as Json)[0]).toMatchObject({
      title: 'Ramavtal med två pappersbruk i Bergslagen',
      numLikes: 4,
      comments: { _total: 2 },
    })
    expect((post.values as Json)[0].comments.values[0]).toEqual({
      text: 'Stort grattis! Teamet i Västerås är redo.',
      creator: { firstName: 'Anna' },
    })
  })

  it('searches people with keywords and several facets, answering people, numResults and facets', async () => {
    const all = await anonymous.API.PeopleSearch()
      .fields('firstName', 'lastName', 'headline', 'location')
      .params({ keywords: 'underhåll', count: 10 })
      .toPromise()
    const narrowed = await anonymous.API.PeopleSearch()
      .fields('firstName', 'lastName', 'headline', 'location')
      .params({
        keywords: 'underhåll',
        facet: ['location,Västerås', 'current-company,1001'],
        count: 10,
      })
      .toPromise()
    const facets = narrowed.meta.facets as Json
    expect(facets.values[0]).toMatchObject({ name: 'Ort', code: 'location' })
    expect(Object.keys(facets.values[0].buckets.values[0])).toEqual(['code', 'name', 'count'])
    const numResults = narrowed.meta.numResults as number
    expect(numResults).toBeGreaterThan(0)
    expect(numResults).toBeLessThan(all.meta.numResults as number)
    for (const person of narrowed.values as Json[]) expect(person.location.name).toBe('Västerås')
  })

  it('lets a signed-in member read me, like, comment and delete the comment', async () => {
    const API = member.API
    const me = await API.Profile('me').fields('firstName', 'emailAddress').toPromise()
    expect((me.values as Json)[0]).toMatchObject({
      firstName: 'Sara',
      emailAddress: 'sara.nilsson@example.se',
    })
    const network = await API.NetworkUpdates('me').params({ count: 5 }).toPromise()
    expect((network.values as Json[]).length).toBeGreaterThan(0)
    await API.Connections('me').fields('firstName').toPromise()

    const likes = async () =>
      ((await API.Post('9001').fields('numLikes').toPromise()).values as Json)[0].numLikes
    await API.Post('9001').like(true).toPromise()
    expect(await likes()).toBe(5)
    await API.Post('9001').like(false).toPromise()
    expect(await likes()).toBe(4)

    const posted = await API.Post('9001').comment('Grattis till avtalet!').toPromise()
    const id = (posted.values as Json)[0].id as string
    await API.Comments(id).remove().toPromise()
    await expect(API.Comments(id).toPromise()).rejects.toThrow(`Could not find comments {${id}}`)

    const inGroup = await API.Group('8002')
      .post({ title: 'Vinterns stopp', summary: 'Hur planerar ni?' })
      .toPromise()
    expect((inGroup.values as Json)[0]).toMatchObject({ title: 'Vinterns stopp' })
  })

  it('reports failures with the 8.2 texts and the service’s status', async () => {
    await expect(anonymous.API.Profile('me').toPromise()).rejects.toThrow(
      "You need to authenticate in order to use 'me' or '~' as a valid profile identifier",
    )
    const refused = await member.API.Comments('9501')
      .remove()
      .toPromise()
      .catch((error: Error & { status?: number }) => error)
    expect(refused).toMatchObject({ status: 403 })
    expect(() => anonymous.API.PeopleSearch('Anna')).toThrow(
      'PeopleSearch does not take any arguments.',
    )
  })
})
