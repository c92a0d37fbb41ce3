import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { publicPath } from '@/platform/paths.public'
import { safeRevalidate } from '@/platform/safeRevalidate'

type CommentDoc = {
  id: number | string
  post?: number | { id: number } | null
  status?: string | null
}

const postId = (doc: CommentDoc | undefined) =>
  typeof doc?.post === 'object' ? doc?.post?.id : (doc?.post ?? undefined)

async function purgePost(req: PayloadRequest, id: number | undefined) {
  if (id == null || req.context.disableRevalidate) return
  const post = await req.payload
    .findByID({
      collection: 'posts',
      id,
      depth: 0,
      req,
      overrideAccess: true,
      select: { slug: true },
    })
    .catch(() => null)
  if (!post?.slug) return
  const path = publicPath('posts', post.slug)
  req.payload.logger.info(`revalidating ${path} (comments changed)`)
  safeRevalidate(path)
}

/**
 * A post's cached page shows its approved comments: purge it when a comment becomes, stays (edited) or
 * stops being approved, or moves to another post. Pending and spam comments are not on the page, so
 * storing a new one purges nothing.
 */
export const revalidateAfterChange: CollectionAfterChangeHook<CommentDoc> = async ({
  doc,
  previousDoc,
  req,
}) => {
  const before = previousDoc?.status === 'approved' ? postId(previousDoc) : undefined
  const after = doc.status === 'approved' ? postId(doc) : undefined
  await purgePost(req, after ?? before)
  if (before != null && after != null && before !== after) await purgePost(req, before)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook<CommentDoc> = async ({
  doc,
  req,
}) => {
  if (doc?.status === 'approved') await purgePost(req, postId(doc))
  return doc
}
