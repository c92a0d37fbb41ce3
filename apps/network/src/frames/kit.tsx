// The frame machinery every /cws page shares: input reading and validation, the HTML document, the result
// message a popup sends back to its opener, and the small components the pages are built from.
import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import type { Company, Member } from '../data/network.js'
import { isSameOriginPost } from '../lib/security.js'
import { currentMember } from '../lib/session.js'
import { formatNumber, type Lang, langFrom, type Strings, stringsFor } from '../lib/strings.js'
import { commonShape } from './params.js'
import { FRAME_CSS } from './styles.js'

export interface FrameEnv {
  c: Context<AppEnv>
  deps: AppDeps
  member: Member | undefined
  t: Strings
  lang: Lang
  now: Date
  /** The frame's own path, where its forms post back to. */
  path: string
  /** Validated incoming parameters (strings as received) that forms carry along as hidden fields. */
  carry: Record<string, string>
  xdOrigin: string | undefined
  xdChannel: string | undefined
  /** The sign-in page for IN-signin elements (the SDK opens it as a 500x550 popup). */
  loginHref: string
  num(n: number): string
}

/** What a popup or frame reports to its opener/parent once the visitor's action succeeded (protocol). */
export interface FrameResult {
  type: 'success' | 'error' | 'login'
  data?: unknown
  /** Close the popup once the message is sent. */
  close?: boolean
}

export interface FrameView {
  title: string
  body: ReactNode
  status?: 200 | 401 | 409 | 429
  /** Popups, modals and hovercards get a close button (class window-close). */
  closable?: boolean
  width?: number
  result?: FrameResult
  /** Inline script, run with the page's CSP nonce right after in.js (so window.IN exists). */
  script?: string
}

export interface NotFound {
  notFound: string
}

/** Continue elsewhere (303), e.g. back to the OAuth relay once the visitor has signed in. */
export interface Redirect {
  redirect: string
}

export type FrameOutcome = FrameView | NotFound | Redirect

export class RefusedInput extends Error {
  constructor(readonly issues: { field: string; message: string }[]) {
    super(issues.map((i) => `${i.field}: ${i.message}`).join('; '))
  }
}

export interface FrameDefinition<S extends z.ZodRawShape> {
  path: string
  shape: S
  render(env: FrameEnv, params: z.output<z.ZodObject<S>>): FrameOutcome
  /** Form actions, chosen by the posted `_action` field. */
  actions?: Record<
    string,
    (env: FrameEnv, params: z.output<z.ZodObject<S>>, form: Record<string, string>) => FrameOutcome
  >
}

const FORM_KEYS = new Set(['_action', 'requestId'])

/** Validates `form` against `schema` or throws RefusedInput with one entry per problem. */
export function parseForm<T extends z.ZodType>(
  schema: T,
  form: Record<string, string>,
): z.output<T> {
  const result = schema.safeParse(form)
  if (!result.success) throw new RefusedInput(toIssues(result.error))
  return result.data
}

function toIssues(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({
    field: issue.path.join('.') || '(input)',
    message:
      issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message,
  }))
}

async function readInput(c: Context): Promise<Record<string, string>> {
  const input: Record<string, string> = {}
  for (const [key, value] of Object.entries(c.req.query())) if (value !== '') input[key] = value
  if (c.req.method === 'POST') {
    const type = c.req.header('Content-Type') ?? ''
    if (
      type.startsWith('application/x-www-form-urlencoded') ||
      type.startsWith('multipart/form-data')
    ) {
      const body = await c.req.parseBody()
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'string' && value !== '') input[key] = value
      }
    }
  }
  // Path parameters (the company id of /company/{id}/product) cannot be overridden by query or body.
  for (const [key, value] of Object.entries(c.req.param() as Record<string, string>))
    input[key] = value
  return input
}

