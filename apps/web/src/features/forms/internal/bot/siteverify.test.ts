import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { botActionContact, botActionList, BOT_ACTION } from './actions'
import { verifySiteverify } from './siteverify'

/** A local siteverify server: answers per token what reCAPTCHA v3 would, and records each call. */
let server: http.Server
let url = ''
const calls: URLSearchParams[] = []
const replies: Record<string, unknown> = {
  good: { success: true, action: 'smedja/Module/ContactForm/0', score: 0.9 },
  low: { success: true, action: 'smedja/Module/ContactForm/0', score: 0.2 },
  other: { success: true, action: 'smedja/Module/ContactForm/1', score: 0.9 },
  bad: { success: false, 'error-codes': ['invalid-input-response'] },
  turnstile: { success: true },
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const form = new URLSearchParams(body)
      calls.push(form)
      const reply =
        form.get('secret') === 'hemligt'
          ? replies[form.get('response') ?? '']
          : { success: false, 'error-codes': ['invalid-input-secret'] }
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(reply ?? { success: false }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const config = () => ({ url, secret: 'hemligt', minScore: 0.5 })
const verify = (token: string, action = 'smedja/Module/ContactForm/0') =>
  verifySiteverify(config(), { token, action, ip: '203.0.113.9' })

describe('siteverify adapter', () => {
  it('posts secret, response and remoteip, and accepts a good token', async () => {
    expect(await verify('good')).toEqual({ ok: true })
    const last = calls.at(-1)!
    expect(Object.fromEntries(last)).toEqual({
      secret: 'hemligt',
      response: 'good',
      remoteip: '203.0.113.9',
    })
  })
  it('refuses a low score, another action and a failed check, in Swedish', async () => {
    const low = await verify('low')
    expect(low).toMatchObject({ ok: false, reason: expect.stringContaining('score 0.2') })
    expect(await verify('other')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('action'),
    })
    const bad = await verify('bad')
    expect(bad).toMatchObject({
      ok: false,
      reason: expect.stringContaining('invalid-input-response'),
    })
    if (!bad.ok) expect(bad.message).toMatch(/människa/)
  })
  it('accepts a reply without score or action (Turnstile)', async () => {
    expect(await verify('turnstile')).toEqual({ ok: true })
  })
  it('refuses when the provider cannot be reached', async () => {
    const down = await verifySiteverify(
      { ...config(), url: 'http://127.0.0.1:9/x', timeoutMs: 500 },
      { token: 'good', action: 'a', ip: null },
    )
    expect(down.ok).toBe(false)
  })
})

describe('action names of spec 6', () => {
  it('are {brand}/Module/ContactForm/{n} and {brand}/Module/EmailOptin/List/{listId}', () => {
    expect(botActionContact(3)).toBe('smedja/Module/ContactForm/3')
    expect(botActionList('nyheter')).toBe('smedja/Module/EmailOptin/List/nyheter')
    expect(BOT_ACTION.test(botActionContact(3))).toBe(true)
    expect(BOT_ACTION.test(botActionList('a_b-1'))).toBe(true)
    expect(BOT_ACTION.test('smedja/Module/ContactForm/x')).toBe(false)
    expect(BOT_ACTION.test('other/Module/ContactForm/1')).toBe(false)
  })
})
