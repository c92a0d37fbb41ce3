import type { Payload } from 'payload'

import { publicPath } from '@/platform/paths.public'
import { issueFormToken } from '@/platform/security/formGuard'

import { commentEndpoint, commentFormScope } from '../limits'
import { buildThread, countThread, type CommentNode, type PublicComment } from '../thread'

/** Everything the post page needs to show a post's comments and form; the same for every visitor. */
export type PostComments = {
  postPath: string
  /** Where the form posts (and where its island asks for a fill token). */
  endpoint: string
  thread: CommentNode[]
  count: number
  /** Whether the post takes new comments (the site's and the post's switch). */
  open: boolean
  /** The submit button's style, from the button module's choices. */
  buttonStyle: string
  /** The bot check's token for visitors without JavaScript, issued as the page is generated. */
  pageToken: string
}

/** Approved comments only, read as a visitor would (no e-mail address can come along). */
export async function listApprovedComments(
  payload: Payload,
  postId: number,
): Promise<PublicComment[]> {
  const { docs } = await payload.find({
    collection: 'comments',
    where: { and: [{ post: { equals: postId } }, { status: { equals: 'approved' } }] },
    sort: 'createdAt',
    limit: 1000,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { parent: true, authorName: true, text: true, createdAt: true },
  })
  return docs.map((doc) => ({
    id: doc.id,
    parentId: (typeof doc.parent === 'object' ? doc.parent?.id : doc.parent) ?? null,
    authorName: doc.authorName,
    text: doc.text,
    createdAt: doc.createdAt,
  }))
}

/** A post's comments and form settings, read when its page is generated (never per visitor). */
export async function getPostComments(
  payload: Payload,
  post: { id: number; slug?: string | null; allowComments?: boolean | null },
): Promise<PostComments> {
  const slug = post.slug ?? ''
  const [comments, settings] = await Promise.all([
    listApprovedComments(payload, post.id),
    payload.findGlobal({ slug: 'comment-settings', depth: 0 }),
  ])
  const thread = buildThread(comments)
  const postPath = publicPath('posts', slug)
  return {
    postPath,
    endpoint: commentEndpoint(postPath),
    thread,
    count: countThread(thread),
    open: settings.enabled !== false && post.allowComments !== false,
    buttonStyle: settings.buttonStyle ?? 'primary',
    pageToken: issueFormToken(commentFormScope(slug), 'page'),
  }
}
