// The insight tag (SPEC 1, 7.4): a site loads /insight.js with its partner id (after the visitor's
// consent to marketing); the script reports the page view to /insight/collect and then adds the tag's
// late stylesheet, /insight/insight.css. Page views are kept per partner id, once per request id.
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import type { Db } from '../db/database.js'

const httpUrl = z
  .string()
  .max(2000, { message: 'must be at most 2000 characters' })
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

export const pageViewSchema = z.object({
  pid: z.string().regex(/^\d{1,20}$/, { message: 'must be a partner id of 1-20 digits' }),
  requestId: z.string().regex(/^[\w-]{8,64}$/, { message: 'must be 8-64 letters, digits, _ or -' }),
  url: httpUrl,
  referrer: httpUrl.optional(),
})

export type PageView = z.output<typeof pageViewSchema>

/** Stores one page view; the same partner and request id again changes nothing. */
export function recordPageView(
  db: Db,
  view: PageView & { userAgent: string | null },
  now: Date,
): { created: boolean } {
  const result = db
    .prepare(
      `INSERT OR IGNORE INTO insight_page_views (partner_id, request_id, url, referrer, user_agent, created_at)
        VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      view.pid,
      view.requestId,
      view.url,
      view.referrer ?? null,
      view.userAgent,
      now.toISOString(),
    )
  return { created: result.changes > 0 }
}

/** How many page views a partner id has (the admin page and tests read this). */
export function countPageViews(db: Db, partnerId: string): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM insight_page_views WHERE partner_id = ?')
    .get(partnerId) as { n: number }
  return Number(row.n)
}

/**
 * The tag itself. It reads its partner id from its own script element (data-partner-id), reports the
 * page view with a fresh request id (a keepalive fetch, so leaving the page does not lose it; a resend
 * is counted once), then adds the late stylesheet. Plain ES2017, no globals besides one marker.
 */
export const INSIGHT_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script || window.__smedjaInsight) return;
  var pid = script.getAttribute('data-partner-id') || '';
  if (!/^\\d{1,20}$/.test(pid)) return;
  window.__smedjaInsight = pid;
  var host = new URL(script.src).origin;
  var requestId = (window.crypto && crypto.randomUUID) ? crypto.randomUUID()
    : 'r' + Date.now().toString(36) + Math.random().toString(36).slice(2, 12);
  var view = { pid: pid, requestId: requestId, url: location.href };
  if (document.referrer) view.referrer = document.referrer;
  // keepalive: the view is sent even when the visitor leaves at once. A text/plain body needs no preflight.
  fetch(host + '/insight/collect', {
    method: 'POST',
    body: JSON.stringify(view),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    keepalive: true,
    credentials: 'omit'
  }).catch(function () {});
  var addStyles = function () {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = host + '/insight/insight.css';
    link.setAttribute('data-insight', '');
    document.head.appendChild(link);
  };
  if (document.readyState === 'complete') addStyles();
  else window.addEventListener('load', addStyles, { once: true });
})();
`

/** The late stylesheet: hides the tag's invisible helpers everywhere. */
export const INSIGHT_CSS = '[data-insight-hidden]{display:none!important}\n'

async function readView(c: Context): Promise<Record<string, string> | undefined> {
  const input: Record<string, string> = {}
  for (const [key, value] of Object.entries(c.req.query())) input[key] = value
  if (c.req.method !== 'POST') return input
  // The tag sends text/plain (no preflight); other senders may send application/json.
  const text = await c.req.text()
  if (text.trim() === '') return input
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') input[key] = value
    else if (typeof value === 'number') input[key] = String(value)
  }
  return input
}

export function registerInsightRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const publicAsset = (c: Context) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cross-Origin-Resource-Policy', 'cross-origin')
    c.header('Cache-Control', 'public, max-age=300')
  }
  app.get('/insight.js', (c) => {
    publicAsset(c)
    return c.body(INSIGHT_SCRIPT, 200, {
      'Content-Type': 'application/javascript; charset=utf-8',
    })
  })
  app.get('/insight/insight.css', (c) => {
    publicAsset(c)
    return c.body(INSIGHT_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' })
  })
  app.options('/insight/collect', (c) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Access-Control-Allow-Methods', 'GET, POST')
    c.header('Access-Control-Allow-Headers', 'Content-Type')
    c.header('Access-Control-Max-Age', '600')
    return c.body(null, 204)
  })
  app.on(
    ['GET', 'POST'],
    '/insight/collect',
    bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('Page view too large\n', 413) }),
    async (c) => {
      // Page views carry no credentials; any page may send them.
      c.header('Access-Control-Allow-Origin', '*')
      c.header('Cache-Control', 'no-store')
      const input = await readView(c)
      const parsed = input ? pageViewSchema.safeParse(input) : undefined
      if (!parsed?.success) {
        const issues = parsed
          ? parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))
          : [{ field: '(body)', message: 'must be a JSON object' }]
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
      const userAgent = c.req.header('User-Agent')?.slice(0, 300) ?? null
      recordPageView(deps.db, { ...parsed.data, userAgent }, deps.now())
      return c.body(null, 204)
    },
  )
}
