import { z } from 'zod'

import { clientIp } from '@/platform/http/clientIp'
import { readFields } from '@/platform/http/readFields'
import { sameOrigin } from '@/platform/http/sameOrigin'
import { requestLog, type Logger } from '@/platform/log'
import { publicPath } from '@/platform/paths.public'
import { payloadClient } from '@/platform/payload'
import { issueFormToken } from '@/platform/security/formGuard'

import { commentFormScope } from '../limits'
import { commentAnchor, commentNotices, noticeAnchor, type CommentNoticeCode } from '../notices'
import type { FieldError } from '../validation'
import { CommentRefusal, submitComment, type StoredComment } from './submit'

/** The form is three short fields; percent-encoded Swedish text takes up to six bytes a letter. */
const MAX_BODY = 64 * 1024

type Context = { params: Promise<{ slug: string }> }

const slugParam = z
  .string()
  .min(1)
  .max(300)
  .transform((raw, ctx) => {
    try {
      return decodeURIComponent(raw)
    } catch {
      ctx.addIssue({ code: 'custom', message: 'malformed slug' })
      return z.NEVER
    }
  })

const noStore = { 'Cache-Control': 'no-store' }

/** What the visitor gets: JSON for the form's island, a 303 back to the post for a plain form post. */
type Answer =
  | { ok: true; comment: StoredComment }
  | { ok: false; code: CommentNoticeCode; status: number; message: string; errors: FieldError[] }

function respond(request: Request, postPath: string, answer: Answer): Response {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  if (answer.ok) {
    const { id, status } = answer.comment
    const code: CommentNoticeCode = status === 'approved' ? 'publicerad' : 'granskas'
    if (wantsJson)
      return Response.json(
        {
          success: true,
          data: { id, status, message: commentNotices[code], anchor: commentAnchor(id) },
        },
        { headers: noStore },
      )
    // An approved comment is on the page at its anchor; a pending one is not there yet, so the
    // page's own notice says it waits for moderation (the id stays in the query).
    const location =
      status === 'approved'
        ? `${postPath}#${commentAnchor(id)}`
        : `${postPath}?kommentar=${id}#${noticeAnchor(code)}`
    return new Response(null, { status: 303, headers: { ...noStore, Location: location } })
  }
  if (wantsJson)
    return Response.json(
      {
        success: false,
        data: { code: answer.code, message: answer.message, errors: answer.errors },
      },
      { status: answer.status, headers: noStore },
    )
  return new Response(null, {
    status: 303,
    headers: {
      ...noStore,
      Location: `${postPath}?kommentar=${answer.code}#${noticeAnchor(answer.code)}`,
    },
  })
}

function refused(log: Logger, slug: string, ip: string | null, refusal: CommentRefusal): Answer {
  log.warn(
    {
      action: 'comment',
      slug,
      ip,
      code: refusal.code,
      status: refusal.status,
      reason: refusal.reason,
    },
    'comment refused',
  )
  return {
    ok: false,
    code: refusal.code,
    status: refusal.status,
    message: refusal.message,
    errors: refusal.errors,
  }
}

/**
 * POST /blogg/{slug}/kommentar: a visitor's comment, from the form's island (JSON answer) or a plain
 * form post without JavaScript (303 back to the post). Every refusal is answered in Swedish, stores
 * nothing and is logged with its reason.
 */
export async function postComment(request: Request, context: Context): Promise<Response> {
  const payload = await payloadClient()
  const ip = clientIp(request.headers)
  const log = requestLog(request.headers)
  const slug = slugParam.safeParse((await context.params).slug)
  if (!slug.success) return new Response(null, { status: 404, headers: noStore })
  const postPath = publicPath('posts', slug.data)
  const refuse = (refusal: CommentRefusal) =>
    respond(request, postPath, refused(log, slug.data, ip, refusal))

  if (!sameOrigin(request))
    return refuse(
      new CommentRefusal('kontroll', 403, `cross-site origin ${request.headers.get('origin')}`),
    )
  const read = await readFields(request, { maxLength: MAX_BODY })
  if (!read.ok)
    return refuse(
      new CommentRefusal(
        'ogiltig',
        read.problem === 'too-large' ? 413 : 400,
        `body ${read.problem}`,
      ),
    )
  try {
    const comment = await submitComment(payload, { slug: slug.data, fields: read.fields, ip })
    log.info(
      { action: 'comment', slug: slug.data, id: comment.id, replayed: comment.replayed },
      comment.replayed
        ? 'comment sent again, answered with the stored one'
        : 'comment stored for moderation',
    )
    return respond(request, postPath, { ok: true, comment })
  } catch (error) {
    if (error instanceof CommentRefusal) return refuse(error)
    log.error({ action: 'comment', slug: slug.data, err: error }, 'comment failed')
    return respond(request, postPath, {
      ok: false,
      code: 'fel',
      status: 500,
      message: commentNotices.fel,
      errors: [],
    })
  }
}

/**
 * GET /blogg/{slug}/kommentar: a fresh fill token for the bot check, which the form's island asks for
 * when the visitor starts typing (the page's own token is as old as the cached page).
 */
export async function commentFillToken(_request: Request, context: Context): Promise<Response> {
  const slug = slugParam.safeParse((await context.params).slug)
  if (!slug.success) return new Response(null, { status: 404, headers: noStore })
  return Response.json(
    { token: issueFormToken(commentFormScope(slug.data), 'fill') },
    { headers: noStore },
  )
}
