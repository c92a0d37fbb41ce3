import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { safeRevalidate, safeRevalidateRoute } from '@/platform/safeRevalidate'

import { teamMemberPath } from './paths'

type Doc = {
  id: number | string
  slug?: string | null
  publicProfile?: boolean | null
  _status?: 'draft' | 'published' | null
}

const visible = (doc: Doc | null | undefined) => doc?._status === 'published'

function purge(docs: (Doc | null | undefined)[], logger: { info: (msg: string) => void }) {
  const slugs = new Set(docs.map((d) => d?.slug).filter((s): s is string => Boolean(s)))
  for (const slug of slugs) {
    logger.info(`revalidating ${teamMemberPath(slug)}`)
    safeRevalidate(teamMemberPath(slug))
  }
  // Team modules can sit on any page, like the post and project modules.
  safeRevalidateRoute('/', 'layout')
}

/**
 * Purges the profile and every page when a member is published, changed while published, renamed,
 * unpublished or made private: the old address must stop serving the old profile too.
 */
export const revalidateMemberAfterChange: CollectionAfterChangeHook<Doc> = ({
  doc,
  previousDoc,
  req: { payload, context },
}) => {
  if (!context.disableRevalidate && (visible(doc) || visible(previousDoc))) {
    purge([doc, previousDoc], payload.logger)
  }
  return doc
}

export const revalidateMemberAfterDelete: CollectionAfterDeleteHook<Doc> = ({
  doc,
  req: { payload, context },
}) => {
  if (!context.disableRevalidate && visible(doc)) purge([doc], payload.logger)
  return doc
}
