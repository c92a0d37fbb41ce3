// The member API (SPEC 7.2) under /v1: profiles, connections, updates, people search, posts with
// comments, likes and follows, comments, groups, companies. Answers { _total, values } (plus meta) or
// { errorCode, message, status, timestamp }; the SDK routes the latter to the call's error handlers.
import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { ApiError, errorBody } from '../api/errors.js'
import {
  type Principal,
  principalOf,
  requireMember,
  requireScope,
  ME_MESSAGE,
  viewerOf,
} from '../api/principal.js'
import {
  companyUpdates,
  createComment,
  createPost,
  deleteOwned,
  findComments,
  findGroup,
  findPost,
  findWrite,
  isMemberOfGroup,
  memberUpdates,
  networkUpdates,
  postsOfGroup,
  recordWrite,
  setRelation,
  type UpdateRow,
  commentsOf,
  countLikes,
  followedBy,
} from '../api/queries.js'
import { parseRefinements, peopleSearch, searchQuery } from '../api/search.js'
import { parseApiPath, type ParsedPath, SelectorError } from '../api/selectors.js'
import {
  checkFields,
  CommentShape,
  CompanyShape,
  GroupShape,
  PersonShape,
  PostShape,
  select,
  type ShapeCtx,
  UpdateShape,
} from '../api/shapes.js'
import {
  connectionsOf,
  findCompany,
  findMemberByProfileUrl,
  findMemberByToken,
  type Member,
} from '../data/network.js'
import { inTransaction } from '../db/database.js'

const MAX_BODY_BYTES = 16 * 1024

interface Call {
  c: Context<AppEnv>
  deps: AppDeps
  now: Date
  method: string
  path: ParsedPath
  principal: Principal
  ctx: ShapeCtx
}

type Answer = { status: 200 | 201 | 204; body?: unknown; location?: string }

const list = (values: unknown[], meta: Record<string, unknown> = {}) => ({
  _total: values.length,
  ...meta,
  values,
})

export function registerApiRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const anyOrigin = deps.corsOrigins.includes('*')
  app.use(
    '/v1/*',
    cors({
      origin: anyOrigin ? '*' : (origin) => (deps.corsOrigins.includes(origin) ? origin : null),
      credentials: !anyOrigin,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'X-Requested-With',
        'x-li-format',
        'Idempotency-Key',
      ],
      maxAge: 600,
    }),
  )

  app.on(['GET', 'POST', 'PUT', 'DELETE'], '/v1/*', async (c) => {
    const now = deps.now()
    const url = new URL(c.req.url)
    try {
      const path = parseApiPath(url.pathname)
      const principal = principalOf(c, deps, now)
      const call: Call = {
        c,
        deps,
        now,
        method: c.req.method,
        path,
        principal,
        ctx: { db: deps.db, origin: url.origin, viewer: viewerOf(principal) },
      }
      const answer = await route(call)
      c.header('Cache-Control', 'no-store')
      if (answer.location) c.header('Location', answer.location)
      if (answer.status === 204) return c.body(null, 204)
      return c.json(answer.body, answer.status)
    } catch (error) {
      const refusal =
        error instanceof ApiError
          ? error
          : error instanceof SelectorError
            ? new ApiError(400, error.message)
            : undefined
      if (!refusal) throw error
      deps.logger.warn('refused_input', {
        method: c.req.method,
        path: url.pathname,
        status: refusal.status,
        reason: refusal.message,
      })
      return c.json(errorBody(refusal.status, refusal.message, now), refusal.status)
    }
  })
}

function notAllowed(call: Call): never {
  throw new ApiError(405, `${call.method} is not supported on /${call.path.segments.join('/')}`)
}

function unknownResource(call: Call): never {
  throw new ApiError(404, `Unknown resource {/${call.path.segments.join('/')}}`)
}