/** Registers a frame at def.path for GET (tag parameters in the query) and POST (posted parameters, forms). */
export function registerFrame<S extends z.ZodRawShape>(
  app: Hono<AppEnv>,
  deps: AppDeps,
  def: FrameDefinition<S>,
): void {
  const schema = z.object({ ...commonShape, ...def.shape })
  const carriedKeys = new Set([...Object.keys(commonShape), ...Object.keys(def.shape)])
  const limit = bodyLimit({
    maxSize: 64 * 1024,
    onError: (c) => c.text('Request body too large', 413),
  })

  app.on(['GET', 'POST'], def.path, limit, async (c) => {
    const input = await readInput(c)
    const lang = langFrom(input.lang)
    const refuse = (status: 400 | 403, issues: { field: string; message: string }[]) => {
      deps.logger.warn('refused_input', { method: c.req.method, path: c.req.path, status, issues })
      return sendPage(c, baseEnv(c, deps, lang, {}, input), errorView(lang, status, issues), status)
    }

    const parsed = schema.safeParse(input)
    if (!parsed.success) return refuse(400, toIssues(parsed.error))

    const carry: Record<string, string> = {}
    for (const [key, value] of Object.entries(input)) {
      if (carriedKeys.has(key) && !FORM_KEYS.has(key)) carry[key] = value
    }
    const env = baseEnv(c, deps, lang, carry, input)
    const params = parsed.data as z.output<z.ZodObject<S>>

    let outcome: FrameOutcome
    try {
      const actionName = c.req.method === 'POST' ? input._action : undefined
      if (actionName !== undefined) {
        const action = def.actions?.[actionName]
        if (!action)
          return refuse(400, [{ field: '_action', message: `unknown action ${actionName}` }])
        if (!isSameOriginPost(c.req.url, c.req.header('Origin'))) {
          return refuse(403, [
            { field: 'Origin', message: `cross-origin form from ${c.req.header('Origin')}` },
          ])
        }
        outcome = action(env, params, input)
      } else {
        outcome = def.render(env, params)
      }
    } catch (error) {
      if (error instanceof RefusedInput) return refuse(400, error.issues)
      throw error
    }

    if ('redirect' in outcome) return c.redirect(outcome.redirect, 303)
    if ('notFound' in outcome) {
      return sendPage(
        c,
        env,
        {
          title: env.t.notFound,
          closable: true,
          body: <p className="notice">{outcome.notFound}</p>,
        },
        404,
      )
    }
    return sendPage(c, env, outcome, outcome.status ?? 200)
  })
}

function baseEnv(
  c: Context<AppEnv>,
  deps: AppDeps,
  lang: Lang,
  carry: Record<string, string>,
  input: Record<string, string>,
): FrameEnv {
  const t = stringsFor(lang)
  const xdOrigin = carry.xdOrigin
  const xdChannel = carry.xdChannel
  // The SDK opens IN-signin elements itself (a popup on a new channel); the href is the no-script way.
  const query = input.lang && carry.lang ? new URLSearchParams({ lang: carry.lang }).toString() : ''
  return {
    c,
    deps,
    member: currentMember(c, deps),
    t,
    lang,
    now: deps.now(),
    path: c.req.path,
    carry,
    xdOrigin,
    xdChannel,
    loginHref: `/cws/login${query ? `?${query}` : ''}`,
    num: (n) => formatNumber(n, lang),
  }
}

function errorView(
  lang: Lang,
  status: 400 | 403,
  issues: { field: string; message: string }[],
): FrameView {
  const t = stringsFor(lang)
  return {
    title: status === 403 ? t.forbidden : t.invalidRequest,
    closable: true,
    body: (
      <>
        <p>{status === 403 ? t.forbiddenIntro : t.invalidRequestIntro}</p>
        <ul className="issues">
          {issues.map((issue) => (
            <li key={`${issue.field}:${issue.message}`}>
              <code>{issue.field}</code> {issue.message}
            </li>
          ))}
        </ul>
      </>
    ),
  }
}

/** Renders a complete frame document with the status given. */
export function sendPage(c: Context<AppEnv>, env: FrameEnv, view: FrameView, status: number) {
  const html = renderToString(<FrameDocument env={env} view={view} nonce={c.get('nonce')} />)
  return c.html(`<!doctype html>${html}`, status as 200)
}

// Posts the result to whoever opened (popup) or embeds (iframe) this document, on the channel and to the
// origin it was given (protocol: frame -> page). A sign-in popup opened by one of our frames was given
// our own origin as xdOrigin, so the frame receives it and forwards it to the page.
const RESULT_SCRIPT = `(function () {
  var el = document.getElementById('xdoor-result');
  if (!el) return;
  var r = JSON.parse(el.textContent || '{}');
  var target = window.opener || (window.parent !== window ? window.parent : null);
  if (target && r.channel && r.origin) {
    var msg = { xdoor: 1, channel: r.channel, type: r.type };
    if (r.data !== undefined) msg.data = r.data;
    target.postMessage(msg, r.origin);
  }
  if (r.close && window.opener) setTimeout(function () { window.close(); }, 400);
})();`

