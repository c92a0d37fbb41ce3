// A first slice of the /v1 REST API (SPEC 7.2): profiles and companies, answered as { _total, values }.
import type { Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AppDeps, AppEnv } from '../appTypes.js'
import {
  type Company,
  connectionsOf,
  findCompany,
  findMemberByProfileUrl,
  findMemberByToken,
  type Member,
} from '../data/network.js'
import { memberForAccessToken } from '../data/tokens.js'
import { currentMember } from '../lib/session.js'

export interface ResourcePath {
  resource: 'people' | 'companies'
  ids: string[]
  list: boolean
  isPublic: boolean
  fields: string[] | undefined
}

/**
 * Parses `/v1/people/~:(id,first-name)`, `/v1/people::(a,b):public:(fields)` and
 * `/v1/companies/1001:(name)`. Returns undefined for anything else.
 */
export function parseResourcePath(pathname: string): ResourcePath | undefined {
  const match =
    /^\/v1\/(people|companies)(?:::\(([^()]*)\)|\/([^/:()]+))(:public)?(?::\(([a-z0-9,-]*)\))?\/?$/i.exec(
      pathname,
    )
  if (!match) return undefined
  const [, resource, list, single, isPublic, fields] = match
  const ids = (list ?? single ?? '')
    .split(',')
    .map((id) => safeDecode(id.trim()))
    .filter((id): id is string => Boolean(id))
  if (ids.length === 0) return undefined
  return {
    resource: resource?.toLowerCase() === 'people' ? 'people' : 'companies',
    ids,
    list: list !== undefined,
    isPublic: Boolean(isPublic),
    fields: fields
      ?.split(',')
      .map((f) => f.trim().toLowerCase())
      .filter(Boolean),
  }
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

export const DEFAULT_PROFILE_FIELDS = ['id', 'first-name', 'last-name', 'headline', 'picture-url']

type FieldReader<T> = (item: T, origin: string, db: AppDeps['db']) => unknown

const PROFILE_FIELDS: Record<string, FieldReader<Member>> = {
  id: (m) => m.memberToken,
  'first-name': (m) => m.firstName,
  'last-name': (m) => m.lastName,
  'formatted-name': (m) => `${m.firstName} ${m.lastName}`,
  headline: (m) => m.headline,
  'picture-url': (m, origin) => `${origin}/media/member/${m.id}.svg`,
  'public-profile-url': (m, origin) => `${origin}/in/${m.slug}`,
  location: (m) => ({ name: m.location, country: { code: 'se' } }),
  industry: (m) => m.industry,
  summary: (m) => m.summary,
  'num-connections': (m, _origin, db) => connectionsOf(db, m.id).length,
  'num-followers': (m) => m.followerCount,
  positions: (m) => ({
    _total: m.companyName ? 1 : 0,
    values: m.companyName
      ? [{ title: m.title, isCurrent: true, company: { id: m.companyId, name: m.companyName } }]
      : [],
  }),
}
/** Fields only the member themself may read. */
const PRIVATE_PROFILE_FIELDS: Record<string, FieldReader<Member>> = {
  'email-address': (m) => m.email,
}

const COMPANY_FIELDS: Record<string, FieldReader<Company>> = {
  id: (co) => co.id,
  name: (co) => co.name,
  'universal-name': (co) => co.universalName,
  industry: (co) => co.industry,
  description: (co) => co.description,
  'website-url': (co) => co.website,
  'employee-count': (co) => co.employeeCount,
  'founded-year': (co) => co.foundedYear,
  'num-followers': (co) => co.followerCount,
  'logo-url': (co, origin) => `${origin}/media/company/${co.id}.svg`,
  locations: (co) => ({ _total: 1, values: [{ address: { city: co.city, country: co.country } }] }),
}
const DEFAULT_COMPANY_FIELDS = ['id', 'name', 'universal-name']

function apiError(c: Context, status: 400 | 401 | 404, message: string) {
  return c.json({ errorCode: 0, message, status, timestamp: Date.now() }, status)
}

export function registerApiRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const anyOrigin = deps.corsOrigins.includes('*')
  app.use(
    '/v1/*',
    cors({
      // With '*' no credentials are allowed, so '~' only works for listed origins (or same origin).
      origin: anyOrigin ? '*' : (origin) => (deps.corsOrigins.includes(origin) ? origin : null),
      credentials: !anyOrigin,
      allowMethods: ['GET'],
      allowHeaders: ['Authorization', 'Content-Type', 'X-Requested-With', 'x-li-format'],
      maxAge: 600,
    }),
  )

  app.get('/v1/*', (c) => {
    const url = new URL(c.req.url)
    const path = parseResourcePath(url.pathname)
    if (!path) {
      deps.logger.warn('refused_input', { method: 'GET', path: url.pathname, status: 404 })
      return apiError(c, 404, `Unknown resource: ${url.pathname}`)
    }
    const origin = url.origin
    // A token (the proxy frame sends Authorization: Bearer, older calls oauth_token) wins over the cookie.
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    const token = bearer ?? url.searchParams.get('oauth_token') ?? undefined
    let viewer: Member | undefined
    if (token) {
      viewer = memberForAccessToken(deps.db, token, deps.now())
      if (!viewer) return apiError(c, 401, 'Invalid access token')
    } else {
      viewer = currentMember(c, deps)
    }

    if (path.resource === 'companies') {
      const fields = path.fields ?? DEFAULT_COMPANY_FIELDS
      const unknown = fields.filter((f) => !(f in COMPANY_FIELDS))
      if (unknown.length)
        return apiError(c, 400, `Unknown field {${unknown.join(', ')}} in resource {Company}`)
      const values = []
      for (const id of path.ids) {
        const company = findCompany(deps.db, id.replace(/^universal-name=/, ''))
        if (!company) return apiError(c, 404, `Could not find company {${id}}`)
        values.push({
          _key: id,
          ...Object.fromEntries(
            fields.map((f) => [camel(f), COMPANY_FIELDS[f]?.(company, origin, deps.db)]),
          ),
        })
      }
      return c.json({ _total: values.length, values })
    }

    const fields = path.fields ?? DEFAULT_PROFILE_FIELDS
    const unknown = fields.filter((f) => !(f in PROFILE_FIELDS) && !(f in PRIVATE_PROFILE_FIELDS))
    if (unknown.length)
      return apiError(c, 400, `Unknown field {${unknown.join(', ')}} in resource {Person}`)
    const values = []
    for (const id of path.ids) {
      let member: Member | undefined
      if (id === '~' || id === 'me') {
        if (!viewer) {
          return apiError(
            c,
            401,
            "You need to authenticate in order to use 'me' or '~' as a valid profile identifier",
          )
        }
        member = viewer
      } else if (id.startsWith('url=')) {
        member = findMemberByProfileUrl(deps.db, id.slice(4))
      } else {
        // A member id (token), or the profile name pages tend to have at hand.
        const bare = id.replace(/^id=/, '')
        member = findMemberByToken(deps.db, bare) ?? findMemberByProfileUrl(deps.db, bare)
      }
      if (!member) return apiError(c, 404, `Could not find person based on: ${id}`)
      const self = viewer?.id === member.id && !path.isPublic
      const entry: Record<string, unknown> = { _key: id === 'me' ? '~' : id }
      for (const f of fields) {
        const read = PROFILE_FIELDS[f] ?? (self ? PRIVATE_PROFILE_FIELDS[f] : undefined)
        if (!read) return apiError(c, 401, `Access to field {${f}} denied`)
        entry[camel(f)] = read(member, origin, deps.db)
      }
      values.push(entry)
    }
    return c.json({ _total: values.length, values })
  })

  // Writes (posts, comments, likes) are not served yet; answer in the API's error format.
  app.on(['POST', 'PUT', 'DELETE'], '/v1/*', (c) => {
    deps.logger.warn('refused_input', { method: c.req.method, path: c.req.path, status: 405 })
    return c.json(
      {
        errorCode: 0,
        message: `${c.req.method} is not supported on ${c.req.path}`,
        status: 405,
        timestamp: Date.now(),
      },
      405,
    )
  })
}

/** first-name -> firstName, as the API's JSON format names fields. */
function camel(field: string): string {
  return field.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase())
}