async function route(call: Call): Promise<Answer> {
  const { segments: s, ids } = call.path
  const [resource, id, sub, subsub, ...rest] = s
  // A read-only resource: anything but GET is a 405.
  const read = (answer: () => Answer): Answer => {
    if (call.method !== 'GET') notAllowed(call)
    return answer()
  }
  switch (resource) {
    case 'people':
      if (ids && s.length === 1) return read(() => profiles(call, ids))
      if (id && s.length === 2) return read(() => profiles(call, [id]))
      if (id && sub === 'connections' && s.length === 3) return read(() => connections(call, id))
      if (id && sub === 'network' && subsub === 'updates' && !rest.length)
        return read(() => updates(call, id))
      return unknownResource(call)
    case 'people-search':
      if (s.length !== 1) return unknownResource(call)
      return read(() => search(call))
    case 'companies':
      if (!id || s.length > 3 || (sub && sub !== 'updates')) return unknownResource(call)
      return read(() => (sub ? companyFeed(call, id) : company(call, id)))
    case 'posts': {
      if (!id || (subsub && sub !== 'relation-to-viewer')) return unknownResource(call)
      const postId = numericId(id, 'post')
      if (s.length === 2) {
        if (call.method === 'GET') return getPost(call, postId)
        if (call.method === 'DELETE') return removeOwned(call, 'posts', postId)
        return notAllowed(call)
      }
      if (sub === 'comments' && s.length === 3) {
        if (call.method === 'GET') return postComments(call, postId)
        if (call.method === 'POST') return addComment(call, postId)
        return notAllowed(call)
      }
      if (sub === 'posts' && s.length === 3) {
        if (call.method === 'GET') return groupPosts(call, postId)
        if (call.method === 'POST') return addGroupPost(call, postId)
        return notAllowed(call)
      }
      if (
        sub === 'relation-to-viewer' &&
        (subsub === 'is-liked' || subsub === 'is-following') &&
        s.length === 4
      ) {
        if (call.method !== 'PUT') notAllowed(call)
        return relation(call, postId, subsub)
      }
      return unknownResource(call)
    }
    case 'comments': {
      const list = ids ?? (id ? id.split(',') : [])
      if (!list.length || s.length > 2) return unknownResource(call)
      const commentIds = list.map((x) => numericId(x.trim(), 'comment'))
      if (call.method === 'GET') return getComments(call, commentIds)
      if (call.method === 'DELETE') {
        if (commentIds.length !== 1) throw new ApiError(400, 'Delete one comment at a time')
        return removeOwned(call, 'comments', commentIds[0] as number)
      }
      return notAllowed(call)
    }
    case 'groups':
      if (!id || s.length > 3 || (sub && sub !== 'posts')) return unknownResource(call)
      return read(() =>
        sub ? groupPosts(call, numericId(id, 'group')) : getGroup(call, numericId(id, 'group')),
      )
    default:
      return unknownResource(call)
  }
}

function numericId(raw: string, what: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw new ApiError(400, `${what} id must be a number, got {${raw}}`)
  return Number(raw)
}

// ---- reads ---------------------------------------------------------------------------------------

function findPerson(call: Call, id: string): Member {
  if (id === '~' || id === 'me') {
    requireScope(call.principal, 'r_basicprofile', 'profiles')
    const viewer = viewerOf(call.principal)
    if (!viewer) throw new ApiError(401, ME_MESSAGE)
    return viewer
  }
  const member = id.startsWith('url=')
    ? findMemberByProfileUrl(call.deps.db, id.slice(4))
    : (findMemberByToken(call.deps.db, id.replace(/^id=/, '')) ??
      findMemberByProfileUrl(call.deps.db, id.replace(/^id=/, '')))
  if (!member) throw new ApiError(404, `Could not find person based on: ${id}`)
  return member
}

function profiles(call: Call, ids: string[]): Answer {
  requireScope(call.principal, 'r_basicprofile', 'profiles')
  const values = ids.map((id) => {
    const member = findPerson(call, id)
    const self = !call.path.isPublic && call.ctx.viewer?.id === member.id
    if (self && call.path.fields?.some((f) => PersonShape.privateFields?.[f.name])) {
      requireScope(call.principal, 'r_emailaddress', 'private profile fields')
    }
    return {
      _key: id === 'me' ? '~' : id,
      ...select(PersonShape, member, call.path.fields, { ...call.ctx, self }),
    }
  })
  return { status: 200, body: list(values) }
}

function ownOrRefuse(call: Call, id: string, what: string): Member {
  const member = findPerson(call, id)
  const viewer = viewerOf(call.principal)
  if (viewer?.id !== member.id) throw new ApiError(403, `Access to ${what} of other members denied`)
  return member
}

