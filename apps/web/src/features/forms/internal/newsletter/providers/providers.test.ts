import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { brevoAdapter } from './brevo'
import { mailchimpAdapter, mailchimpBase, subscriberHash } from './mailchimp'
import type { ListSettings, SubscriberData } from './types'

type Call = { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown }
type Answer = { status: number; body?: unknown }

/** A provider of our own on a loopback port: records each call and answers from `reply`. */
async function providerServer(reply: (call: Call) => Answer) {
  const calls: Call[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const call = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw ? JSON.parse(raw) : null,
      }
      calls.push(call)
      const answer = reply(call)
      res.writeHead(answer.status, answer.body ? { 'Content-Type': 'application/json' } : {})
      res.end(answer.body ? JSON.stringify(answer.body) : undefined)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servers.push(server)
  return { url, calls }
}

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})

const subscriber: SubscriberData = {
  id: 1,
  email: 'Anna.Berg@Smedja.se',
  firstName: 'Anna',
  lastName: 'Berg',
  customFields: {
    INTRESSEN: { type: 'checkbox', values: ['Svetsning', 'Lager'], dataIds: ['1', '3'] },
    GDPR: { type: 'booleancheckbox', value: true },
    REGION: { type: 'select', value: 'Söder', dataId: '8' },
    STORLEK: { type: 'radio', value: 'Stor', dataId: 'r3' },
  },
  ipAddress: '203.0.113.9',
}

const list = (over: Partial<ListSettings>): ListSettings => ({
  id: 1,
  name: 'Nyhetsbrev',
  provider: 'mailchimp',
  providerListId: 'a1b2c3d4e5',
  apiKey: '0123456789abcdef0123456789abcdef-us21',
  baseUrl: null,
  doubleOptIn: true,
  tags: [],
  brevoTemplateId: null,
  ...over,
})

describe('Mailchimp adapter (Marketing API 3.0)', () => {
  it('finds the data centre in the API key', () => {
    expect(mailchimpBase('abc-us21', null)).toBe('https://us21.api.mailchimp.com')
    expect(mailchimpBase('abc-us21', 'http://127.0.0.1:9/')).toBe('http://127.0.0.1:9')
    expect(mailchimpBase('abc', null)).toBeNull()
  })

  it('PUTs the member by the MD5 of the lowercased address, pending for double opt-in, then tags', async () => {
    const mc = await providerServer((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { id: subscriberHash(subscriber.email), status: 'pending' } }
        : { status: 204 },
    )
    const outcome = await mailchimpAdapter.push!(
      list({ baseUrl: mc.url, tags: ['webbplats', 'nyhetsbrev'] }),
      subscriber,
    )
    expect(outcome).toEqual({ ok: true })
    const hash = crypto.createHash('md5').update('anna.berg@smedja.se').digest('hex')
    expect(mc.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `PUT /3.0/lists/a1b2c3d4e5/members/${hash}`,
      `POST /3.0/lists/a1b2c3d4e5/members/${hash}/tags`,
    ])
    const [put, tags] = mc.calls
    expect(put!.headers.authorization).toBe(
      `Basic ${Buffer.from('smedja:0123456789abcdef0123456789abcdef-us21').toString('base64')}`,
    )
    expect(put!.body).toEqual({
      email_address: 'Anna.Berg@Smedja.se',
      status_if_new: 'pending',
      merge_fields: {
        FNAME: 'Anna',
        LNAME: 'Berg',
        INTRESSEN: 'Svetsning, Lager',
        GDPR: 'Ja',
        REGION: 'Söder',
        STORLEK: 'Stor',
      },
      ip_signup: '203.0.113.9',
    })
    expect(tags!.body).toEqual({
      tags: [
        { name: 'webbplats', status: 'active' },
        { name: 'nyhetsbrev', status: 'active' },
      ],
    })
  })

  it('subscribes at once without double opt-in, and sends no tags call without tags', async () => {
    const mc = await providerServer(() => ({ status: 200, body: { status: 'subscribed' } }))
    await mailchimpAdapter.push!(list({ baseUrl: mc.url, doubleOptIn: false }), subscriber)
    expect(mc.calls).toHaveLength(1)
    expect((mc.calls[0]!.body as { status_if_new: string }).status_if_new).toBe('subscribed')
  })

  it('a problem document for the address is final; a 5xx, 401 or no answer is retried', async () => {
    const problem = {
      type: 'https://mailchimp.com/developer/marketing/docs/errors/',
      title: 'Invalid Resource',
      status: 400,
      detail: 'Anna.Berg@Smedja.se looks fake or invalid, please enter a real email address.',
      instance: '2a7e9f0c-1234',
    }
    const bad = await providerServer(() => ({ status: 400, body: problem }))
    expect(await mailchimpAdapter.push!(list({ baseUrl: bad.url }), subscriber)).toEqual({
      ok: false,
      retry: false,
      error: `Mailchimp 400: Invalid Resource: ${problem.detail}`,
    })
    const down = await providerServer(() => ({
      status: 503,
      body: {
        type: 'x',
        title: 'Service Unavailable',
        status: 503,
        detail: 'Try later',
        instance: 'i',
      },
    }))
    expect(await mailchimpAdapter.push!(list({ baseUrl: down.url }), subscriber)).toMatchObject({
      ok: false,
      retry: true,
    })
    const key = await providerServer(() => ({
      status: 401,
      body: {
        type: 'x',
        title: 'API Key Invalid',
        status: 401,
        detail: 'Your API key may be invalid',
        instance: 'i',
      },
    }))
    expect(await mailchimpAdapter.push!(list({ baseUrl: key.url }), subscriber)).toMatchObject({
      ok: false,
      retry: true,
      error: 'Mailchimp 401: API Key Invalid: Your API key may be invalid',
    })
    expect(
      await mailchimpAdapter.push!(list({ baseUrl: 'http://127.0.0.1:1' }), subscriber),
    ).toMatchObject({ ok: false, retry: true })
  })
})

