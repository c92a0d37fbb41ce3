import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const ADMIN = { email: 'admin@e2e.example', password: 'e2e-lösenord-123' }
const MAILCHIMP_KEY = 'e2e0123456789abcdef-us21'
const BREVO_KEY = 'xkeysib-e2e-0123456789'

type Call = { method: string; path: string; auth: string; body: unknown }

/**
 * One local server that answers as Mailchimp's Marketing API 3.0 and Brevo's API v3 do, for the calls
 * the adapters make: it checks each provider's credentials and answers with that provider's success
 * and error shapes (Mailchimp's problem documents, Brevo's { code, message }). `down` makes Mailchimp
 * answer 503 as it does during an outage.
 */
async function providerServer() {
  const calls: Call[] = []
  const state = { down: false }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : null
      const path = req.url ?? ''
      const json = (status: number, value?: unknown) => {
        res.writeHead(status, value === undefined ? {} : { 'Content-Type': 'application/json' })
        res.end(value === undefined ? undefined : JSON.stringify(value))
      }
      if (path.startsWith('/3.0/')) {
        const auth = req.headers.authorization ?? ''
        calls.push({ method: req.method!, path, auth, body })
        const key = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
          .toString()
          .split(':')[1]
        if (key !== MAILCHIMP_KEY)
          return json(401, {
            type: 'https://mailchimp.com/developer/marketing/docs/errors/',
            title: 'API Key Invalid',
            status: 401,
            detail:
              "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
            instance: crypto.randomUUID(),
          })
        if (state.down)
          return json(503, {
            title: 'Service Unavailable',
            status: 503,
            detail: 'Try again later.',
          })
        const member = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/tags)?$/.exec(path)
        if (req.method === 'PUT' && member && !member[3]) {
          const sent = body as { email_address: string; status_if_new: string }
          return json(200, {
            id: member[2],
            email_address: sent.email_address,
            status: sent.status_if_new,
            list_id: member[1],
          })
        }
        if (req.method === 'POST' && member?.[3]) return json(204)
        return json(404, { title: 'Resource Not Found', status: 404, detail: path })
      }
      if (path.startsWith('/v3/')) {
        calls.push({ method: req.method!, path, auth: String(req.headers['api-key'] ?? ''), body })
        if (req.headers['api-key'] !== BREVO_KEY)
          return json(401, { code: 'unauthorized', message: 'Key not found' })
        if (req.method === 'POST' && path === '/v3/contacts/doubleOptinConfirmation')
          return json(204)
        return json(404, { code: 'not_found', message: 'Route not found' })
      }
      json(404)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, calls, state, close: () => new Promise((r) => server.close(r)) }
}

async function apiAuth(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: ADMIN })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

function newsletterModule(list: number, elementId: string, title: string) {
  return {
    blockType: 'newsletter',
    list,
    title,
    showFirstName: true,
    showLastName: false,
    customFields: [
      {
        fieldId: 'INTRESSEN',
        type: 'checkbox',
        label: 'Jag är intresserad av',
        required: false,
        options: [{ label: 'Reparationer' }, { label: 'Tillståndsövervakning' }],
      },
    ],
    buttonText: 'Prenumerera',
    successMessage: 'Tack! Bekräfta prenumerationen i mejlet från oss.',
    botProtection: false,
    settings: { elementId },
  }
}

