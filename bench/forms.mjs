#!/usr/bin/env node
// Contact-form benchmark (issue 12): N sends (FORMS_BENCH_COUNT, default 400) by 20 concurrent senders
// (BENCH_CONNECTIONS) against a running server, then the stored rows are counted: every send must be
// stored exactly once. Prints sends per second and latency. Not a test: nothing asserts a speed.
//
// Against a server that is already running:
//   BENCH_URL=http://127.0.0.1:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… node bench/forms.mjs
//   The server must be started with FORMS_RATE_LIMIT_MAX raised (e.g. 100000): every sender comes from
//   the loopback address, and the contact form allows 5 sends per address in 10 minutes.
// Without BENCH_URL it starts an existing production build (BENCH_DIST, default .next-e2e, built by the
// end-to-end suite) on a fresh seeded database under the end-to-end lock, with that limit raised.
//
// The bench form is a page it creates (and deletes): four fields, no captcha and no bot protection,
// since the point is the server's store-and-queue path, not the visitor's proof of work.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { freshSiteEnv, prepareDatabase, startWeb, waitForHttp } from '../scripts/lib/web.mjs'
import { restApi } from './lib/rest.mjs'

const lock = '/tmp/smedja-e2e.lock'
const external = process.env.BENCH_URL
if (!external && !process.env.FORMS_BENCH_LOCKED) {
  const res = spawnSync('flock', [lock, process.execPath, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, FORMS_BENCH_LOCKED: '1' },
  })
  process.exit(res.status ?? 1)
}

const count = Number(process.env.FORMS_BENCH_COUNT ?? 400)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const port = Number(process.env.BENCH_PORT ?? 3420)
const base = external ?? `http://127.0.0.1:${port}`
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'bench@example.se',
  password: process.env.ADMIN_PASSWORD ?? 'bench-lösenord-123',
}

let child = null
if (!external) {
  const fresh = freshSiteEnv({ name: 'bench-forms', port, secrets: 'e2e' })
  const env = {
    ...fresh.env,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    FORMS_RATE_LIMIT_MAX: '1000000',
    NODE_ENV: 'production',
  }
  prepareDatabase(env)
  child = startWeb({ port, distDir: process.env.BENCH_DIST ?? '.next-e2e', env, stdio: 'ignore' })
}

// `base` is read at each call (it is set once the server is known).
const api = (method, urlPath, token, body) => restApi(base, method, urlPath, token, body)

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

let exitCode = 0
let token = null
let pageId = null
try {
  await waitForHttp(`${base}/kontakt`)
  ;({ token } = await api('POST', '/api/users/login', null, admin))
  const slug = `bankformular-${Date.now().toString(36)}`
  const { doc } = await api('POST', '/api/pages', token, {
    title: 'Bänkformulär',
    slug,
    _status: 'published',
    layout: [
      {
        blockType: 'section',
        rows: [
          {
            blockType: 'row',
            structure: '1_1',
            columns: [
              {
                modules: [
                  {
                    blockType: 'contactForm',
                    title: 'Bänk',
                    recipients: 'bench@example.se',
                    captcha: false,
                    botProtection: false,
                    formFields: [
                      { fieldId: 'namn', label: 'Namn', fieldType: 'input', required: true },
                      { fieldId: 'epost', label: 'E-post', fieldType: 'email', required: true },
                      {
                        fieldId: 'arende',
                        label: 'Ärende',
                        fieldType: 'select',
                        options: [{ label: 'Offert' }],
                      },
                      {
                        fieldId: 'meddelande',
                        label: 'Meddelande',
                        fieldType: 'text',
                        required: true,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  })
  pageId = doc.id
  const page = await api('GET', `/api/pages/${pageId}?depth=0`, token)
  const moduleId = page.layout[0].rows[0].columns[0].modules[0].id
  const formLabel = `Bänkformulär – Bänk #0`
  const before = (
    await api(
      'GET',
      `/api/form-submissions?limit=0&where[form][equals]=${encodeURIComponent(formLabel)}`,
      token,
    )
  ).totalDocs

  const body = (n) =>
    new URLSearchParams({
      smedja_page: String(pageId),
      smedja_module: moduleId,
      smedja_form_num: '0',
      smedja_key: `bench-${n}-${Date.now().toString(36)}-0123456789`,
      et_pb_contact_namn_0: `Bänk Testsson ${n}`,
      et_pb_contact_epost_0: `bank${n}@example.se`,
      et_pb_contact_arende_0: 'Offert',
      et_pb_contact_meddelande_0: `Meddelande nummer ${n} från benchmarken.`,
      et_pb_contact_et_number_0: '',
    })
  // Warm up the route (not counted).
  await fetch(`${base}/kontaktformular`, {
    method: 'POST',
    body: new URLSearchParams({}),
    headers: { 'x-smedja-form': '1' },
  })

  let next = 0
  const statuses = new Map()
  const latencies = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let n = next++; n < count; n = next++) {
        const t = performance.now()
        const res = await fetch(`${base}/kontaktformular`, {
          method: 'POST',
          body: body(n),
          headers: { 'x-smedja-form': '1' },
        })
        const html = await res.text()
        latencies.push(performance.now() - t)
        const key =
          res.status === 200 && html.includes('et_pb_contact_success')
            ? 'stored'
            : String(res.status)
        statuses.set(key, (statuses.get(key) ?? 0) + 1)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const stored =
    (
      await api(
        'GET',
        `/api/form-submissions?limit=0&where[form][equals]=${encodeURIComponent(formLabel)}`,
        token,
      )
    ).totalDocs - before
  const mails = (await api('GET', `/api/outbox?limit=0&where[to][equals]=bench@example.se`, token))
    .totalDocs
  latencies.sort((a, b) => a - b)
  console.log(
    JSON.stringify(
      {
        requests: count,
        connections,
        answers: Object.fromEntries(statuses),
        seconds: Number(seconds.toFixed(2)),
        submissionsPerSecond: Number((count / seconds).toFixed(1)),
        latencyMs: {
          p50: Math.round(percentile(latencies, 0.5)),
          p95: Math.round(percentile(latencies, 0.95)),
          max: Math.round(latencies.at(-1)),
        },
        storedRows: stored,
        queuedMails: mails,
        storedEqualsRequests: stored === count,
      },
      null,
      2,
    ),
  )
  if (stored !== count) {
    console.error(`stored ${stored} rows for ${count} requests`)
    exitCode = 1
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  if (token && pageId) await api('DELETE', `/api/pages/${pageId}`, token).catch(() => {})
  child?.kill('SIGTERM')
}
process.exit(exitCode)