/** JSON that is safe inside a script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
}

function FrameDocument({ env, view, nonce }: { env: FrameEnv; view: FrameView; nonce: string }) {
  const width = view.width && view.width > 0 ? `main{max-width:${Math.floor(view.width)}px}` : ''
  const result = view.result && {
    channel: env.xdChannel ?? null,
    origin: env.xdOrigin ?? null,
    type: view.result.type,
    data: view.result.data,
    close: view.result.close ?? false,
  }
  return (
    <html lang={env.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        {/* No favicon request from popups opened as top-level windows. */}
        <link rel="icon" href="data:," />
        <title>{`${view.title} – ${env.t.brand}`}</title>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: FRAME_CSS + width }} />
      </head>
      <body>
        <main>
          <header className="frame-head">
            <h1>{view.title}</h1>
            {view.closable ? (
              <button type="button" className="window-close" aria-label={env.t.close}>
                ×
              </button>
            ) : null}
          </header>
          {view.body}
        </main>
        {result ? (
          <>
            <script
              type="application/json"
              id="xdoor-result"
              dangerouslySetInnerHTML={{ __html: scriptJson(result) }}
            />
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: RESULT_SCRIPT }} />
          </>
        ) : null}
        <script src="/in.js" />
        {view.script ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: view.script }} />
        ) : null}
      </body>
    </html>
  )
}

// ---- components ----

export function fullName(m: { firstName: string; lastName: string }): string {
  return `${m.firstName} ${m.lastName}`
}

export function Avatar({
  env,
  member,
  size = 48,
}: {
  env: FrameEnv
  member: Member
  size?: number
}) {
  return (
    <img
      className="avatar"
      src={`/media/member/${member.id}.svg`}
      width={size}
      height={size}
      alt={env.t.avatarAlt(fullName(member))}
    />
  )
}

export function Logo({
  env,
  company,
  size = 48,
}: {
  env: FrameEnv
  company: Company
  size?: number
}) {
  return (
    <img
      className="logo"
      src={`/media/company/${company.id}.svg`}
      width={size}
      height={size}
      alt={env.t.logoAlt(company.name)}
    />
  )
}

export function profileHref(member: Member): string {
  return `/in/${member.slug}`
}

/** A compact member row: picture, linked name, headline. */
export function MemberRow({
  env,
  member,
  detail,
}: {
  env: FrameEnv
  member: Member
  detail?: ReactNode
}) {
  return (
    <li className="row">
      <Avatar env={env} member={member} size={40} />
      <div>
        <a href={profileHref(member)} target="_blank" rel="noopener">
          {fullName(member)}
        </a>
        <p className="muted">{detail ?? member.headline}</p>
      </div>
    </li>
  )
}

export function MemberList({
  env,
  members,
  empty,
}: {
  env: FrameEnv
  members: Member[]
  empty?: string
}) {
  if (members.length === 0) return <p className="muted">{empty ?? env.t.nobodyYet}</p>
  return (
    <ul className="rows">
      {members.map((m) => (
        <MemberRow key={m.id} env={env} member={m} />
      ))}
    </ul>
  )
}

export function SignInLink({ env, label }: { env: FrameEnv; label?: string }) {
  return (
    <a className="IN-signin button" href={env.loginHref} target="_blank" rel="opener">
      {label ?? env.t.signIn}
    </a>
  )
}

/** Who is signed in, or a sign-in link. */
export function SessionBar({ env }: { env: FrameEnv }) {
  return (
    <footer className="session">
      {env.member ? (
        <span className="muted">{env.t.signedInAs(fullName(env.member))}</span>
      ) : (
        <SignInLink env={env} />
      )}
    </footer>
  )
}

/** Hidden fields that carry the frame's parameters through a form post, plus the action and its one-time id. */
export function FormContext({ env, action }: { env: FrameEnv; action: string }) {
  return (
    <>
      {Object.entries(env.carry).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="_action" value={action} />
      <input type="hidden" name="requestId" value={randomUUID()} />
    </>
  )
}

export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  )
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="status">
      {children}
    </p>
  )
}

export function CompanyFacts({ env, company }: { env: FrameEnv; company: Company }) {
  return (
    <ul className="facts">
      <li>{company.industry}</li>
      <li>{company.city}</li>
      <li>{env.t.employees(env.num(company.employeeCount))}</li>
      <li>{env.t.followers(env.num(company.followerCount))}</li>
    </ul>
  )
}

/** "2019-03" as "mars 2019" / "March 2019". */
export function monthYear(env: FrameEnv, ym: string): string {
  const [year, month] = ym.split('-').map(Number)
  if (!year || !month) return ym
  return new Intl.DateTimeFormat(env.lang === 'en' ? 'en-GB' : 'sv-SE', {
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, 1)))
}
