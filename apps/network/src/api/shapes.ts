// How each API resource is written in JSON: one field table per resource, read through the request's
// field selector (SPEC 3.2 default fields; unknown fields are refused, private ones need the owner).
import type { Db } from '../db/database.js'
import { type Company, connectionsOf, findMemberById, type Member } from '../data/network.js'
import { ApiError } from './errors.js'
import type { FieldSpec } from './selectors.js'
import type { Comment, Group, Post, UpdateRow } from './queries.js'
import {
  commentsOf,
  countComments,
  countLikes,
  followedBy,
  groupMemberCount,
  isMemberOfGroup,
  likedBy,
  postsOfGroup,
} from './queries.js'

export interface ShapeCtx {
  db: Db
  origin: string
  viewer: Member | undefined
  /** Private fields are allowed (the viewer reads their own profile, non-public form). */
  self?: boolean
}

type Reader<T> = (item: T, ctx: ShapeCtx, sub: FieldSpec[] | undefined) => unknown

export interface Shape<T> {
  /** The resource's name in messages: Person, Company, Post, Comment, Group, Update. */
  name: string
  defaults: string[]
  fields: Record<string, Reader<T>>
  /** Readable only when ctx.self is set. */
  privateFields?: Record<string, Reader<T>>
}

const fieldList = (names: string[]): FieldSpec[] => names.map((name) => ({ name }))

/** first-name -> firstName, as the API's JSON format names fields. */
export const camel = (field: string): string =>
  field.replace(/-([a-z0-9])/g, (_, ch: string) => ch.toUpperCase())

/** The item with the selected fields (or the shape's defaults), keys in camelCase. */
export function select<T>(
  shape: Shape<T>,
  item: T,
  specs: FieldSpec[] | undefined,
  ctx: ShapeCtx,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const spec of specs?.length ? specs : fieldList(shape.defaults)) {
    const read =
      shape.fields[spec.name] ?? (ctx.self ? shape.privateFields?.[spec.name] : undefined)
    if (!read) {
      if (shape.privateFields?.[spec.name]) {
        throw new ApiError(403, `Access to field {${spec.name}} denied`)
      }
      throw new ApiError(400, `Unknown field {${spec.name}} in resource {${shape.name}}`)
    }
    out[camel(spec.name)] = read(item, ctx, spec.sub)
  }
  return out
}

/** Checks a selector against a shape without an item (so an empty result still refuses bad fields). */
export function checkFields<T>(shape: Shape<T>, specs: FieldSpec[] | undefined): void {
  for (const spec of specs ?? []) {
    if (!shape.fields[spec.name] && !shape.privateFields?.[spec.name]) {
      throw new ApiError(400, `Unknown field {${spec.name}} in resource {${shape.name}}`)
    }
  }
}

const collection = (values: unknown[]) => ({ _total: values.length, values })
const person = (id: number | null, ctx: ShapeCtx, sub: FieldSpec[] | undefined) => {
  const m = id === null ? undefined : findMemberById(ctx.db, id)
  return m ? select(PersonShape, m, sub, { ...ctx, self: false }) : null
}
const timestamp = (iso: string) => new Date(iso).getTime()

export const PersonShape: Shape<Member> = {
  name: 'Person',
  defaults: ['id', 'first-name', 'last-name', 'headline', 'picture-url'],
  fields: {
    id: (m) => m.memberToken,
    'first-name': (m) => m.firstName,
    'last-name': (m) => m.lastName,
    'formatted-name': (m) => `${m.firstName} ${m.lastName}`,
    headline: (m) => m.headline,
    'picture-url': (m, ctx) => `${ctx.origin}/media/member/${m.id}.svg`,
    'public-profile-url': (m, ctx) => `${ctx.origin}/in/${m.slug}`,
    location: (m) => ({ name: m.location, country: { code: 'se' } }),
    industry: (m) => m.industry,
    summary: (m) => m.summary,
    skills: (m) => collection(m.skills.map((name, i) => ({ id: i + 1, skill: { name } }))),
    'num-connections': (m, ctx) => connectionsOf(ctx.db, m.id).length,
    'num-followers': (m) => m.followerCount,
    positions: (m) =>
      collection(
        m.companyName
          ? [
              {
                title: m.title,
                isCurrent: true,
                startDate: m.startedOn,
                company: { id: m.companyId, name: m.companyName },
              },
            ]
          : [],
      ),
    educations: (m) =>
      collection(
        m.schoolName
          ? [{ schoolName: m.schoolName, degree: m.degree, endDate: { year: m.graduationYear } }]
          : [],
      ),
  },
  privateFields: {
    'email-address': (m) => m.email,
    'open-to-work': (m) => m.openToWork,
  },
}

