// JSONP count endpoints the widgets load as <script> (SPEC 2.2, 3.2, 7.2).
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { findJob, findProduct, shareCount } from '../data/network.js'
import { formatShareCount } from '../lib/formatShareCount.js'
import { cleanCallback, jsonpBody } from '../lib/jsonp.js'
import { normalizeShareUrl } from '../lib/shareUrl.js'

const digits = z.string().regex(/^\d{1,12}$/, { message: 'must contain digits only' })

const callbackField = z
  .string()
  .transform((v, ctx) => {
    const name = cleanCallback(v)
    if (!name) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JavaScript identifier path such as IN.Tags.Share.handleCount',
      })
      return z.NEVER
    }
    return name
  })
  .optional()

const shareQuery = z.object({
  url: z
    .string({ message: 'is required' })
    .max(2000, { message: 'must be at most 2000 characters' })
    .transform((v, ctx) => {
      const url = normalizeShareUrl(v)
      if (!url) {
        ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' })
        return z.NEVER
      }
      return url
    }),
  lang: z
    .string()
    .regex(/^[a-z]{2}(?:[_-][A-Za-z]{2})?$/, { message: 'must look like sv_SE' })
    .optional(),
  callback: callbackField,
  cc: digits.optional(),
})

const recommendationQuery = z.object({
  type: z.literal('PDCT', { message: "must be 'PDCT'" }),
  id: digits,
  callback: callbackField,
})

const jobApplyQuery = z
  .object({
    jobCode: z
      .string()
      .regex(/^[\w-]{1,40}$/, { message: 'must be a job code' })
      .optional(),
    companyJobCode: z
      .string()
      .regex(/^[\w-]{1,40}$/, { message: 'must be a job code' })
      .optional(),
    jobId: digits.optional(),
    callback: callbackField,
  })
  .refine((q) => q.jobCode ?? q.companyJobCode ?? q.jobId, {
    message: 'is required',
    path: ['jobCode'],
  })

function nonEmptyQuery(c: Context): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(c.req.query())) if (value !== '') query[key] = value
  return query
}

/** Answers with `callback(payload);` as JavaScript, or plain JSON when no callback was asked for. */
function respond(c: Context, callback: string | undefined, payload: unknown, cacheSeconds: number) {
  c.header('Cache-Control', cacheSeconds > 0 ? `public, max-age=${cacheSeconds}` : 'no-store')
  // Loaded as a script by pages on other origins, possibly with Cross-Origin-Embedder-Policy.
  c.header('Cross-Origin-Resource-Policy', 'cross-origin')
  if (!callback) return c.json(payload)
  return c.body(jsonpBody(callback, payload), 200, {
    'Content-Type': 'application/javascript; charset=utf-8',
  })
}

export function registerCountRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const refuse = (c: Context, error: z.ZodError) => {
    const issues = error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))
    deps.logger.warn('refused_input', {
      method: c.req.method,
      path: c.req.path,
      status: 400,
      issues,
    })
    c.header('Cache-Control', 'no-store')
    return c.text(`Bad request: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}\n`, 400)
  }
  const notFound = (c: Context, what: string) => {
    c.header('Cache-Control', 'no-store')
    return c.text(`Not found: ${what}\n`, 404)
  }

  app.get('/countserv/count/share', (c) => {
    const parsed = shareQuery.safeParse(nonEmptyQuery(c))
    if (!parsed.success) return refuse(c, parsed.error)
    const { url, callback, cc } = parsed.data
    const count = shareCount(deps.db, url)
    // cc is sent right after a share: never answer it from a cache, so the new count shows.
    return respond(
      c,
      callback,
      { url, count, fCnt: formatShareCount(count), fCntPlusOne: formatShareCount(count + 1) },
      cc === undefined ? 30 : 0,
    )
  })

  app.get('/company/api/recommendation/count', (c) => {
    const parsed = recommendationQuery.safeParse(nonEmptyQuery(c))
    if (!parsed.success) return refuse(c, parsed.error)
    const product = findProduct(deps.db, Number(parsed.data.id))
    if (!product) return notFound(c, `product ${parsed.data.id}`)
    const count = product.recommendationCount
    return respond(
      c,
      parsed.data.callback,
      { id: String(product.id), type: 'PDCT', count, fCnt: formatShareCount(count) },
      0,
    )
  })

  app.get('/countserv/count/job-apply', (c) => {
    const parsed = jobApplyQuery.safeParse(nonEmptyQuery(c))
    if (!parsed.success) return refuse(c, parsed.error)
    const identifier = parsed.data.jobCode ?? parsed.data.companyJobCode ?? parsed.data.jobId ?? ''
    const job = findJob(deps.db, identifier)
    if (!job) return notFound(c, `job ${identifier}`)
    return respond(
      c,
      parsed.data.callback,
      { jobCode: job.code, count: job.applyCount, fCnt: formatShareCount(job.applyCount) },
      0,
    )
  })
}