function connections(call: Call, id: string): Answer {
  requireScope(call.principal, 'r_network', 'connections')
  const member = ownOrRefuse(call, id, 'connections')
  const values = connectionsOf(call.deps.db, member.id).map((m) =>
    select(PersonShape, m, call.path.fields, call.ctx),
  )
  return { status: 200, body: list(values) }
}

const pageQuery = z.object({
  start: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(0, { message: 'must be 0 or more' })
    .max(1000)
    .default(0),
  count: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1, { message: 'must be between 1 and 50' })
    .max(50, { message: 'must be between 1 and 50' })
    .default(10),
  scope: z.literal('self', { message: "must be 'self'" }).optional(),
})

function parseQuery<T extends z.ZodType>(call: Call, schema: T): z.output<T> {
  const query = Object.fromEntries(
    Object.entries(call.c.req.query()).filter(([key]) => key !== 'oauth_token' && key !== 'facet'),
  )
  const parsed = schema.safeParse(query)
  if (!parsed.success) throw new ApiError(400, zodMessage(parsed.error))
  return parsed.data
}

function updates(call: Call, id: string): Answer {
  const q = parseQuery(call, pageQuery)
  checkFields(UpdateShape, call.path.fields)
  const page = { start: q.start, count: q.count }
  if (q.scope === 'self') {
    // MemberUpdates: what one member did; public, like their profile.
    requireScope(call.principal, 'r_basicprofile', 'member updates')
    const member = findPerson(call, id)
    const result = memberUpdates(call.deps.db, member.id, page)
    return { status: 200, body: updatesBody(call, result) }
  }
  // NetworkUpdates: the signed-in member's network, only for '~'.
  requireScope(call.principal, 'r_network', 'network updates')
  const member = ownOrRefuse(call, id, 'network updates')
  return { status: 200, body: updatesBody(call, networkUpdates(call.deps.db, member, page)) }
}

function updatesBody(call: Call, result: { total: number; values: UpdateRow[] }) {
  return {
    _total: result.total,
    _count: result.values.length,
    values: result.values.map((u) => select(UpdateShape, u, call.path.fields, call.ctx)),
  }
}

function search(call: Call): Answer {
  requireScope(call.principal, 'r_basicprofile', 'people search')
  const q = parseQuery(call, searchQuery)
  const refinements = parseRefinements(call.c.req.queries('facet') ?? [])
  return {
    status: 200,
    body: peopleSearch(call.deps.db, q, refinements, call.path.fields, call.ctx),
  }
}

function findCompanyOr404(call: Call, id: string) {
  const company = findCompany(call.deps.db, id.replace(/^universal-name=/, ''))
  if (!company) throw new ApiError(404, `Could not find company {${id}}`)
  return company
}

function company(call: Call, id: string): Answer {
  requireScope(call.principal, 'r_basicprofile', 'companies')
  const found = findCompanyOr404(call, id)
  return {
    status: 200,
    body: list([{ _key: id, ...select(CompanyShape, found, call.path.fields, call.ctx) }]),
  }
}

function companyFeed(call: Call, id: string): Answer {
  requireScope(call.principal, 'r_basicprofile', 'company updates')
  const q = parseQuery(call, pageQuery)
  checkFields(UpdateShape, call.path.fields)
  const found = findCompanyOr404(call, id)
  return { status: 200, body: updatesBody(call, companyUpdates(call.deps.db, found.id, q)) }
}

function postOr404(call: Call, id: number) {
  const post = findPost(call.deps.db, id)
  if (!post) throw new ApiError(404, `Could not find post {${id}}`)
  return post
}

function getPost(call: Call, id: number): Answer {
  requireScope(call.principal, 'r_basicprofile', 'posts')
  const post = postOr404(call, id)
  return { status: 200, body: list([select(PostShape, post, call.path.fields, call.ctx)]) }
}

function postComments(call: Call, id: number): Answer {
  requireScope(call.principal, 'r_basicprofile', 'comments')
  postOr404(call, id)
  checkFields(CommentShape, call.path.fields)
  const values = commentsOf(call.deps.db, id).map((cm) =>
    select(CommentShape, cm, call.path.fields, call.ctx),
  )
  return { status: 200, body: list(values) }
}

