import type { Where } from 'payload'

import type { BlogListingBlock, Post } from '@/payload-types'
import { payloadClient } from '@/platform/payload'
import { clampCount, relationIds } from '@/ui/carousel/queries'

import { DEFAULT_POSTS_PER_PAGE, MAX_POSTS_PER_PAGE } from './config'

type Listing = Pick<BlogListingBlock, 'categories' | 'postsNumber'>

export function postsPerPage(block: Listing): number {
  return clampCount(block.postsNumber, DEFAULT_POSTS_PER_PAGE, MAX_POSTS_PER_PAGE)
}

function where(block: Listing): Where {
  const ids = relationIds(block.categories)
  return {
    _status: { equals: 'published' },
    ...(ids.length ? { categories: { in: ids } } : {}),
  }
}

/** One page of a listing's published posts, newest first. */
export async function listingPage(
  block: Listing,
  page: number,
  locale: 'sv' | 'en',
): Promise<{ posts: Post[]; pages: number }> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'posts',
    where: where(block),
    sort: '-publishedAt',
    page,
    limit: postsPerPage(block),
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return { posts: result.docs, pages: Math.max(1, result.totalPages) }
}

/** How many pages a listing has. */
export async function listingPageCount(block: Listing): Promise<number> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'posts',
    where: where(block),
    overrideAccess: false,
  })
  return Math.max(1, Math.ceil(totalDocs / postsPerPage(block)))
}

type Layout = {
  rows?: { columns?: { modules?: { blockType: string }[] | null }[] | null }[] | null
}[]

/**
 * Whether a page's listing page `page` exists: some paged blog listing on it reaches that far. The
 * page route answers 404 otherwise, so `/moduler/sida/99` is the site's 404 page.
 */
export async function layoutHasListingPage(
  layout: Layout | null | undefined,
  page: number,
): Promise<boolean> {
  const listings = (layout ?? [])
    .flatMap((section) => section.rows ?? [])
    .flatMap((row) => row.columns ?? [])
    .flatMap((column) => column.modules ?? [])
    .filter(
      (module): module is BlogListingBlock =>
        module.blockType === 'blogListing' && (module as BlogListingBlock).showPagination !== false,
    )
  for (const listing of listings) if ((await listingPageCount(listing)) >= page) return true
  return false
}
