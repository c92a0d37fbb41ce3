import { BlogListingBlockComponent } from '@/blocks/BlogListing/Component'
import { listingPageCount } from '@/blocks/BlogListing/query'
import { FeedSubscribeBlockComponent } from '@/blocks/FeedSubscribe/Component'
import { FEED_SUBSCRIBE_PATH } from '@/blocks/FeedSubscribe/feedPopup'
import type { BlogListingBlock } from '@/payload-types'

export const BLOG_PATH = '/blogg'

/** /blogg is the blog listing module: six posts a page, later pages at /blogg/sida/{n}, ajax on. */
const listing: BlogListingBlock = {
  blockType: 'blogListing',
  title: 'Alla inlägg',
  layout: 'grid',
  postsNumber: 6,
  showPagination: true,
  ajaxPagination: true,
  settings: { elementId: 'blogglista' },
}

export function blogIndexPages(): Promise<number> {
  return listingPageCount(listing)
}

export function BlogIndex({ page }: { page: number }) {
  return (
    <div className="container listing">
      <h1>Blogg</h1>
      <p className="lead">Nyheter, tips och erfarenheter från våra tekniker och projekt.</p>
      <FeedSubscribeBlockComponent
        block={{
          blockType: 'feedSubscribe',
          label: 'Prenumerera på bloggen',
          serviceUrl: process.env.FEED_SERVICE_URL || FEED_SUBSCRIBE_PATH,
          settings: { elementId: 'bloggflode' },
        }}
        context={{ builderMode: false, locale: 'sv' }}
      />
      <BlogListingBlockComponent
        block={listing}
        context={{ builderMode: false, locale: 'sv', listing: { path: BLOG_PATH, page } }}
      />
    </div>
  )
}
