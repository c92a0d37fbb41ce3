import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiClient, DISPATCH_INTERVAL_MS, QUEUE_SIZE } from '../src/api/client'
import { EXECUTED_MESSAGE, encodeBody, flattenList, normalizeId, toKebab } from '../src/api/command'
import { createApi, DEFAULT_PROFILE_FIELDS } from '../src/api/resources'
import {
  performProxyRequest,
  XD_CALL_MARKER,
  type ApiRequest,
  type ApiResponse,
} from '../src/api/transport'
import { ApiCommandError, ApiResponseError } from '../src/errors'

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as number),
}

function setup(
  opts: {
    token?: string | null
    authenticated?: boolean
    respond?: (r: ApiRequest) => ApiResponse
  } = {},
) {
  const requests: ApiRequest[] = []
  const respond =
    opts.respond ?? (() => ({ status: 200, body: { values: [{ id: 'a' }], _total: 1 } }))
  const client = new ApiClient(
    () => ({
      send: async (request) => {
        requests.push(request)
        return respond(request)
      },
    }),
    {
      token: () => (opts.token === undefined ? 'TOKEN' : opts.token),
      isAuthenticated: () => opts.authenticated ?? true,
    },
    timers,
  )
  return { api: createApi(client), requests, client }
}

/** Lets a command execute and its request be dispatched. */
const run = async () => {
  await vi.advanceTimersByTimeAsync(DISPATCH_INTERVAL_MS)
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('identifiers and fields', () => {
  it("turns 'me' into '~' and URLs into url={encoded}", () => {
    expect(normalizeId('me')).toBe('~')
    expect(normalizeId('abc')).toBe('abc')
    expect(normalizeId('https://net.test/in/ada')).toBe('url=https%3A%2F%2Fnet.test%2Fin%2Fada')
    expect(normalizeId('url=http://x.test/a b')).toBe('url=http%3A%2F%2Fx.test%2Fa%20b')
    expect(normalizeId('url=http%3A%2F%2Fx.test')).toBe('url=http%3A%2F%2Fx.test')
  })

  it('turns camelCase fields into kebab-case and flattens comma lists', () => {
    expect(toKebab('firstName')).toBe('first-name')
    expect(toKebab('pictureUrl')).toBe('picture-url')
    expect(flattenList(['id, firstName', ['positions:(title,company)']])).toEqual([
      'id',
      'firstName',
      'positions:(title,company)',
    ])
  })
})

describe('request bodies', () => {
  it('sends objects as JSON and strings form-urlencoded', () => {
    expect(encodeBody({ a: 1 })).toEqual({ text: '{"a":1}', type: 'application/json' })
    expect(encodeBody('a=1&b=2')).toEqual({
      text: 'a=1&b=2',
      type: 'application/x-www-form-urlencoded',
    })
  })

  it('rejects anything else', () => {
    for (const bad of [42, null, undefined, [1], true]) {
      expect(() => encodeBody(bad)).toThrow(
        'Invalid body was provided. Must provide a String, Object, or HTMLFormElement',
      )
    }
  })
})

describe('Profile', () => {
  it('GETs /people::(ids):(fields) with the token as oauth_token and bearer header', async () => {
    const { api, requests } = setup()
    const result = vi.fn()
    api.Profile('me', 'https://net.test/in/ada').fields('firstName', 'headline').result(result)
    await run()
    const request = requests[0] as ApiRequest
    expect(request.method).toBe('GET')
    expect(request.path).toBe(
      '/people::(~,url=https%3A%2F%2Fnet.test%2Fin%2Fada):(first-name,headline)?oauth_token=TOKEN',
    )
    expect(request.headers).toEqual({
      'X-Requested-With': XD_CALL_MARKER,
      'x-li-format': 'json',
      Authorization: 'Bearer TOKEN',
    })
    expect(result).toHaveBeenCalledWith([{ id: 'a' }], { _total: 1 })
  })

  it('uses the default fields and the :public form', async () => {
    const { api, requests } = setup()
    api.Profile('abc').asPublic()
    await run()
    expect(requests[0]?.path).toBe(
      `/people::(abc):public:(${DEFAULT_PROFILE_FIELDS.join(',')})?oauth_token=TOKEN`,
    )
    expect(DEFAULT_PROFILE_FIELDS).toEqual([
      'id',
      'first-name',
      'last-name',
      'headline',
      'picture-url',
    ])
  })

  it('takes ids from .ids() and complains when there are none', async () => {
    const { api, requests } = setup()
    api.Profile().ids('x')
    const failed = vi.fn()
    api.Profile().error(failed)
    await run()
    expect(requests[0]?.path).toMatch(/^\/people::\(x\)/)
    expect(failed.mock.calls[0]?.[0].message).toBe(
      'ids must be set either through the constructor or through .ids()',
    )
  })

  it("rejects 'me' without authentication", async () => {
    const { api, requests } = setup({ authenticated: false, token: 'ANON' })
    const failed = vi.fn()
    api.Profile('me').error(failed)
    api.Comments('~').error(failed)
    await run()
    expect(requests).toHaveLength(0)
    expect(failed).toHaveBeenCalledTimes(2)
    for (const [error] of failed.mock.calls) {
      expect(error.message).toBe(
        "You need to authenticate in order to use 'me' or '~' as a valid profile identifier",
      )
    }
  })

  it('sends no token parameter or header without any token', async () => {
    const { api, requests } = setup({ token: null })
    api.Profile('abc')
    await run()
    expect(requests[0]?.path).not.toContain('oauth_token')
    expect(requests[0]?.headers.Authorization).toBeUndefined()
  })
})

describe('command lifecycle', () => {
  it('cannot be changed once executed', async () => {
    const { api } = setup()
    const command = api.Profile('abc')
    await vi.advanceTimersByTimeAsync(0)
    expect(command.isExecuted).toBe(true)
    expect(() => command.params({ a: 1 })).toThrow(EXECUTED_MESSAGE)
    expect(() => command.method('POST')).toThrow(EXECUTED_MESSAGE)
    expect(() => command.body({})).toThrow(EXECUTED_MESSAGE)
    expect(() => command.fields('id')).toThrow(ApiCommandError)
    expect(EXECUTED_MESSAGE).toBe("Command has executed. You can't append additional properties.")
  })

  it('keeps its result for handlers added later', async () => {
    const { api } = setup()
    const command = api.Profile('abc')
    await run()
    const late = vi.fn()
    command.result(late)
    expect(late).toHaveBeenCalledWith([{ id: 'a' }], { _total: 1 })
    await expect(command.toPromise()).resolves.toEqual({
      values: [{ id: 'a' }],
      meta: { _total: 1 },
    })
  })

  it('checks params() and method()', () => {
    const { api } = setup()
    expect(() => api.Raw('/x').params('a=1')).toThrow(
      'params() must receive a key-value-pair like object.',
    )
    expect(() => api.Raw('/x').params(null)).toThrow(
      'params() must receive a key-value-pair like object.',
    )
    expect(() => api.Raw('/x').method('PATCHY')).toThrow('Unknown Type: PATCHY')
  })

  it('sends errors (raw_message or errorCode) to the error handlers', async () => {
    let n = 0
    const bodies = [
      { raw_message: 'Throttled' },
      { errorCode: 0, message: 'Access denied', status: 403 },
    ]
    const { api } = setup({ respond: () => ({ status: 200, body: bodies[n++] }) })
    const failed = vi.fn()
    const ok = vi.fn()
    api.Profile('a').error(failed).result(ok)
    api.Profile('b').error(failed).result(ok)
    await run()
    expect(ok).not.toHaveBeenCalled()
    expect(failed.mock.calls.map(([e]) => [e.constructor, e.message])).toEqual([
      [ApiResponseError, 'Throttled'],
      [ApiResponseError, 'Access denied'],
    ])
  })
})

describe('dispatch queue', () => {
  it('dispatches at most 10 requests at a time, one batch per 300 ms', async () => {
    const { api, requests } = setup()
    expect(QUEUE_SIZE).toBe(10)
    expect(DISPATCH_INTERVAL_MS).toBe(300)
    for (let i = 0; i < 25; i += 1) api.Profile(`id${i}`)
    expect(requests).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(10)
    await vi.advanceTimersByTimeAsync(298)
    expect(requests).toHaveLength(10)
    await vi.advanceTimersByTimeAsync(2)
    expect(requests).toHaveLength(20)
    await vi.advanceTimersByTimeAsync(300)
    expect(requests).toHaveLength(25)
    // Idle for 300 ms: the next call goes out at once.
    await vi.advanceTimersByTimeAsync(300)
    api.Profile('late')
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(26)
  })

  it('holds a call made within 300 ms of the last batch until 300 ms have passed', async () => {
    const { api, requests } = setup()
    api.Profile('a')
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(100)
    api.Profile('b')
    await vi.advanceTimersByTimeAsync(197)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(3)
    expect(requests).toHaveLength(2)
  })
})

describe('resources', () => {
  it('Connections: one id, /people/{id}/connections:(fields)', async () => {
    const { api, requests } = setup()
    expect(() => api.Connections('a', 'b')).toThrow(
      'Cannot get connections for multiple users at a time',
    )
    api.Connections('me').fields('firstName')
    const failed = vi.fn()
    api.Connections().error(failed)
    await run()
    expect(requests[0]?.path).toBe('/people/~/connections:(first-name)?oauth_token=TOKEN')
    expect(failed.mock.calls[0]?.[0].message).toBe(
      'id must be set either through the constructor or through .id()',
    )
  })

  it('MemberUpdates: one id, scope=self', async () => {
    const { api, requests } = setup()
    expect(() => api.MemberUpdates('a,b')).toThrow(
      'Cannot get member updates for multiple users at a time',
    )
    api.MemberUpdates().id('me')
    await run()
    expect(requests[0]?.path).toBe('/people/~/network/updates?scope=self&oauth_token=TOKEN')
  })

  it("NetworkUpdates: only 'me'", async () => {
    const { api, requests } = setup()
    expect(() => api.NetworkUpdates('abc')).toThrow('ids are restricted to the current user')
    api.NetworkUpdates('me')
    await run()
    expect(requests[0]?.path).toBe('/people/~/network/updates?oauth_token=TOKEN')
  })

  it('PeopleSearch: no arguments, default facets, results at people.values', async () => {
    const { api, requests } = setup({
      respond: () => ({
        status: 200,
        body: { numResults: 2, people: { values: [{ id: 'p' }], _total: 1 } },
      }),
    })
    expect(() => api.PeopleSearch('x')).toThrow('PeopleSearch does not take any arguments.')
    const result = vi.fn()
    api.PeopleSearch().params({ keywords: 'smith' }).fields('firstName').result(result)
    await run()
    expect(requests[0]?.path).toBe(
      '/people-search:(num-results,people:(first-name),facets:(name,code,buckets:(code,name,count)))?keywords=smith&oauth_token=TOKEN',
    )
    expect(result).toHaveBeenCalledWith([{ id: 'p' }], { numResults: 2 })
  })

  it('params() repeats a parameter given an array (one facet refinement per code)', async () => {
    const { api, requests } = setup()
    api
      .PeopleSearch()
      .fields('firstName')
      .params({ keywords: 'el', facet: ['location,Västerås,Luleå', 'industry,Automation'] })
    await run()
    expect(requests[0]?.path).toBe(
      '/people-search:(num-results,people:(first-name),facets:(name,code,buckets:(code,name,count)))' +
        '?keywords=el&facet=location%2CV%C3%A4ster%C3%A5s%2CLule%C3%A5&facet=industry%2CAutomation&oauth_token=TOKEN',
    )
  })

  it('Post: read, comment, like, follow and remove', async () => {
    const { api, requests } = setup()
    api.Post('p1').fields('title')
    api.Post('p1').comment('Nice')
    api.Post('p1').like(true)
    api.Post('p1').follow(false)
    api.Post('p1').remove()
    await run()
    expect(requests.map((r) => [r.method, r.path.split('?')[0], r.body])).toEqual([
      ['GET', '/posts/p1:(title)', undefined],
      ['POST', '/posts/p1/comments', 'Nice'],
      ['PUT', '/posts/p1/relation-to-viewer/is-liked', 'true'],
      ['PUT', '/posts/p1/relation-to-viewer/is-following', 'false'],
      ['DELETE', '/posts/p1', undefined],
    ])
  })

  it('Comments and Group', async () => {
    const { api, requests } = setup()
    api.Comments('c1', 'c2').fields('text')
    api.Comments('c1').remove()
    api.Group('g1').fields('name')
    api.Group('g1').post({ title: 'Hello' })
    await run()
    expect(requests.map((r) => [r.method, r.path.split('?')[0], r.body])).toEqual([
      ['GET', '/comments/c1,c2:(text)', undefined],
      ['DELETE', '/comments/c1', undefined],
      ['GET', '/groups/g1:(name)', undefined],
      ['POST', '/posts/g1/posts', '{"title":"Hello"}'],
    ])
  })

  it('Raw: any path below /v1 with method and body', async () => {
    const { api, requests } = setup()
    api.Raw('/v1/people/~/shares').method('post').body({ comment: 'x' })
    const failed = vi.fn()
    api.Raw().error(failed)
    api.Raw().url('people/~')
    await run()
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/people/~/shares?oauth_token=TOKEN',
      body: '{"comment":"x"}',
    })
    expect(requests[0]?.headers['Content-Type']).toBe('application/json')
    expect(requests[1]?.path).toBe('/people/~?oauth_token=TOKEN')
    expect(failed.mock.calls[0]?.[0].message).toBe(
      'url must be set either through the constructor or through .url()',
    )
  })
})

describe('proxy request', () => {
  it('fetches /v1{path} on its own origin without cookies', async () => {
    vi.useRealTimers()
    const fetchImpl = vi.fn(async () => new Response('{"values":[]}', { status: 200 }))
    const response = await performProxyRequest(
      fetchImpl as unknown as typeof fetch,
      'http://net.test',
      {
        method: 'GET',
        path: '/people::(~)',
        headers: { a: 'b' },
      },
    )
    expect(response).toEqual({ status: 200, body: { values: [] } })
    expect(fetchImpl).toHaveBeenCalledWith('http://net.test/v1/people::(~)', {
      method: 'GET',
      headers: { a: 'b' },
      body: undefined,
      credentials: 'omit',
    })
    await expect(
      performProxyRequest(fetchImpl as unknown as typeof fetch, 'http://net.test', {
        method: 'GET',
        path: '//evil.test/x',
        headers: {},
      }),
    ).rejects.toThrow('Invalid API path')
  })
})