export const CompanyShape: Shape<Company> = {
  name: 'Company',
  defaults: ['id', 'name', 'universal-name'],
  fields: {
    id: (co) => co.id,
    name: (co) => co.name,
    'universal-name': (co) => co.universalName,
    industry: (co) => co.industry,
    description: (co) => co.description,
    'website-url': (co) => co.website,
    'employee-count': (co) => co.employeeCount,
    'founded-year': (co) => co.foundedYear,
    'num-followers': (co) => co.followerCount,
    'logo-url': (co, ctx) => `${ctx.origin}/media/company/${co.id}.svg`,
    locations: (co) => collection([{ address: { city: co.city, country: co.country } }]),
  },
}

export const CommentShape: Shape<Comment> = {
  name: 'Comment',
  defaults: ['id', 'text', 'creator', 'creation-timestamp'],
  fields: {
    id: (c) => String(c.id),
    text: (c) => c.text,
    creator: (c, ctx, sub) => person(c.authorId, ctx, sub),
    'creation-timestamp': (c) => timestamp(c.createdAt),
    'post-id': (c) => String(c.postId),
    'relation-to-viewer': (c, ctx) => ({
      availableActions: collection(ctx.viewer?.id === c.authorId ? [{ code: 'delete' }] : []),
    }),
  },
}

export const PostShape: Shape<Post> = {
  name: 'Post',
  defaults: ['id', 'title', 'summary', 'creator', 'creation-timestamp'],
  fields: {
    id: (p) => String(p.id),
    title: (p) => p.title,
    summary: (p) => p.summary,
    creator: (p, ctx, sub) => person(p.authorId, ctx, sub),
    'creation-timestamp': (p) => timestamp(p.createdAt),
    group: (p) => ({ id: String(p.groupId), name: p.groupName }),
    company: (p) => (p.companyId === null ? null : { id: p.companyId, name: p.companyName }),
    likes: (p, ctx, sub) => {
      const members = likedBy(ctx.db, p.id)
      return {
        _total: members.length,
        values: members.map((m) => ({
          person: select(PersonShape, m, sub, { ...ctx, self: false }),
        })),
      }
    },
    'num-likes': (p, ctx) => countLikes(ctx.db, p.id),
    comments: (p, ctx, sub) =>
      collection(commentsOf(ctx.db, p.id).map((c) => select(CommentShape, c, sub, ctx))),
    'num-comments': (p, ctx) => countComments(ctx.db, p.id),
    'relation-to-viewer': (p, ctx) => {
      const viewer = ctx.viewer
      const isLiked = viewer ? likedBy(ctx.db, p.id).some((m) => m.id === viewer.id) : false
      const isFollowing = viewer ? followedBy(ctx.db, p.id, viewer.id) : false
      const actions = viewer
        ? ['add-comment', isLiked ? 'unlike' : 'like', isFollowing ? 'unfollow' : 'follow']
        : []
      if (viewer?.id === p.authorId) actions.push('delete')
      return {
        isLiked,
        isFollowing,
        availableActions: collection(actions.map((code) => ({ code }))),
      }
    },
  },
}

export const GroupShape: Shape<Group> = {
  name: 'Group',
  defaults: ['id', 'name', 'short-description'],
  fields: {
    id: (g) => String(g.id),
    name: (g) => g.name,
    'short-description': (g) => g.shortDescription,
    description: (g) => g.description,
    'is-open-to-non-members': (g) => g.isOpen,
    'num-members': (g, ctx) => groupMemberCount(ctx.db, g.id),
    company: (g) => (g.companyId === null ? null : { id: g.companyId, name: g.companyName }),
    'small-logo-url': (g, ctx) =>
      g.companyId === null ? null : `${ctx.origin}/media/company/${g.companyId}.svg`,
    posts: (g, ctx, sub) =>
      collection(postsOfGroup(ctx.db, g.id, 10).map((p) => select(PostShape, p, sub, ctx))),
    'relation-to-viewer': (g, ctx) => ({
      membershipState: {
        code: ctx.viewer && isMemberOfGroup(ctx.db, g.id, ctx.viewer.id) ? 'member' : 'non-member',
      },
    }),
  },
}

const UPDATE_TYPES: Record<UpdateRow['kind'], string> = {
  news: 'CMPY',
  job_change: 'JOBP',
  post: 'SHAR',
}

export const UpdateShape: Shape<UpdateRow> = {
  name: 'Update',
  defaults: ['update-key', 'update-type', 'timestamp', 'update-content'],
  fields: {
    'update-key': (u) => `UPDATE-${u.id}`,
    'update-type': (u) => UPDATE_TYPES[u.kind],
    timestamp: (u) => timestamp(`${u.publishedOn}T08:00:00.000Z`),
    'update-content': (u, ctx, sub) => ({
      title: u.title,
      body: u.body,
      company: u.companyId === null ? null : { id: u.companyId, name: u.companyName },
      person: person(u.memberId, ctx, sub),
    }),
    'is-commentable': () => false,
    'is-likable': () => false,
  },
}