test.describe('Nyhetsbrev hos Mailchimp och Brevo (issue 12)', () => {
  test('each provider gets its documented calls, and a provider that is down keeps the subscriber queued', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const provider = await providerServer()
    const auth = await apiAuth(request)
    const created: { collection: string; id: number }[] = []
    const create = async (collection: string, data: Record<string, unknown>) => {
      const response = await request.post(`/api/${collection}`, { headers: auth, data })
      expect(response.status(), await response.text()).toBe(201)
      const { doc } = (await response.json()) as { doc: { id: number } }
      created.unshift({ collection, id: doc.id })
      return doc.id
    }
    try {
      const mailchimpList = await create('newsletter-lists', {
        name: `Mailchimp e2e ${Date.now()}`,
        provider: 'mailchimp',
        providerListId: 'a1b2c3d4e5',
        apiKeyInput: MAILCHIMP_KEY,
        baseUrl: provider.url,
        doubleOptIn: true,
        tags: ['webbplats', 'nyhetsbrev'],
      })
      const brevoList = await create('newsletter-lists', {
        name: `Brevo e2e ${Date.now()}`,
        provider: 'brevo',
        providerListId: '7',
        apiKeyInput: BREVO_KEY,
        baseUrl: provider.url,
        doubleOptIn: true,
        brevoTemplateId: 3,
      })
      // The stored key never comes back through the API.
      const listDoc = (await (
        await request.get(`/api/newsletter-lists/${mailchimpList}`, { headers: auth })
      ).json()) as Record<string, unknown>
      expect(listDoc.apiKey).toBeUndefined()
      expect(JSON.stringify(listDoc)).not.toContain(MAILCHIMP_KEY)
      expect(listDoc.hasApiKey).toBe(true)

      const slug = `nyhetsbrev-leverantorer-${Date.now().toString(36)}`
      await create('pages', {
        title: 'Nyhetsbrev hos leverantörer',
        slug,
        _status: 'published',
        layout: [
          {
            blockType: 'section',
            rows: [
              {
                blockType: 'row',
                structure: '1_2,1_2',
                columns: [
                  { modules: [newsletterModule(mailchimpList, 'mc', 'Nyheter via Mailchimp')] },
                  { modules: [newsletterModule(brevoList, 'brevo', 'Nyheter via Brevo')] },
                ],
              },
            ],
          },
        ],
      })

      await page.goto(`/${slug}`)
      await expectNoSeriousA11yViolations(page)
      const stamp = Date.now()
      const subscribe = async (formId: string, firstName: string, email: string) => {
        const form = page.locator(`#${formId}`)
        await form.getByLabel('Förnamn').fill(firstName)
        await form.getByLabel('E-post').fill(email)
        await form.getByRole('checkbox', { name: 'Reparationer' }).check()
        await form.getByRole('button', { name: 'Prenumerera' }).click()
        await expect(form.getByRole('status')).toContainText('Bekräfta prenumerationen')
      }

      // Mailchimp: the member is added or updated under the MD5 of the lowercased address (the site
      // stores and sends addresses lowercased), pending
      // (Mailchimp mails the confirmation), with merge fields; then the list's tags.
      const mcEmail = `Karin.${stamp}@Example.se`
      await subscribe('mc', 'Karin', mcEmail)
      const hash = crypto.createHash('md5').update(mcEmail.toLowerCase()).digest('hex')
      const mcCalls = provider.calls.filter((c) => c.path.startsWith('/3.0/'))
      expect(mcCalls.map((c) => `${c.method} ${c.path}`)).toEqual([
        `PUT /3.0/lists/a1b2c3d4e5/members/${hash}`,
        `POST /3.0/lists/a1b2c3d4e5/members/${hash}/tags`,
      ])
      expect(mcCalls[0]!.auth).toMatch(/^Basic /)
      expect(mcCalls[0]!.body).toMatchObject({
        email_address: mcEmail.toLowerCase(),
        status_if_new: 'pending',
        merge_fields: { FNAME: 'Karin', INTRESSEN: 'Reparationer' },
      })
      expect(mcCalls[1]!.body).toEqual({
        tags: [
          { name: 'webbplats', status: 'active' },
          { name: 'nyhetsbrev', status: 'active' },
        ],
      })

      // Brevo: double opt-in through its confirmation endpoint, with the list, template and the
      // site's own confirmation page to come back to.
      const brevoEmail = `olof.${stamp}@example.se`
      await subscribe('brevo', 'Olof', brevoEmail)
      const brevoCalls = provider.calls.filter((c) => c.path.startsWith('/v3/'))
      expect(brevoCalls.map((c) => `${c.method} ${c.path}`)).toEqual([
        'POST /v3/contacts/doubleOptinConfirmation',
      ])
      expect(brevoCalls[0]!.auth).toBe(BREVO_KEY)
      expect(brevoCalls[0]!.body).toMatchObject({
        email: brevoEmail,
        attributes: { FIRSTNAME: 'Olof', INTRESSEN: ['Reparationer'] },
        includeListIds: [7],
        templateId: 3,
        redirectionUrl: expect.stringMatching(/\/nyhetsbrev\/bekrafta\?status=bekraftad$/),
      })

      // Mailchimp is down: the visitor still gets the success reply, and the subscriber waits in
      // the admin, queued with the provider's answer, for the sync job's next try.
      provider.state.down = true
      await page.reload()
      const downEmail = `nere.${stamp}@example.se`
      await subscribe('mc', 'Nils', downEmail)
      const subscribers = (await (
        await request.get(
          `/api/newsletter-subscribers?where[email][in]=${encodeURIComponent(`${mcEmail.toLowerCase()},${brevoEmail},${downEmail}`)}&depth=0&sort=createdAt`,
          { headers: auth },
        )
      ).json()) as { docs: { email: string; syncState: string; syncError?: string | null }[] }
      expect(subscribers.docs.map((s) => [s.email, s.syncState])).toEqual([
        [mcEmail.toLowerCase(), 'synced'],
        [brevoEmail, 'synced'],
        [downEmail, 'queued'],
      ])
      expect(subscribers.docs[2]!.syncError).toContain('Mailchimp 503')
    } finally {
      for (const doc of created)
        await request.delete(`/api/${doc.collection}/${doc.id}`, { headers: auth })
      await provider.close()
    }
  })
})