function getComments(call: Call, ids: number[]): Answer {
  requireScope(call.principal, 'r_basicprofile', 'comments')
  checkFields(CommentShape, call.path.fields)
  const found = findComments(call.deps.db, ids)
  if (!found.length) throw new ApiError(404, `Could not find comments {${ids.join(',')}}`)
  return {
    status: 200,
    body: list(found.map((cm) => select(CommentShape, cm, call.path.fields, call.ctx))),
  }
}

function groupOr404(call: Call, id: number) {
  const group = findGroup(call.deps.db, id)
  if (!group) throw new ApiError(404, `Could not find group {${id}}`)
  return group
}

function getGroup(call: Call, id: number): Answer {
  requireScope(call.principal, 'r_basicprofile', 'groups')
  const group = groupOr404(call, id)
  return { status: 200, body: list([select(GroupShape, group, call.path.fields, call.ctx)]) }
}

function groupPosts(call: Call, id: number): Answer {
  requireScope(call.principal, 'r_basicprofile', 'groups')
  groupOr404(call, id)
  checkFields(PostShape, call.path.fields)
  const values = postsOfGroup(call.deps.db, id, 50).map((p) =>
    select(PostShape, p, call.path.fields, call.ctx),
  )
  return { status: 200, body: list(values) }
}

// ---- writes --------------------------------------------------------------------------------------

interface Body {
  json?: unknown
  form?: URLSearchParams
  raw: string
}

async function readBody(call: Call): Promise<Body> {
  const raw = await call.c.req.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) {
    throw new ApiError(413, `The body must be at most ${MAX_BODY_BYTES} bytes`)
  }
  const type = (call.c.req.header('Content-Type') ?? '').toLowerCase()
  if (!raw.trim()) return { raw: '' }
  if (type.startsWith('application/json')) {
    try {
      return { raw, json: JSON.parse(raw) as unknown }
    } catch {
      throw new ApiError(400, 'The body is not valid JSON')
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('text/plain')) {
    return { raw, form: new URLSearchParams(raw) }
  }
  throw new ApiError(415, 'Send the body as application/json or application/x-www-form-urlencoded')
}

function zodMessage(error: z.ZodError): string {
  return error.issues
    .map((i) => `${i.path.length ? `${i.path.join('.')} ` : ''}${i.message}`)
    .join('; ')
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ApiError(400, zodMessage(parsed.error))
  return parsed.data
}

const commentText = z
  .string({ message: 'comment must be text' })
  .trim()
  .min(1, { message: 'comment must not be empty' })
  .max(2000, { message: 'comment must be at most 2000 characters' })

/**
 * The comment text: a JSON string, JSON { comment } or { text }, a form field comment or text, or (the
 * SDK's Post.comment sends a bare string form-urlencoded) the whole body.
 */
function commentFrom(body: Body): string {
  if (body.json !== undefined) {
    const j = body.json
    if (typeof j === 'string') return parseWith(commentText, j)
    if (j && typeof j === 'object' && !Array.isArray(j)) {
      return parseWith(
        z
          .union(
            [z.object({ comment: commentText }).strict(), z.object({ text: commentText }).strict()],
            { message: 'the body must be { "comment": "…" } or { "text": "…" }' },
          )
          .transform((v) => ('comment' in v ? v.comment : v.text)),
        j,
      )
    }
    throw new ApiError(400, 'the body must be the comment text or { "comment": "…" }')
  }
  const field = body.form?.get('comment') ?? body.form?.get('text')
  if (field !== undefined && field !== null) return parseWith(commentText, field)
  let text = body.raw
  try {
    text = decodeURIComponent(body.raw.replace(/\+/g, ' '))
  } catch {
    // not encoded: the raw text is the comment
  }
  return parseWith(commentText, text)
}

const groupPostBody = z
  .object({
    title: z
      .string({ message: 'is required' })
      .trim()
      .min(1, { message: 'must not be empty' })
      .max(200, { message: 'must be at most 200 characters' }),
    summary: z
      .string({ message: 'must be text' })
      .trim()
      .max(4000, { message: 'must be at most 4000 characters' })
      .default(''),
  })
  .strict()

const booleanBody = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')],
  {
    message: 'the body must be true or false',
  },
)

