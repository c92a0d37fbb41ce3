// The CsapBeacon's conversion/activity beacon (SPEC 3.2). Loaded as an invisible frame or image (GET) or
// sent with navigator.sendBeacon/fetch (POST); answers 204, or an empty frame document when framed.
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { recordActivity } from '../data/writes.js'

const httpUrl = (max: number) =>
  z
    .string()
    .max(max, { message: `must be at most ${max} characters` })
    .refine(
      (v) => {
        try {
          const u = new URL(v)
          return u.protocol === 'http:' || u.protocol === 'https:'
        } catch {
          return false
        }
      },
      { message: 'must be an absolute http(s) URL' },
    )

const beaconSchema = z.object({
  contractId: z
    .string()
    .regex(/^[\w-]{1,64}$/, { message: 'must be 1-64 letters, digits, _ or -' }),
  urlParserKey: z.string().max(200, { message: 'must be at most 200 characters' }).optional(),
  extra: z.string().max(2000, { message: 'must be at most 2000 characters' }).optional(),
  url: httpUrl(2000),
  referrer: httpUrl(2000).optional(),
  apiKey: z
    .string()
    .regex(/^[\w-]{1,64}$/, { message: 'must be a valid API key' })
    .optional(),
  activity: z
    .string()
    .regex(/^[\w.:-]{1,100}$/, { message: 'must be letters, digits, _ . : or -' })
    .optional(),
  jobCode: z
    .string()
    .regex(/^[\w-]{1,40}$/, { message: 'must be a job code' })
    .optional(),
  topUrl: httpUrl(2000).optional(),
  topReferrer: httpUrl(2000).optional(),
  requestId: z
    .string()
    .regex(/^[\w-]{8,64}$/, { message: 'must be 8-64 letters, digits, _ or -' })
    .optional(),
})

async function readBeacon(c: Context): Promise<Record<string, string> | undefined> {
  const input: Record<string, string> = {}
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string' && value !== '') input[key] = value
    else if (typeof value === 'number' || typeof value === 'boolean') input[key] = String(value)
  }
  for (const [key, value] of Object.entries(c.req.query())) add(key, value)
  if (c.req.method !== 'POST') return input
  const type = c.req.header('Content-Type') ?? ''
  if (
    type.startsWith('application/x-www-form-urlencoded') ||
    type.startsWith('multipart/form-data')
  ) {
    for (const [key, value] of Object.entries(await c.req.parseBody())) add(key, value)
    return input
  }
  // sendBeacon with a string body arrives as text/plain; accept JSON or URL-encoded text.
  const text = await c.req.text()
  if (text.trim() === '') return input
  if (type.startsWith('application/json') || text.trim().startsWith('{')) {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return undefined
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined
    for (const [key, value] of Object.entries(body)) add(key, value)
    return input
  }
  for (const [key, value] of new URLSearchParams(text)) add(key, value)
  return input
}

export function registerBeaconRoute(app: Hono<AppEnv>, deps: AppDeps): void {
  const cors = (c: Context) => {
    // Beacons carry no credentials; any page may send them.
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cache-Control', 'no-store')
  }
  app.options('/cws/csap/beacon', (c) => {
    cors(c)
    c.header('Access-Control-Allow-Methods', 'GET, POST')
    c.header('Access-Control-Allow-Headers', 'Content-Type')
    c.header('Access-Control-Max-Age', '600')
    return c.body(null, 204)
  })
  app.on(
    ['GET', 'POST'],
    '/cws/csap/beacon',
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Beacon too large\n', 413) }),
    async (c) => {
      cors(c)
      const input = await readBeacon(c)
      const parsed = input ? beaconSchema.safeParse(input) : undefined
      if (!parsed?.success) {
        const issues = parsed
          ? parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))
          : [{ field: '(body)', message: 'must be a JSON object or form data' }]
        deps.logger.warn('refused_input', {
          method: c.req.method,
          path: c.req.path,
          status: 400,
          issues,
        })
        return c.text(
          `Bad request: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}\n`,
          400,
        )
      }
      const b = parsed.data
      recordActivity(
        deps.db,
        {
          requestId: b.requestId ?? null,
          contractId: b.contractId,
          urlParserKey: b.urlParserKey ?? null,
          extra: b.extra ?? null,
          url: b.url,
          referrer: b.referrer ?? null,
          apiKey: b.apiKey ?? null,
          activity: b.activity ?? null,
          jobCode: b.jobCode ?? null,
          topUrl: b.topUrl ?? null,
          topReferrer: b.topReferrer ?? null,
          userAgent: c.req.header('User-Agent')?.slice(0, 300) ?? null,
        },
        deps.now(),
      )
      // Loaded by the CsapBeacon tag as an invisible frame (it carries xdChannel): answer with an empty
      // document running the SDK so the frame reports ready like every other widget frame.
      if (c.req.method === 'GET' && input?.xdChannel) return c.html(BEACON_FRAME)
      return c.body(null, 204)
    },
  )
}

const BEACON_FRAME =
  '<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Beacon</title></head>' +
  '<body><script src="/in.js"></script></body></html>'
