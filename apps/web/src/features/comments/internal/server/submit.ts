import type { Payload, Where } from 'payload'

import { clientKey } from '@/platform/http/clientIp'
import { checkFormGuard, type FormGuardRefusal } from '@/platform/security/formGuard'

import { contentHash, dedupeSince, idempotencyKeyFor } from '../dedupe'
import { COMMENT_RATE_LIMIT, commentFormScope } from '../limits'
import { commentNotices, type CommentNoticeCode } from '../notices'
import type { CommentStatus } from '../statuses'
import { parseComment, type FieldError } from '../validation'

/** A comment the endpoint did not store, with the code of the text the visitor reads and why (logged). */
export class CommentRefusal extends Error {
  constructor(
    readonly code: CommentNoticeCode,
    readonly status: number,
    readonly reason: string,
    readonly errors: FieldError[] = [],
    message: string = commentNotices[code],
  ) {
    super(message)
    this.name = 'CommentRefusal'
  }
}

export type StoredComment = {
  id: number
  status: CommentStatus
  postId: number
  /** True when this is a comment stored before, sent again. */
  replayed: boolean
}

export type CommentSubmission = {
  /** The post's slug, from the endpoint's path. */
  slug: string
  /** The form's fields as posted. */
  fields: Record<string, unknown>
  /** The sender's IP address, if known (rate limit). */
  ip: string | null
  now?: Date
}

const guardCode: Record<FormGuardRefusal['reason'], CommentNoticeCode> = {
  honeypot: 'skydd',
  'token-missing': 'kontroll',
  'token-invalid': 'kontroll',
  'too-fast': 'for-snabbt',
  expired: 'for-gammal',
}

/**
 * Stores a visitor's comment on a published post, pending moderation. In this order, so a refused
 * comment stores nothing: the fields (a person hears about a missing one first), the bot check
 * (honeypot, fill time), the post (published, taking comments), the same comment sent before
 * (answered with that one), the sender's rate limit, the comment replied to (approved, on the same
 * post). Throws CommentRefusal.
 */
export async function submitComment(
  payload: Payload,
  { slug, fields, ip, now = new Date() }: CommentSubmission,
): Promise<StoredComment> {
  const parsed = parseComment(fields)
  if (!parsed.ok)
    throw new CommentRefusal(
      'ogiltig',
      400,
      `invalid ${parsed.errors.map((e) => e.field).join(', ')}`,
      parsed.errors,
      parsed.errors[0]?.message,
    )
  const input = parsed.input

  const guard = checkFormGuard(fields, commentFormScope(slug), now.getTime())
  if (!guard.ok)
    throw new CommentRefusal(guardCode[guard.reason], 400, guard.reason, [], guard.message)

  const postId = await openPostId(payload, slug)
  const hash = contentHash(postId, input.email, input.text)
  const key = idempotencyKeyFor({ postId, formKey: input.idempotencyKey, contentHash: hash, now })
  const sentBefore = await findSentBefore(payload, postId, key, hash, now)
  if (sentBefore) return sentBefore

  const client = clientKey(ip)
  const { totalDocs: recent } = await payload.count({
    collection: 'comments',
    where: {
      and: [
        { clientKey: { equals: client } },
        {
          createdAt: {
            greater_than: new Date(now.getTime() - COMMENT_RATE_LIMIT.windowMs).toISOString(),
          },
        },
      ],
    },
    overrideAccess: true,
  })
  if (recent >= COMMENT_RATE_LIMIT.max)
    throw new CommentRefusal('for-manga', 429, `rate limit: ${recent} comments in the window`)

  if (input.replyTo != null) await checkReplyTarget(payload, postId, input.replyTo)

  try {
    const doc = await payload.create({
      collection: 'comments',
      data: {
        post: postId,
        parent: input.replyTo,
        authorName: input.author,
        email: input.email,
        text: input.text,
        status: 'pending',
        clientKey: client,
        contentHash: hash,
        idempotencyKey: key,
      },
      overrideAccess: true,
    })
    return { id: doc.id, status: doc.status, postId, replayed: false }
  } catch (error) {
    // Two requests with one key at the same moment: the unique key let one in; answer with it.
    const winner = await findSentBefore(payload, postId, key, hash, now)
    if (winner) return winner
    throw error
  }
}

async function openPostId(payload: Payload, slug: string): Promise<number> {
  const [{ docs }, settings] = await Promise.all([
    payload.find({
      collection: 'posts',
      where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 0,
      draft: false,
      overrideAccess: false,
      pagination: false,
      select: { allowComments: true },
    }),
    payload.findGlobal({ slug: 'comment-settings', depth: 0 }),
  ])
  const post = docs[0]
  if (!post) throw new CommentRefusal('stangd', 404, `no published post ${slug}`)
  if (settings.enabled === false || post.allowComments === false)
    throw new CommentRefusal('stangd', 403, `comments closed on ${slug}`)
  return post.id
}

async function findSentBefore(
  payload: Payload,
  postId: number,
  key: string,
  hash: string,
  now: Date,
): Promise<StoredComment | null> {
  const sameContent: Where = {
    and: [
      { post: { equals: postId } },
      { contentHash: { equals: hash } },
      { createdAt: { greater_than_equal: dedupeSince(now).toISOString() } },
    ],
  }
  const { docs } = await payload.find({
    collection: 'comments',
    where: { or: [{ idempotencyKey: { equals: key } }, sameContent] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { status: true, post: true },
  })
  const doc = docs[0]
  if (!doc) return null
  const docPost = typeof doc.post === 'object' ? doc.post.id : doc.post
  // A form key names one post's comment (the key is stored with the post's id); never answer across.
  if (docPost !== postId) return null
  return { id: doc.id, status: doc.status, postId, replayed: true }
}

async function checkReplyTarget(payload: Payload, postId: number, parentId: number) {
  const parent = await payload
    .findByID({ collection: 'comments', id: parentId, depth: 0, overrideAccess: true })
    .catch(() => null)
  const parentPost = parent && (typeof parent.post === 'object' ? parent.post.id : parent.post)
  if (!parent || parentPost !== postId || parent.status !== 'approved') {
    const why = !parent
      ? 'missing'
      : parentPost !== postId
        ? `on post ${parentPost}`
        : `status ${parent.status}`
    throw new CommentRefusal('svar', 400, `reply to comment ${parentId}: ${why}`, [
      { field: 'reply_to', message: commentNotices.svar },
    ])
  }
}