const idempotencyKey = z.string().regex(/^[\w.:-]{8,100}$/, {
  message: 'Idempotency-Key must be 8-100 characters A-Z a-z 0-9 _ . : -',
})

/**
 * Runs a creating write once per Idempotency-Key and member: a retry with the same key and request gets
 * the first answer again (Idempotent-Replayed: true); the same key for another request is refused.
 */
function idempotent(call: Call, member: Member, body: Body, write: () => Answer): Answer {
  const rawKey = call.c.req.header('Idempotency-Key')
  if (rawKey === undefined) return inTransaction(call.deps.db, write)
  const key = parseWith(idempotencyKey, rawKey)
  const request = createHash('sha256')
    .update(`${call.method} /${call.path.segments.join('/')}\n${body.raw}`)
    .digest('base64url')
  return inTransaction(call.deps.db, () => {
    const previous = findWrite(call.deps.db, member.id, key)
    if (previous) {
      if (previous.request !== request) {
        throw new ApiError(422, 'This Idempotency-Key was already used for another request')
      }
      call.c.header('Idempotent-Replayed', 'true')
      const replay = JSON.parse(previous.body) as Answer
      return replay
    }
    const answer = write()
    recordWrite(
      call.deps.db,
      member.id,
      key,
      { request, status: answer.status, body: JSON.stringify(answer) },
      call.now,
    )
    return answer
  })
}

async function addComment(call: Call, postId: number): Promise<Answer> {
  requireScope(call.principal, 'rw_groups', 'comments')
  const member = requireMember(call.principal)
  const body = await readBody(call)
  const text = commentFrom(body)
  postOr404(call, postId)
  return idempotent(call, member, body, () => {
    const id = createComment(call.deps.db, postId, member.id, text, call.now)
    const [created] = findComments(call.deps.db, [id])
    return {
      status: 201,
      location: `${call.ctx.origin}/v1/comments/${id}`,
      body: list([
        select(CommentShape, created as NonNullable<typeof created>, undefined, call.ctx),
      ]),
    }
  })
}

async function addGroupPost(call: Call, groupId: number): Promise<Answer> {
  requireScope(call.principal, 'rw_groups', 'group posts')
  const member = requireMember(call.principal)
  const body = await readBody(call)
  const fields = parseWith(
    groupPostBody,
    body.json ?? (body.form ? Object.fromEntries(body.form) : {}),
  )
  const group = groupOr404(call, groupId)
  if (!group.isOpen && !isMemberOfGroup(call.deps.db, group.id, member.id)) {
    throw new ApiError(403, `Only members of the group {${group.name}} may post in it`)
  }
  return idempotent(call, member, body, () => {
    const id = createPost(call.deps.db, { groupId, authorId: member.id, ...fields }, call.now)
    const post = findPost(call.deps.db, id)
    return {
      status: 201,
      location: `${call.ctx.origin}/v1/posts/${id}`,
      body: list([select(PostShape, post as NonNullable<typeof post>, undefined, call.ctx)]),
    }
  })
}

async function relation(
  call: Call,
  postId: number,
  which: 'is-liked' | 'is-following',
): Promise<Answer> {
  requireScope(call.principal, 'rw_groups', which === 'is-liked' ? 'likes' : 'follows')
  const member = requireMember(call.principal)
  const body = await readBody(call)
  const on = parseWith(booleanBody, body.json ?? body.raw.trim())
  postOr404(call, postId)
  const table = which === 'is-liked' ? 'post_likes' : 'post_follows'
  setRelation(call.deps.db, table, postId, member.id, on, call.now)
  const state =
    which === 'is-liked'
      ? { isLiked: on, numLikes: countLikes(call.deps.db, postId) }
      : { isFollowing: followedBy(call.deps.db, postId, member.id) }
  return { status: 200, body: list([state]) }
}

function removeOwned(call: Call, table: 'posts' | 'comments', id: number): Answer {
  requireScope(call.principal, 'rw_groups', table)
  const member = requireMember(call.principal)
  const what = table === 'posts' ? 'post' : 'comment'
  const outcome = deleteOwned(call.deps.db, table, id, member.id, call.now)
  if (outcome === 'not-found') throw new ApiError(404, `Could not find ${what} {${id}}`)
  if (outcome === 'forbidden') throw new ApiError(403, `Only the author may delete this ${what}`)
  return { status: 204 }
}
