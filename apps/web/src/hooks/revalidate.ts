import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { publicPath, type RoutedCollection } from '@/platform/paths.public'
import { SITE_GLOBALS_TAG } from '@/platform/cacheTags'
import { safeRevalidate, safeRevalidateRoute, safeRevalidateTag } from '@/platform/safeRevalidate'

type Doc = { id: number | string; slug?: string | null; _status?: 'draft' | 'published' | null }

const listingPath: Record<RoutedCollection, string | null> = {
  pages: null,
  posts: '/blogg',
  projects: '/projekt',
}

/** Purges the public page of a document when it is published, unpublished, renamed or deleted. */
export function revalidateDocument(collection: RoutedCollection): {
  afterChange: CollectionAfterChangeHook<Doc>
  afterDelete: CollectionAfterDeleteHook<Doc>
} {
  const purge = (slug: string | null | undefined, logger: { info: (msg: string) => void }) => {
    const path = publicPath(collection, slug)
    logger.info(`revalidating ${path}`)
    safeRevalidate(path)
    const listing = listingPath[collection]
    if (listing) safeRevalidate(listing)
    // Posts and projects also appear in modules on any page (post slider, carousels, portfolio).
    if (collection !== 'pages') safeRevalidateRoute('/', 'layout')
    // The blog's RSS feed lists published posts.
    if (collection === 'posts') safeRevalidate('/blogg/feed.xml')
    safeRevalidate('/sitemap.xml')
  }
  return {
    afterChange: ({ doc, previousDoc, req: { payload, context } }) => {
      if (context.disableRevalidate) return doc
      if (doc._status === 'published') purge(doc.slug, payload.logger)
      // If the page was previously published, its old address must stop serving the old version.
      if (
        previousDoc?._status === 'published' &&
        (doc._status !== 'published' || previousDoc.slug !== doc.slug)
      ) {
        purge(previousDoc.slug, payload.logger)
      }
      return doc
    },
    afterDelete: ({ doc, req: { payload, context } }) => {
      if (!context.disableRevalidate) purge(doc?.slug, payload.logger)
      return doc
    },
  }
}

/** Header, footer and settings appear on every page: purge the whole layout. */
export const revalidateEverything: GlobalAfterChangeHook = ({ doc, req: { payload, context } }) => {
  if (!context.disableRevalidate) {
    payload.logger.info('revalidating every page (global changed)')
    safeRevalidateTag(SITE_GLOBALS_TAG)
    safeRevalidateRoute('/', 'layout')
  }
  return doc
}