describe('Brevo adapter (API v3 contacts)', () => {
  const brevo = brevoAdapter(() => 'https://smedja.example')
  const brevoList = (over: Partial<ListSettings>) =>
    list({
      provider: 'brevo',
      providerListId: '7',
      apiKey: 'xkeysib-abc',
      brevoTemplateId: 12,
      ...over,
    })

  it('asks for double opt-in with the template, the list and the redirection URL', async () => {
    const server = await providerServer(() => ({ status: 201 }))
    expect(await brevo.push!(brevoList({ baseUrl: server.url }), subscriber)).toEqual({ ok: true })
    expect(server.calls).toHaveLength(1)
    const [call] = server.calls
    expect(`${call!.method} ${call!.url}`).toBe('POST /v3/contacts/doubleOptinConfirmation')
    expect(call!.headers['api-key']).toBe('xkeysib-abc')
    expect(call!.body).toEqual({
      email: 'Anna.Berg@Smedja.se',
      attributes: {
        FIRSTNAME: 'Anna',
        LASTNAME: 'Berg',
        INTRESSEN: ['Svetsning', 'Lager'],
        GDPR: true,
        REGION: 8,
        STORLEK: 'Stor',
      },
      includeListIds: [7],
      templateId: 12,
      redirectionUrl: 'https://smedja.example/nyhetsbrev/bekrafta?status=bekraftad',
    })
  })

  it('creates or updates the contact on the list without double opt-in (204 for a known one)', async () => {
    const server = await providerServer(() => ({ status: 204 }))
    expect(
      await brevo.push!(brevoList({ baseUrl: server.url, doubleOptIn: false }), subscriber),
    ).toEqual({
      ok: true,
    })
    expect(server.calls[0]!.url).toBe('/v3/contacts')
    expect(server.calls[0]!.body).toMatchObject({ listIds: [7], updateEnabled: true })
  })

  it('{ code, message } refusals: invalid_parameter is final, unauthorized and 5xx are retried', async () => {
    const bad = await providerServer(() => ({
      status: 400,
      body: { code: 'invalid_parameter', message: 'email is not valid' },
    }))
    expect(await brevo.push!(brevoList({ baseUrl: bad.url }), subscriber)).toEqual({
      ok: false,
      retry: false,
      error: 'Brevo 400: invalid_parameter: email is not valid',
    })
    const key = await providerServer(() => ({
      status: 401,
      body: { code: 'unauthorized', message: 'Key not found' },
    }))
    expect(await brevo.push!(brevoList({ baseUrl: key.url }), subscriber)).toMatchObject({
      ok: false,
      retry: true,
    })
    const down = await providerServer(() => ({ status: 502 }))
    expect(await brevo.push!(brevoList({ baseUrl: down.url }), subscriber)).toEqual({
      ok: false,
      retry: true,
      error: 'Brevo 502: HTTP 502',
    })
  })
})
