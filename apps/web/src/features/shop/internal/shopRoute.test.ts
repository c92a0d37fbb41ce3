import { NextRequest, NextResponse } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { ShopError } from './server/errors'
import { shopRoute } from './shopRoute'

const logged: { level: string; obj: Record<string, unknown>; msg: string }[] = []
let user: unknown = null
const payload = {
  auth: async () => ({ user }),
  logger: {
    warn: (obj: Record<string, unknown>, msg: string) => logged.push({ level: 'warn', obj, msg }),
    error: (obj: Record<string, unknown>, msg: string) => logged.push({ level: 'error', obj, msg }),
  },
}
vi.mock('@/platform/payload', () => ({ payloadClient: async () => payload }))
// The shop finds the signed-in user by Payload's auth strategies alone (accounts/session.ts).
vi.mock('payload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('payload')>()),
  createLocalReq: async () => ({}),
  executeAuthStrategies: async () => ({ user }),
}))

const noParams = { params: Promise.resolve({}) }
const post = (body: string, headers: Record<string, string> = {}) =>
  new NextRequest('http://butik.example/konto/x', {
    method: 'POST',
    body,
    headers: { host: 'butik.example', 'content-type': 'application/json', ...headers },
  })
const answer = async (response: Response) => ({
  status: response.status,
  ...(await response.json()),
})
const echo = shopRoute('echo', {}, async ({ body }) => NextResponse.json({ body }))

beforeEach(() => {
  logged.length = 0
  user = null
})

describe('shopRoute', () => {
  it('hands the handler the fields of a request from our own pages', async () => {
    const response = await echo(post('{"a":1}', { origin: 'http://butik.example' }), noParams)
    expect(await response.json()).toEqual({ body: { a: 1 } })
  })

  it('refuses a cross-site request before reading it, and logs why', async () => {
    const response = await echo(
      post('{}', { origin: 'https://elak.example', 'x-request-id': 'vc-web1-32770-1.5' }),
      noParams,
    )
    expect(await answer(response)).toEqual({
      status: 403,
      success: false,
      data: { message: 'Begäran kom inte från vår webbplats.', errors: [] },
    })
    expect(logged).toEqual([
      {
        level: 'warn',
        obj: {
          action: 'echo',
          status: 403,
          reason: 'Begäran kom inte från vår webbplats.',
          requestId: 'vc-web1-32770-1.5',
        },
        msg: 'shop request refused',
      },
    ])
  })

  it('answers a body over 32 kB with 413 and malformed JSON with 400, in Swedish', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(33 * 1024) })
    expect(await answer(await echo(post(big), noParams))).toMatchObject({
      status: 413,
      data: { message: 'För mycket data.' },
    })
    expect(await answer(await echo(post('{"a":'), noParams))).toMatchObject({
      status: 400,
      data: { message: 'Ogiltiga uppgifter.' },
    })
    // The log says what was wrong with it.
    expect(logged[1]?.obj.reason).toMatch(/JSON/)
  })

  it('refuses a visitor who is not signed in where a customer is required', async () => {
    let reached = false
    const route = shopRoute('addresses', { customer: 'required' }, async ({ customer }) => {
      reached = true
      return NextResponse.json({ id: customer.id })
    })
    expect(await answer(await route(post('{}'), noParams))).toMatchObject({
      status: 401,
      data: { message: 'Du är inte inloggad längre. Logga in och försök igen.' },
    })
    // Signed in as staff is not signed in as a customer.
    user = { id: 1, collection: 'users' }
    expect((await route(post('{}'), noParams)).status).toBe(401)
    expect(reached).toBe(false)
    user = { id: 7, collection: 'customers' }
    expect(await (await route(post('{}'), noParams)).json()).toEqual({ id: 7 })
  })

  it("gives a webhook the exact bytes, from anywhere, up to the route's own limit", async () => {
    const hook = shopRoute(
      'hook',
      { anyOrigin: true, body: 'raw', maxBody: 64 },
      async ({ body }) => NextResponse.json({ body }),
    )
    const raw = ' {"id": "evt_1"}\n'
    const from = { origin: 'https://stripe.example' }
    expect(await (await hook(post(raw, from), noParams)).json()).toEqual({ body: raw })
    expect((await hook(post('x'.repeat(65), from), noParams)).status).toBe(413)
  })

  it('checks the route params, and answers what the handler throws as the shop does', async () => {
    const route = shopRoute(
      'review',
      { params: z.object({ slug: z.string() }) },
      async ({ params }) => {
        if (params.slug === 'saknas') throw new ShopError('Produkten finns inte.', 404)
        throw new Error('database down')
      },
    )
    const on = (slug: string) => ({ params: Promise.resolve({ slug }) })
    expect(await answer(await route(post('{}'), on('saknas')))).toMatchObject({
      status: 404,
      data: { message: 'Produkten finns inte.' },
    })
    expect(await answer(await route(post('{}'), on('filter')))).toMatchObject({
      status: 500,
      data: { message: 'Något gick fel. Försök igen om en stund.' },
    })
    expect(logged.at(-1)).toMatchObject({ level: 'error', msg: 'shop request failed' })
  })
})
